// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { minifiedCss } from '../../../tools/minified-css';

describe('minifiedCss', () => {
  it.each([
    ['/* A comment. */\na {\n  color: red;\n}\n', 'a{color: red}'],
    ['h1,\nh2 {\n  margin: 0;\n  padding: 0 1rem;\n}', 'h1,h2{margin: 0;padding: 0 1rem}'],
    [
      '@media (max-width: 40em) {\n  .a > .b {\n    width: calc(100% - 2rem);\n  }\n}',
      '@media (max-width: 40em){.a > .b{width: calc(100% - 2rem)}}',
    ],
    [
      '.a :focus-visible ,  .b::after { font: 1rem / 1.5 Figtree,  Arial }',
      '.a :focus-visible,.b::after{font: 1rem / 1.5 Figtree,Arial}',
    ],
    ['a::before {\n  content: "a ,  b { c; }";\n}', 'a::before{content: "a ,  b { c; }"}'],
    ["a::after { content: '  it is ;  ' }", "a::after{content: '  it is ;  '}"],
    ['  \n', ''],
  ])('%j → %j', (css, expected) => {
    expect(minifiedCss(css)).toBe(expected);
  });
});
