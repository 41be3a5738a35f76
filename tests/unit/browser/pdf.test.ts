// @vitest-environment node
import { readFileSync } from 'node:fs';
import { jsPDF } from 'jspdf';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  buildPlanPdf,
  downloadPlanPdf,
  PLAN_PDF_FILE_NAME,
  type PlanPdfLook,
  preparePlanPdf,
  siteAddressText,
} from '../../../src/browser/pdf';
import { SITE_PALETTE } from '../../../src/lib/config/site-palette';
import { readMark } from '../../../src/lib/pdf/mark';
import { pdfStreams, pdfText } from '../../support/pdf-text';

const content = (items: string[], app = 'App: https://shop.example/') => ({
  title: 'Testable test plan',
  app,
  intro: 'Run each check by hand.',
  items,
  footer: 'testable',
  site: 'https://testable.example',
});

const binary = (file: string) => readFileSync(file).toString('latin1');
const FIGTREE: PlanPdfLook = {
  fonts: { regular: binary('src/assets/pdf/figtree-400.ttf'), bold: binary('src/assets/pdf/figtree-700.ttf') },
  mark: readMark(readFileSync('public/favicon.svg', 'utf8')),
};
const HELVETICA: PlanPdfLook = { fonts: null, mark: FIGTREE.mark };

/**
 * Whether the page streams set `hex` as a fill color ("r g b rg"): jsPDF
 * writes the parts with two or three decimals, so they are compared as numbers.
 */
const setsColor = (streams: string, hex: string) => {
  const wanted = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255);
  return [...streams.matchAll(/([\d.]+) ([\d.]+) ([\d.]+) rg\b/g)].some((match) =>
    wanted.every((part, index) => Math.abs(Number(match[index + 1]) - part) < 0.006),
  );
};
/** Every stream of the PDF inflated, for what its pages draw. */
const drawn = (pdf: string) => pdfText(pdf).join('\n');
const pages = (pdf: string) => [...pdfStreams(pdf).values()].join('\n');
/** A PDF file as the binary string the helpers above read. */
const fileText = async (file: Blob) => Buffer.from(await file.arrayBuffer()).toString('latin1');

