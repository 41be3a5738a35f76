/**
 * Build-time: which built files a module loads only later, through its dynamic imports (the
 * dialogs of ModalRoot), so a page can fetch them at idle instead of on the first click.
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
function staticClosure(byName: ReadonlyMap<string, BuiltChunk>, fileName: string, into = new Set<string>()): Set<string> {
  if (into.has(fileName)) return into;
  into.add(fileName);
  for (const imported of byName.get(fileName)?.imports ?? []) staticClosure(byName, imported, into);
  return into;
}

/**
 * The files, as paths under `base`, that the dynamic imports of the chunk built from
 * `entryModule` need: their chunks, the chunks those import statically and the assets they
 * refer to, less what the entry has already loaded. Their own dynamic imports (a PDF library
 * fetched only on download) stay out. Sorted; empty when no chunk comes from `entryModule`.
 */
export function lazyFilesOf(chunks: readonly BuiltChunk[], entryModule: (moduleId: string) => boolean, base = '/'): string[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.facadeModuleId !== null && entryModule(chunk.facadeModuleId));
  if (!entry) return [];
  const loaded = staticClosure(byName, entry.fileName);
  const lazy = new Set<string>();
  for (const dynamic of entry.dynamicImports) {
    for (const fileName of staticClosure(byName, dynamic)) {
      if (loaded.has(fileName)) continue;
      lazy.add(fileName);
      for (const asset of byName.get(fileName)?.assets ?? []) lazy.add(asset);
    }
  }
  return [...lazy].sort().map((fileName) => `${base}${fileName}`);
}
