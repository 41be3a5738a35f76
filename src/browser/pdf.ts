/**
 * The free test plan as a PDF, in the site's look: Figtree, the petrol accent, the mark, and the
 * site's address at the foot of each page. Real text (searchable, selectable), numbered checks
 * with boxes to tick, and new pages as the list needs them. jsPDF, the fonts and the mark are
 * loaded only once the plan is shown, never on the first view; without the fonts (offline) the
 * plan is set in Helvetica.
 */
import type { jsPDF as JsPdf } from 'jspdf';
import type { PrintColors } from '../lib/config/palette';
import { trimEndChars } from '../lib/forms/trim-chars';
import { pdfSafeText } from '../lib/pdf/characters';
import type { Mark } from '../lib/pdf/mark';
import type { PlanPdfFonts } from './pdf-assets';

export const PLAN_PDF_FILE_NAME = 'testable-test-plan.pdf';

export interface PlanPdfContent {
  title: string;
  app: string;
  intro: string;
  items: string[];
  footer: string;
  /** The site's public address (PUBLIC_SITE_URL), linked at the foot of each page. */
  site: string;
}

/** What the PDF draws besides the words: the site's faces (null: Helvetica) and its mark. */
export interface PlanPdfLook {
  fonts: PlanPdfFonts | null;
  mark: Mark | null;
}

declare const __PRINT_COLORS__: PrintColors;
/** Colors of the light palette (src/styles/tokens.css), as astro.config.mjs hands them over at build time. */
const COLORS: PrintColors = __PRINT_COLORS__;

const PAGE = { margin: 20, width: 210, height: 297 };
const FIGTREE = 'Figtree';
const MARK_SIZE = 9;

