import { MOBILE_BAR_SCROLL_PX } from './constants';

/** The phone's bottom bar appears once the visitor has scrolled past the hero's buttons. */
export function shouldShowMobileBar(scrollY: number): boolean {
  return scrollY > MOBILE_BAR_SCROLL_PX;
}
