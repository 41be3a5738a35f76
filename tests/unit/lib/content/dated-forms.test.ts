// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { chooseDatedForms } from '../../../../src/lib/content/dated-forms';

it.each([
  ['no pair', 'Full refund anytime before launch.', 'Full refund anytime before launch.', null],
  ['a pair', '{{Available {launch}|Founders get access first}}', 'Available {launch}', 'Founders get access first'],
  ['an empty undated form', 'launches{{ in {launch}|}}.', 'launches in {launch}.', 'launches.'],
  ['a pair without a bar', 'Soon{{ ({launch})}}.', 'Soon ({launch}).', 'Soon.'],
  ['two pairs', '{{A {launch}|B}} and {{C|D}}', 'A {launch} and C', 'B and D'],
  ['a pair left open', 'Open {{ {launch}', 'Open {{ {launch}', null],
  [
    'placeholders outside',
    'Write to {contactEmail} {{by {launch}|soon}}',
    'Write to {contactEmail} by {launch}',
    'Write to {contactEmail} soon',
  ],
])('%s: dated and undated', (_, text, dated, undated) => {
  expect(chooseDatedForms(text, true)).toBe(dated);
  expect(chooseDatedForms(text, false)).toBe(undated ?? dated);
});

/** Every file of the content collections, as an editor writes it. */
function contentFiles(directory = 'src/content'): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? contentFiles(join(directory, entry.name)) : [join(directory, entry.name)],
  );
}

it('names the launch month only in the dated form of a pair, so no page names it once it has passed', () => {
  const named = contentFiles().filter((file) => readFileSync(file, 'utf8').includes('{launch}'));
  expect(named.length).toBeGreaterThan(3);
  for (const file of named) expect(chooseDatedForms(readFileSync(file, 'utf8'), false), file).not.toContain('{launch}');
});
