/**
 * What people do in an app, read from its description: "A marketplace where homeowners book local
 * gardeners and pay through the app" holds two actions, both the homeowners': book (local
 * gardeners) and pay (through the app). Goals are written from these (goals.ts), so a suggested
 * plan tests the app's own actions instead of stock ones.
 *
 * The library tags most verbs; where it takes a verb for a noun in a short description ("hospital
 * staff swap shifts", "and pay walkers"), a word people do in apps, placed where a verb goes, is
 * read as the verb. Sentences about the makers ("We launch in spring") hold no actions.
 */
import { cleanText } from '../answers.ts';
import { infinitive, MAX_READ_CHARS, readSentences, type Term } from './english.ts';
import { phraseText } from './phrases.ts';
import {
  endsItem,
  endsSentence,
  isDeterminerLike,
  isEmoji,
  isGerund,
  isNoun,
  joinerLength,
  RELATIVE_WORDS,
} from './terms.ts';

export interface Action {
  /** Who does it, as written ("homeowners"), or "" when the description does not say. */
  subject: string;
  /** The verb's plain form, in lower case: "book", "hand in", "video call". */
  verb: string;
  /** What it is done to, as written ("local gardeners"), or "". */
  object: string;
  /** Whether the object is people ("gardeners"): a booking is then of them, not for them. */
  objectIsPerson: boolean;
  /** How or where, as written ("through the app", "on site"), or "". */
  detail: string;
}

/** Verbs people do in apps, which a short description may leave the library reading as nouns. */
const APP_VERBS = new Set(
  (
    'book pay swap trade request call send share find search compare buy sell list order track report rent ' +
    'reserve confirm accept invite upload post publish create manage schedule message chat review rate hire ' +
    'collect take earn set quote invoice plan learn teach watch read write edit save download export organise ' +
    'organize log check deliver ship return cancel refund apply join vote donate subscribe follow comment split ' +
    'transfer borrow lend sort fix repair design test measure monitor play stream record translate cook walk ' +
    'feed adopt visit explore discover browse bid exchange price approve'
  ).split(' '),
);
const TWO_WORD_VERBS = new Set([
  'video call',
  'sign up',
  'log in',
  'check in',
  'check out',
  'pick up',
  'hand in',
  'top up',
]);
/** Verbs that are not actions of their own: what follows them is ("lets crews price a job"). */
const CAUSATIVE = new Set(['let', 'lets', 'help', 'helps', 'allow', 'allows', 'enable', 'enables']);
const NOT_ACTIONS = new Set([
  'be',
  'have',
  'do',
  'use',
  'want',
  'need',
  'like',
  'try',
  'wish',
  'hope',
  'launch',
  'build',
  'go',
  'come',
  'say',
  'think',
  'know',
  'get',
  'make',
]);
const FIRST_PERSON = new Set(['we', 'i', 'us', 'our', 'my']);
const PRONOUN_OBJECTS = new Set(['it', 'them', 'this', 'these', 'those', 'one']);
const PARTICLES = new Set(['up', 'in', 'out', 'off', 'down', 'back']);
/** Words after which a gerund is the app's action ("a tool for sending invoices"). */
const GERUND_LEADS = new Set(['for', 'by', 'to', 'about']);

const verbAt = (terms: readonly Term[], index: number) => {
  const pair = `${terms[index]?.normal} ${terms[index + 1]?.normal}`;
  return TWO_WORD_VERBS.has(pair) ? 2 : 1;
};

/** Whether the term at `index` is a verb of an action (and not, say, "landscaping" in "landscaping crews"). */
function isActionVerb(terms: readonly Term[], index: number, afterAction: boolean): boolean {
  const term = terms[index];
  if (!term || NOT_ACTIONS.has(term.normal) || CAUSATIVE.has(term.normal)) return false;
  const previous = terms[index - 1];
  const next = terms[index + verbAt(terms, index)];
  if (APP_VERBS.has(term.normal) && afterAction && joinerLength(terms, index - 1) > 0) return true;
  // "CrewQuote lets", "kids earn": a word right before a verb is its subject, not a verb.
  if (next?.tags.has('Verb') && !next.tags.has('Particle') && !endsItem(term)) return false;
  if (TWO_WORD_VERBS.has(`${term.normal} ${terms[index + 1]?.normal}`)) return true;
  if (isGerund(term)) {
    const led = GERUND_LEADS.has(previous?.normal ?? '') || (afterAction && joinerLength(terms, index - 1) > 0);
    return term.tags.has('Verb') && led;
  }
  if (term.tags.has('Verb') && !term.tags.has('Auxiliary') && !term.tags.has('Copula')) return true;
  const placed = isNoun(previous) || (afterAction && joinerLength(terms, index - 1) > 0);
  const objectFollows = !next || isNoun(next) || isDeterminerLike(next) || next.tags.has('Preposition');
  return APP_VERBS.has(term.normal) && placed && objectFollows;
}

