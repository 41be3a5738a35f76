// @vitest-environment node
import { jsPDF } from 'jspdf';
import { describe, expect, it } from 'vitest';
import { buildPlanPdf, preparePlanPdf } from '../../../src/browser/pdf';
import { pdfText } from '../../support/pdf-text';

const content = (items: string[]) => ({
  title: 'Testable test plan',
  app: 'App: https://shop.example/',
  intro: 'Run each check by hand.',
  items,
  footer: 'testable',
});

describe('buildPlanPdf', () => {
  it('writes a PDF whose text holds the title, the app and every item', () => {
    const items = ['A shopper finds a product (search)', 'Guest checkout completes', 'Forms keep what was typed'];
    const pdf = buildPlanPdf(jsPDF, content(items)).output();
    expect(pdf.startsWith('%PDF-')).toBe(true);
    const text = pdfText(pdf).join('\n');
    for (const expected of ['Testable test plan', 'App: https://shop.example/', ...items])
      expect(text).toContain(expected);
    expect(text).toContain('1 / 1');
  });

  it('starts new pages for a long plan and numbers them', () => {
    const items = Array.from(
      { length: 40 },
      (_, i) => `Check number ${i + 1} with a long description that wraps onto a second line of the page`,
    );
    const doc = buildPlanPdf(jsPDF, content(items));
    expect(doc.getNumberOfPages()).toBeGreaterThan(1);
    const text = pdfText(doc.output()).join('\n');
    expect(text).toContain(`1 / ${doc.getNumberOfPages()}`);
    expect(text).toContain('40.');
  });
});

describe('preparePlanPdf', () => {
  it('builds the PDF once for what it says, ready for the click, and again when that changes', async () => {
    const first = await preparePlanPdf(content(['Guest checkout completes']));
    expect(await preparePlanPdf(content(['Guest checkout completes']))).toBe(first);
    const other = await preparePlanPdf(content(['Forms keep what was typed']));
    expect(other).not.toBe(first);
    expect(pdfText(other.output()).join('\n')).toContain('Forms keep what was typed');
  });
});
