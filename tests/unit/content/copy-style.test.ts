// @vitest-environment node
/**
 * Every visible text of src/content/ follows the copy style sheet (docs/content.md, "Change the words"):
 * curly quotes, "wait list" in two words, three-period ellipses, US spelling, no "real-looking".
 * The exceptions are in tests/support/copy-style.ts, each with its reason.
 */
import { describe, expect, it } from 'vitest';
import { contentFiles } from '../../support/content-files';
import {
  COPY_RULES,
  type CopyRuleId,
  copyProblems,
  FIXED_BY_SPEC,
  NOT_SHOWN,
  styledPart,
  textProblems,
  visibleTexts,
} from '../../support/copy-style';

const files = contentFiles();
const ruleIds = (text: string) => textProblems({ field: 'x', text }).map((problem) => problem.rule);

describe.each(files)('$path', (file) => {
  it('follows the copy style', () => {
    const fixes = Object.fromEntries(COPY_RULES.map((rule) => [rule.id, rule.fix]));
    expect(
      copyProblems(file).map((problem) => ({ ...problem, fix: fixes[problem.rule] })),
      'see docs/content.md, "Change the words"',
    ).toEqual([]);
  });
});

describe('the copy style check', () => {
  it.each<[string, CopyRuleId[]]>([
    ["Your app's address", ['straight-quote']],
    ['Or simply say "suggest a plan for me".', ['straight-quote', 'straight-quote']],
    ['Your app’s address', []],
    ['Or simply say “suggest a plan for me”.', []],
    ['We run this website and the Testable waitlist', ['waitlist']],
    ['any wait-list or feedback submission', ['waitlist']],
    ['Join the Waitlist', ['waitlist']],
    ['Join the wait list', []],
    ['A sample from a real-looking dashboard.', ['self-reference']],
    ['A sample report.', []],
    ['Type your answer…', ['ellipsis-character']],
    ['Analyzing...', []],
    ['Product options (size, colour, quantity)', ['uk-spelling']],
    ['to recognise a returning browser', ['uk-spelling']],
    ['or have your app’s address analysed', ['uk-spelling']],
    ['Remember the delivery postcode', ['uk-spelling']],
    ['We reply within two working days', ['uk-spelling']],
    ['at the foot of every page', ['uk-spelling']],
    ['Analysis, analytics and a test plan', []],
    ["Don't say 'waitlist'…", ['straight-quote', 'straight-quote', 'straight-quote', 'waitlist', 'ellipsis-character']],
  ])('finds in %j: %j', (text, rules) => {
    expect(ruleIds(text)).toEqual(rules);
  });

  it.each([
    ['a {placeholder}', "Error {user's}: no", "{user's}"],
    ['`code`', "the cookie `it's` here", "`it's`"],
    ['a link’s target', "[ico.org.uk](https://ico.org.uk/it's) or", "(https://ico.org.uk/it's)"],
    ['an address', "at https://example.com/it's now", "https://example.com/it's"],
  ])('leaves out %s, and keeps the words around it apart', (_, text, left) => {
    const styled = styledPart(text);
    expect(styled).toBe(text.replace(left, ' '.repeat(left.length)));
    expect(ruleIds(text)).toEqual([]);
  });

  it('lets a text the specification fixes break only the rules it must, and only as written', () => {
    for (const { text } of FIXED_BY_SPEC) expect(ruleIds(text)).toEqual([]);
    expect(ruleIds("You're founder number {number}!")).toEqual(['straight-quote']);
    expect(ruleIds("You're founder #{number}!…")).toEqual(['straight-quote', 'ellipsis-character']);
  });

  it('reads the front matter and body of a Markdown file, and leaves out the fields nobody sees', () => {
    const file = {
      path: 'src/content/landing/personas/x.md',
      text: "---\nname: Dave's\nkind: x'y\naction: Watch\nsteps:\n  - action: type\n    thinking: Hm\n---\n\nBody's text\n",
    };
    expect(visibleTexts(file)).toEqual([
      { field: 'name', text: "Dave's" },
      { field: 'action', text: 'Watch' },
      { field: 'steps.0.thinking', text: 'Hm' },
      { field: 'body', text: "\nBody's text\n" },
    ]);
  });
});

describe('the exceptions', () => {
  const texts = files.flatMap((file) => visibleTexts(file).map((entry) => entry.text));

  it.each(FIXED_BY_SPEC)('“$text” is still in the content ($why)', ({ text }) => {
    expect(texts).toContain(text);
  });

  it.each(Object.keys(NOT_SHOWN))('the field “%s” is still in the content', (field) => {
    expect(files.some((file) => new RegExp(`^\\s*(- )?${field}:`, 'm').test(file.text))).toBe(true);
  });
});
