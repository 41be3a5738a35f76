/**
 * The analytics vocabulary (docs/pages.md "Analytics and consent"): event names, and the one list of
 * `button_id`s that call-to-action elements carry as `data-track="..."`. A unit test checks that
 * every data-track in src/ is listed here, so a report reader can look any id up.
 */
export const EVENT_NAMES = [
  'page_view',
  'button_click',
  'reservation_started',
  'reservation_completed',
  'test_plan_started',
  'test_plan_completed',
  'faq_expanded',
  'conversion',
  'scroll_depth',
] as const;
export type EventName = (typeof EVENT_NAMES)[number];

export type EventParams = Record<string, string | number>;

/** Every `button_id`, kebab-case; where each button is, beside it. */
export const BUTTON_IDS = [
  'header-reserve', // Header: "Join the wait list" (every page with the header)
  'header-try', // Header: "Try it Free"
  'hero-reserve', // Hero: "Join the wait list"
  'hero-try', // Hero: "Try it Free"
  'demo-card-play', // What we test, the demo persona card: "Watch Dave's session"
  'footer-feedback', // Footer: "Questions or feedback?"
  'mobile-bar-reserve', // Phone bottom bar: "Join the wait list"
  'mobile-bar-try', // Phone bottom bar: "Try it Free"
  'closing-reserve', // The band after the FAQ: "Join the wait list"
  'closing-try', // The band after the FAQ: "Try it Free"
  'try-continue', // Try it section: "Continue" (the app address form)
  'start-test', // /analysis: "Start Test" once the plan is complete
  'execution-back', // /test-execution: "Back to Analysis"
  'execution-empty-back', // /test-execution with no plan: "Go Back to Build Plan"
  'execution-reserve', // /test-execution: "Join the wait list"
  'execution-sample-report', // /test-execution: "See sample test report"
] as const;
export type ButtonId = (typeof BUTTON_IDS)[number];

const KNOWN_BUTTON_IDS: ReadonlySet<string> = new Set(BUTTON_IDS);

export function isButtonId(value: unknown): value is ButtonId {
  return typeof value === 'string' && KNOWN_BUTTON_IDS.has(value);
}
