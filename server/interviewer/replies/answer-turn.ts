/**
 * How the reference host's interviewer reads an answer to the question it asked. It asks one question at a time and fills the
 * plan state from the answers: app description → user type → segment → persona (name, age,
 * gender, occupation_background, state_of_mind, device) → goals → more user types or segments.
 *
 * It keeps no session of its own. What to ask next is derived from the plan state the browser
 * sends back (the first thing missing, in the order above); only once nothing is missing does
 * the previous assistant message tell the open-ended steps apart (more goals, or adding another
 * user type or segment). So any server instance can answer any turn, and a restart loses nothing.
 *
 * An answer that lists user types, segments or goals adds each item (plan-additions.ts); an answer
 * that asks something back ("what's the weather?") is not stored, and the question is asked again.
 * The words people wrap an answer in ("Like I said", "honestly", "I guess") are dropped before it is
 * read (language/discourse.ts), so they never reach the plan; the description is kept as typed.
 * "Suggest a plan for me" completes the plan so far, keeping every answer (suggest.ts).
 *
 * What it answers is bounded whatever it is sent: the plan it reads is clipped (plan-bounds.ts),
 * a turn adds only as many values as PLAN_LIMITS leave room for, and at PLAN_LIMITS it says the
 * list is full instead of adding to it.
 */

import type { ChatMessage } from '../../../src/lib/plan/conversation.ts';
import { isPlanComplete, type PlanState } from '../../../src/lib/plan/plan.ts';
import { readActions } from '../language/actions.ts';
import { restates, withoutDiscourse } from '../language/discourse.ts';
import { looksForeign } from '../language/foreign.ts';
import { joinAnd } from '../language/phrases.ts';
import { isFirstGroupChoice } from '../plan/first-group.ts';
import { suggestPlan } from '../plan/suggest.ts';
import {
  cleanText,
  cleanValue,
  isDone,
  isQuestion,
  isSuggestRequest,
  MAX_DESCRIPTION_LENGTH,
  readOfferChoice,
} from '../words/answers.ts';
import { findAppUrl } from '../words/app-url.ts';
import { readBoundedPlan } from '../words/plan-bounds.ts';
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
  offerAgain,
  offerQuestion,
  PLAIN_GROUPS_QUESTION,
  questionFor,
} from './interview-questions.ts';
import { acknowledge, notCaught, offTopic, suggestionReply } from './interview-replies.ts';
import { askNext, finish, type InterviewTurn } from './interview-turn.ts';
import { CONFIRM_DESCRIPTION_MARK, ended, quoted } from './opening.ts';
import { PAGE_GROUPS_MARK, pageGroupsQuestion, readConfirmation } from './page-confirmation.ts';
import { addSegmentWithPersona } from './persona-beside-group.ts';
import { addGoals, addSegments, addUserTypes, answerPersona, chooseFirstGroup } from './plan-additions.ts';

/** `raw` is the answer as typed, `answer` the same without the words it was wrapped in. */
function fillGap(plan: PlanState, gap: Gap, raw: string, wasComplete: boolean, previous: string): InterviewTurn {
  const answer = gap.kind === 'description' ? raw : withoutDiscourse(raw);
  const value = gap.kind === 'description' ? cleanText(answer, MAX_DESCRIPTION_LENGTH) : cleanValue(answer);
  if (value === '') return finish(plan, notCaught(questionFor(plan, gap)));
  if (isQuestion(answer)) return finish(plan, offTopic(questionFor(plan, gap)));
  if (isFirstGroupChoice(plan, previous) && (gap.kind === 'first_segment' || gap.kind === 'persona')) {
    return chooseFirstGroup(plan, answer, wasComplete);
  }
  switch (gap.kind) {
    case 'description':
      plan.app_description = { value };
      // The library reads English: a description in another language is kept, and not read for actions.
      return askNext(plan, acknowledge.description(looksForeign(value) ? [] : readActions(value), value), wasComplete);
    case 'first_user_type':
      return addUserTypes(plan, answer, wasComplete, PLAIN_GROUPS_QUESTION);
    case 'type_name': {
      const userType = plan.user_types[gap.type];
      if (userType) userType.type = { value };
      return askNext(plan, acknowledge.userTypes([value], 0), wasComplete);
    }
    case 'first_segment':
      return (
        addSegmentWithPersona(plan, gap.type, answer, wasComplete) ?? addSegments(plan, gap.type, answer, wasComplete)
      );
    case 'segment_name': {
      const segment = plan.user_types[gap.type]?.segments[gap.segment];
      if (segment) segment.segment = { value };
      return askNext(plan, acknowledge.segments([value], 0), wasComplete);
    }
    case 'persona':
      return answerPersona(plan, gap, answer, restates(raw), wasComplete);
    case 'first_goal':
      if (isDone(answer)) return finish(plan, `We need at least one goal to test. ${questionFor(plan, gap)}`);
      return addGoals(plan, plan.user_types[gap.type]?.segments[gap.segment], answer, wasComplete);
  }
}

