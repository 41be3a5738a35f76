/**
 * Which group to test first, once the visitor has named several: "Landscapers or homeowners:
 * which group should we test first?". The answer is a choice, never a name: "Homeowners first",
 * "Let's start with homeowners", "Homeowners, I guess" choose the homeowners; "Local customers"
 * chooses that part of the buyers; "New homeowners" is a segment of the homeowners, and is kept
 * as one, without the words of the choice around it ("Let's start with new homeowners" → "New
 * homeowners"). Only the clause that names a group is read: "Bakers, since they bring the cakes"
 * chooses the bakers and names no segment.
 */
import { trimEndChars } from '../../../src/lib/forms/trim-chars.ts';
import type { PlanState, UserType } from '../../../src/lib/plan/plan.ts';
import { joinOr } from '../language/phrases.ts';
import { placeChosen } from '../words/choice-place.ts';
import { capitalised, groupMention, inSentence, stem } from '../words/mentions.ts';
import { type NameMatch, nameAlike } from '../words/word-likeness.ts';

/** The end of the question, which the interviewer finds again in the visitor's next turn. */
export const FIRST_GROUP_MARK = ': which group should we test first?';
/** Names a question lists before it counts them instead. */
const MAX_NAMED_CHOICES = 3;

/** Several user types and no segment yet: which one comes first is still open. */
export const needsFirstGroup = (plan: PlanState) =>
  plan.user_types.length > 1 && plan.user_types.every((userType) => userType.segments.length === 0);

/** Several user types and no person or goal yet (their parts may be known): the first is still to choose. */
export const choosesFirstGroup = (plan: PlanState) =>
  plan.user_types.length > 1 &&
  plan.user_types.every((userType) =>
    userType.segments.every((segment) => Object.keys(segment.persona ?? {}).length === 0 && segment.goals.length === 0),
  );

export const isFirstGroupChoice = (plan: PlanState, previous: string) =>
  choosesFirstGroup(plan) && previous.includes(FIRST_GROUP_MARK);

export function firstGroupQuestion(plan: PlanState): string {
  const names = plan.user_types.map((userType) => groupMention(userType.type?.value));
  const clean = names.filter((name): name is string => name !== null);
  if (clean.length === names.length && names.length <= MAX_NAMED_CHOICES) {
    return `${capitalised(joinOr(clean.map(inSentence)))}${FIRST_GROUP_MARK}`;
  }
  return `You named ${plan.user_types.length} groups${FIRST_GROUP_MARK}`;
}

const setOf = (words: string) => new Set(words.split(' '));
/** Words an answer may wrap a group's name in without naming a segment: "Let's start with homeowners, please". */
const CHOICE_WORDS = setOf(
  'first start starting with the one ones group groups side please let lets us go going begin beginning test ' +
    'testing i id think would say them those we should can could definitely probably maybe perhaps pick choose ' +
    'take do focus on prefer rather ok okay sure yes then for now to off priority most important main lead ' +
    'a an of guess reckon really kick prob prolly pl plz thing by',
);
/** Words that may only open or close a choice, not a segment's name, stripped from around one. */
/** Words that hedge or join a choice ("couples def", "and start with the kids", "the photographers are first"). */
const HEDGES = setOf(
  'and but so also though actually def defo deffo definitely obviously clearly honestly surely certainly ' +
    'are is be come comes go goes only just',
);
/** Verbs said of the group chosen: "the photographers are first", "they come first". */
const VERBS = setOf('are is come go should will');
/** Every word a choice may be said with, around the group's name. */
const SAID_AROUND = new Set([...CHOICE_WORDS, ...HEDGES]);
const OPENING_WORDS = setOf(
  'let lets us start starting with begin beginning go going i id think would say we should can could pick ' +
    'choose take focus on prefer the definitely probably maybe perhaps ok okay sure yes test testing by',
);
const CLOSING_WORDS = setOf('first please then to start begin with now for guess think i probably definitely');
/** "Either", "you pick", "doesn't matter": the first group, as it would have been unasked. */
const ANY_WORDS = setOf('either whichever any anyone matter mind you');
/** Words that end the clause a choice is made in: "Bakers because they …", "bakers and then buyers". */
const CLAUSE_WORDS = setOf('because since cause cos as so they theyre it its then before');

