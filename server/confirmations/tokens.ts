/**
 * The links' tokens: 32 random bytes, written base64url (43 characters), and kept only as their
 * SHA-256, so that a copy of the database confirms and erases no one. Web Crypto: the same on one
 * machine and on the edge.
 */

const TOKEN_BYTES = 32;
const TOKEN_LENGTH = 43;

export function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(TOKEN_BYTES));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=/g, '');
}

/**
 * Whether text from a link can be a token at all: checked before anything is hashed or looked up.
 * Its length first, so the pattern only ever reads 43 characters.
 */
export const isTokenShaped = (text: string): boolean => text.length === TOKEN_LENGTH && /^[A-Za-z0-9_-]+$/.test(text);

export async function tokenHash(token: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
