/** Copy that names an email address, in parts, so that a page can show the address as a link that writes to it. */
export type TextPart = { text: string } | { email: string };

/** `text` split around each mention of `email`: plain parts, and the address's own. */
export function partsAroundEmail(text: string, email: string): TextPart[] {
  if (email === '') return [{ text }];
  const parts: TextPart[] = [];
  text.split(email).forEach((plain, index) => {
    if (index > 0) parts.push({ email });
    if (plain !== '') parts.push({ text: plain });
  });
  return parts;
}
