/**
 * What the visitor types into the plan, read the way the interviewer reads a chat answer
 * (server/interviewer/words/answers.ts, cleanText): one line of plain text, without control
 * characters, white space collapsed, trimmed, no longer than PLAN_LIMITS allows. So a value the
 * visitor edits is one the host could have written, and parsePlanState reads it back unchanged.
 */
import { PLAN_LIMITS } from './plan.ts';

/** The ages a persona may have, in years. */
export const AGE_RANGE = { min: 1, max: 120 } as const;

// Control characters carry no meaning in a plan and break terminals and CSV exports downstream.
// biome-ignore lint/suspicious/noControlCharactersInRegex: dropping them is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

/** `input` as one clean line of at most `maxLength` code points (an emoji is never cut in half). */
export function cleanPlanValue(input: string, maxLength: number = PLAN_LIMITS.valueLength): string {
  const line = input.replace(CONTROL_CHARACTERS, '').replace(/\s+/g, ' ').trim();
  // A code point takes at most two UTF-16 units: the first 2 × maxLength units hold all it keeps.
  return Array.from(line.slice(0, 2 * maxLength))
    .slice(0, maxLength)
    .join('')
    .trim();
}

/** An age typed as digits alone, within AGE_RANGE, as the plan writes it ("034" is "34"); else null. */
export function readAge(input: string): string | null {
  const digits = input.trim();
  if (!/^\d{1,3}$/.test(digits)) return null;
  const age = Number(digits);
  return age >= AGE_RANGE.min && age <= AGE_RANGE.max ? String(age) : null;
}
