/** Where things show on a screen, as rules: the phone's bottom bar and the /analysis panels. */
import { MOBILE_BAR_SCROLL_PX, PANEL_KEYBOARD_STEP_PERCENT, PANEL_MIN_PERCENT } from './constants';

/** The phone's bottom bar appears once the visitor has scrolled past the hero's buttons. */
export function shouldShowMobileBar(scrollY: number): boolean {
  return scrollY > MOBILE_BAR_SCROLL_PX;
}

/** The chat side's share after one arrow key press, kept within both sides' minimum. */
export function steppedChatPercent(current: number, direction: -1 | 1): number {
  const next = Math.round(current) + direction * PANEL_KEYBOARD_STEP_PERCENT;
  return Math.min(100 - PANEL_MIN_PERCENT, Math.max(PANEL_MIN_PERCENT, next));
}
