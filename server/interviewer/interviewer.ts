/**
 * The reference host's deterministic interviewer: what `POST /api/chatasync` answers with
 * (docs/interviewer.md). Each turn is read as acts before any field is filled (reading/): a
 * request, a question, filler, edits of what the plan holds (removal, rename, correction: any
 * field, whatever was asked), a choice, and answers to the question asked. Edits are applied
 * first and said in the reply; answers are stored by the answer rules (replies/answer-turn.ts),
 * which also ask what comes next.
 *
 * Nothing is stored that fails its field's shape (language/field-shapes.ts): the turn is then
 * answered with the best reading offered back ("Did you mean …?"), and a "yes" stores it.
 *
 * It keeps no session of its own: what was asked is derived from the plan state the browser sends
 * back and the previous assistant message, so the visitor's own edits in the Test Plan panel are
 * what the next turn starts from, and no turn undoes them.
 *
 * This file is the one door; the folders below it are floors, top first, and each imports only
 * the floors under it (README "Layout"): reading/ reads a turn as acts; replies/ stores answers
 * and words the reply and the next question; plan/ is the plan it builds or suggests; language/
 * reads answers and holds a value's shape; words/ is the short names and word lists all use.
 */
import type { ChatMessage } from '../../src/lib/plan/conversation.ts';
import { isPlanComplete, type PlanState } from '../../src/lib/plan/plan.ts';
import { fitsShape } from './language/field-shapes.ts';
import type { Asked, TurnAct, TurnReading } from './language/turn-reading.ts';
import { applyAnswer, applyChoice, applyEdit, fieldLabel } from './reading/apply-acts.ts';
import { askedOf, questionOf } from './reading/asked.ts';
import { bestReading } from './reading/best-reading.ts';
import { planChanges, storesValue } from './reading/plan-changes.ts';
import { didYouMean, focusOf, readTurnByRules } from './reading/read-turn.ts';
import { tidyStored } from './reading/tidy-values.ts';
import { answerTurn, suggestTurn } from './replies/answer-turn.ts';
import { completionMessage, offerQuestion, questionFor } from './replies/interview-questions.ts';
import { notCaught, offTopic } from './replies/interview-replies.ts';
import { askNext, finish, type InterviewTurn } from './replies/interview-turn.ts';
import { CONFIRM_DESCRIPTION_MARK } from './replies/opening.ts';
import { PAGE_GROUPS_MARK } from './replies/page-confirmation.ts';
import { chooseFirstGroup } from './replies/plan-additions.ts';
import { MAX_REPEATED_LENGTH } from './words/mentions.ts';
import { readBoundedPlan } from './words/plan-bounds.ts';

export type { InterviewTurn } from './replies/interview-turn.ts';

const EDITS = new Set(['removal', 'rename', 'correction']);
const withUser = (conversation: readonly ChatMessage[], content: string): ChatMessage[] => [
  ...conversation.slice(0, -1),
  { role: 'user', content },
];

/** The turn as the answer rules took it, unless it stored a value that fails its shape. */
function checked(before: PlanState, answered: InterviewTurn, asked: Asked): InterviewTurn {
  const turn = { ...answered, response: tidyStored(before, answered.state, answered.response) };
  const misfit = planChanges(before, turn.state).find(
    (act) => storesValue(act) && act.field && !fitsShape(act.field, act.value ?? ''),
  );
  if (!misfit?.field) return turn;
  const reading = bestReading(misfit.field, misfit.value ?? '');
  // Offered back only when short: a reply never pastes a long stretch of the answer (mentions.ts).
  const best = reading && reading.length <= MAX_REPEATED_LENGTH ? reading : null;
  const question = questionOf(before, asked);
  return finish(
    before,
    best
      ? `${didYouMean(best)} Say yes, or tell me the ${fieldLabel(misfit.field)} in a few words.`
      : notCaught(question),
  );
}

function respond(said: string[], turn: InterviewTurn): InterviewTurn {
  return { ...turn, response: [...said, turn.response].filter(Boolean).join(' ') };
}

/** "That's all": the plan is done, or more may be added. */
const doneMessage = (plan: PlanState, asked: Asked) =>
  asked === 'anything_else' ? completionMessage(plan) : `Got it. ${offerQuestion(plan)}`;

