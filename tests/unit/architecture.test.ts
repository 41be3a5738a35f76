// @vitest-environment node
/**
 * The layout is the architecture (README "Layout"): imports run down the layers only, never in a
 * circle, and the pure rules of src/lib/ touch no DOM, React or Node-only module, so the build,
 * the server and the browser can all use them.
 */
import { readFileSync } from 'node:fs';
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

describe('the host by job (README "Layout")', () => {
  const within = (folder: string) => graph.filter(({ from }) => from.startsWith(folder));

  it('keeps the interviewer on the ground floor: it imports only src/lib/ and itself', () => {
    const outside = within('server/interviewer/')
      .filter(({ target }) => target !== null && !/^(src\/lib|server\/interviewer)\//.test(target))
      .map(({ from, specifier }) => `${from} imports ${specifier}`);
    expect(within('server/interviewer/').length).toBeGreaterThan(50);
    expect(outside).toEqual([]);
  });

  it('keeps the page reader to src/lib/, the shared HTTP guards and itself', () => {
    const outside = within('server/app-reader/')
      .filter(({ target }) => target !== null && !/^(src\/lib|server\/app-reader|server\/http)\//.test(target))
      .map(({ from, specifier }) => `${from} imports ${specifier}`);
    expect(outside).toEqual([]);
  });

  it('keeps the emails’ templates pure: they import src/lib/ and each other, and no package', () => {
    const outside = within('src/lib/emails/')
      .filter(({ target }) => target === null || !/^src\/lib\//.test(target))
      .map(({ from, specifier }) => `${from} imports ${specifier}`);
    expect(within('src/lib/emails/').length).toBeGreaterThan(10);
    expect(outside).toEqual([]);
  });

  it('keeps the edge’s mailer free of Node: nothing it reaches imports node: or nodemailer', () => {
    const byFile = new Map<string, typeof graph>();
    for (const entry of graph) byFile.set(entry.from, [...(byFile.get(entry.from) ?? []), entry]);
    const reached = new Set<string>();
    const visit = (file: string): void => {
      if (reached.has(file)) return;
      reached.add(file);
      for (const { target } of byFile.get(file) ?? []) if (target !== null) visit(target);
    };
    visit('server/mail/edge-mailer-env.ts');
    visit('src/lib/emails/email-copy.ts');
    const nodeOnly = [...reached]
      .flatMap((file) => byFile.get(file) ?? [])
      .filter(({ target, specifier }) => target === null && /^(node:|nodemailer)/.test(specifier))
      .map(({ from, specifier }) => `${from} imports ${specifier}`);
    expect(reached).toContain('server/mail/http-mailer.ts');
    expect(nodeOnly).toEqual([]);
  });

  it('has no file of the host over 250 lines', () => {
    const files = [...new Set(graph.map(({ from }) => from))].filter((file) => file.startsWith('server/'));
    const long = files
      .map((file) => [file, readFileSync(file, 'utf8').split('\n').length - 1] as const)
      .filter(([, lines]) => lines > 250)
      .map(([file, lines]) => `${file}: ${lines} lines`);
    expect(files.length).toBeGreaterThan(80);
    expect(long).toEqual([]);
  });
});
