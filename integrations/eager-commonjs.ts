/**
 * Build-time: React, React DOM and the other CommonJS packages are compiled while they download,
 * not on the main thread when they first run.
 *
 * The bundler wraps each CommonJS module in an arrow function (`__commonJSMin((exports) => {…})`),
 * run the first time the module is required. Chromium compiles a module's top level on a
 * background thread as it streams in, but a function only when it is first called, on the main
 * thread: React DOM's 200 KB were parsed in one 80–123 ms task on a phone (4× CPU), the page's
 * longest. V8 compiles a parenthesised `function` expression eagerly, with the top level, so each
 * wrapper is written as one (the task fell to 60–94 ms, median 69 against 89: what is left is
 * running the code). The two are the same here: the wrapper is called plainly, so `this`
 * is undefined in both (the bundler passes the module's own `this` as a parameter), and the
 * module's top level cannot use `arguments`, which an arrow function does not have.
 */
import type { AstroIntegration } from 'astro';
import { parseSync } from 'vite';
import { vitePluginIntegration } from './vite-plugin.ts';

/** How the bundler's runtime names its CommonJS wrapper in a chunk before minification. */
const WRAPPERS = new Set(['__commonJSMin', '__commonJS']);

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** The arrow functions a CommonJS wrapper is called with, anywhere in `program`. */
function wrappedModules(program: Node): Node[] {
  const found: Node[] = [];
  const visit = (node: Node) => {
    const callee = node['callee'];
    const [argument] = (node['arguments'] as unknown[] | undefined) ?? [];
    if (
      node.type === 'CallExpression' &&
      isNode(callee) &&
      callee.type === 'Identifier' &&
      WRAPPERS.has(callee['name'] as string) &&
      isNode(argument) &&
      argument.type === 'ArrowFunctionExpression' &&
      isNode(argument['body']) &&
      argument['body'].type === 'BlockStatement' &&
      argument['async'] !== true
    ) {
      found.push(argument);
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) for (const item of value) isNode(item) && visit(item);
      else if (isNode(value)) visit(value);
    }
  };
  visit(program);
  return found;
}

/**
 * The chunk with each CommonJS module's wrapper written as a `function` expression, or null when
 * it has none. Pure: it reads only `code`.
 */
export function eagerWrappers(code: string): string | null {
  if (![...WRAPPERS].some((name) => code.includes(name))) return null;
  const { program, errors } = parseSync('chunk.js', code, { preserveParens: false });
  // The bundler's own output always parses; a chunk that does not is left as it is.
  if (errors.length > 0) return null;
  const modules = wrappedModules(program as unknown as Node);
  if (modules.length === 0) return null;
  let result = code;
  // From the end, so that each edit leaves the earlier offsets as they were.
  for (const arrow of modules.sort((a, b) => b.start - a.start)) {
    const params = (arrow['params'] as Node[]).map((param) => code.slice(param.start, param.end)).join(', ');
    const body = arrow['body'] as Node;
    result = `${result.slice(0, arrow.start)}function(${params}) ${result.slice(body.start)}`;
  }
  return result;
}

export function eagerCommonJs(): AstroIntegration {
  return vitePluginIntegration({
    name: 'testable:eager-commonjs',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    renderChunk(code) {
      const eager = eagerWrappers(code);
      return eager === null ? null : { code: eager, map: null };
    },
  });
}
