/**
 * The characters jsPDF's standard fonts write in the bytes 0x80–0x9F (WinAnsiEncoding), where
 * Latin-1 has control characters: typographic quotes, dashes and the like.
 */
const WIN_ANSI: Record<number, string> = {
  128: '€',
  130: '‚',
  131: 'ƒ',
  132: '„',
  133: '…',
  134: '†',
  135: '‡',
  136: 'ˆ',
  137: '‰',
  138: 'Š',
  139: '‹',
  140: 'Œ',
  142: 'Ž',
  145: '‘',
  146: '’',
  147: '“',
  148: '”',
  149: '•',
  150: '–',
  151: '—',
  152: '˜',
  153: '™',
  154: 'š',
  155: '›',
  156: 'œ',
  158: 'ž',
  159: 'Ÿ',
};

const fromWinAnsi = (text: string) => Array.from(text, (char) => WIN_ANSI[char.charCodeAt(0)] ?? char).join('');

/** The strings a jsPDF file (read as Latin-1) draws (its `(...) Tj` operators), unescaped, in order. */
export function pdfText(pdf: string): string[] {
  return [...pdf.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)].map(([, text]) =>
    fromWinAnsi(
      (text ?? '')
        .replace(/\\([()\\])/g, '$1')
        .replace(/\\(\d{3})/g, (_, octal: string) => String.fromCharCode(Number.parseInt(octal, 8))),
    ),
  );
}