/** The address as it reads: no scheme, no trailing slash. */
export const siteAddressText = (url: string) => trimEndChars(url.replace(/^https?:\/\//, ''), '/');

function drawMark(doc: JsPdf, mark: Mark, x: number, y: number, size: number): void {
  const scale = size / Math.max(...mark.size, 1);
  const at = (values: readonly number[]) => values.map((value, index) => (index % 2 ? y : x) + value * scale);
  for (const shape of mark.shapes) {
    if (shape.fill) doc.setFillColor(shape.fill);
    if (shape.stroke) {
      doc.setDrawColor(shape.stroke);
      doc.setLineWidth(shape.strokeWidth * scale);
      doc.setLineCap(shape.lineCap);
      doc.setLineJoin(shape.lineJoin);
    }
    const style = shape.fill && shape.stroke ? 'FD' : shape.fill ? 'F' : 'S';
    if (shape.kind === 'circle') {
      const [cx = 0, cy = 0] = at([shape.cx, shape.cy]);
      doc.circle(cx, cy, shape.r * scale, style);
    } else {
      doc.path(shape.steps.map((step) => ({ op: step.op, c: at(step.c) })));
      if (style === 'F') doc.fill();
      else if (style === 'S') doc.stroke();
      else doc.fillStroke();
    }
  }
  doc.setLineCap('butt');
  doc.setLineJoin('miter');
}

export function buildPlanPdf(
  JsPdfClass: typeof JsPdf,
  content: PlanPdfContent,
  { fonts, mark }: PlanPdfLook = { fonts: null, mark: null },
): JsPdf {
  // Only the fonts the plan uses go in the file (not jsPDF's fourteen standard ones), compressed.
  const doc = new JsPdfClass({ unit: 'mm', format: 'a4', compress: true, putOnlyUsedFonts: true });
  const face = fonts ? FIGTREE : 'helvetica';
  if (fonts) {
    doc.addFileToVFS('figtree-400.ttf', fonts.regular);
    doc.addFont('figtree-400.ttf', FIGTREE, 'normal');
    doc.addFileToVFS('figtree-700.ttf', fonts.bold);
    doc.addFont('figtree-700.ttf', FIGTREE, 'bold');
  }
  const text = (value: string) => pdfSafeText(value);
  doc.setProperties({ title: text(content.title), subject: text(content.app), creator: 'Testable' });
  const textWidth = PAGE.width - 2 * PAGE.margin;
  const bottom = PAGE.height - PAGE.margin - 10;
  let y = PAGE.margin;

  // The mark and the name, as the site's header shows them.
  if (mark) drawMark(doc, mark, PAGE.margin, y - 4, MARK_SIZE);
  doc.setFont(face, 'bold');
  doc.setFontSize(15);
  doc.setTextColor(COLORS.ink);
  doc.text('Testable', PAGE.margin + (mark ? MARK_SIZE + 3 : 0), y + 2.6);
  y += 18;

  doc.setFontSize(22);
  doc.text(text(content.title), PAGE.margin, y);
  y += 9;
  doc.setFontSize(12);
  doc.setTextColor(COLORS.accent);
  for (const line of doc.splitTextToSize(text(content.app), textWidth) as string[]) {
    doc.text(line, PAGE.margin, y);
    y += 6;
  }
  doc.setFont(face, 'normal');
  doc.setFontSize(11);
  doc.setTextColor(COLORS.ink2);
  y += 2;
  for (const line of doc.splitTextToSize(text(content.intro), textWidth) as string[]) {
    doc.text(line, PAGE.margin, y);
    y += 5.5;
  }
  y += 4;
  doc.setDrawColor(COLORS.line);
  doc.setLineWidth(0.3);
  doc.line(PAGE.margin, y, PAGE.width - PAGE.margin, y);
  y += 10;

  doc.setFontSize(12);
  content.items.forEach((item, index) => {
    const lines = doc.splitTextToSize(text(item), textWidth - 18) as string[];
    const height = lines.length * 6 + 5;
    if (y + height > bottom) {
      doc.addPage();
      y = PAGE.margin + 4;
    }
    doc.setDrawColor(COLORS.ink2);
    doc.setLineWidth(0.3);
    doc.roundedRect(PAGE.margin, y - 3.8, 4.5, 4.5, 0.8, 0.8);
    doc.setTextColor(COLORS.accent);
    doc.setFont(face, 'bold');
    doc.text(`${index + 1}.`, PAGE.margin + 8, y);
    doc.setTextColor(COLORS.ink);
    doc.setFont(face, 'normal');
    lines.forEach((line, lineIndex) => {
      doc.text(line, PAGE.margin + 16, y + lineIndex * 6);
    });
    y += height;
  });

  const pages = doc.getNumberOfPages();
  const address = siteAddressText(content.site);
  for (let page = 1; page <= pages; page++) {
    doc.setPage(page);
    const foot = PAGE.height - 12;
    doc.setDrawColor(COLORS.line);
    doc.setLineWidth(0.3);
    doc.line(PAGE.margin, foot - 5, PAGE.width - PAGE.margin, foot - 5);
    doc.setFontSize(9);
    doc.setFont(face, 'normal');
    doc.setTextColor(COLORS.ink2);
    doc.text(text(content.footer), PAGE.margin, foot);
    const count = `${page} / ${pages}`;
    const right = PAGE.width - PAGE.margin;
    doc.text(count, right, foot, { align: 'right' });
    doc.setFont(face, 'bold');
    doc.setTextColor(COLORS.accent);
    const addressRight = right - doc.getTextWidth(count) - 4;
    doc.text(address, addressRight, foot, { align: 'right' });
    doc.link(addressRight - doc.getTextWidth(address), foot - 3.5, doc.getTextWidth(address), 5, { url: content.site });
  }
  return doc;
}

const loadJsPdf = () => import('jspdf');
const loadAssets = () => import('./pdf-assets');

/** The PDF's look, loaded with jsPDF: the fonts (null when they cannot be fetched) and the mark. */
async function loadLook(): Promise<PlanPdfLook> {
  const { fetchPlanPdfFonts, PLAN_PDF_MARK } = await loadAssets();
  return { fonts: await fetchPlanPdfFonts(), mark: PLAN_PDF_MARK };
}

/** The plan's PDF file built ahead, and the content it was built from. */
let prepared: { key: string; file: Promise<Blob> } | null = null;

/**
 * Builds the plan's PDF file at an idle moment once the plan is shown, so that the click only
 * hands it over: on a throttled phone, fetching jsPDF on the click kept the visitor waiting about
 * 0.9 s, and jsPDF's `save` on the click, which writes the whole file again, 172 ms (47 ms with
 * the file written here; bench/README.md). A failure here (offline) is forgotten: the click tries
 * again, and says so if it fails. Fonts that cannot be fetched do not fail it: the plan is then
 * set in Helvetica.
 */
export function preparePlanPdf(content: PlanPdfContent): Promise<Blob> {
  const key = JSON.stringify(content);
  if (prepared?.key !== key) {
    const file = Promise.all([loadJsPdf(), loadLook()]).then(([{ jsPDF }, look]) =>
      buildPlanPdf(jsPDF, content, look).output('blob'),
    );
    const entry = { key, file };
    file.catch(() => {
      if (prepared === entry) prepared = null;
    });
    prepared = entry;
  }
  return prepared.file;
}

/** Saves the plan under its fixed file name, built now unless it was prepared. */
export async function downloadPlanPdf(content: PlanPdfContent): Promise<void> {
  saveFile(await preparePlanPdf(content), PLAN_PDF_FILE_NAME);
}

/** How long the file's address outlives the click: the browser has read the file long before. */
const FILE_ADDRESS_MS = 40_000;

/** Hands `file` to the browser as a download named `name`: a link to it, clicked, as jsPDF's save does. */
function saveFile(file: Blob, name: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(file);
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), FILE_ADDRESS_MS);
}
