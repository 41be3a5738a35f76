// @vitest-environment node
/**
 * The layout is the architecture (README "Layout"): imports run down the layers only, never in a
 * circle, never both ways between two folders; the server reads top-down by its floors; the pure
 * rules of src/lib/ touch no DOM, React or Node-only module, so the build, the server and the
 * browser can all use them; and no file grows past what one reading holds.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  type FloorOf,
  folderOf,
  INTERVIEWER_FLOORS,
  importGraph,
  interviewerFloorOf,
  layerOf,
  listFiles,
  type ProjectImport,
  SERVER_FLOORS,
  serverFloorOf,
} from '../support/import-graph';

const FOLDERS = ['src', 'server', 'integrations', 'tools', 'bench'];
const graph = importGraph(FOLDERS);
const projectImports = graph.filter((entry): entry is ProjectImport => entry.target !== null);
const arrow = ({ from, target }: ProjectImport) => `${from} → ${target}`;

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

/**
 * Folders that import each other, each way: a folder and one inside it are one feature (the
 * console and its pages), any other two are tangled; the interviewer's floors are folders apart.
 */
function bothWays(edges: readonly ProjectImport[]): string[] {
  const arrows = new Set(edges.map(({ from, target }) => `${folderOf(from)} ${folderOf(target)}`));
  return [...arrows]
    .map((pair) => pair.split(' ') as [string, string])
    .filter(([from, to]) => from < to && !from.startsWith(to) && !to.startsWith(from))
    .filter(([from, to]) => arrows.has(`${to} ${from}`))
    .map(([from, to]) => `${from} ⇄ ${to}`);
}

describe('the import graph', () => {
  it('reads the project, so the checks below check something', () => {
    expect(projectImports.length).toBeGreaterThan(200);
    expect(projectImports).toContainEqual(
      expect.objectContaining({ from: 'src/islands/ModalRoot.tsx', target: 'src/stores/modal.ts' }),
    );
  });

  it('runs down the layers only', () => {
    const upward = projectImports.filter(({ from, target }) => !layerOf(from).mayImport(layerOf(target)));
    expect(upward.map(arrow)).toEqual([]);
  });

  it('has no cycle', () => {
    expect(cycles(projectImports).map((cycle) => cycle.join(' → '))).toEqual([]);
  });

  it('has no two folders importing each other both ways', () => {
    expect(bothWays(projectImports)).toEqual([]);
  });

  it('keeps src/lib/ and the lead rules pure: no DOM, React, browser-only or Node-only package', () => {
    const impure = graph
      .filter(({ from, target }) => /^src\/(lib|leads\/rules)\//.test(from) && target === null)
      // Packages of pure functions, safe in Node and the browser alike.
      .filter(({ specifier }) => !/^(astro\/zod|astro:content|yaml|@zootools\/email-spell-checker)$/.test(specifier))
      .map(({ from, specifier }) => `${from} imports ${specifier}`);
    expect(impure).toEqual([]);
  });

  it('keeps the emails pure: they import src/lib/ and each other, and no package', () => {
    const emails = graph.filter(({ from }) => from.startsWith('src/lib/emails/'));
    const outside = emails
      .filter(({ target }) => target === null || !target.startsWith('src/lib/'))
      .map(({ from, specifier }) => `${from} imports ${specifier}`);
    expect(emails.length).toBeGreaterThan(10);
    expect(outside).toEqual([]);
  });
});

describe('the server by floors (README "Layout")', () => {
  const serverImports = projectImports.filter(
    ({ from, target }) => from.startsWith('server/') && target.startsWith('server/'),
  );

  /** Imports of a floor above, or of another folder of the importer's own floor. */
  const notDown = (floorOf: FloorOf) =>
    serverImports.filter(({ from, target }) => {
      const [own, imported] = [floorOf(from), floorOf(target)];
      return own && imported && own.folder !== imported.folder && imported.floor <= own.floor;
    });

  it('gives every file of the server a floor, and every floor’s folder is there', () => {
    const files = listFiles('server');
    expect(files.filter((file) => serverFloorOf(file) === null)).toEqual([]);
    expect(listFiles('server/interviewer').filter((file) => interviewerFloorOf(file) === null)).toEqual([]);
    expect([...SERVER_FLOORS, ...INTERVIEWER_FLOORS].flat().filter((folder) => !existsSync(folder))).toEqual([]);
  });

  it('imports down the floors only: never a floor above, nor another folder of its own floor', () => {
    expect(serverImports.length).toBeGreaterThan(300);
    expect(notDown(serverFloorOf).map(arrow)).toEqual([]);
  });

  it('reads the interviewer top-down: from its door, each floor imports only the floors below', () => {
    const within = serverImports.filter(({ from }) => interviewerFloorOf(from) !== null);
    expect(within.length).toBeGreaterThan(150);
    expect(notDown(interviewerFloorOf).map(arrow)).toEqual([]);
  });

  it('keeps the interviewer on the ground floor: it imports only src/lib/ and itself', () => {
    const within = graph.filter(({ from }) => from.startsWith('server/interviewer/'));
    const outside = within
      .filter(({ target }) => target !== null && !/^(src\/lib|server\/interviewer)\//.test(target))
      .map(({ from, specifier }) => `${from} imports ${specifier}`);
    expect(within.length).toBeGreaterThan(50);
    expect(outside).toEqual([]);
  });

  it('keeps the page reader to src/lib/, the shared HTTP guards and itself', () => {
    const outside = projectImports.filter(
      ({ from, target }) =>
        from.startsWith('server/app-reader/') && !/^(src\/lib|server\/(app-reader|http))\//.test(target),
    );
    expect(outside.map(arrow)).toEqual([]);
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
});

describe('the length of a file', () => {
  /** Lines one reading holds: a stylesheet's rules are shorter, so it may run a little longer. */
  const MOST_LINES = { code: 250, css: 300 };
  const files = FOLDERS.flatMap((folder) => listFiles(folder, /\.(ts|tsx|js|mjs|astro|css)$/));

  it('is at most 250 lines of code, 300 of CSS, in every folder, whether it imports or not', () => {
    const long = files
      .map((file) => [file, readFileSync(file, 'utf8').split('\n').length - 1] as const)
      .filter(([file, lines]) => lines > (file.endsWith('.css') ? MOST_LINES.css : MOST_LINES.code))
      .map(([file, lines]) => `${file}: ${lines} lines`);
    expect(files.length).toBeGreaterThan(500);
    expect(long).toEqual([]);
  });
});
