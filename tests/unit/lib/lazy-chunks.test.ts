import { describe, expect, it } from 'vitest';
import { type BuiltChunk, filesToRun } from '../../../src/lib/lazy-chunks';

const chunk = (fileName: string, parts: Partial<BuiltChunk> = {}): BuiltChunk => ({
  fileName,
  facadeModuleId: null,
  imports: [],
  dynamicImports: [],
  assets: [],
  ...parts,
});
const isEntry = (id: string) => id.endsWith('/Root.tsx') || id.endsWith('/renderer.js');

describe('filesToRun', () => {
  it.each<[string, BuiltChunk[], string[]]>([
    ['no chunk built from an entry', [chunk('a.js', { facadeModuleId: '/src/Other.tsx', dynamicImports: ['b.js'] }), chunk('b.js')], []],
    [
      'the entry, its static imports, each lazy chunk with its own, and their assets, sorted',
      [
        chunk('root.js', { facadeModuleId: '/src/Root.tsx', imports: ['react.js'], dynamicImports: ['dialog.js', 'other.js'] }),
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
      [chunk('root.js', { facadeModuleId: '/src/Root.tsx' }), chunk('client.js', { facadeModuleId: '/x/renderer.js', imports: ['dom.js'] }), chunk('dom.js')],
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