/** The turn once every edit is applied: its answers, whether the list is done, or the next question. */
function afterEdits(
  conversation: readonly ChatMessage[],
  plan: PlanState,
  acts: readonly TurnAct[],
  asked: Asked,
  answerText: string | null,
  answered?: InterviewTurn,
  added: readonly TurnAct[] = [],
): InterviewTurn {
  const wasComplete = isPlanComplete(plan);
  const edits = acts.filter((act) => EDITS.has(act.act));
  // A choice is read on the plan as sent, so beside edits it is made first ("doctors first, and call them GPs").
  const chosen = edits.length > 0 ? acts.filter((act) => act.act === 'choice' && applyChoice(plan, act)) : [];
  const front = chosen.length > 0 ? plan.user_types[0] : undefined;
  const said = edits.map((act) => applyEdit(plan, act, focusOf(plan)) ?? '');
  const done = acts.some((act) => act.act === 'request' && act.value === 'done');
  const answers = acts.filter((act) => act.act === 'answer' || act.act === 'choice');
  // The choice made, said again by the name the edits left it: the answer rules go on from it as from any choice.
  const onlyChosen = front && plan.user_types.includes(front) && answers.every((act) => act.act === 'choice');
  const text = onlyChosen ? (front.type?.value ?? answerText) : answerText;
  // A choice read in a turn the answer rules would take for a question ("whichever. translators?") is made as read.
  if (edits.length === 0 && text && answers.length > 0 && answers.every((act) => act.act === 'choice'))
    return checked(structuredClone(plan), chooseFirstGroup(structuredClone(plan), text, wasComplete), asked);
  if (answers.some((act) => !added.includes(act)) && text) {
    // A group added in a clause of its own is stored first: the answer rules read only the rest.
    const stored = added.filter((act) => applyAnswer(plan, act));
    // Read once: with no edit before them, the answers were already made on this very plan.
    const answeredTurn = answered ?? answerTurn(withUser(conversation, text), structuredClone(plan));
    const turn = checked(structuredClone(plan), answeredTurn, asked);
    return respond(
      [...said, stored.length > 0 ? 'Got it.' : ''],
      done ? { ...turn, response: doneMessage(turn.state, asked) } : turn,
    );
  }
  const stored = answers.filter((act) => (act.act === 'choice' ? applyChoice(plan, act) : applyAnswer(plan, act)));
  const acknowledgement = [...said, stored.length > 0 ? 'Got it.' : ''].filter(Boolean).join(' ');
  if (done) return finish(plan, [acknowledgement, doneMessage(plan, asked)].filter(Boolean).join(' '));
  if (acknowledgement === '') return finish(plan, notCaught(questionOf(plan, asked)));
  return askNext(plan, acknowledgement, wasComplete);
}

function request(plan: PlanState, conversation: readonly ChatMessage[], act: TurnAct): InterviewTurn {
  const said = conversation.findLast((message) => message.role === 'user')?.content ?? '';
  if (act.value === 'suggest_plan') return suggestTurn(plan, conversation, said);
  const fresh: PlanState = { user_types: [], ...(plan.app_page ? { app_page: plan.app_page } : {}) };
  return finish(fresh, `Starting over with an empty plan. ${questionFor(fresh, { kind: 'description' })}`);
}

/**
 * One turn: the last user message, read as acts (by the rules, or `reading` from a language model,
 * reading/model-reader.ts) and applied to the plan. Never throws on odd input.
 */
export function interview(
  conversation: readonly ChatMessage[],
  current: PlanState | null,
  reading?: TurnReading,
): InterviewTurn {
  const plan = readBoundedPlan(current);
  const previous = conversation.findLast((message) => message.role === 'assistant')?.content ?? '';
  // Confirming what the page said is a yes or no the answer rules read whole.
  if (!reading && (previous.includes(CONFIRM_DESCRIPTION_MARK) || previous.includes(PAGE_GROUPS_MARK))) {
    return answerTurn(conversation, plan);
  }
  const rules = reading ? null : readTurnByRules(conversation, plan);
  const acts = reading?.acts ?? rules?.reading.acts ?? [];
  const asked = rules?.asked ?? askedOf(plan, previous);
  const requested = acts.find((act) => act.act === 'request' && act.value !== 'done');
  if (requested) return request(plan, conversation, requested);
  if (acts.length === 0) return checked(plan, answerTurn(conversation, structuredClone(plan)), asked);
  if (acts.every((act) => act.act === 'question')) return finish(plan, offTopic(questionOf(plan, asked)));
  if (acts.every((act) => act.act === 'filler')) {
    const said = conversation.at(-1)?.content.trim() ?? '';
    return finish(plan, said === '' ? notCaught(questionOf(plan, asked)) : `No rush. ${questionOf(plan, asked)}`);
  }
  return afterEdits(conversation, plan, acts, asked, rules ? rules.answerText : null, rules?.answered, rules?.added);
}
