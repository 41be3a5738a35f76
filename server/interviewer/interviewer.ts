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
 * An answer that lists user types, segments or goals adds each item (answer-lists.ts); an answer
 * that asks something back ("what's the weather?") is not stored, and the question is asked again.
 * "Suggest a plan for me" completes the plan so far, keeping every answer (suggest.ts).
 *
 * What it answers is bounded whatever it is sent: the plan it reads is clipped (plan-bounds.ts),
 * a turn adds only as many values as PLAN_LIMITS leave room for, and at PLAN_LIMITS it says the
 * list is full instead of adding to it.
 */

import type { ChatMessage } from '../../src/lib/plan/conversation.ts';
import { isPlanComplete, PLAN_LIMITS, type PlanState, type Segment } from '../../src/lib/plan/plan.ts';
import { groupsInAnswer } from './answer-groups.ts';
import { listedItems } from './answer-lists.ts';
import {
  cleanText,
  cleanValue,
  isDone,
  isQuestion,
  isSuggestRequest,
  MAX_DESCRIPTION_LENGTH,
  readOfferChoice,
} from './answers.ts';
import { findAppUrl } from './app-url.ts';
import { isFirstGroupChoice, moveToFront, readFirstGroupChoice } from './first-group.ts';
import {
  ADD_SEGMENT_MARKS,
  ADD_USER_TYPE_MARKS,
  addSegmentQuestion,
  addUserTypeQuestion,
  asks,
  completionMessage,
  findGap,
  fullMessages,
  type Gap,
  isFull,
  lastSegment,
  MORE_GOALS_MARKS,
  moreGoalsQuestion,
  nextGoalQuestion,
  offerAgain,
  offerQuestion,
  PLAIN_GROUPS_QUESTION,
  questionFor,
  segmentQuestion,
} from './interview-questions.ts';
import { acknowledge, askForGroupsAgain, notCaught, offTopic, suggestionReply } from './interview-replies.ts';
import { readActions } from './language/actions.ts';
import { looksForeign } from './language/foreign.ts';
import { capitalised, groupMention } from './mentions.ts';
import { readPersonaAnswer } from './persona-answer.ts';
import { readBoundedPlan } from './plan-bounds.ts';
import { segmentValue } from './segment-value.ts';
import { suggestPlan } from './suggest.ts';

export interface InterviewTurn {
  response: string;
  state: PlanState;
}

/** The plan as sent back: a fresh copy, with the description always present (maybe empty). */
function finish(plan: PlanState, response: string): InterviewTurn {
  const { app_description: description = { value: '' }, ...rest } = plan;
  return { response, state: { app_description: description, ...rest } };
}

/** After an answer is stored: acknowledge it and ask whatever comes next. */
function askNext(plan: PlanState, acknowledgement: string, wasComplete: boolean): InterviewTurn {
  const gap = findGap(plan);
  // Said once, when the plan first meets the rule: a list of user types may leave more to ask.
  const becameComplete = !wasComplete && isPlanComplete(plan);
  const parts = [
    acknowledgement,
    becameComplete ? 'Your test plan is now complete: you can press Start Test whenever you are ready.' : '',
    gap ? questionFor(plan, gap) : nextGoalQuestion(plan),
  ];
  return finish(plan, parts.filter(Boolean).join(' '));
}

/** The values in an answer, at most `room` of them: a list's items, or the answer as one value. */
function itemsOf(items: string[] | null, answer: string, room: number) {
  const all = items ?? [cleanValue(answer)];
  return { added: all.slice(0, room), dropped: Math.max(all.length - room, 0) };
}

const newSegment = (value: string): Segment => ({ segment: { value }, persona: {}, goals: [] });

/**
 * Adds the groups an answer names, each a user type with its short name and its description,
 * and moves on to the first of them; an answer with no group it can read is asked again.
 */
function addUserTypes(plan: PlanState, answer: string, wasComplete: boolean, again: string): InterviewTurn {
  const groups = groupsInAnswer(answer);
  if (!groups) return finish(plan, askForGroupsAgain(again));
  const room = PLAN_LIMITS.userTypes - plan.user_types.length;
  const added = groups.slice(0, room);
  for (const { name, description } of added) {
    plan.user_types.push({
      type: { value: name },
      ...(description ? { description: { value: description } } : {}),
      segments: [],
    });
  }
  const names = added.map((group) => group.name);
  return askNext(plan, acknowledge.userTypes(names, groups.length - added.length), wasComplete);
}

function addSegments(plan: PlanState, type: number, answer: string, wasComplete: boolean): InterviewTurn {
  const segments = plan.user_types[type]?.segments ?? [];
  const listed = listedItems(answer)?.map(segmentValue) ?? null;
  const { added, dropped } = itemsOf(listed, segmentValue(answer), PLAN_LIMITS.segmentsPerUserType - segments.length);
  for (const value of added) segments.push(newSegment(value));
  return askNext(plan, acknowledge.segments(added, dropped), wasComplete);
}

function addGoals(plan: PlanState, segment: Segment | undefined, answer: string, wasComplete: boolean): InterviewTurn {
  const goals = segment?.goals ?? [];
  const { added } = itemsOf(listedItems(answer), answer, PLAN_LIMITS.goalsPerSegment - goals.length);
  for (const value of added) goals.push({ value });
  return askNext(plan, acknowledge.goals(added), wasComplete);
}

