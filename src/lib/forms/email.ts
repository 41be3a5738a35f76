/**
 * The reservation email rule of the specification: text, an at sign, text, a dot, text, with no
 * white space (what `/^[^\s@]+@[^\s@]+\.[^\s@]+$/` says). Written as index look-ups rather than
 * that pattern, whose backtracking is quadratic on a long address without a dot: the lead sink
 * runs this same rule on text from anyone.
 *
 * Beyond the specification's pattern, no address holds a character a person cannot see: a
 * control character (\p{Cc}), an invisible format character (\p{Cf}: zero-width spaces and
 * joiners, bidirectional overrides that show `moc.elpmaxe@` as `example.com@`, the byte-order
 * mark), a line or paragraph separator (\p{Zl}, \p{Zp}), or any other character Unicode says to
 * show as nothing (\p{DI}, default-ignorable: the combining grapheme joiner, variation selectors,
 * the Hangul fillers, tag characters). None belongs in an address, and each can make the address
 * an operator reads differ from the one stored, or two stored addresses look the same.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{DI}]/u;
// The subset that String.prototype.trim may remove: it must not hide them at either end.
const INVISIBLE_NOT_SPACE = /[\p{Cf}\p{Zl}\p{Zp}\p{DI}]/u;

export function isValidEmail(input: string): boolean {
  // White space around the address (a pasted line break, a tab) is trimmed as before and never
  // stored; a format character or separator is refused wherever it is, even where trim would
  // drop it (U+FEFF, U+2028, U+2029 count as white space to trim).
  if (INVISIBLE_NOT_SPACE.test(input)) return false;
  const text = input.trim();
  if (/\s/.test(text) || INVISIBLE.test(text)) return false;
  const at = text.indexOf('@');
  if (at < 1 || text.includes('@', at + 1)) return false;
  const domain = text.slice(at + 1);
  // A dot with text on both sides: the first dot after the domain's first character, not last.
  const dot = domain.indexOf('.', 1);
  return dot !== -1 && dot < domain.length - 1;
}
