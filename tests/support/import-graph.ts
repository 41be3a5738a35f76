/**
 * Every import of the project's own code, read from the source text: enough to check the
 * layering without a bundler (README "Layout").
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

export interface Import {
  from: string;
  specifier: string;
  /** The project file imported, or null for a package or a virtual module. */
  target: string | null;
}
export type ProjectImport = Import & { target: string };

const CODE = /\.(ts|tsx|js|mjs|astro)$/;
// Not a word that ends in -from (a token's name in a generated palette).
const SPECIFIERS = /(?:(?<![\w-])from|\bimport\(?)\s*'([^'\n]+)'/g;
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '.astro'];

/** Every file under `folder` whose name `pattern` matches, however deep. */
export function listFiles(folder: string, pattern: RegExp = CODE): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? listFiles(path, pattern) : pattern.test(name) ? [path] : [];
  });
}

function resolveFile(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = normalize(join(dirname(from), specifier.replace(/\?.*$/, '')));
  const found = EXTENSIONS.map((extension) => base + extension).find(
    (path) => existsSync(path) && statSync(path).isFile(),
  );
  return found ?? base;
}

/** Imports of code; stylesheets and other assets are leaves, outside the layering. */
export function importGraph(folders: readonly string[]): Import[] {
  return folders
    .flatMap((folder) => listFiles(folder))
    .flatMap((from) =>
      [...readFileSync(from, 'utf8').matchAll(SPECIFIERS)]
        .map(([, specifier = '']) => ({ from, specifier, target: resolveFile(from, specifier) }))
        .filter(({ target }) => target === null || CODE.test(target)),
    );
}

/**
 * The layers, top first. A file may import its own layer and any layer below; the Node-only
 * folders and the browser's own helpers sit beside src/lib/ and may use it, never the reverse.
 */
const LAYERS: readonly { folders: readonly string[]; rank: number; node?: boolean }[] = [
  { folders: ['src/pages/', 'src/content.config.ts'], rank: 7 },
  { folders: ['src/layouts/'], rank: 6 },
  { folders: ['src/components/'], rank: 5 },
  {
    folders: ['src/islands/', 'src/dialogs/', 'src/features/', 'src/page-scripts/', 'src/directives/'],
    rank: 4,
  },
  { folders: ['src/stores/'], rank: 3 },
  // The lead feature: its pure rules beside src/lib/, its browser side below the stores, which
  // use it (its notices reach the toaster through a store of its own).
  { folders: ['src/leads/rules/'], rank: 0 },
  { folders: ['src/leads/'], rank: 2 },
  { folders: ['src/browser/'], rank: 1 },
  { folders: ['tools/', 'bench/'], rank: 4, node: true },
  { folders: ['integrations/', 'server/', 'tests/support/'], rank: 1, node: true },
  { folders: ['src/lib/'], rank: 0 },
];

export function layerOf(file: string) {
  const layer = LAYERS.find(({ folders }) => folders.some((folder) => file.startsWith(folder)));
  if (!layer) throw new Error(`${file} is in no layer of README "Layout"`);
  return {
    ...layer,
    /** Down or level only; browser code never reaches Node-only code, nor Node code the browser's. */
    mayImport: (target: { rank: number; node?: boolean }) =>
      target.rank <= layer.rank && (target.rank === 0 || Boolean(target.node) === Boolean(layer.node)),
  };
}

/**
 * The server's floors, top first (README "Layout"): the entry point, the apps that mount the
 * host, the host's routes, the features they compose, the stores and services the features
 * share, and at the bottom what imports no other folder of the server. A folder imports its own
 * files and the floors below it, never its own floor's other folders nor one above.
 */
export const SERVER_FLOORS: readonly (readonly string[])[] = [
  ['server/serve.ts'],
  ['server/site/', 'server/edge/'],
  ['server/reference-host/'],
  ['server/ops/'],
  ['server/lead-intake/'],
  ['server/confirmations/', 'server/founders/', 'server/bot-check/', 'server/chat-turns/'],
  ['server/lead-sink/', 'server/mail/', 'server/app-reader/'],
  ['server/sql/', 'server/http/', 'server/interviewer/'],
];

/**
 * The interviewer's floors, top first, by the same rule (README "Layout"): its one door, the acts
 * of a turn, the replies, the plan it builds, the readers of answers, and the words all of them use.
 */
export const INTERVIEWER_FLOORS: readonly (readonly string[])[] = [
  ['server/interviewer/interviewer.ts'],
  ['server/interviewer/reading/'],
  ['server/interviewer/replies/'],
  ['server/interviewer/plan/'],
  ['server/interviewer/language/'],
  ['server/interviewer/words/'],
];

export type FloorOf = (file: string) => { floor: number; folder: string } | null;

/** A file's floor (0 the top) and folder among `floors`; null for a file of no floor. */
function floorAmong(floors: readonly (readonly string[])[], file: string): ReturnType<FloorOf> {
  for (const [floor, folders] of floors.entries()) {
    const folder = folders.find((entry) => file.startsWith(entry));
    if (folder) return { floor, folder };
  }
  return null;
}

export const serverFloorOf: FloorOf = (file) => floorAmong(SERVER_FLOORS, file);
export const interviewerFloorOf: FloorOf = (file) => floorAmong(INTERVIEWER_FLOORS, file);

/**
 * The folder a file belongs to, as a unit that other folders import: a floor's folder in the
 * server and in its interviewer, a feature's folder in src/lib/ and src/leads/, a dialog's or an
 * app's own folder, a tool's folder; the root's own files, with its folder.
 */
export function folderOf(file: string): string {
  const floor = interviewerFloorOf(file) ?? serverFloorOf(file);
  if (floor) return floor.folder;
  const parts = file.split('/');
  const depth = /^src\/(lib|leads|dialogs|features)\//.test(file) ? 3 : 2;
  return `${parts.slice(0, Math.min(depth, parts.length - 1)).join('/')}/`;
}
