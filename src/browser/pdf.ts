/**
 * The free test plan as a PDF: real text (searchable, selectable), numbered checks with boxes
 * to tick, and new pages as the list needs them. jsPDF is passed in, so the page loads it only
 * once the plan is shown, never on the first view.
 */
import type { jsPDF as JsPdf } from 'jspdf';

export const PLAN_PDF_FILE_NAME = 'testable-test-plan.pdf';

export interface PlanPdfContent {
  title: string;
  app: string;
  intro: string;
  items: string[];
  footer: string;
}

const PAGE = { margin: 20, width: 210, height: 297 };
const INK = [15, 23, 42] as const;
const MUTED = [71, 85, 105] as const;
const ACCENT = [79, 70, 229] as const;

export function buildPlanPdf(JsPdfClass: typeof JsPdf, content: PlanPdfContent): JsPdf {
  const doc = new JsPdfClass({ unit: 'mm', format: 'a4' });
  doc.setProperties({ title: content.title, subject: content.app, creator: 'Testable' });
  const textWidth = PAGE.width - 2 * PAGE.margin;
  const bottom = PAGE.height - PAGE.margin - 8;
  let y = PAGE.margin;

  doc.setFillColor(...ACCENT);
  doc.rect(0, 0, PAGE.width, 6, 'F');
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(22);
  doc.setTextColor(...INK);
  y += 6;
  doc.text(content.title, PAGE.margin, y);
  y += 9;
  doc.setFontSize(12);
  doc.setTextColor(...ACCENT);
  for (const line of doc.splitTextToSize(content.app, textWidth) as string[]) {
    doc.text(line, PAGE.margin, y);
    y += 6;
  }
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(11);
  doc.setTextColor(...MUTED);
  y += 2;
  for (const line of doc.splitTextToSize(content.intro, textWidth) as string[]) {
    doc.text(line, PAGE.margin, y);
    y += 5.5;
  }
  y += 6;

  doc.setFontSize(12);
  content.items.forEach((item, index) => {
    const lines = doc.splitTextToSize(item, textWidth - 18) as string[];
    const height = lines.length * 6 + 5;
    if (y + height > bottom) {
      doc.addPage();
      y = PAGE.margin + 4;
    }
    doc.setDrawColor(...MUTED);
    doc.rect(PAGE.margin, y - 4, 4.5, 4.5);
    doc.setTextColor(...ACCENT);
    doc.setFont('helvetica', 'bold');
    doc.text(`${index + 1}.`, PAGE.margin + 8, y);
    doc.setTextColor(...INK);
    doc.setFont('helvetica', 'normal');
    lines.forEach((line, lineIndex) => {
      doc.text(line, PAGE.margin + 16, y + lineIndex * 6);
    });
    y += height;
  });

  const pages = doc.getNumberOfPages();
  for (let page = 1; page <= pages; page++) {
    doc.setPage(page);
    doc.setFontSize(9);
    doc.setTextColor(...MUTED);
    doc.text(content.footer, PAGE.margin, PAGE.height - 10);
    doc.text(`${page} / ${pages}`, PAGE.width - PAGE.margin, PAGE.height - 10, { align: 'right' });
  }
  return doc;
}

const loadJsPdf = () => import('jspdf');

/** The plan's PDF built ahead, and the content it was built from. */
let prepared: { key: string; doc: Promise<JsPdf> } | null = null;

/**
 * Builds the plan's PDF at an idle moment once the plan is shown, so that the click only hands
 * the file over: on a throttled phone, fetching jsPDF on the click kept the visitor waiting about
 * 0.9 s, and jsPDF's first build and output about 0.2 s more. A failure here (offline) is
 * forgotten: the click tries again, and says so if it fails.
 */
export function preparePlanPdf(content: PlanPdfContent): Promise<JsPdf> {
  const key = JSON.stringify(content);
  if (prepared?.key !== key) {
    const doc = loadJsPdf().then(({ jsPDF }) => {
      const built = buildPlanPdf(jsPDF, content);
      // jsPDF's first output pays a one-time set-up; a later one takes under a millisecond.
      built.output('blob');
      return built;
    });
    const entry = { key, doc };
    doc.catch(() => {
      if (prepared === entry) prepared = null;
    });
    prepared = entry;
  }
  return prepared.doc;
}

/** Saves the plan under its fixed file name, built now unless it was prepared. */
export async function downloadPlanPdf(content: PlanPdfContent): Promise<void> {
  (await preparePlanPdf(content)).save(PLAN_PDF_FILE_NAME);
}
