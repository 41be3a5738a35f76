// @vitest-environment node
/**
 * The content editor (/admin) rewrites a whole file when it saves one, and drops its comments:
 * a note left in a YAML file or a Markdown front matter would vanish at the first edit. What a
 * field is for belongs in its schema's hint (src/lib/content/schemas/), what a file holds in
 * docs/content.md's "Change the words".
 */
import { describe, expect, it } from 'vitest';
import { isNode, parseDocument, visit } from 'yaml';
import { contentFiles, entryYaml } from '../../support/content-files';

const WHY = 'the content editor drops YAML comments when it saves: put the note in the schema hint or docs/content.md';

/** The comments of a YAML text, as the parser reads them: a # inside a quoted or folded text is no comment. */
function commentsOf(yaml: string): string[] {
  const document = parseDocument(yaml);
  const found: (string | null | undefined)[] = [document.commentBefore, document.comment];
  visit(document, (_key, node) => {
    if (isNode(node)) found.push(node.commentBefore, node.comment);
  });
  return found.filter((comment): comment is string => typeof comment === 'string').map((comment) => `#${comment}`);
}

const files = contentFiles();

describe('the content files', () => {
  it('are all read, YAML and Markdown', () => {
    expect(files.map((file) => file.path)).toEqual(
      expect.arrayContaining(['src/content/site/site.yaml', 'src/content/pages/privacy.md']),
    );
  });

  it.each(files)('$path has no comment', ({ path, text }) => {
    expect(commentsOf(entryYaml(path, text)), WHY).toEqual([]);
  });

  it('tell a comment, wherever it is, from a # in the text', () => {
    const yaml = [
      '# a file note',
      'title: "#1 of 50" # after a value',
      'text: >-',
      '  # still text',
      'list:',
      '  # a list note',
      '  - one',
    ];
    expect(commentsOf(yaml.join('\n'))).toEqual(['# a file note', '# after a value', '# a list note']);
  });
});
