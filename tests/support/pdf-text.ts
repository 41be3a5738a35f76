import { inflateSync } from 'node:zlib';

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

/** A PDF's streams by object number, inflated where they are Flate-compressed (read as Latin-1). */
export function pdfStreams(pdf: string): Map<number, string> {
  const streams = new Map<number, string>();
  for (const match of pdf.matchAll(/(\d+) 0 obj\s*<<([\s\S]*?)>>\s*stream\r?\n/g)) {
    const [whole, number = '', dict = ''] = match;
    const start = (match.index ?? 0) + whole.length;
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? pdf.indexOf('endstream', start) - start);
    const data = pdf.slice(start, start + length);
    streams.set(
      Number(number),
      dict.includes('/FlateDecode') ? inflateSync(Buffer.from(data, 'latin1')).toString('latin1') : data,
    );
  }
  return streams;
}

/** Each Type0 font's ToUnicode map (glyph id to text), by the name the pages use for the font (F1, F2...). */
function unicodeMaps(pdf: string, streams: Map<number, string>): Map<string, Map<number, string>> {
  const byObject = new Map<number, Map<number, string>>();
  for (const [, number = '', dict = ''] of pdf.matchAll(/(\d+) 0 obj\s*<<([\s\S]*?)>>\s*endobj/g)) {
    const cmap = /\/ToUnicode (\d+) 0 R/.exec(dict)?.[1];
    if (!dict.includes('/Type0') || !cmap) continue;
    const map = new Map<number, string>();
    for (const [, glyph = '', unicode = ''] of (streams.get(Number(cmap)) ?? '').matchAll(
      /<([0-9a-f]{4})><([0-9a-f]{4})>/gi,
    ))
      map.set(Number.parseInt(glyph, 16), String.fromCharCode(Number.parseInt(unicode, 16)));
    byObject.set(Number(number), map);
  }
  const byName = new Map<string, Map<number, string>>();
  for (const [, name = '', number = ''] of pdf.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    const map = byObject.get(Number(number));
    if (map) byName.set(name, map);
  }
  return byName;
}

/**
 * The strings a jsPDF file (read as Latin-1) draws (its `(...) Tj` and `<...> Tj` operators),
 * unescaped, in order: a standard font's WinAnsi bytes, or an embedded font's glyph ids read
 * through its ToUnicode map. Compressed content streams are inflated first.
 */
export function pdfText(pdf: string): string[] {
  const streams = pdfStreams(pdf);
  const maps = unicodeMaps(pdf, streams);
  const content = [...streams.values()].filter((stream) => /\bTf\b/.test(stream));
  const texts: string[] = [];
  for (const stream of content.length ? content : [pdf]) {
    let font: Map<number, string> | undefined;
    for (const [, name, literal, hex] of stream.matchAll(
      /\/(F\d+) [\d.]+ Tf|\(((?:\\.|[^\\)])*)\)\s*Tj|<([0-9a-fA-F]*)>\s*Tj/g,
    )) {
      if (name) font = maps.get(name);
      else if (hex !== undefined)
        texts.push(
          (hex.match(/.{4}/g) ?? []).map((glyph) => font?.get(Number.parseInt(glyph, 16)) ?? '\ufffd').join(''),
        );
      else
        texts.push(
          fromWinAnsi(
            (literal ?? '')
              .replace(/\\([()\\])/g, '$1')
              .replace(/\\(\d{3})/g, (_, octal: string) => String.fromCharCode(Number.parseInt(octal, 8))),
          ),
        );
    }
  }
  return texts;
}
