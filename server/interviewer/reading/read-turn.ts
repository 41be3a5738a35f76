/**
 * The rules' reading of one turn (docs/interviewer.md, "Acts"): requests, questions and filler are
 * recognised whole (turn-words.ts); then each clause is read for an edit of what the plan holds
 * (edit-acts.ts); what is left answers the question asked, and is read by the interviewer's answer
 * rules (answer-turn.ts) on a copy of the plan, whose changes are the answer's acts.
 */
import type { ChatMessage } from '../../../src/lib/plan/conversation.ts';
import type { PlanState } from '../../../src/lib/plan/plan.ts';
import type { Asked, TurnAct, TurnReading } from '../language/turn-reading.ts';
import { moveToFront, readFirstGroupChoice } from '../plan/first-group.ts';
import { answerTurn } from '../replies/answer-turn.ts';
import { findGap } from '../replies/interview-questions.ts';
import type { InterviewTurn } from '../replies/interview-turn.ts';
import { normalizeCommand } from '../words/answers.ts';
import { groupAddedAlone, groupAddedBeside } from './added-groups.ts';
import { readAddition } from './additions.ts';
import { answerTextFor, isGoalOfPersona } from './answer-text.ts';
import { askedOf } from './asked.ts';
import type { Focus } from './clause-words.ts';
import { isApproval } from './closing-words.ts';
import { withApostrophes } from './contractions.ts';
import { contrasted } from './contrast-edits.ts';
import { isEditEcho, personaIn, readEdits } from './edit-acts.ts';
import { EMPTY_WORDS } from './filler-words.ts';
import { goalNamedThenSaid } from './goal-rewordings.ts';
import { isAside, type KeptClause, keepsExisting, withoutClosingAside, withoutJoiners } from './kept-clauses.ts';
import { planChanges } from './plan-changes.ts';
import { removalOfNamed } from './pronoun-removals.ts';
import { removalsListed, removalWords } from './removed-items.ts';
import { spanning } from './spanning.ts';
import { readTurnEdits } from './turn-edits.ts';
import { answerBeforeQuestion, isDoneClause, isFiller, readRequest } from './turn-words.ts';

export interface RulesReading {
  reading: TurnReading;
  asked: Asked;
  /** The part of the turn its answers were read from: the clauses that edit nothing. */
  answerText: string;
  /** What the answer rules made of `answerText` on the plan as sent, read once and kept for the turn. */
  answered?: InterviewTurn;
  /** Groups added in a clause of their own ("add carers too"), stored before `answerText` is read. */
  added: TurnAct[];
}

const DID_YOU_MEAN = 'Did you mean “';
const YES = new Set([
  'yes',
  'yeah',
  'yep',
  'yup',
  'correct',
  'right',
  'exactly',
  'thats right',
  'yes please',
  'sure',
  'ok',
  'okay',
  'y',
]);

/** The longest turn read for edits. */
const MAX_EDITED_LENGTH = 2000;

export const didYouMean = (value: string) => `${DID_YOU_MEAN}${value}”?`;

/** The persona being asked about, else the last one with any detail. */
export function focusOf(plan: PlanState): Focus | null {
  const gap = findGap(plan);
  if (gap && (gap.kind === 'persona' || gap.kind === 'first_goal')) return { type: gap.type, segment: gap.segment };
  for (let type = plan.user_types.length - 1; type >= 0; type--) {
    const segments = plan.user_types[type]?.segments ?? [];
    for (let segment = segments.length - 1; segment >= 0; segment--) {
      if (Object.keys(segments[segment]?.persona ?? {}).length > 0) return { type, segment };
    }
  }
  return null;
}

/** The clauses of a turn, each with the mark that followed it. */
function clausesOf(said: string): { text: string; mark: string }[] {
  const parts = said.split(/([,;:!?()–—]|\.\s|\.$|\s-\s|\n)/);
  const clauses: { text: string; mark: string }[] = [];
  for (let index = 0; index < parts.length; index += 2) {
    clauses.push({ text: parts[index] ?? '', mark: parts[index + 1] ?? '' });
  }
  return clauses;
}

