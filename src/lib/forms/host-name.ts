/**
 * Whether a host, as the URL parser leaves it, is one we accept: judged by one rule of our own,
 * because engines disagree at the edges (Chromium keeps `xn--.example`, which Firefox and WebKit
 * refuse; Chromium and WebKit percent-encode `"shop".example`, which Firefox refuses). A host is
 * an IPv6 literal, or dot-separated labels of letters, digits, `-` and `_` (1–63 each, no `-` at
 * either end, one trailing dot allowed); an A-label (`xn--…`) must decode to a real name.
 */
const LABEL = /^(?!-)[a-z\d_-]{1,63}(?<!-)$/;
const IPV6 = /^\[[\da-f:.]+\]$/;
const A_LABEL_PREFIX = 'xn--';
/** What an A-label may decode to: letters, marks, digits and hyphens (no symbols, no spaces). */
const UNICODE_LABEL = /^[\p{L}\p{M}\p{N}-]+$/u;

export function isAcceptedHost(hostname: string): boolean {
  if (IPV6.test(hostname)) return true;
  const labels = (hostname.endsWith('.') ? hostname.slice(0, -1) : hostname).split('.');
  return labels.every(
    (label) =>
      LABEL.test(label) &&
      (!label.startsWith(A_LABEL_PREFIX) || isUnicodeName(decodePunycode(label.slice(A_LABEL_PREFIX.length)))),
  );
}

function isUnicodeName(decoded: string | null): boolean {
  return decoded !== null && UNICODE_LABEL.test(decoded) && [...decoded].some((char) => char > '\u007f');
}

// RFC 3492's parameters.
const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;
const INITIAL_BIAS = 72;
const INITIAL_N = 128;
const MAX_CODE_POINT = 0x10ffff;

function digitOf(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 22; // 0-9 → 26-35
  if (code >= 0x61 && code <= 0x7a) return code - 0x61; // a-z → 0-25
  return -1;
}

function adapt(delta: number, points: number, first: boolean): number {
  let scaled = first ? Math.floor(delta / DAMP) : delta >> 1;
  scaled += Math.floor(scaled / points);
  let k = 0;
  for (; scaled > ((BASE - T_MIN) * T_MAX) >> 1; k += BASE) scaled = Math.floor(scaled / (BASE - T_MIN));
  return k + Math.floor(((BASE - T_MIN + 1) * scaled) / (scaled + SKEW));
}

/** Punycode (RFC 3492) to text, or null where it is not valid Punycode. Input: lower-case ASCII. */
export function decodePunycode(encoded: string): string | null {
  const delimiter = encoded.lastIndexOf('-');
  const output = [...(delimiter > 0 ? encoded.slice(0, delimiter) : '')].map((char) => char.codePointAt(0) ?? 0);
  let n = INITIAL_N;
  let bias = INITIAL_BIAS;
  let i = 0;
  let index = delimiter > 0 ? delimiter + 1 : 0;
  while (index < encoded.length) {
    const before = i;
    let weight = 1;
    for (let k = BASE; ; k += BASE) {
      const digit = index < encoded.length ? digitOf(encoded.charCodeAt(index)) : -1;
      index += 1;
      if (digit < 0) return null;
      i += digit * weight;
      if (i > MAX_CODE_POINT * (output.length + 1)) return null;
      const threshold = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
      if (digit < threshold) break;
      weight *= BASE - threshold;
    }
    const points = output.length + 1;
    bias = adapt(i - before, points, before === 0);
    n += Math.floor(i / points);
    i %= points;
    if (n > MAX_CODE_POINT) return null;
    output.splice(i, 0, n);
    i += 1;
  }
  return String.fromCodePoint(...output);
}
