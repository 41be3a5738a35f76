import { withoutZoomLock } from '../../lib/content/editor';

/**
 * Sveltia CMS writes its own viewport <meta> with maximum-scale=1 (so that a phone does not zoom
 * into a field on focus), which also stops people zooming in to read (WCAG 1.4.4): that part is
 * taken out whenever such a <meta> arrives.
 */
export function keepZoomAllowed(): void {
  const unlock = () => {
    for (const meta of document.head.querySelectorAll<HTMLMetaElement>('meta[name="viewport"]')) {
      const content = withoutZoomLock(meta.content);
      if (content !== meta.content) meta.content = content;
    }
  };
  new MutationObserver(unlock).observe(document.head, { childList: true });
  unlock();
}
