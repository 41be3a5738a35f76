/**
 * What the plan's PDF embeds beyond jsPDF: Figtree's two faces (src/assets/pdf/, made by
 * `npm run pdf-fonts`) and the mark. This module is imported only when the PDF is prepared, so the
 * fonts are fetched then, never with the page or its dialogs.
 */
import mark from '../../public/favicon.svg?raw';
import regularUrl from '../assets/pdf/figtree-400.ttf?url';
import boldUrl from '../assets/pdf/figtree-700.ttf?url';
import { type Mark, readMark } from '../lib/pdf/mark';

/** Figtree's faces as jsPDF takes them: each TrueType file as a binary string. */
export interface PlanPdfFonts {
  regular: string;
  bold: string;
}

async function binaryString(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  let text = '';
  for (let start = 0; start < bytes.length; start += 8192)
    text += String.fromCharCode(...bytes.subarray(start, start + 8192));
  return text;
}

/** Both faces, or null when either cannot be fetched (offline): the PDF is then set in Helvetica. */
export async function fetchPlanPdfFonts(): Promise<PlanPdfFonts | null> {
  try {
    const [regular, bold] = await Promise.all([binaryString(regularUrl), binaryString(boldUrl)]);
    return { regular, bold };
  } catch {
    return null;
  }
}

export const PLAN_PDF_MARK: Mark = readMark(mark);