describe('buildPlanPdf', () => {
  it.each([
    ['Figtree', FIGTREE],
    ['Helvetica', HELVETICA],
  ])('writes a PDF whose text holds the title, the app and every item (%s)', (_, look) => {
    const items = ['A shopper finds a product (search)', 'Guest checkout completes — €12', 'Forms keep what was typed'];
    const pdf = buildPlanPdf(jsPDF, content(items), look).output();
    expect(pdf.startsWith('%PDF-')).toBe(true);
    const text = drawn(pdf);
    for (const expected of ['Testable test plan', 'App: https://shop.example/', ...items])
      expect(text).toContain(expected);
    expect(text).toContain('1 / 1');
  });

  it('is set in Figtree, regular and bold, and in no standard font once the fonts are there', () => {
    const pdf = buildPlanPdf(jsPDF, content(['Guest checkout completes']), FIGTREE).output();
    expect(pdf).toMatch(/\/FontName \/Figtree/);
    expect(pdf).toMatch(/\/FontFile2 \d+ 0 R/);
    expect(pdf).not.toMatch(/Helvetica/);
    // Two embedded faces (regular and bold), each cut down to the glyphs used.
    expect(pdf.match(/\/Subtype \/Type0/g)).toHaveLength(2);
    expect(pdf.length).toBeLessThan(40_000);
  });

  it('draws in the accent of the site palette and links the site address at the foot', () => {
    const accent = SITE_PALETTE.light['--c-accent'];
    expect(accent).toMatch(/^#[0-9a-f]{6}$/i);
    const pdf = buildPlanPdf(jsPDF, content(['Guest checkout completes']), FIGTREE).output();
    expect(setsColor(pages(pdf), accent)).toBe(true);
    expect(drawn(pdf)).toContain('testable.example');
    expect(pdf).toContain('/URI (https://testable.example)');
  });

  it('draws the mark from the favicon: its three shapes in their colors', () => {
    const pdf = buildPlanPdf(jsPDF, content(['Guest checkout completes']), FIGTREE).output();
    const streams = pages(pdf);
    for (const fill of ['#0b6e99', '#ffb547']) expect(setsColor(streams, fill)).toBe(true);
    // The tick: a stroked white path (white as a gray, "1 G") with round ends and joins.
    expect(streams).toMatch(/^1\.? G$/m);
    expect(streams).toMatch(/^1 J$/m);
    expect(streams).toMatch(/^1 j$/m);
  });

  it('draws what the fonts lack as text they have, and never cuts a line short', () => {
    const pdf = buildPlanPdf(
      jsPDF,
      content(['Checkout 🛒 works for Zoë and Łukasz, then ends'], 'App: 商店'),
      FIGTREE,
    ).output();
    const text = drawn(pdf);
    expect(text).toContain('Checkout works for Zoë and Lukasz, then ends');
    expect(text).toContain('App: ??');
  });

  it('starts new pages for a long plan and numbers them', () => {
    const items = Array.from(
      { length: 40 },
      (_, i) => `Check number ${i + 1} with a long description that wraps onto a second line of the page`,
    );
    const doc = buildPlanPdf(jsPDF, content(items), FIGTREE);
    expect(doc.getNumberOfPages()).toBeGreaterThan(1);
    const text = drawn(doc.output());
    expect(text).toContain(`1 / ${doc.getNumberOfPages()}`);
    expect(text).toContain('40.');
    expect(text.match(/testable\.example/g)).toHaveLength(doc.getNumberOfPages());
  });
});

describe('siteAddressText', () => {
  it.each([
    ['https://testable.example', 'testable.example'],
    ['https://testable.example/', 'testable.example'],
    ['http://localhost:4321', 'localhost:4321'],
    ['https://www.testable.app/en/', 'www.testable.app/en'],
  ])('%s reads %s', (url, expected) => expect(siteAddressText(url)).toBe(expected));
});

describe('preparePlanPdf', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  /** fetch as the browser has it: the fonts served from the project, or the network gone. */
  const serveFonts = () =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const file = /figtree-(400|700)\.ttf/.exec(String(url));
        return file ? new Response(readFileSync(`src/assets/pdf/${file[0]}`)) : new Response(null, { status: 404 });
      }),
    );

  it('builds the PDF once for what it says, ready for the click, and again when that changes', async () => {
    serveFonts();
    const first = await preparePlanPdf(content(['Guest checkout completes']));
    expect(await preparePlanPdf(content(['Guest checkout completes']))).toBe(first);
    const other = await preparePlanPdf(content(['Forms keep what was typed']));
    expect(other).not.toBe(first);
    expect(drawn(await fileText(other))).toContain('Forms keep what was typed');
  });

  it('fetches Figtree for the PDF and sets it in it', async () => {
    serveFonts();
    const pdf = await fileText(await preparePlanPdf(content(['Search finds a product'])));
    expect(
      vi
        .mocked(fetch)
        .mock.calls.map(([url]) => String(url))
        .join(' '),
    ).toMatch(/figtree-400.*figtree-700/);
    expect(pdf).toMatch(/\/FontName \/Figtree/);
    expect(pdf).not.toMatch(/Helvetica/);
  });

  it.each([
    ['the network is gone', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the fonts are missing', async () => new Response(null, { status: 404 })],
  ])('sets the plan in Helvetica when %s, rather than fail', async (_, answer) => {
    vi.stubGlobal('fetch', vi.fn(answer));
    const pdf = await fileText(await preparePlanPdf(content([`Search finds a product (${answer.length})`])));
    expect(pdf).toMatch(/\/BaseFont \/Helvetica/);
    expect(pdf).not.toMatch(/Figtree/);
    expect(drawn(pdf)).toContain('Search finds a product');
  });

  it('the click hands over the file built ahead, under its name, and lets its address go later', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    serveFonts();
    const plan = content(['Checkout takes a coupon']);
    const file = await preparePlanPdf(plan);
    const link = { href: '', download: '', click: vi.fn() };
    vi.stubGlobal('document', { createElement: vi.fn(() => link) });
    const address = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:plan');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});

    await downloadPlanPdf(plan);
    expect(address).toHaveBeenCalledExactlyOnceWith(file);
    expect(link).toMatchObject({ href: 'blob:plan', download: PLAN_PDF_FILE_NAME });
    expect(link.click).toHaveBeenCalledOnce();
    expect(revoke).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledExactlyOnceWith('blob:plan');
  });
});
