/**
 * The reference host's deterministic interviewer. It asks one question at a time and fills the
 * plan state from the answers: app description → user type → segment → persona (name, age,
 * gender, occupation_background, state_of_mind, device) → goals → more user types or segments.
 *
 * It keeps no session of its own. What to ask next is derived from the plan state the browser
 * sends back (the first thing missing, in the order above); only once nothing is missing does
 * the previous assistant message tell the open-ended steps apart (more goals, or adding another
 * user type or segment). So any server instance can answer any turn, and a restart loses nothing.
 *
 * What it answers is bounded whatever it is sent: the plan it reads is clipped (plan-bounds.ts),
 * it adds at most one value a turn, and at PLAN_LIMITS it says the list is full instead of
 * adding to it.
 */
import type { ChatMessage } from '../../src/lib/conversation.ts';
import { isPlanComplete, type PlanState } from '../../src/lib/plan.ts';
import { trimEndChars } from '../../src/lib/trim-chars.ts';
import {
  cleanText,
  cleanValue,
  isDone,
  isSuggestRequest,
  MAX_DESCRIPTION_LENGTH,
  parseAge,
  readOfferChoice,
} from './answers.ts';
import {
  ADD_SEGMENT_MARK,
  ADD_USER_TYPE_MARK,
  completionMessage,
  findGap,
  fullMessages,
  type Gap,
  isFull,
  lastSegment,
  MORE_GOALS_MARK,
  moreGoalsQuestion,
  nextGoalQuestion,
  offerQuestion,
  questionFor,
  typeName,
} from './interview-questions.ts';
import { readBoundedPlan } from './plan-bounds.ts';
import { suggestPlan } from './suggest.ts';

export interface InterviewTurn {
  response: string;
  state: PlanState;
}

/**
 * Longest app address the interviewer repeats. The greeting names the address as the URL parser
 * writes it, which percent-encoding can make longer than the ANALYZE_URL_MAX_LENGTH characters
 * /api/analyze takes; anything longer did not come from the greeting.
 */
export const MAX_APP_URL_LENGTH = 8192;

/** The plan as sent back: a fresh copy, with the description always present (maybe empty). */
function finish(plan: PlanState, response: string): InterviewTurn {
  const { app_description: description = { value: '' }, ...rest } = plan;
  return { response, state: { app_description: description, ...rest } };
}

/** After an answer is stored: acknowledge it and ask whatever comes next. */
function askNext(plan: PlanState, acknowledgement: string, wasComplete: boolean): InterviewTurn {
  const gap = findGap(plan);
  const becameComplete = !wasComplete && isPlanComplete(plan) && gap === null;
  const parts = [
    acknowledgement,
    becameComplete ? 'Your test plan is now complete: you can press Start Test whenever you are ready.' : '',
    gap ? questionFor(plan, gap) : nextGoalQuestion(plan),
  ];
  return finish(plan, parts.filter(Boolean).join(' '));
}

function fillGap(plan: PlanState, gap: Gap, answer: string, wasComplete: boolean): InterviewTurn {
  const value = gap.kind === 'description' ? cleanText(answer, MAX_DESCRIPTION_LENGTH) : cleanValue(answer);
  if (value === '') return finish(plan, `Sorry, I did not catch that. ${questionFor(plan, gap)}`);
  switch (gap.kind) {
    case 'description':
      plan.app_description = { value };
      return askNext(plan, 'Thanks, that helps.', wasComplete);
    case 'first_user_type':
      plan.user_types.push({ type: { value }, segments: [] });
      return askNext(plan, `Great: ${value}.`, wasComplete);
    case 'type_name': {
      const userType = plan.user_types[gap.type];
      if (userType) userType.type = { value };
      return askNext(plan, `Great: ${value}.`, wasComplete);
    }
    case 'first_segment':
      plan.user_types[gap.type]?.segments.push({ segment: { value }, persona: {}, goals: [] });
      return askNext(plan, `Got it: ${value}.`, wasComplete);
    case 'segment_name': {
      const segment = plan.user_types[gap.type]?.segments[gap.segment];
      if (segment) segment.segment = { value };
      return askNext(plan, `Got it: ${value}.`, wasComplete);
    }
    case 'persona':
      return fillPersona(plan, gap, value, wasComplete);
    case 'first_goal': {
      if (isDone(answer)) {
        return finish(plan, `We need at least one goal to test. ${questionFor(plan, gap)}`);
      }
      plan.user_types[gap.type]?.segments[gap.segment]?.goals.push({ value });
      return askNext(plan, `Added the goal "${value}".`, wasComplete);
    }
  }
}

function fillPersona(
  plan: PlanState,
  gap: Extract<Gap, { kind: 'persona' }>,
  value: string,
  wasComplete: boolean,
): InterviewTurn {
  const segment = plan.user_types[gap.type]?.segments[gap.segment];
  if (!segment) return finish(plan, questionFor(plan, gap));
  const stored = gap.field === 'age' ? parseAge(value) : value;
  if (stored === null) {
    return finish(plan, `Please give the age as a number, for example 34. ${questionFor(plan, gap)}`);
  }
  segment.persona = { ...segment.persona, [gap.field]: { value: stored } };
  const acknowledgement =
    gap.field === 'name' ? `Nice to meet ${stored}.` : gap.field === 'age' ? `${stored} years old, noted.` : 'Noted.';
  return askNext(plan, acknowledgement, wasComplete);
}

