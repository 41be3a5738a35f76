// @vitest-environment node
/**
 * The layout is the architecture (README "Layout"): imports run down the layers only, never in a
 * circle, and the pure rules of src/lib/ touch no DOM, React or Node-only module, so the build,
 * the server and the browser can all use them.
 */
import { describe, expect, it } from 'vitest';
import { importGraph, layerOf, type ProjectImport } from '../support/import-graph';

const graph = importGraph(['src', 'server', 'integrations', 'tools']);
const projectImports = graph.filter((entry): entry is ProjectImport => entry.target !== null);

function cycles(edges: readonly ProjectImport[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, target } of edges) next.set(from, [...(next.get(from) ?? []), target]);
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const visit = (file: string, path: string[]): void => {
    if (state.get(file) === 'done') return;
    if (state.get(file) === 'open') {
      found.push([...path.slice(path.indexOf(file)), file]);
      return;
    }
    state.set(file, 'open');
    for (const target of next.get(file) ?? []) visit(target, [...path, file]);
    state.set(file, 'done');
  };
  for (const file of next.keys()) visit(file, []);
  return found;
}

describe('the import graph', () => {
  it('reads the project, so the checks below check something', () => {
    expect(projectImports.length).toBeGreaterThan(200);
    expect(projectImports).toContainEqual(
      expect.objectContaining({ from: 'src/islands/ModalRoot.tsx', target: 'src/stores/modal.ts' }),
    );
  });

  it('runs down the layers only', () => {
    const upward = projectImports
      .filter(({ from, target }) => !layerOf(from).mayImport(layerOf(target)))
      .map(({ from, target }) => `${from} → ${target}`);
    expect(upward).toEqual([]);
  });

  it('has no cycle', () => {
    expect(cycles(projectImports).map((cycle) => cycle.join(' → '))).toEqual([]);
  });

  it('keeps src/lib/ and the lead rules pure: no DOM, React, browser-only or Node-only package', () => {
    const impure = graph
      .filter(({ from, target }) => /^src\/(lib|leads\/rules)\//.test(from) && target === null)
      // Packages of pure functions, safe in Node and the browser alike.
      .filter(({ specifier }) => !/^(astro\/zod|astro:content|yaml|@zootools\/email-spell-checker)$/.test(specifier))
      .map(({ from, specifier }) => `${from} imports ${specifier}`);
    expect(impure).toEqual([]);
  });
});
