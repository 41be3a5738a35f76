/** The strings a jsPDF file draws (its `(...) Tj` operators), unescaped, in order. */
export function pdfText(pdf: string): string[] {
  return [...pdf.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)].map(([, text]) =>
    (text ?? '')
      .replace(/\\([()\\])/g, '$1')
      .replace(/\\(\d{3})/g, (_, octal: string) => String.fromCharCode(Number.parseInt(octal, 8))),
  );
}
