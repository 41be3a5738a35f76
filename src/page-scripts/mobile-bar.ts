/** The phone's bottom bar (MobileBar.astro) follows the scroll position; CSS hides it on wide screens. */
import { shouldShowMobileBar } from '../lib/layout';

const bar = document.querySelector<HTMLElement>('.mobile-bar');

if (bar) {
  const update = () => {
    bar.hidden = !shouldShowMobileBar(window.scrollY);
  };
  update();
  window.addEventListener('scroll', update, { passive: true });
}
