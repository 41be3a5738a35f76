/** Business constants of the product specification (section 9), in one place. */
export const FOUNDER_SPOTS = 50;
export const DEFAULT_FOUNDER_COUNT = 18;
export const MOBILE_BREAKPOINT_PX = 768;
export const MOBILE_BAR_SCROLL_PX = 320;

/**
 * The language of the site's words: US English, as the specification's own ("Analyzing...").
 * The page declares it, and dates and numbers are written in its style (November 22, 2026; 2,048).
 */
export const COPY_LOCALE = 'en-US';

/** The demo animation: delay before each of its five steps, the progress each step reaches. */
export const DEMO_STEP_DELAYS_MS = [2000, 3000, 3000, 4000, 6000] as const;
export const DEMO_STEP_PROGRESS = [20, 40, 60, 80, 100] as const;
/** Within a step, the visible result of Dave's action follows the cursor move by this much. */
export const DEMO_ACTION_DELAY_MS = 1000;

/** The reservation payment is simulated: no provider, no charge, just this wait. */
export const SIMULATED_PAYMENT_MS = 1200;

/** Polling a chat task: first wait, growth per wait, longest wait, give-up time. */
export const POLL_INITIAL_DELAY_MS = 200;
export const POLL_BACKOFF = 1.5;
export const POLL_MAX_DELAY_MS = 3000;
export const POLL_TIMEOUT_MS = 120_000;

/** The analysis page's split view: each side starts at half, never below 30 %, keys move 10 %. */
export const PANEL_DEFAULT_PERCENT = 50;
export const PANEL_MIN_PERCENT = 30;
export const PANEL_KEYBOARD_STEP_PERCENT = 10;

/** The free test-plan quiz's chat asks exactly this many questions: app type, features, concerns. */
export const QUIZ_QUESTION_COUNT = 3;

/** The address fragment that opens the free test-plan quiz (the FAQ links to it). */
export const QUIZ_HASH = '#test-plan';

/** Longest address POST /api/analyze takes (the reference host answers 400 past it). */
export const ANALYZE_URL_MAX_LENGTH = 2048;

/**
 * How long the link of a confirmation email works (docs/emails.md): the email says so, and the
 * confirmation tokens must not outlive it. Each link works once.
 */
export const CONFIRMATION_LINK_DAYS = 14;