/** Every gap is filled: the previous question says what the answer is for. */
function continueOpenEnded(plan: PlanState, previousQuestion: string, raw: string): InterviewTurn {
  const answer = withoutDiscourse(raw);
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

/**
 * The answer to the first reply's "It describes itself as “…”. Is that right?" (opening.ts):
 * yes keeps the description the page proposed, no asks for one, anything else is the visitor's own.
 */
function confirmDescription(plan: PlanState, raw: string, previous: string): InterviewTurn {
  const proposed = plan.app_description?.value ?? '';
  if (isQuestion(raw)) {
    return finish(
      plan,
      offTopic(`${ended(`I'd describe your app as: ${quoted(proposed)}`)} ${CONFIRM_DESCRIPTION_MARK}`),
    );
  }
  const confirmation = readConfirmation(raw);
  if (confirmation.kind === 'yes') {
    const groups = plan.app_page?.groups ?? [];
    const actions = looksForeign(proposed) ? [] : readActions(proposed);
    return askNext(
      plan,
      acknowledge.description(actions),
      false,
      groups.length > 0 ? pageGroupsQuestion(groups) : undefined,
    );
  }
  delete plan.app_description;
  if (confirmation.kind === 'no') return finish(plan, `No problem. ${questionFor(plan, { kind: 'description' })}`);
  return fillGap(plan, { kind: 'description' }, confirmation.description, false, previous);
}

export function suggestTurn(plan: PlanState, conversation: readonly ChatMessage[], answer: string): InterviewTurn {
  const appUrl = findAppUrl(conversation);
  const suggestion = suggestPlan(appUrl, plan, answer);
  // The address can make the written description longer than a typed one may be.
  const state = readBoundedPlan({ ...suggestion.state, ...(plan.app_page ? { app_page: plan.app_page } : {}) });
  return finish(state, suggestionReply(plan, suggestion, appUrl));
}

/**
 * The last user message read as an answer to the question the plan state implies is next
 * (interviewer.ts reads the turn's other acts first). Never throws on odd input; an answer it
 * cannot use repeats the question.
 */
export function answerTurn(conversation: readonly ChatMessage[], current: PlanState | null): InterviewTurn {
  const plan = readBoundedPlan(current);
  const lastUserIndex = conversation.findLastIndex((message) => message.role === 'user');
  const answer = conversation[lastUserIndex]?.content ?? '';
  if (isSuggestRequest(answer)) return suggestTurn(plan, conversation, answer);
  const previous =
    conversation.slice(0, Math.max(lastUserIndex, 0)).findLast((message) => message.role === 'assistant')?.content ??
    '';
  if (previous.includes(CONFIRM_DESCRIPTION_MARK) && plan.app_description?.value && plan.user_types.length === 0) {
    return confirmDescription(plan, answer, previous);
  }
  const gap = findGap(plan);
  if (gap?.kind === 'first_user_type' && previous.includes(PAGE_GROUPS_MARK) && plan.app_page?.groups.length) {
    const confirmation = readConfirmation(answer).kind;
    if (confirmation === 'yes') return addUserTypes(plan, joinAnd(plan.app_page.groups), false, PLAIN_GROUPS_QUESTION);
    if (confirmation === 'no') return finish(plan, `No problem. ${questionFor(plan, gap)}`);
  }
  if (gap) return fillGap(plan, gap, answer, isPlanComplete(plan), previous);
  return continueOpenEnded(plan, previous, answer);
}