export interface FirstGroupChoice {
  /** The chosen user type's index. */
  index: number;
  /** The index of the segment of it the answer names, when it names one the plan has. */
  segment?: number;
  /** Whether the answer says more than the group's name: a segment of it, new to the plan. */
  namesSegment: boolean;
  /** That segment as the visitor named it, without the words of the choice ("New homeowners"). */
  segmentName?: string;
}

const wordsOf = (text: string) => text.split(/\s+/).filter(Boolean);

/** The clauses of an answer, each as its words, cut at punctuation and at words that start a reason. */
function clausesOf(answer: string): string[][] {
  const clauses: string[][] = [];
  for (const part of answer.split(/[,;:.!?()–—]|\s-\s/)) {
    let clause: string[] = [];
    for (const word of wordsOf(part)) {
      if (CLAUSE_WORDS.has(stem(word)) && clause.length > 0) {
        clauses.push(clause);
        clause = [];
      }
      clause.push(word);
    }
    if (clause.length > 0) clauses.push(clause);
  }
  return clauses;
}

/** The words that name a group, without what describes it ("Office managers ordering for events" → office, manager). */
function nameStems(name: string): string[] {
  const words = wordsOf(name.toLowerCase());
  const end = words.findIndex((word, index) => index > 0 && (/ing$/.test(word) || CUTS.has(word)));
  return (end > 0 ? words.slice(0, end) : words).map(stem).filter(Boolean);
}
const CUTS = setOf('who that which for with in on at from of to');

const mentions = (stems: readonly string[], name: readonly string[]) =>
  name.length > 0 && name.every((word) => stems.includes(word));

/** The longest answer whose words are compared letter by letter: a choice is said in a few words. */
const MAX_LIKENESS_LENGTH = 200;

/**
 * The user type a clause names, with the words that name it: by its words (the longest name that
 * fits), else, in a short answer, by short forms, slips or a word of one name alone (word-likeness.ts).
 */
function typeNamed(typeWords: readonly string[][], stems: readonly string[], alike: boolean): NameMatch | null {
  const exact = typeWords
    .map((name, index) => ({ index, words: name as string[] }))
    .filter(({ words }) => mentions(stems, words))
    .sort((one, other) => other.words.length - one.words.length)[0];
  if (exact || !alike) return exact ?? null;
  return nameAlike(
    typeWords,
    stems.filter((word) => !SAID_AROUND.has(word)),
  );
}

/** "Let's start with new homeowners, please" → "New homeowners". */
function segmentNameIn(clause: readonly string[]): string {
  let start = 0;
  let end = clause.length;
  const opens = (word: string) => OPENING_WORDS.has(word) || HEDGES.has(word);
  const closes = (word: string) => CLOSING_WORDS.has(word) || HEDGES.has(word);
  while (start < end - 1 && opens(stem(clause[start] as string))) start += 1;
  while (end > start + 1 && closes(stem(clause[end - 1] as string))) end -= 1;
  return capitalised(clause.slice(start, end).join(' '));
}

function segmentChoice(types: readonly UserType[], stems: readonly string[]): FirstGroupChoice | null {
  for (const [index, userType] of types.entries()) {
    const segment = userType.segments.findIndex((entry) => mentions(stems, nameStems(entry.segment?.value ?? '')));
    if (segment >= 0) return { index, segment, namesSegment: false };
  }
  return null;
}

