// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  type BuiltChunk,
  filesToRun,
  staticImports,
  stylesheetsByChunk,
  withStaticImports,
} from '../../../integrations/lazy-chunks';

const chunk = (fileName: string, parts: Partial<BuiltChunk> = {}): BuiltChunk => ({
  fileName,
  facadeModuleId: null,
  imports: [],
  dynamicImports: [],
  assets: [],
  ...parts,
});
const isEntry = ({ facadeModuleId: id }: BuiltChunk) =>
  id !== null && (id.endsWith('/Root.tsx') || id.endsWith('/renderer.js'));

describe('filesToRun', () => {
  it.each<[string, BuiltChunk[], string[]]>([
    [
      'no chunk built from an entry',
      [chunk('a.js', { facadeModuleId: '/src/Other.tsx', dynamicImports: ['b.js'] }), chunk('b.js')],
      [],
    ],
    [
      'the entry, its static imports, each lazy chunk with its own, and their assets, sorted',
      [
        chunk('root.js', {
          facadeModuleId: '/src/Root.tsx',
          imports: ['react.js'],
          dynamicImports: ['dialog.js', 'other.js'],
        }),
        chunk('react.js'),
        chunk('dialog.js', { imports: ['shell.js', 'react.js'], assets: ['dialog.css'] }),
        chunk('shell.js', { assets: ['shell.css'] }),
        chunk('other.js', { imports: ['shell.js'] }),
        chunk('unrelated.js', { assets: ['unrelated.css'] }),
      ],
      ['/dialog.css', '/dialog.js', '/other.js', '/react.js', '/root.js', '/shell.css', '/shell.js'],
    ],
    [
      'every entry the predicate accepts (an island and its renderer)',
      [
        chunk('root.js', { facadeModuleId: '/src/Root.tsx' }),
        chunk('client.js', { facadeModuleId: '/x/renderer.js', imports: ['dom.js'] }),
        chunk('dom.js'),
      ],
      ['/client.js', '/dom.js', '/root.js'],
    ],
    [
      'without what the lazy chunks themselves load only later',
      [
        chunk('root.js', { facadeModuleId: '/src/Root.tsx', dynamicImports: ['quiz.js'] }),
        chunk('quiz.js', { dynamicImports: ['pdf.js'] }),
        chunk('pdf.js'),
      ],
      ['/quiz.js', '/root.js'],
    ],
    [
      'import cycles end',
      [
        chunk('root.js', { facadeModuleId: '/src/Root.tsx', dynamicImports: ['a.js'] }),
        chunk('a.js', { imports: ['b.js'] }),
        chunk('b.js', { imports: ['a.js'] }),
      ],
      ['/a.js', '/b.js', '/root.js'],
    ],
  ])('%s', (_, chunks, expected) => {
    expect(filesToRun(chunks, isEntry)).toEqual(expected);
  });

  it('puts the files under the site’s base path', () => {
    const chunks = [chunk('_astro/root.js', { facadeModuleId: '/src/Root.tsx' })];
    expect(filesToRun(chunks, isEntry, '/shop/')).toEqual(['/shop/_astro/root.js']);
  });
});

describe('staticImports', () => {
  const graph: Record<string, string[]> = {
    'page-a': ['store', 'lib'],
    'page-b': ['page-a', 'other'],
    store: ['lib', 'nanostores'],
    lib: [],
    nanostores: ['store'], // a cycle
    other: [],
  };
  const importsOf = (id: string) => graph[id] ?? [];

  it.each<[string, string[], string[]]>([
    ['a root: what it imports, transitively, through a cycle', ['page-a'], ['lib', 'nanostores', 'store']],
    [
      'two roots: both, neither root included even when one imports the other',
      ['page-a', 'page-b'],
      ['lib', 'nanostores', 'other', 'store'],
    ],
    ['a root importing nothing', ['lib'], []],
  ])('%s', (_, roots, expected) => {
    expect([...staticImports(roots, importsOf)].sort()).toEqual(expected);
  });
});

describe('withStaticImports', () => {
  const chunks = [
    chunk('_astro/facade-a.js', { imports: ['_astro/page.js'] }),
    chunk('_astro/facade-b.js', { imports: ['_astro/page.js'] }),
    chunk('_astro/page.js', { imports: ['_astro/helper.js'], dynamicImports: ['_astro/lazy.js'] }),
    chunk('_astro/helper.js'),
    chunk('_astro/lazy.js'),
  ];

  it.each<[string, string[], string[]]>([
    [
      'each script, then what it imports statically, each file once, lazy imports left out',
      ['/_astro/facade-a.js', '/_astro/facade-b.js'],
      ['/_astro/facade-a.js', '/_astro/page.js', '/_astro/helper.js', '/_astro/facade-b.js'],
    ],
    [
      'a URL that is no chunk, kept as it is',
      ['/elsewhere/tag.js', '/_astro/helper.js'],
      ['/elsewhere/tag.js', '/_astro/helper.js'],
    ],
    ['nothing', [], []],
  ])('%s', (_, urls, expected) => {
    expect(withStaticImports(chunks, urls)).toEqual(expected);
  });
});

describe('stylesheetsByChunk', () => {
  const chunks = [
    chunk('demo.js', { facadeModuleId: '/src/Demo.tsx', imports: ['shell.js'], assets: ['demo.css', 'picture.png'] }),
    chunk('form.js', { facadeModuleId: '/src/Form.tsx', imports: ['shell.js'], dynamicImports: ['pdf.js'] }),
    chunk('shell.js', { imports: ['react.js'], assets: ['shell.css'] }),
    chunk('react.js'),
    chunk('pdf.js', { assets: ['pdf.css'] }),
  ];
  const named = ({ facadeModuleId: id }: BuiltChunk) => /\/(\w+)\.tsx$/.exec(id ?? '')?.[1]?.toLowerCase() ?? null;

  it.each<[string, BuiltChunk[], Record<string, string[]>]>([
    [
      'each named chunk: its own stylesheets and those of what it imports statically, sorted; no picture, no lazy import',
      chunks,
      { demo: ['/demo.css', '/shell.css'], form: ['/shell.css'] },
    ],
    ['a named chunk without stylesheets', [chunk('plain.js', { facadeModuleId: '/src/Plain.tsx' })], { plain: [] }],
    ['no named chunk', [chunk('react.js')], {}],
  ])('%s', (_, built, expected) => {
    expect(stylesheetsByChunk(built, named)).toEqual(expected);
  });
});
