// @vitest-environment node
/**
 * The docs are cited by heading all over the code ("docs/leads.md, "The bot check""): a section
 * moved or renamed leaves those citations pointing at nothing. Every cited heading must exist in
 * the document cited, every doc README.md links to must exist, and README.md stays a map
 * (README "Layout" and the links out), short enough to read whole.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  type Citation,
  citationsIn,
  citingFiles,
  headingsOf,
  isCited,
  linkedDocs,
  readText,
} from '../support/doc-citations';

const README_MAX_LINES = 250;

// This file's own examples are no citations.
const citations = citingFiles()
  .filter((file) => !file.endsWith('docs-citations.test.ts'))
  .flatMap((file) => citationsIn(file, readText(file)));

function missing({ doc, heading }: Citation): boolean {
  return !existsSync(doc) || !isCited(headingsOf(readText(doc)), heading);
}

describe('the docs the project cites', () => {
  it('are cited often enough that a broken reading of them would show', () => {
    expect(citations.length).toBeGreaterThan(150);
  });

  it('have every heading that is cited', () => {
    const broken = citations.filter(missing).map(({ file, doc, heading }) => `${file}: ${doc} "${heading}"`);
    expect(broken).toEqual([]);
  });

  it('include every doc README.md links to', () => {
    const linked = linkedDocs(readText('README.md'));
    expect(linked.length).toBeGreaterThan(0);
    expect(linked.filter((doc) => !existsSync(doc))).toEqual([]);
  });

  it(`keep README.md to ${README_MAX_LINES} lines`, () => {
    expect(readText('README.md').trimEnd().split('\n').length).toBeLessThanOrEqual(README_MAX_LINES);
  });
});

describe('a citation', () => {
  const cited = (text: string, file = 'a.ts') => citationsIn(file, text).map(({ doc, heading }) => `${doc} ${heading}`);

  it('is read in the forms the code writes it', () => {
    expect(cited('(README "Layout")')).toEqual(['README.md Layout']);
    expect(cited('(`docs/leads.md`, "The bot check")')).toEqual(['docs/leads.md The bot check']);
    expect(cited('in docs/content.md\'s "Change the words"')).toEqual(['docs/content.md Change the words']);
    expect(cited('(docs/leads.md ("Retention"))')).toEqual(['docs/leads.md Retention']);
  });

  it('is read across the lines of a comment, and not inside a longer path', () => {
    expect(cited('/**\n * as docs/pages.md "Analytics and\n * consent" says\n */')).toEqual([
      'docs/pages.md Analytics and consent',
    ]);
    expect(cited('-- (docs/emails.md, "When\n-- they go")', 'a.sql')).toEqual(['docs/emails.md When they go']);
    expect(cited('figures in bench/README.md "Before (commit 30fe35c)"')).toEqual([
      'bench/README.md Before (commit 30fe35c)',
    ]);
    expect(cited('see other/README.md "Anything"')).toEqual([]);
  });

  it('names a heading by its words, or by those before its colon', () => {
    const headings = headingsOf('# Doc\n\n## The sync worker: delivery\n\n```sh\n# not a heading\n```\n');
    expect(headings).toEqual(['Doc', 'The sync worker: delivery']);
    expect(isCited(headings, 'The sync worker')).toBe(true);
    expect(isCited(headings, 'not a heading')).toBe(false);
  });
});
