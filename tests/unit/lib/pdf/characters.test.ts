// @vitest-environment node
import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { PDF_FONT_CHARACTERS, pdfSafeText } from '../../../../src/lib/pdf/characters';

interface Face {
  hasGlyphForCodePoint(codePoint: number): boolean;
}

describe('the PDF fonts', () => {
  it.each([400, 700])('figtree-%i.ttf has a glyph for every character the PDF may set', (weight) => {
    const face = fontkit.create(readFileSync(`src/assets/pdf/figtree-${weight}.ttf`)) as Face;
    const missing = [...PDF_FONT_CHARACTERS].filter((char) => !face.hasGlyphForCodePoint(char.codePointAt(0) ?? 0));
    expect(missing).toEqual([]);
  });
});

describe('pdfSafeText', () => {
  it.each([
    ['Guest checkout completes', 'Guest checkout completes'],
    ['Café “menus” — 5 € • tips…', 'Café “menus” — 5 € • tips…'],
    ['Zoë pays in ¥ and £', 'Zoë pays in ¥ and £'],
    ['Łódź, Đakovo, Ħamrun', 'Lódz, Dakovo, Hamrun'],
    ['Őrség and Čačak', 'Orség and Cacak'],
    ['Checkout 🛒 works', 'Checkout works'],
    ['Family 👨‍👩‍👧 plans', 'Family plans'],
    ['商店 app', '?? app'],
    ['soft\u00adhyphen', 'softhyphen'],
    ['tab\there', 'tab here'],
    ['minus −5 and non‑breaking‐hyphen', 'minus -5 and non-breaking-hyphen'],
    ['Œuvre', 'OEuvre'],
    ['', ''],
  ])('%j is drawn as %j', (text, expected) => expect(pdfSafeText(text)).toBe(expected));

  it('returns only characters the fonts have', () => {
    const supported = new Set(PDF_FONT_CHARACTERS);
    for (const text of ['Ŝtelo ∑ ☃ ✓ → ﬁ', 'ǅemal ŉ', '\u0301alone'])
      for (const char of pdfSafeText(text)) expect(supported.has(char), `${char} in ${text}`).toBe(true);
  });
});
