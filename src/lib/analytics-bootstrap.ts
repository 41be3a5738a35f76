/**
 * The text that Base.astro inlines from src/page-scripts/gtag-bootstrap.js. astro.config.mjs hashes the
 * same text for the Content-Security-Policy, so both must come from this one function: a byte of
 * difference and the browser refuses the script.
 */
const LEADING_COMMENTS = /^(?:\s*(?:\/\/[^\n]*|\/\*[\s\S]*?\*\/))*\s*/;

/** The script without its leading comments (they explain the file, pages need not carry them). */
export function inlineScriptText(source: string): string {
  return source.replace(LEADING_COMMENTS, '').trimEnd();
}
