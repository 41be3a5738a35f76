/** Business constants of the product specification (section 9), in one place. */
export const FOUNDER_SPOTS = 50;
export const DEFAULT_FOUNDER_COUNT = 18;
export const MOBILE_BREAKPOINT_PX = 768;
export const MOBILE_BAR_SCROLL_PX = 320;
