/**
 * Asks the browser to fetch files at its lowest priority into its HTTP cache, without running
 * them: a dialog's code and styles then load from the cache on the first click, even offline.
 * Only paths on this site are taken.
 */
export function prefetch(paths: readonly unknown[]): void {
  for (const path of paths) {
    if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) continue;
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = path;
    // Scripts are later imported as modules, in CORS mode: fetched the same way, the cached copy is the one used.
    if (path.endsWith('.js')) link.crossOrigin = 'anonymous';
    document.head.append(link);
  }
}
