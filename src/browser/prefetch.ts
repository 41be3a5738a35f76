/**
 * Fetches files for later at low priority, without running them: scripts as module preloads
 * (fetched and compiled into the page's module map, run only when imported), other files
 * (stylesheets) into the HTTP cache. A dialog then opens on the first click without the network,
 * even once the connection has dropped. Only paths on this site are taken.
 */
export function prefetch(paths: readonly unknown[]): void {
  for (const path of paths) {
    if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) continue;
    const link = document.createElement('link');
    link.rel = path.endsWith('.js') ? 'modulepreload' : 'prefetch';
    link.href = path;
    link.setAttribute('fetchpriority', 'low');
    document.head.append(link);
  }
}
