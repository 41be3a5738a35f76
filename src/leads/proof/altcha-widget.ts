/**
 * The ALTCHA widget, loaded only when a lead form opens or a waiting lead needs a proof: its
 * build without bundled workers, and its PBKDF2 worker as a script of the site's own (the
 * Content-Security-Policy allows workers from 'self' only). Invisible: it draws nothing, asks
 * nothing of the visitor, and solves in workers off the main thread.
 */
import 'altcha/external';
import type { AltchaWidgetElement } from 'altcha/types/generic';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';

globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());

/** The page's one widget, in the document (a custom element only runs there) but never shown. */
export async function altchaWidget(): Promise<AltchaWidgetElement> {
  const found = document.querySelector<AltchaWidgetElement>('altcha-widget[data-lead-proof]');
  if (found) return found;
  const widget = document.createElement('altcha-widget');
  widget.dataset['leadProof'] = '';
  widget.hidden = true;
  widget.setAttribute('display', 'invisible');
  widget.setAttribute('auto', 'off');
  // Its methods exist once it has mounted, which it says with `load`.
  const loaded = new Promise((resolve) => widget.addEventListener('load', resolve, { once: true }));
  document.body.append(widget);
  if (typeof widget.configure !== 'function') await loaded;
  await widget.configure({
    display: 'invisible',
    auto: 'off',
    // The proof goes with the lead through the outbox, not through a form of its own.
    name: 'altcha',
    minDuration: 0,
    // Nothing about the visitor's pointer or scrolling is collected.
    humanInteractionSignature: false,
    hideFooter: true,
    hideLogo: true,
    workers: Math.min(4, Math.max(1, navigator.hardwareConcurrency || 2)),
  });
  return widget;
}
