/**
 * Build-time: the built files an island needs to run, with the chunks it imports lazily (the
 * dialogs of ModalRoot), so that a page can fetch them all at idle instead of on the first click.
 */

/** What the build knows of one JavaScript chunk (Rollup's output chunk and Vite's metadata). */
export interface BuiltChunk {
  fileName: string;
  facadeModuleId: string | null;
  imports: readonly string[];
  dynamicImports: readonly string[];
  /** CSS and other files (`?url` imports) the chunk's code refers to. */
  assets: readonly string[];
}

/** Every chunk `fileName` loads before it runs (its static imports, transitively), itself included. */
function staticClosure(byName: ReadonlyMap<string, BuiltChunk>, fileName: string, into: Set<string>): void {
  if (into.has(fileName)) return;
  into.add(fileName);
  for (const imported of byName.get(fileName)?.imports ?? []) staticClosure(byName, imported, into);
}

/**
 * The files, as paths under `base`, that the chunks `isEntry` accepts
 * need to run and (unless `lazy` is false) to run what they import lazily: their chunks, the
 * chunks those import statically, and the assets these refer to. What the lazy chunks import
 * lazily in turn (a PDF library fetched only on download) stays out. Sorted; empty when no chunk
 * comes from an entry.
 */
export function filesToRun(
  chunks: readonly BuiltChunk[],
  isEntry: (chunk: BuiltChunk) => boolean,
  base = '/',
  { lazy = true }: { lazy?: boolean } = {},
): string[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const needed = new Set<string>();
  for (const entry of chunks.filter(isEntry)) {
    for (const root of [entry.fileName, ...(lazy ? entry.dynamicImports : [])]) staticClosure(byName, root, needed);
  }
  const files = new Set(needed);
  for (const fileName of needed) for (const asset of byName.get(fileName)?.assets ?? []) files.add(asset);
  return [...files].sort().map((fileName) => `${base}${fileName}`);
}

/**
 * Every module that `roots` import statically, transitively, the roots themselves left out:
 * what the browser must fetch before a page script can run, to be bundled as one file.
 */
export function staticImports(
  roots: readonly string[],
  importsOf: (moduleId: string) => readonly string[],
): Set<string> {
  const found = new Set<string>();
  const visit = (moduleId: string) => {
    for (const imported of importsOf(moduleId)) {
      if (found.has(imported) || roots.includes(imported)) continue;
      found.add(imported);
      visit(imported);
    }
  };
  for (const root of roots) visit(root);
  return found;
}

/**
 * The script URLs with every chunk they import statically, transitively, each once, in order:
 * imported all at once, they load in one round trip instead of one per level of imports. URLs
 * not built as chunks (under `base`) are kept as they are.
 */
export function withStaticImports(chunks: readonly BuiltChunk[], urls: readonly string[], base = '/'): string[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  for (const url of urls) {
    const fileName = url.startsWith(base) ? url.slice(base.length) : url;
    if (byName.has(fileName)) staticClosure(byName, fileName, files);
    else files.add(url);
  }
  return [...files].map((file) => (byName.has(file) ? `${base}${file}` : file));
}

/**
 * The stylesheets each chunk `keyOf` names needs once it runs: those its code and the chunks it
 * imports statically refer to, by the key `keyOf` gives (a dialog's name), as paths under `base`.
 */
export function stylesheetsByChunk(
  chunks: readonly BuiltChunk[],
  keyOf: (chunk: BuiltChunk) => string | null,
  base = '/',
): Record<string, string[]> {
  const sheets: Record<string, string[]> = {};
  for (const chunk of chunks) {
    const key = keyOf(chunk);
    if (key === null) continue;
    const files = filesToRun(chunks, (entry) => entry === chunk, base, { lazy: false });
    sheets[key] = files.filter((file) => file.endsWith('.css'));
  }
  return sheets;
}
