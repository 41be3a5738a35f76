/**
 * The operator's password (OPS_PASSWORD_HASH; docs/operating.md, "The operator's console and the founder count"): a salted, slow hash that
 * verifies the same on Node and on workerd, so PBKDF2 with SHA-256 through Web Crypto, which
 * both have. workerd refuses more than 100,000 iterations, so that is the count; the salt is 16
 * random bytes. Stored as `pbkdf2-sha256$<iterations>$<salt, base64>$<hash, base64>`.
 * Verification compares in constant time, and a malformed value verifies nothing.
 */

const SCHEME = 'pbkdf2-sha256';
export const PASSWORD_ITERATIONS = 100_000;
/** More than this is refused before any work: a forged setting must not cost minutes of CPU. */
const MAX_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

function fromBase64(text: string): Uint8Array | null {
  try {
    return Uint8Array.from(atob(text), (character) => character.charCodeAt(0));
  } catch {
    return null;
  }
}

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations },
    key,
    HASH_BITS,
  );
  return new Uint8Array(bits);
}

/** Equal bytes, compared in a time that does not depend on where they differ. */
export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  let difference = a.length ^ b.length;
  for (let index = 0; index < Math.max(a.length, b.length); index += 1) difference |= (a[index] ?? 0) ^ (b[index] ?? 0);
  return difference === 0;
}

/** The value to put in OPS_PASSWORD_HASH for `password`. */
export async function hashPassword(password: string, iterations = PASSWORD_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, iterations);
  return [SCHEME, String(iterations), toBase64(salt), toBase64(hash)].join('$');
}

/** Whether `password` is the one `stored` was made from; false for a value that is not one of ours. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, iterationsText, saltText, hashText, ...rest] = stored.trim().split('$');
  const iterations = Number(iterationsText);
  if (scheme !== SCHEME || rest.length > 0 || !Number.isSafeInteger(iterations)) return false;
  if (iterations < 1 || iterations > MAX_ITERATIONS) return false;
  const salt = fromBase64(saltText ?? '');
  const expected = fromBase64(hashText ?? '');
  if (!salt || salt.length === 0 || !expected || expected.length !== HASH_BITS / 8) return false;
  return sameBytes(await derive(password, salt, iterations), expected);
}
