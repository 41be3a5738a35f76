/**
 * "Strip these characters from the end" without a regular expression. `/[.!]+$/` looks
 * harmless, but an engine that backtracks retries it from every position of a long run of
 * those characters: quadratic time, seconds of a blocked server for a 64 KiB chat message
 * of dots. These loops look at each character once.
 *
 * `chars` is a set of characters, given as a string (".,;:!?"); characters outside the Basic
 * Multilingual Plane are matched whole, never by half of their surrogate pair.
 */

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** How many UTF-16 units the character ending just before `end` takes (1 or 2). */
function lastCharLength(text: string, end: number): number {
  return end >= 2 && isLowSurrogate(text.charCodeAt(end - 1)) && isHighSurrogate(text.charCodeAt(end - 2)) ? 2 : 1;
}

/** `text` without any run of `chars` at its end. */
export function trimEndChars(text: string, chars: string): string {
  const set = new Set(chars);
  let end = text.length;
  while (end > 0) {
    const length = lastCharLength(text, end);
    if (!set.has(text.slice(end - length, end))) break;
    end -= length;
  }
  return text.slice(0, end);
}

/** `text` without any run of `chars` at its start. */
export function trimStartChars(text: string, chars: string): string {
  const set = new Set(chars);
  let start = 0;
  while (start < text.length) {
    const code = text.codePointAt(start) ?? 0;
    const length = code > 0xffff ? 2 : 1;
    if (!set.has(text.slice(start, start + length))) break;
    start += length;
  }
  return text.slice(start);
}
