/**
 * The kinds of app a test plan is tailored to. Two readers pick one, each its own way: the free
 * test-plan quiz from the visitor's answers and the keywords of src/content/quiz/catalogue.yaml
 * (quizAppKind, src/lib/plan/quiz.ts), and the reference host's "suggest a plan for me" from the
 * app's own words: its address, description and page (suggestedAppKind,
 * server/interviewer/plan/app-kind.ts).
 */
export const APP_KINDS = ['marketplace', 'saas', 'ecommerce'] as const;
export type AppKind = (typeof APP_KINDS)[number];
