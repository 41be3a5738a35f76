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
 * The files, as paths under `base`, that the chunks built from the modules `isEntry` accepts
 * need to run and to run what they import lazily: their chunks, the chunks those import
 * statically, and the assets these refer to. What the lazy chunks import lazily in turn (a PDF
 * library fetched only on download) stays out. Sorted; empty when no chunk comes from an entry.
 */
export function filesToRun(chunks: readonly BuiltChunk[], isEntry: (moduleId: string) => boolean, base = '/'): string[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const needed = new Set<string>();
  for (const entry of chunks.filter((chunk) => chunk.facadeModuleId !== null && isEntry(chunk.facadeModuleId))) {
    for (const root of [entry.fileName, ...entry.dynamicImports]) staticClosure(byName, root, needed);
  }
  const files = new Set(needed);
  for (const fileName of needed) for (const asset of byName.get(fileName)?.assets ?? []) files.add(asset);
  return [...files].sort().map((fileName) => `${base}${fileName}`);
}