const isEmptyClause = (text: string) =>
  normalizeCommand(text)
    .split(' ')
    .every((word) => word === '' || EMPTY_WORDS.has(word));

/** The clause just before `index`, when it was kept: what a pronoun after it may point at. */
const keptBefore = (kept: readonly { text: string; index?: number }[], index: number) =>
  kept.at(-1)?.index === index - 1 ? (kept.at(-1)?.text ?? '') : '';

const endsSentence = (mark: string) => mark === '' || /^[.!?\n]/.test(mark);

/** The plan with the group `text` chooses to start with moved to the front, when it chooses one. */
function chosenFirst(plan: PlanState, text: string, asked: Asked): PlanState | null {
  const choice = asked === 'first_group' ? readFirstGroupChoice(plan, text) : null;
  if (!choice) return null;
  const moved = structuredClone(plan);
  moveToFront(moved, choice);
  return moved;
}

function answersIn(
  conversation: readonly ChatMessage[],
  plan: PlanState,
  answerText: string,
  asked: Asked,
): { acts: TurnAct[]; answered: InterviewTurn } {
  const turn = [...conversation.slice(0, -1), { role: 'user' as const, content: answerText }];
  const answered = answerTurn(turn, structuredClone(plan));
  const { state } = answered;
  const known = new Set(plan.user_types.map((type) => type.type?.value.toLowerCase()));
  // A user type the plan already has, named again, is no new answer.
  const repeated = (act: TurnAct) => act.field === 'user_type' && known.has(act.value?.toLowerCase());
  const acts = planChanges(plan, state).filter(
    (act) => (act.act === 'answer' || act.act === 'choice') && !repeated(act),
  );
  // Choosing the group already first moves nothing: the choice is read from the answer itself.
  const chosen = asked === 'first_group' ? readFirstGroupChoice(plan, answerText) : null;
  const name = chosen ? plan.user_types[chosen.index]?.type?.value : undefined;
  if (name && !acts.some((act) => act.act === 'choice'))
    acts.unshift({ act: 'choice', field: 'user_type', value: name });
  return { acts, answered };
}

