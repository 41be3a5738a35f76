/**
 * The acts a turn had, read back from what the interviewer stored (reading/plan-changes.ts): how
 * it is measured end to end, as the visitor sees the Test Plan panel change, and how it was
 * measured before it read turns as acts. What leaves the plan as it was is a question when the
 * turn asks one, a request when it is "done" or "suggest a plan for me", else filler; a choice of
 * the group already first is the one the reply names.
 */
import type { TurnAct } from '../../server/interviewer/language/turn-reading.ts';
import { planChanges, storesValue } from '../../server/interviewer/reading/plan-changes.ts';
import { isDone, isSuggestRequest } from '../../server/interviewer/words/answers.ts';
import type { PlanState } from '../../src/lib/plan/plan.ts';

/**
 * "Owners first, then.": the reply names the group chosen, which may have been first already; at
 * its start, or after what it says of an edit ("I renamed “Tenants” to “Renters”. Landlords first, then.").
 */
function choiceSaid(before: PlanState, reply: string): TurnAct[] {
  const said = reply.toLowerCase();
  const names = (mark: string) => said.startsWith(mark) || said.includes(`. ${mark}`);
  const chosen = before.user_types.find((type) => type.type && names(`${type.type.value.toLowerCase()} first, then.`));
  return chosen?.type ? [{ act: 'choice', field: 'user_type', value: chosen.type.value }] : [];
}

/** What a reply says once a list is done (interview-questions.ts completionMessage, offerQuestion). */
const DONE_REPLIES = ['Your test plan is complete: ', 'or are we done?'];

/**
 * A reply to a list said to be done, when nothing else changed: the plan summed up, or "Got it."
 * and the offer of more types (a turn that said nothing is asked again, after "No rush.").
 */
const saysDone = (reply: string) =>
  reply.startsWith(DONE_REPLIES[0] as string) ||
  (reply.startsWith('Got it. ') && reply.includes(DONE_REPLIES[1] as string));

/** How the reply to a question to the assistant opens (interview-replies.ts offTopic). */
const OFF_TOPIC = 'I can only help with your test plan here.';

/** How the reply to a suggestion opens (interview-replies.ts suggestionReply). */
const SUGGESTED = 'Here is a suggested test plan';

export function storedReading(before: PlanState, after: PlanState, said: string, reply: string): TurnAct[] {
  const changes = planChanges(before, after);
  // A plan emptied was started over; a suggestion says so.
  if (after.user_types.length === 0 && before.user_types.length > 0) return [{ act: 'request', value: 'start_over' }];
  if (isSuggestRequest(said) || reply.startsWith(SUGGESTED)) return [{ act: 'request', value: 'suggest_plan' }];
  const acts = changes.some((act) => act.act === 'choice') ? changes : [...choiceSaid(before, reply), ...changes];
  // The list was said to be done: the reply sums the plan up, or offers more types instead of more goals.
  if (acts.length > 0 && DONE_REPLIES.some((mark) => reply.includes(mark)))
    acts.push({ act: 'request', value: 'done' });
  if (acts.length > 0) return acts;
  if (isDone(said) || saysDone(reply)) return [{ act: 'request', value: 'done' }];
  const asks = said.trim().endsWith('?') || reply.startsWith(OFF_TOPIC);
  return [{ act: asks ? 'question' : 'filler' }];
}

/** Every value the interviewer stored this turn, new or changed. */
export const storedValues = (before: PlanState, after: PlanState) => planChanges(before, after).filter(storesValue);
