/**
 * Where the project's code and docs cite a heading of its docs: `README "Layout"`,
 * `docs/leads.md, "The bot check"`, `docs/content.md's "Change the words"`, the quote on the next comment
 * line or not. Read from the text alone, so that a moved section shows as a cited heading that is
 * gone.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface Citation {
  /** The citing file, from the project's root. */
  file: string;
  /** The cited document, from the project's root: README.md, docs/leads.md, bench/README.md. */
  doc: string;
  heading: string;
}

/** Where citations are written: the code, its tests and tools, and the docs themselves. */
const FOLDERS = ['src', 'server', 'functions', 'migrations', 'integrations', 'tools', 'bench', 'tests', 'docs', '.ci'];
const ROOT_FILES = ['README.md', 'astro.config.mjs', 'wrangler.toml', 'package.json', '.htmlvalidate.mjs'];
const TEXT = /\.(ts|tsx|js|mjs|astro|md|sql|toml|sh|css|ya?ml|json)$|^run$/;
// Saved pages of other sites, for the page reader: not ours to cite anything.
const SKIPPED = new Set(['tests/support/pages']);

function listFiles(folder: string): string[] {
  if (!existsSync(folder) || SKIPPED.has(folder)) return [];
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return listFiles(path);
    return TEXT.test(name) ? [path] : [];
  });
}

/** Every file that may cite a doc, from the project's root (the working directory). */
export function citingFiles(): string[] {
  return [...ROOT_FILES.filter((file) => existsSync(file)), ...FOLDERS.flatMap(listFiles)];
}

// A comment's own marks at the start of a line: `*`, `//`, `--` (SQL), `#` (TOML, shell).
const COMMENT_MARK = /^[ \t]*(?:\*|\/\/+|--|#)?[ \t]*/;

/**
 * The text as one line, a comment's marks gone from the start of each line, so that a citation
 * broken over two lines of a comment reads as one. Markdown keeps its `#`: it marks no comment.
 */
export function flatText(path: string, text: string): string {
  const unmark = path.endsWith('.md')
    ? (line: string) => line.trim()
    : (line: string) => line.replace(COMMENT_MARK, '');
  return text
    .split('\n')
    .map(unmark)
    .join(' ')
    .replace(/[ \t]+/g, ' ');
}

// The document, then what may stand between it and the quote: a closing backtick, "'s", a
// bracket, a comma or colon, and spaces; then the heading in straight or curly quotes.
const CITATION =
  /(?<![\w/.-])(bench\/README\.md|docs\/[\w-]+\.md|README(?:\.md)?)`?(?:'s)?\)?[,:]? ?\(? ?["“]([^"”]+)["”]/g;

/** The citations in one file's text. */
export function citationsIn(file: string, text: string): Citation[] {
  return [...flatText(file, text).matchAll(CITATION)].map(([, doc = '', heading = '']) => ({
    file,
    doc: doc === 'README' ? 'README.md' : doc,
    heading,
  }));
}

/** A Markdown document's headings, without their #s; a # line inside a fenced code block is none. */
export function headingsOf(markdown: string): string[] {
  let fenced = false;
  const headings: string[] = [];
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6} (.+)$/.exec(line);
    if (heading?.[1]) headings.push(heading[1].trim());
  }
  return headings;
}

/** A heading is cited by its words, or by those before its colon ("The sync worker"). */
export function isCited(headings: readonly string[], cited: string): boolean {
  return headings.some((heading) => heading === cited || heading.split(':')[0] === cited);
}

/** The docs that README.md links to, as `docs/name.md`. */
export function linkedDocs(readme: string): string[] {
  return [...new Set([...readme.matchAll(/\]\((docs\/[\w-]+\.md)(?:#[\w-]*)?\)/g)].map(([, doc = '']) => doc))];
}

export function readText(path: string): string {
  return readFileSync(path, 'utf8');
}
