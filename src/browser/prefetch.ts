/**
 * Fetches files for later at low priority, without running them: scripts as module preloads
 * (fetched and compiled into the page's module map, run only when imported), stylesheets into
 * the HTTP cache. A dialog then opens on the first click without the network, even once the
 * connection has dropped. Only paths on this site are taken. Resolves once every link is in.
 */
import { inSteps } from './yield-to-main';

export function prefetch(paths: readonly unknown[]): Promise<void> {
  // WebKit (Safari) ignores rel=prefetch: there a stylesheet is preloaded into the page's own
  // cache instead, which the dialog's <link rel=stylesheet> then takes without the network.
  const styleRel = document.createElement('link').relList.supports('prefetch') ? 'prefetch' : 'preload';
  const onThisSite = paths.filter(
    (path): path is string => typeof path === 'string' && path.startsWith('/') && !path.startsWith('//'),
  );
  // Each link starts a request there and then, about a millisecond's work on a phone: two dozen
  // of them in one go made one of the page's longest tasks.
  return inSteps(onThisSite, (path) => {
    const link = document.createElement('link');
    link.rel = path.endsWith('.js') ? 'modulepreload' : styleRel;
    if (link.rel === 'preload') link.setAttribute('as', 'style');
    link.href = path;
    link.setAttribute('fetchpriority', 'low');
    document.head.append(link);
  });
}