export function readTurnByRules(conversation: readonly ChatMessage[], plan: PlanState): RulesReading {
  const lastUser = conversation.findLastIndex((message) => message.role === 'user');
  const said = conversation[lastUser]?.content ?? '';
  const previous =
    conversation.slice(0, Math.max(lastUser, 0)).findLast((message) => message.role === 'assistant')?.content ?? '';
  const asked = askedOf(plan, previous);
  const added: TurnAct[] = [];
  const read = (acts: TurnAct[], answerText = '') => ({ reading: { acts }, asked, answerText, added });
  const goalsAsked = asked === 'more_goals' || asked === 'anything_else';
  const request = readRequest(said, asked);
  if (request) return read([{ act: 'request', value: request }]);
  const offered = previous.lastIndexOf(DID_YOU_MEAN);
  if (offered >= 0 && YES.has(normalizeCommand(said)) && asked !== 'first_group' && !goalsAsked) {
    const value = previous.slice(offered + DID_YOU_MEAN.length).split('”')[0] ?? '';
    return read([{ act: 'answer', field: asked, value }]);
  }
  if (isFiller(said)) return read([{ act: 'filler' }]);
  // A pasted page is an answer, not a list of edits: only a turn of a few sentences is read for them.
  if (said.length > MAX_EDITED_LENGTH) {
    const { acts, answered } = answersIn(conversation, plan, said, asked);
    return { ...read(acts, said), answered };
  }
  let focus = focusOf(plan);
  const whole = readTurnEdits(plan, said, asked);
  const clauses = clausesOf(whole ? whole.before : said);
  const edits: TurnAct[] = whole ? [...whole.acts] : [];
  const kept: (KeptClause & { index?: number })[] = [];
  let editedInSentence = false;
  let readOn = plan;
  let removing = false;
  for (let index = 0; index < clauses.length; index++) {
    const clause = clauses[index] as { text: string; mark: string };
    const next = clauses[index + 1];
    const inSentence = next && !endsSentence(clause.mark);
    const contrast = inSentence ? readEdits(readOn, contrasted(clause.text, next.text), focus, asked) : [];
    // "not the walkers, the owners" chooses a group when one is asked for; elsewhere it renames one.
    const renames = asked !== 'first_group' && contrast.some((act) => act.act === 'rename');
    const span = next ? spanning(clause.text, next.text) || goalNamedThenSaid(clause.text, next.text) : '';
    // "we're not doing the setters. she's …": a clause that removes alone is no first half of a correction.
    const alone = span ? readEdits(readOn, clause.text, focus, asked) : [];
    const joined =
      renames || contrast.some((act) => act.act === 'correction')
        ? contrast
        : span && !alone.some((act) => act.act === 'removal')
          ? readEdits(readOn, span, focus, asked)
          : [];
    const edit = joined.length > 0 ? joined : readEdits(readOn, clause.text, focus, asked);
    if (edit.length === 0 && removing) edit.push(...removalsListed(readOn, removalWords(clause.text)));
    // "the swim teachers aren't users, delete them": the group named just before, removed by its pronoun.
    const pointed = edit.length === 0 ? removalOfNamed(readOn, clause.text, keptBefore(kept, index)) : null;
    if (pointed) edit.push(pointed.act);
    if (pointed?.namedBefore) kept.pop();
    const beside =
      edit.length === 0 && !readAddition(clause.text, asked) ? groupAddedBeside(clauses, index, asked) : null;
    const addition =
      edit.length === 0
        ? (readAddition(clause.text, asked) ?? beside?.act ?? groupAddedAlone(clause.text, asked))
        : null;
    if (addition) edit.push(addition);
    if (addition) added.push(addition);
    if (joined.length > 0 || beside?.takesNext) index++;
    if (edit.length > 0) {
      edits.push(...edit);
      // What follows an edit of a persona named in it speaks of that persona ("Pat's a guy, Patrick").
      focus = personaIn(plan, clause.text) ?? focus;
    } else if (goalsAsked && isDoneClause(clause.text)) edits.push({ act: 'request', value: 'done' });
    else {
      kept.push({ text: `${clause.text}${clause.mark}`, afterEdit: editedInSentence, index });
      // "Doctors first, and call them GPs": after a choice, "them" is the group chosen.
      const chosen = readOn === plan ? chosenFirst(plan, clause.text, asked) : null;
      if (chosen) [readOn, focus] = [chosen, focusOf(chosen)];
    }
    const sentenceGoesOn = !endsSentence((joined.length > 0 ? next : clause)?.mark ?? '');
    editedInSentence = (editedInSentence || edit.length > 0) && sentenceGoesOn;
    removing = edit.length > 0 && edit.every((act) => act.act === 'removal') && sentenceGoesOn;
  }
  const rest =
    edits.length > 0
      ? kept.filter(
          (clause) =>
            !isEmptyClause(clause.text) &&
            !(goalsAsked && isApproval(clause.text)) &&
            !keepsExisting(plan, clause.text) &&
            (!isAside(clause) || isGoalOfPersona(clause.text, asked)) &&
            !isEditEcho(clause.text),
        )
      : kept;
  const answerText = rest
    .map((clause) => clause.text)
    .join('')
    .trim()
    .replace(/^[,;:\s]+/, '');
  if (answerText === '' || isEmptyClause(answerText)) return read(edits.length > 0 ? edits : [{ act: 'filler' }]);
  // "42, does that matter much?": the answer before a question is read, and the question kept beside it.
  const answerFirst = edits.length === 0 ? answerBeforeQuestion(answerText) : null;
  if (answerFirst === '') return read([{ act: 'question' }]);
  const answer = withApostrophes(
    withoutClosingAside(
      edits.length === 0 ? answerTextFor(answerFirst ?? answerText, asked) : withoutJoiners(answerText),
    ),
  );
  const { acts, answered } = answersIn(conversation, plan, answer, asked);
  const asks: TurnAct[] = answerFirst === null ? [] : [{ act: 'question' }];
  return { ...read([...edits, ...acts, ...asks], answer), ...(edits.length === 0 ? { answered } : {}) };
}

export const readTurn = (conversation: readonly ChatMessage[], plan: PlanState): TurnReading =>
  readTurnByRules(conversation, plan).reading;
