/**
 * The characters the plan's PDF can set in Figtree: the fonts it embeds are cut down to these
 * (`npm run pdf-fonts`), and any other character is made one of these before it is drawn. jsPDF
 * ends a line at the first character its font lacks, so nothing else may reach it.
 */

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => String.fromCharCode(from + index)).join('');

/** ASCII, Latin-1 (but the soft hyphen) and the punctuation typed or pasted in English copy. */
export const PDF_FONT_CHARACTERS = `${range(0x20, 0x7e)}${range(0xa0, 0xac)}${range(0xae, 0xff)}‘’‚“”„–—•…€™‹›`;

const SUPPORTED = new Set(PDF_FONT_CHARACTERS);

/** What stands for a character the fonts lack, when it is not a letter with marks on it. */
const REPLACEMENTS: Record<string, string> = {
  '\t': ' ',
  '\u00ad': '',
  '\u2010': '-',
  '\u2011': '-',
  '\u2212': '-',
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Œ: 'OE',
  œ: 'oe',
};

/**
 * The text as the PDF's fonts can draw it: a letter with marks the fonts lack loses its marks
 * (ő → o), emoji and other pictures are left out, anything else becomes "?".
 */
export function pdfSafeText(text: string, supported: ReadonlySet<string> = SUPPORTED): string {
  let safe = '';
  for (const char of text.normalize('NFC')) {
    if (supported.has(char)) safe += char;
    else if (REPLACEMENTS[char] !== undefined) safe += REPLACEMENTS[char];
    else if (/\p{Extended_Pictographic}|[\u200d\ufe0f\p{Cc}]/u.test(char)) continue;
    else {
      const bare = char.normalize('NFD').replace(/\p{M}/gu, '');
      safe += bare && [...bare].every((part) => supported.has(part)) ? bare : '?';
    }
  }
  return safe.replace(/ {2,}/g, ' ');
}
