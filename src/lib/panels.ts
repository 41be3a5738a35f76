import { PANEL_KEYBOARD_STEP_PERCENT, PANEL_MIN_PERCENT } from './constants';

/** The chat side's share after one arrow key press, kept within both sides' minimum. */
export function steppedChatPercent(current: number, direction: -1 | 1): number {
  const next = Math.round(current) + direction * PANEL_KEYBOARD_STEP_PERCENT;
  return Math.min(100 - PANEL_MIN_PERCENT, Math.max(PANEL_MIN_PERCENT, next));
}