export function readFirstGroupChoice(plan: PlanState, answer: string): FirstGroupChoice | null {
  const typeWords = plan.user_types.map((userType) => nameStems(userType.type?.value ?? ''));
  for (const clause of clausesOf(answer)) {
    const stems = clause.map(stem).filter(Boolean);
    const part = segmentChoice(plan.user_types, stems);
    if (part) return part;
    const named = typeNamed(typeWords, stems, answer.length <= MAX_LIKENESS_LENGTH);
    if (!named) continue;
    const { index } = named;
    // "Students are the bigger group": what follows a verb says why, and names no part of the group.
    const verb = stems.findIndex((word, at) => at > 0 && VERBS.has(word));
    const rest = stems
      .slice(0, verb > 0 ? verb : stems.length)
      .filter((word) => !named.words.includes(word) && !SAID_AROUND.has(word));
    if (rest.length === 0) return { index, namesSegment: false };
    return { index, namesSegment: true, segmentName: segmentNameIn(clause) };
  }
  // "The second lot", "the last one": the group at that place in the list the question named.
  const place = placeChosen(clausesOf(answer), plan.user_types.length, SAID_AROUND);
  if (place !== null) return { index: place, namesSegment: false };
  const words = wordsOf(answer).map(stem).filter(Boolean);
  if (words.some((word) => ANY_WORDS.has(word))) return { index: 0, namesSegment: false };
  return null;
}

/** Puts the chosen user type first, the others after it in the order they were named; the same for its segment. */
export function moveToFront(plan: PlanState, choice: FirstGroupChoice): void {
  const [chosen] = plan.user_types.splice(choice.index, 1);
  if (!chosen) return;
  plan.user_types.unshift(chosen);
  const [segment] = choice.segment === undefined ? [] : chosen.segments.splice(choice.segment, 1);
  if (segment) chosen.segments.unshift(segment);
}

/** Words that make a clause a choice of the first group: "let's start with bakers", "bakers first". */
const CHOOSING = setOf('first start starting begin beginning');
const MAX_CHOICE_NAME_WORDS = 3;

/**
 * The answer naming the groups without the clause that already chooses the first ("Bakers and
 * buyers, let's start with bakers"), and that clause ("" when there is none): it is not asked again.
 */
export function withoutChoice(answer: string): { groups: string; choice: string } {
  const pieces = answer.split(/([,;:.!?()–—]|\s-\s)/);
  for (let index = 0; index < pieces.length; index += 2) {
    const words = wordsOf(pieces[index] ?? '')
      .map(stem)
      .filter(Boolean);
    const named = words.filter((word) => !CHOICE_WORDS.has(word));
    if (!words.some((word) => CHOOSING.has(word)) || named.length === 0 || named.length > MAX_CHOICE_NAME_WORDS)
      continue;
    const choice = pieces[index] ?? '';
    const groups = [...pieces.slice(0, Math.max(index - 1, 0)), ...pieces.slice(index + 1)].join('');
    // The group chosen is one the answer names elsewhere ("Two kinds: first, …" chooses none).
    const elsewhere = new Set(wordsOf(groups).map(stem));
    if (named.every((word) => elsewhere.has(word))) return { groups, choice };
  }
  return { groups: answer, choice: '' };
}

/**
 * A segment named as a choice, without the words of the choice: "Let's start with hobby bakers"
 * → "Hobby bakers", "New bakers first" → "New bakers"; any other answer as it is.
 */
export function withoutChoiceWords(answer: string): string {
  if (answer.includes('\n')) return answer;
  const words = wordsOf(answer);
  const stems = words.map(stem);
  const lead = stems.slice(0, 4);
  const opensChoice = lead.includes('with') && lead.some((word) => CHOOSING.has(word) || word === 'go');
  let start = 0;
  let end = words.length;
  while (opensChoice && start < end - 1 && OPENING_WORDS.has(stems[start] ?? '')) start += 1;
  while (end > start + 1 && ['first', 'please'].includes(stems[end - 1] ?? '')) end -= 1;
  if (start === 0 && end === words.length) return answer;
  return capitalised(trimEndChars(words.slice(start, end).join(' '), ' ,;:'));
}
