/**
 * The reservation email rule of the specification: text, an at sign, text, a dot, text, with no
 * white space (what `/^[^\s@]+@[^\s@]+\.[^\s@]+$/` says). Written as index look-ups rather than
 * that pattern, whose backtracking is quadratic on a long address without a dot: the lead sink
 * runs this same rule on text from anyone.
 *
 * Beyond the specification's pattern, an address is one a mailer can write to (below), and none
 * holds a character a person cannot see: a control character (\p{Cc}), an invisible format character (\p{Cf}: zero-width spaces and
 * joiners, bidirectional overrides that show `moc.elpmaxe@` as `example.com@`, the byte-order
 * mark), a line or paragraph separator (\p{Zl}, \p{Zp}), or any other character Unicode says to
 * show as nothing (\p{DI}, default-ignorable: the combining grapheme joiner, variation selectors,
 * the Hangul fillers, tag characters). None belongs in an address, and each can make the address
 * an operator reads differ from the one stored, or two stored addresses look the same.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{DI}]/u;
// The subset that String.prototype.trim may remove: it must not hide them at either end.
const INVISIBLE_NOT_SPACE = /[\p{Cf}\p{Zl}\p{Zp}\p{DI}]/u;

/**
 * Characters that make an address into mail syntax rather than an address (`<x@example.com>`,
 * a quoted or commented part, a list): no mailer writes to what the visitor meant.
 */
const MAILER_SYNTAX = /[<>()[\]\\,;:"]/;
const DOMAIN_LABEL = /^[\p{L}\p{N}\p{M}-]+$/u;

export function isValidEmail(input: string): boolean {
  // White space around the address (a pasted line break, a tab) is trimmed as before and never
  // stored; a format character or separator is refused wherever it is, even where trim would
  // drop it (U+FEFF, U+2028, U+2029 count as white space to trim).
  if (INVISIBLE_NOT_SPACE.test(input)) return false;
  const text = input.trim();
  if (/\s/.test(text) || INVISIBLE.test(text)) return false;
  const at = text.indexOf('@');
  if (at < 1 || text.includes('@', at + 1)) return false;
  if (MAILER_SYNTAX.test(text)) return false;
  // Text, a dot, text, in labels a mail server can look up: letters, digits and hyphens of any
  // script, no empty label but the root's after a trailing dot (`example.com.`, which mail
  // servers take). `x@example.com:25` and `x@[example.com]` are refused here.
  const domain = text.slice(at + 1);
  const labels = (domain.endsWith('.') ? domain.slice(0, -1) : domain).split('.');
  return labels.length >= 2 && labels.every((label) => DOMAIN_LABEL.test(label));
}
