/**
 * The quiz's kinds of app: those of app-kinds.ts, and an online course (video lessons, students,
 * progress), which sells itself with a cart and a checkout like a shop does but is tested as a
 * course. The chat's suggestion has no stock plan for a course and takes the general one.
 */
import { APP_KINDS } from './app-kinds';

export const QUIZ_APP_KINDS = [...APP_KINDS, 'course'] as const;
export type QuizKind = (typeof QUIZ_APP_KINDS)[number];