/** Whether the term belongs to a noun phrase (a word the library took for a verb right before one does). */
const inNounPhrase = (term: Term, next: Term | undefined) =>
  isNoun(term) ||
  term.tags.has('Adjective') ||
  (isGerund(term) && isNoun(next)) ||
  (isVerbWord(term) && isVerbWord(next));
const isVerbWord = (term: Term | undefined) => term?.tags.has('Verb') === true && !term.tags.has('Auxiliary');

/** The noun phrase that ends right before `index` ("hospital staff" before "swap"). */
function phraseBefore(terms: readonly Term[], index: number): string {
  let start = index;
  while (start > 0) {
    const term = terms[start - 1] as Term;
    if (!inNounPhrase(term, terms[start]) || endsItem(term) || endsSentence(term)) break;
    start -= 1;
  }
  return phraseText(terms.slice(start, index));
}

/** Whether a new clause with its own subject starts after the joining word at `index` ("and students hand in …"). */
function startsClause(terms: readonly Term[], index: number): boolean {
  let at = index + joinerLength(terms, index);
  if (isActionVerb(terms, at, true)) return true;
  while (terms[at] && (inNounPhrase(terms[at] as Term, terms[at + 1]) || isDeterminerLike(terms[at]))) at += 1;
  return at > index + 1 && isActionVerb(terms, at, false);
}

/** Where an action's words end: the clause's end, "who", or "and" before the next action. */
function actionEnd(terms: readonly Term[], from: number): number {
  for (let index = from; index < terms.length; index += 1) {
    const term = terms[index] as Term;
    if (RELATIVE_WORDS.has(term.normal) || term.tags.has('QuestionWord')) return index;
    if (term.tags.has('Adverb') && index > from) return index;
    if (joinerLength(terms, index) > 0 && startsClause(terms, index)) return index;
    if (endsItem(term) || endsSentence(term)) return index + 1;
  }
  return terms.length;
}

/** "on it" → "on vintage furniture": a pronoun at the end of a detail stands for the last object. */
function withObject(detail: string, previous: Action | undefined): string {
  const words = detail.split(' ');
  const last = words.at(-1) ?? '';
  if (!previous?.object || !PRONOUN_OBJECTS.has(last.toLowerCase())) return detail;
  return [...words.slice(0, -1), previous.object].join(' ');
}

function readSentence(terms: readonly Term[]): Action[] {
  if (FIRST_PERSON.has(terms.find((term) => isNoun(term) || term.tags.has('Pronoun'))?.normal ?? '')) return [];
  const actions: Action[] = [];
  let causativeSubject = '';
  for (let index = 0; index < terms.length; index += 1) {
    const term = terms[index] as Term;
    if (CAUSATIVE.has(term.normal)) {
      const end = terms.findIndex((_, at) => at > index && isActionVerb(terms, at, false));
      causativeSubject = end > index ? phraseBefore(terms, end) : '';
      continue;
    }
    const previous = actions.at(-1);
    if (!isActionVerb(terms, index, previous !== undefined)) continue;
    const length = verbAt(terms, index) === 2 || !terms[index + 1]?.tags.has('Particle') ? verbAt(terms, index) : 2;
    const verbs = terms.slice(index, index + length);
    const end = actionEnd(terms, index + length);
    const rest = terms.slice(index + length, end).filter((other) => !isEmoji(other));
    const split = rest.findIndex((other) => other.tags.has('Preposition'));
    const objectTerms = split >= 0 ? rest.slice(0, split) : rest;
    const objectText = phraseText(objectTerms);
    // "pick them up": the particle belongs to the verb.
    const particle = split === rest.length - 1 && PARTICLES.has(rest[split]?.normal ?? '') ? rest.splice(split, 1) : [];
    const pronoun = PRONOUN_OBJECTS.has(objectText.toLowerCase());
    const joined = joinerLength(terms, index - 1) > 0 && previous !== undefined;
    const action: Action = {
      subject: phraseBefore(terms, index) || (joined ? previous.subject : causativeSubject),
      verb: [...verbs, ...particle].map((verb, at) => (at === 0 ? infinitive(verb.normal) : verb.normal)).join(' '),
      object: pronoun ? (previous?.object ?? '') : objectText,
      objectIsPerson: pronoun
        ? (previous?.objectIsPerson ?? false)
        : objectTerms.some((other) => other.tags.has('Actor')),
      detail: withObject(split >= 0 ? phraseText(rest.slice(split)) : '', previous),
    };
    if (action.object || action.detail) actions.push(action);
    index = end - 1;
  }
  return actions;
}

/** More actions than a plan has goals for a group: past these, a description is read no further. */
const MAX_ACTIONS = 12;

/** The actions the description names, in order, at most MAX_ACTIONS of them. */
export function readActions(description: string): Action[] {
  const actions: Action[] = [];
  for (const sentence of readSentences(cleanText(description, MAX_READ_CHARS + 1))) {
    if (actions.length >= MAX_ACTIONS) break;
    actions.push(...readSentence(sentence));
  }
  return actions.slice(0, MAX_ACTIONS);
}