function fillGap(plan: PlanState, gap: Gap, answer: string, wasComplete: boolean, previous: string): InterviewTurn {
  const value = gap.kind === 'description' ? cleanText(answer, MAX_DESCRIPTION_LENGTH) : cleanValue(answer);
  if (value === '') return finish(plan, notCaught(questionFor(plan, gap)));
  if (isQuestion(answer)) return finish(plan, offTopic(questionFor(plan, gap)));
  switch (gap.kind) {
    case 'description':
      plan.app_description = { value };
      // The library reads English: a description in another language is kept, and not read for actions.
      return askNext(plan, acknowledge.description(looksForeign(value) ? [] : readActions(value)), wasComplete);
    case 'first_user_type':
      return addUserTypes(plan, answer, wasComplete, PLAIN_GROUPS_QUESTION);
    case 'type_name': {
      const userType = plan.user_types[gap.type];
      if (userType) userType.type = { value };
      return askNext(plan, acknowledge.userTypes([value], 0), wasComplete);
    }
    case 'first_segment':
      if (isFirstGroupChoice(plan, previous)) return chooseFirstGroup(plan, answer, wasComplete);
      return addSegments(plan, gap.type, answer, wasComplete);
    case 'segment_name': {
      const segment = plan.user_types[gap.type]?.segments[gap.segment];
      if (segment) segment.segment = { value };
      return askNext(plan, acknowledge.segments([value], 0), wasComplete);
    }
    case 'persona': {
      const segment = plan.user_types[gap.type]?.segments[gap.segment];
      const read = segment ? readPersonaAnswer(gap.field, answer, segment.persona) : null;
      if (!segment || !read) {
        return finish(plan, `Please give the age as a number, for example 34. ${questionFor(plan, gap)}`);
      }
      segment.persona = read.persona;
      return askNext(plan, read.acknowledgement, wasComplete);
    }
    case 'first_goal':
      if (isDone(answer)) return finish(plan, `We need at least one goal to test. ${questionFor(plan, gap)}`);
      return addGoals(plan, plan.user_types[gap.type]?.segments[gap.segment], answer, wasComplete);
  }
}

/** The answer to "which group should we test first?": that group first, and its segment if it names one. */
function chooseFirstGroup(plan: PlanState, answer: string, wasComplete: boolean): InterviewTurn {
  const choice = readFirstGroupChoice(plan, answer);
  if (choice) moveToFront(plan, choice.index);
  if (!choice || choice.namesSegment) return addSegments(plan, 0, answer, wasComplete);
  const chosen = groupMention(plan.user_types[0]?.type?.value);
  const lead = chosen ? `${capitalised(chosen)} first, then.` : 'Got it.';
  return finish(plan, `${lead} ${segmentQuestion(plan.user_types[0], 0)}`);
}

/** Every gap is filled: the previous question says what the answer is for. */
function continueOpenEnded(plan: PlanState, previousQuestion: string, answer: string): InterviewTurn {
  const value = cleanValue(answer);
  if (asks(previousQuestion, MORE_GOALS_MARKS)) {
    if (isDone(answer)) return finish(plan, `Got it. ${offerQuestion(plan)}`);
    if (value === '') return finish(plan, notCaught(moreGoalsQuestion(plan)));
    if (isQuestion(answer)) return finish(plan, offTopic(moreGoalsQuestion(plan)));
    if (isFull.goals(plan)) return finish(plan, `${fullMessages.goals(plan)} ${offerQuestion(plan)}`);
    return addGoals(plan, lastSegment(plan), answer, true);
  }
  const addsUserType = asks(previousQuestion, ADD_USER_TYPE_MARKS);
  if (addsUserType || asks(previousQuestion, ADD_SEGMENT_MARKS)) {
    const question = addsUserType ? addUserTypeQuestion() : addSegmentQuestion(plan);
    if (isDone(answer)) return finish(plan, completionMessage(plan));
    if (value === '') return finish(plan, notCaught(question));
    if (isQuestion(answer)) return finish(plan, offTopic(question));
    if (addsUserType) {
      if (isFull.userTypes(plan)) return finish(plan, `${fullMessages.userTypes()} ${offerQuestion(plan)}`);
      return addUserTypes(plan, answer, true, question);
    }
    if (isFull.segments(plan)) return finish(plan, `${fullMessages.segments(plan)} ${offerQuestion(plan)}`);
    return addSegments(plan, plan.user_types.length - 1, answer, true);
  }
  switch (readOfferChoice(answer)) {
    case 'user_type':
      if (isFull.userTypes(plan)) return finish(plan, `${fullMessages.userTypes()} ${offerQuestion(plan)}`);
      return finish(plan, addUserTypeQuestion());
    case 'segment':
      if (isFull.segments(plan)) return finish(plan, `${fullMessages.segments(plan)} ${offerQuestion(plan)}`);
      return finish(plan, addSegmentQuestion(plan));
    case 'done':
      return finish(plan, completionMessage(plan));
    case 'unclear':
      return finish(plan, offerAgain(plan));
  }
}

function suggestTurn(plan: PlanState, conversation: readonly ChatMessage[], answer: string): InterviewTurn {
  const appUrl = findAppUrl(conversation);
  const suggestion = suggestPlan(appUrl, plan, answer);
  // The address can make the written description longer than a typed one may be.
  return finish(readBoundedPlan(suggestion.state), suggestionReply(plan, suggestion, appUrl));
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
  const previous =
    conversation.slice(0, Math.max(lastUserIndex, 0)).findLast((message) => message.role === 'assistant')?.content ??
    '';
  const gap = findGap(plan);
  if (gap) return fillGap(plan, gap, answer, isPlanComplete(plan), previous);
  return continueOpenEnded(plan, previous, answer);
}
