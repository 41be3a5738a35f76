/**
 * The reservation email rule of the specification: text, an at sign, text, a dot, text, with no
 * white space (what `/^[^\s@]+@[^\s@]+\.[^\s@]+$/` says). Written as index look-ups rather than
 * that pattern, whose backtracking is quadratic on a long address without a dot: the lead sink
 * runs this same rule on text from anyone.
 */
export function isValidEmail(input: string): boolean {
  const text = input.trim();
  if (/\s/.test(text)) return false;
  const at = text.indexOf('@');
  if (at < 1 || text.includes('@', at + 1)) return false;
  const domain = text.slice(at + 1);
  // A dot with text on both sides: the first dot after the domain's first character, not last.
  const dot = domain.indexOf('.', 1);
  return dot !== -1 && dot < domain.length - 1;
}
