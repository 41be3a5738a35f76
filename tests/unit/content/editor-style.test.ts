// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contentFiles, frontMatterOf, inEditorStyle } from '../../support/content-files';

/**
 * The content editor rewrites a whole file when it saves. Kept in the form it writes, a file's
 * first save in the editor changes only the words that were edited, and its diff shows just that.
 */
describe.each(contentFiles())('$path', ({ path, text }) => {
  it('is written as the content editor writes it', () => {
    expect(text).toBe(inEditorStyle(path, text));
  });
});

it('the check tells folded lines, double quotes and keys out of order apart', () => {
  const hero = contentFiles().find((file) => file.path.endsWith('landing/hero.yaml'));
  const text = hero?.text ?? '';
  const [eyebrow = '', headline = ''] = text.split('\n');
  for (const changed of [
    text.replace(/^lede: (.*)$/m, (_, lede: string) => `lede: >-\n  ${lede.replace(', through', ',\n  through')}`),
    text.replace(/^eyebrow: (.*)$/m, 'eyebrow: "$1"'),
    text.replace(`${eyebrow}\n${headline}`, `${headline}\n${eyebrow}`),
  ]) {
    expect(changed).not.toBe(text);
    expect(inEditorStyle('src/content/landing/hero.yaml', changed)).toBe(text);
  }
});

// A line that starts a Markdown block of its own: a heading, a list item, a quote, a table row.
const BLOCK_START = /^(#{1,6} |[-*+] |\d+\. |> |\|)/;

/** Lines of a Markdown body that carry on the paragraph above: the editor would show them as line breaks. */
const wrappedLines = (body: string) =>
  body.split('\n').filter((line, index, lines) => {
    const previous = lines[index - 1] ?? '';
    return line.trim() !== '' && previous.trim() !== '' && !BLOCK_START.test(line) && !/^#{1,6} /.test(previous);
  });

describe.each(contentFiles().filter((file) => file.path.endsWith('.md')))('$path', ({ path, text }) => {
  it('has one line per paragraph, as the editor writes it', () => {
    expect(wrappedLines(frontMatterOf(path, text).body)).toEqual([]);
  });
});

it('the paragraph check finds a wrapped line, and lets lists and headings be', () => {
  expect(wrappedLines('## Title\nFirst line\nsecond line\n\n- item\n- item\n\n1. one\n2. two')).toEqual([
    'second line',
  ]);
});