/** Every gap is filled: the previous question says what the answer is for. */
function continueOpenEnded(plan: PlanState, previousQuestion: string, answer: string): InterviewTurn {
  const value = cleanValue(answer);
  if (previousQuestion.includes(MORE_GOALS_MARK)) {
    if (isDone(answer)) return finish(plan, `Got it. ${offerQuestion(plan)}`);
    if (value === '') return finish(plan, `Sorry, I did not catch that. ${moreGoalsQuestion(plan)}`);
    if (isFull.goals(plan)) return finish(plan, `${fullMessages.goals(plan)} ${offerQuestion(plan)}`);
    lastSegment(plan)?.goals.push({ value });
    return askNext(plan, `Added the goal "${value}".`, true);
  }
  if (previousQuestion.includes(ADD_USER_TYPE_MARK) || previousQuestion.includes(ADD_SEGMENT_MARK)) {
    if (isDone(answer)) return finish(plan, completionMessage(plan));
    if (value === '') return finish(plan, `Sorry, I did not catch that. ${offerQuestion(plan)}`);
    if (previousQuestion.includes(ADD_USER_TYPE_MARK)) {
      if (isFull.userTypes(plan)) return finish(plan, `${fullMessages.userTypes()} ${offerQuestion(plan)}`);
      plan.user_types.push({ type: { value }, segments: [] });
      return askNext(plan, `Great: ${value}.`, true);
    }
    if (isFull.segments(plan)) return finish(plan, `${fullMessages.segments(plan)} ${offerQuestion(plan)}`);
    plan.user_types.at(-1)?.segments.push({ segment: { value }, persona: {}, goals: [] });
    return askNext(plan, `Got it: ${value}.`, true);
  }
  switch (readOfferChoice(answer)) {
    case 'user_type':
      if (isFull.userTypes(plan)) return finish(plan, `${fullMessages.userTypes()} ${offerQuestion(plan)}`);
      return finish(plan, `Who else uses your app? ${ADD_USER_TYPE_MARK}.`);
    case 'segment': {
      if (isFull.segments(plan)) return finish(plan, `${fullMessages.segments(plan)} ${offerQuestion(plan)}`);
      const type = typeName(plan.user_types.at(-1));
      return finish(plan, `Which other group of ${type} should we test? ${ADD_SEGMENT_MARK} ${type}.`);
    }
    case 'done':
      return finish(plan, completionMessage(plan));
    case 'unclear':
      return finish(plan, offerQuestion(plan));
  }
}

/** The app address named in the host's greeting (the first assistant message that has one). */
export function findAppUrl(conversation: readonly ChatMessage[]): string | null {
  for (const message of conversation) {
    if (message.role !== 'assistant') continue;
    const found = /https?:\/\/[^\s"'<>()]+/.exec(message.content)?.[0];
    // Sentence punctuation after an address belongs to the sentence, not to the address.
    const address = found ? trimEndChars(found, '.,;:!?') : '';
    if (address && address.length <= MAX_APP_URL_LENGTH) return address;
  }
  return null;
}

function suggestTurn(plan: PlanState, conversation: readonly ChatMessage[], answer: string): InterviewTurn {
  const appUrl = findAppUrl(conversation);
  const suggestion = suggestPlan(appUrl, plan.app_description?.value ?? '', answer);
  const names = suggestion.state.user_types.map((userType) => userType.type?.value ?? '').join(' and ');
  const response =
    `Here is a suggested test plan for ${suggestion.label}${appUrl ? ` at ${appUrl}` : ''}: ` +
    `${names}, each with a persona and goals. It is complete, so you can press Start Test now. ` +
    "If you want to add more, say 'user type' or 'segment'.";
  // The address can make the written description longer than a typed one may be.
  return finish(readBoundedPlan(suggestion.state), response);
}

/**
 * One turn: the last user message answers the question the plan state implies is next.
 * Never throws on odd input; an answer it cannot use repeats the question.
 */
export function interview(conversation: readonly ChatMessage[], current: PlanState | null): InterviewTurn {
  const plan = readBoundedPlan(current);
  const lastUserIndex = conversation.findLastIndex((message) => message.role === 'user');
  const answer = conversation[lastUserIndex]?.content ?? '';
  if (isSuggestRequest(answer)) return suggestTurn(plan, conversation, answer);
  const gap = findGap(plan);
  if (gap) return fillGap(plan, gap, answer, isPlanComplete(plan));
  const previous = conversation
    .slice(0, Math.max(lastUserIndex, 0))
    .findLast((message) => message.role === 'assistant');
  return continueOpenEnded(plan, previous?.content ?? '', answer);
}
