/**
 * The two faces of Figtree the plan's PDF embeds (src/assets/pdf/figtree-400.ttf and
 * figtree-700.ttf): `npm run pdf-fonts`. jsPDF reads TrueType only, and the site serves Figtree as
 * one variable WOFF2 file, so each face is that file pinned at one weight and cut down to the
 * characters the PDF can set (src/lib/pdf/characters.ts), without layout features (jsPDF applies
 * none). Run it again after changing those characters or updating Figtree.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import subsetFont from 'subset-font';
import { WEB_FONT_FILE } from '../integrations/web-font.ts';
import { PDF_FONT_CHARACTERS } from '../src/lib/pdf/characters.ts';

export const PDF_FONT_DIR = 'src/assets/pdf';
export const PDF_FONT_WEIGHTS = [400, 700] as const;

const source = readFileSync(WEB_FONT_FILE);
mkdirSync(PDF_FONT_DIR, { recursive: true });
for (const weight of PDF_FONT_WEIGHTS) {
  const face = await subsetFont(source, PDF_FONT_CHARACTERS, {
    targetFormat: 'sfnt',
    variationAxes: { wght: weight },
    keepFeatures: [],
  });
  const file = `${PDF_FONT_DIR}/figtree-${weight}.ttf`;
  writeFileSync(file, face);
  console.log(`${file}: ${face.length} bytes`);
}
