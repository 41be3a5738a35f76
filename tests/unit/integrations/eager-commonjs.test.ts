// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { eagerWrappers } from '../../../integrations/eager-commonjs';

/** Runs a chunk's code with the bundler's CommonJS runtime, and gives what its module exported. */
function run(chunk: string): unknown {
  const runtime =
    'var __commonJSMin = (cb, mod) => () => (mod || (cb((mod = { exports: {} }).exports, mod, mod.exports), cb = null), mod.exports);';
  return new Function(`"use strict"; ${runtime} ${chunk}; return require_thing();`)();
}

describe('eagerWrappers', () => {
  it.each([
    [
      'one parameter',
      'var require_thing = /* @__PURE__ */ __commonJSMin(((exports) => {\n\texports.answer = 42;\n}));',
      'var require_thing = /* @__PURE__ */ __commonJSMin((function(exports) {\n\texports.answer = 42;\n}));',
    ],
    [
      'the module and its own this',
      'var require_thing = __commonJSMin(((exports, module, this$1) => { module.exports = { self: this$1 }; }));',
      'var require_thing = __commonJSMin((function(exports, module, this$1) { module.exports = { self: this$1 }; }));',
    ],
    [
      'no parameters',
      'var require_thing = __commonJSMin((() => { globalThis.touched = true; }));',
      'var require_thing = __commonJSMin((function() { globalThis.touched = true; }));',
    ],
  ])('writes the wrapper of a CommonJS module with %s as a function expression', (_, chunk, expected) => {
    expect(eagerWrappers(chunk)).toBe(expected);
  });

  it('rewrites every wrapper in a chunk, nested ones too, and leaves other arrows as they are', () => {
    const chunk = [
      'var require_a = __commonJSMin(((exports) => { exports.inc = (n) => n + 1; }));',
      'var require_thing = __commonJSMin(((exports, module) => { var inner = __commonJSMin(((e) => { e.x = 1; })); module.exports = { a: require_a().inc(1), x: inner().x }; }));',
      'const later = [1, 2].map((n) => n * 2);',
    ].join('\n');
    const eager = eagerWrappers(chunk) ?? '';
    expect(eager.match(/function\(/g)).toHaveLength(3);
    expect(eager).toContain('exports.inc = (n) => n + 1');
    expect(eager).toContain('[1, 2].map((n) => n * 2)');
    // The same exports before and after.
    expect(run(eager)).toEqual(run(chunk));
    expect(run(eager)).toEqual({ a: 2, x: 1 });
  });

  it.each([
    ['no CommonJS module', 'export const x = [1].map((n) => n);'],
    ['the name in a string only', 'export const name = "__commonJSMin";'],
    ['an arrow with an expression body', 'var require_thing = __commonJSMin((exports) => exports);'],
    ['an async arrow', 'var require_thing = __commonJSMin((async (exports) => { await 0; }));'],
    ['another function called with an arrow', 'var x = wrap(((exports) => { exports.a = 1; }));'],
  ])('leaves a chunk with %s alone', (_, chunk) => {
    expect(eagerWrappers(chunk)).toBeNull();
  });
});
