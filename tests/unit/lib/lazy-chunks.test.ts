import { describe, expect, it } from 'vitest';
import { type BuiltChunk, lazyFilesOf } from '../../../src/lib/lazy-chunks';

const chunk = (fileName: string, parts: Partial<BuiltChunk> = {}): BuiltChunk => ({
  fileName,
  facadeModuleId: null,
  imports: [],
  dynamicImports: [],
  assets: [],
  ...parts,
});
const isRoot = (id: string) => id.endsWith('/Root.tsx');

describe('lazyFilesOf', () => {
  it.each<[string, BuiltChunk[], string[]]>([
    ['no chunk built from the entry', [chunk('a.js', { facadeModuleId: '/src/Other.tsx', dynamicImports: ['b.js'] }), chunk('b.js')], []],
    [
      'each lazy chunk with its static imports and assets, sorted',
      [
        chunk('root.js', { facadeModuleId: '/src/Root.tsx', dynamicImports: ['dialog.js', 'other.js'] }),
        chunk('dialog.js', { imports: ['shell.js'], assets: ['dialog.css'] }),
        chunk('shell.js', { assets: ['shell.css'] }),
        chunk('other.js', { imports: ['shell.js'] }),
      ],
      ['/dialog.css', '/dialog.js', '/other.js', '/shell.css', '/shell.js'],
    ],
    [
      'less what the entry loads itself',
      [
        chunk('root.js', { facadeModuleId: '/src/Root.tsx', imports: ['react.js'], dynamicImports: ['dialog.js'] }),
        chunk('react.js'),
        chunk('dialog.js', { imports: ['react.js', 'form.js'] }),
        chunk('form.js'),
      ],
      ['/dialog.js', '/form.js'],
    ],
    [
      'without what the lazy chunks themselves load only later',
      [
        chunk('root.js', { facadeModuleId: '/src/Root.tsx', dynamicImports: ['quiz.js'] }),
        chunk('quiz.js', { dynamicImports: ['pdf.js'] }),
        chunk('pdf.js'),
      ],
      ['/quiz.js'],
    ],
    [
      'import cycles end',
      [
        chunk('root.js', { facadeModuleId: '/src/Root.tsx', dynamicImports: ['a.js'] }),
        chunk('a.js', { imports: ['b.js'] }),
        chunk('b.js', { imports: ['a.js'] }),
      ],
      ['/a.js', '/b.js'],
    ],
  ])('%s', (_, chunks, expected) => {
    expect(lazyFilesOf(chunks, isRoot)).toEqual(expected);
  });

  it('puts the files under the site’s base path', () => {
    const chunks = [chunk('_astro/root.js', { facadeModuleId: '/src/Root.tsx', dynamicImports: ['_astro/a.js'] }), chunk('_astro/a.js')];
    expect(lazyFilesOf(chunks, isRoot, '/shop/')).toEqual(['/shop/_astro/a.js']);
  });
});
