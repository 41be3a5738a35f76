/**
 * Which group to test first, once the visitor has named several: "Landscapers or homeowners:
 * which group should we test first?". The answer may name a group ("Homeowners first"), or
 * already a segment of one ("New homeowners"), which is then that group's first segment; an
 * answer that names none is a segment of the first group, as it would have been unasked.
 */
import type { PlanState } from '../../src/lib/plan/plan.ts';
import { joinOr } from './interview-replies.ts';
import { capitalised, groupMention, inSentence, stem } from './mentions.ts';

/** The end of the question, which the interviewer finds again in the visitor's next turn. */
export const FIRST_GROUP_MARK = ': which group should we test first?';
/** Names a question lists before it counts them instead. */
const MAX_NAMED_CHOICES = 3;

/** Several user types and no segment yet: which one comes first is still open. */
export const needsFirstGroup = (plan: PlanState) =>
  plan.user_types.length > 1 && plan.user_types.every((userType) => userType.segments.length === 0);

export const isFirstGroupChoice = (plan: PlanState, previous: string) =>
  needsFirstGroup(plan) && previous.includes(FIRST_GROUP_MARK);

export function firstGroupQuestion(plan: PlanState): string {
  const names = plan.user_types.map((userType) => groupMention(userType.type?.value));
  const clean = names.filter((name): name is string => name !== null);
  if (clean.length === names.length && names.length <= MAX_NAMED_CHOICES) {
    return `${capitalised(joinOr(clean.map(inSentence)))}${FIRST_GROUP_MARK}`;
  }
  return `You named ${plan.user_types.length} groups${FIRST_GROUP_MARK}`;
}

/** Words an answer may wrap a group's name in without naming a segment: "Homeowners first, please". */
const CHOICE_WORDS = new Set(
  'first start starting with the one ones group please lets let us go begin test testing i think would say them those'.split(
    ' ',
  ),
);
const ORDINALS: Record<string, number> = { first: 0, former: 0, second: 1, latter: 1, third: 2 };

export interface FirstGroupChoice {
  /** The chosen user type's index. */
  index: number;
  /** Whether the answer says more than the group's name: a segment of it. */
  namesSegment: boolean;
}

export function readFirstGroupChoice(plan: PlanState, answer: string): FirstGroupChoice | null {
  const words = answer.split(/\s+/).map(stem).filter(Boolean);
  const typeWords = plan.user_types.map((userType) => (userType.type?.value ?? '').split(' ').map(stem));
  const index = typeWords.findIndex((name) => name.length > 0 && name.every((word) => words.includes(word)));
  if (index >= 0) {
    const rest = words.filter((word) => !typeWords[index]?.includes(word) && !CHOICE_WORDS.has(word));
    return { index, namesSegment: rest.length > 0 };
  }
  const onlyChoiceWords = words.every((word) => CHOICE_WORDS.has(word) || Object.hasOwn(ORDINALS, word));
  const ordinal = words
    .map((word) => (Object.hasOwn(ORDINALS, word) ? ORDINALS[word] : undefined))
    .find((value) => value !== undefined);
  if (onlyChoiceWords && ordinal !== undefined && ordinal < plan.user_types.length)
    return { index: ordinal, namesSegment: false };
  return null;
}

/** Puts the chosen user type first, the others after it in the order they were named. */
export function moveToFront(plan: PlanState, index: number): void {
  const [chosen] = plan.user_types.splice(index, 1);
  if (chosen) plan.user_types.unshift(chosen);
}
