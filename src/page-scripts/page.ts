/**
 * The one script every page loads: dialog buttons, analytics, the phone menu and bottom bar, in-page
 * links that land on their section, a screen kept still as sections above it are laid out, and
 * delivery of any lead still waiting.
 */
import './modal-triggers';
import './anchor-landing';
import './scroll-anchoring';
import './analytics';
import './menu';
import './mobile-bar';
import './wake-islands';
import { STORAGE_KEYS } from '../lib/config/storage-keys';

// What a page holds back until it has painted, in a <template data-after-paint> (the steps'
// pictures' stylesheet, src/components/HowItWorks.astro), goes in now.
for (const held of document.querySelectorAll<HTMLTemplateElement>('template[data-after-paint]'))
  held.replaceWith(held.content);

function hasPendingLeads(): boolean {
  try {
    return Boolean(localStorage.getItem(STORAGE_KEYS.leadOutbox));
  } catch {
    return false;
  }
}

// The outbox code loads only when something waits to be sent. Not loaded (the connection dropped,
// or the visitor left first: Firefox then rejects the import), the lead waits for the next page.
if (hasPendingLeads())
  import('../leads/store')
    .then(({ flushOutbox }) => flushOutbox())
    .catch((error: unknown) => console.warn('The waiting leads are sent from the next page instead', error));
