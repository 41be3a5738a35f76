/**
 * What people do in an app, read from its description: "A marketplace where homeowners book local
 * gardeners and pay through the app" holds two actions, both the homeowners': book (local
 * gardeners) and pay (through the app). Goals are written from these (goals.ts), so a suggested
 * plan tests the app's own actions instead of stock ones.
 *
 * The library tags most verbs; where it takes a verb for a noun in a short description ("hospital
 * staff swap shifts", "and pay walkers"), a word people do in apps, placed where a verb goes, is
 * read as the verb. Sentences about the makers ("We launch in spring") hold no actions. A run of
 * verbs shares its subject ("buyers browse, order and pay") and, where it leaves them unsaid, its
 * objects (action-objects.ts).
 */
import { cleanText } from '../words/answers.ts';
import { completeObjects, type ReadAction, shareObjects } from './action-objects.ts';
import {
  type Action,
  APP_VERBS,
  CAUSATIVE,
  FIRST_PERSON,
  GERUND_LEADS,
  NOT_ACTIONS,
  negated,
  PARTICLES,
  PRONOUN_OBJECTS,
  retagged,
  SUBJECT_PRONOUNS,
  TWO_WORD_VERBS,
  VERB_WORDS,
} from './action-words.ts';
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

export type { Action } from './action-words.ts';

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
  // "…, order and pay": a verb of an app that goes on from an action, after "and" or a comma.
  const goesOn = afterAction && (joinerLength(terms, index - 1) > 0 || endsItem(previous));
  if (APP_VERBS.has(term.normal) && goesOn && !endsSentence(previous)) return true;
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
    if (SUBJECT_PRONOUNS.has(term.normal) && index > from) return index;
    if (term.tags.has('Adverb') && index > from && !PARTICLES.has(term.normal)) return index;
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

/** The object and the how-or-where of an action, from the words after its verb. */
function complement(rest: Term[], previous: Action | undefined) {
  // "cakes to people nearby": "to" before a noun phrase starts one, though the library calls it a conjunction.
  // "pick them up": a particle at the end belongs to the verb, whatever the library calls it.
  const last = rest.at(-1);
  const particle =
    rest.length > 1 && PARTICLES.has(last?.normal ?? '') && !endsItem(rest.at(-2)) ? rest.splice(-1) : [];
  const split = rest.findIndex(
    (other, at) => other.tags.has('Preposition') || (other.normal === 'to' && !rest[at + 1]?.tags.has('Verb')),
  );
  const objectTerms = split >= 0 ? rest.slice(0, split) : rest;
  const after = split >= 0 ? rest.slice(split) : [];
  // "pay them online": a pronoun stands for the last thing named, and what follows it says how.
  if (PRONOUN_OBJECTS.has(objectTerms[0]?.normal ?? '')) {
    return {
      particle,
      object: previous?.object ?? '',
      objectIsPerson: previous?.objectIsPerson ?? false,
      detail: withObject(phraseText([...objectTerms.slice(1), ...after]), previous),
    };
  }
  // "list what they bake": what it is done to is a clause this reading does not follow.
  if (rest[0]?.tags.has('QuestionWord') || ['what', 'whatever'].includes(rest[0]?.normal ?? '')) {
    return { particle, object: '', objectIsPerson: false, detail: '' };
  }
  const objectText = phraseText(objectTerms);
  // "pay online", "teach remotely": no thing is named, only how.
  const named = objectTerms.some((other) => !other.tags.has('Adjective') && !other.tags.has('Adverb'));
  return {
    particle,
    object: named ? objectText : '',
    objectIsPerson: objectTerms.some((other) => other.tags.has('Actor')),
    detail: withObject(split >= 0 ? phraseText(after) : named ? '' : objectText, previous),
  };
}

/** "the orders they want to bake" → "to bake": what an object is for, said right after it. */
function purposeAt(terms: readonly Term[], at: number): string {
  let index = at;
  if (SUBJECT_PRONOUNS.has(terms[index]?.normal ?? '')) index += 1;
  while (['want', 'need', 'have', 'would', 'like', 'love'].includes(terms[index]?.normal ?? '')) index += 1;
  const verb = terms[index + 1];
  if (terms[index]?.normal !== 'to' || !verb?.tags.has('Verb') || index === at) return '';
  return `to ${infinitive(verb.normal)}`;
}

/** Where the subject of the verb at `index` stands, past "want to", "need to" ("they want to bake" → "they"). */
function subjectAt(terms: readonly Term[], index: number): number {
  let at = index - 1;
  while (at > 0 && (terms[at]?.normal === 'to' || NOT_ACTIONS.has(terms[at]?.normal ?? ''))) at -= 1;
  return at;
}

function readSentence(sentence: readonly Term[]): ReadAction[] {
  const terms = retagged(sentence);
  if (FIRST_PERSON.has(terms.find((term) => isNoun(term) || term.tags.has('Pronoun'))?.normal ?? '')) return [];
  const read: ReadAction[] = [];
  let causativeSubject = '';
  let lastSubject = '';
  let afterNegated = false;
  for (let index = 0; index < terms.length; index += 1) {
    const term = terms[index] as Term;
    if (CAUSATIVE.has(term.normal)) {
      const end = terms.findIndex((_, at) => at > index && isActionVerb(terms, at, false));
      causativeSubject = end > index ? phraseBefore(terms, end) : '';
      continue;
    }
    const previous = read.at(-1)?.action;
    // "…, practice managers build the rota and export invoices": a verb's own subject, even of a
    // verb that is no action of the app, is the subject of the verbs joined to it.
    const said = isVerbWord(term) ? phraseBefore(terms, index) : '';
    if (said) lastSubject = said;
    if (!isActionVerb(terms, index, previous !== undefined || afterNegated)) continue;
    // "never double-book a nurse", "don't lose a booking": what the app prevents is no one's goal;
    // the verbs joined after it ("… and export reports") are read on.
    const followsNegated = afterNegated;
    afterNegated = negated(terms, index);
    if (afterNegated) {
      // "Teams never lose …": the subject before the negation is the subject of what follows.
      let start = index;
      while (start > 0 && /Negative|Adverb|Auxiliary/.test([...(terms[start - 1]?.tags ?? [])].join(' '))) start -= 1;
      lastSubject = phraseBefore(terms, start) || lastSubject;
      while (index + 1 < terms.length && joinerLength(terms, index + 1) === 0 && !endsItem(terms[index])) index += 1;
      continue;
    }
    // "cakes they bake", "order them": a pronoun stands for the last subject, or the last thing named.
    const named = read.findLast((other) => other.action.object)?.action;
    const pronounSubject = SUBJECT_PRONOUNS.has(terms[subjectAt(terms, index)]?.normal ?? '')
      ? lastSubject || previous?.subject
      : undefined;
    const length = verbAt(terms, index) === 2 || !terms[index + 1]?.tags.has('Particle') ? verbAt(terms, index) : 2;
    const verbs = terms.slice(index, index + length);
    // "browse, order and pay": a verb with a mark after it has nothing after it of its own.
    const last = verbs.at(-1);
    const end = endsItem(last) || endsSentence(last) ? index + length : actionEnd(terms, index + length);
    const rest = terms.slice(index + length, end).filter((other) => !isEmoji(other));
    const { particle, ...done } = complement(rest, named);
    const purpose = purposeAt(terms, end);
    if (purpose && done.object) done.detail = [done.detail, purpose].filter(Boolean).join(' ');
    const joined =
      (joinerLength(terms, index - 1) > 0 || endsItem(terms[index - 1])) && (previous !== undefined || followsNegated);
    const subject = phraseBefore(terms, index);
    const action: Action = {
      subject: subject || pronounSubject || (joined ? lastSubject || (previous?.subject ?? '') : causativeSubject),
      verb: [...verbs, ...particle].map((verb, at) => (at === 0 ? infinitive(verb.normal) : verb.normal)).join(' '),
      ...done,
    };
    // A verb of an app with nothing after it is kept for the object of the run it is in ("browse, order
    // and pay"); one whose words say nothing readable ("list what they bake") is left out.
    const bareVerb = rest.length === 0 && APP_VERBS.has(verbs[0]?.normal ?? '');
    if (action.object || action.detail || bareVerb) {
      read.push({ action, joined: joined && !subject });
    }
    index = end - 1;
  }
  shareObjects(read);
  return read;
}

/** More actions than a plan has goals for a group: past these, a description is read no further. */
const MAX_ACTIONS = 12;

/** The actions the description names, in order, at most MAX_ACTIONS of them. */
export function readActions(description: string): Action[] {
  const actions: Action[] = [];
  for (const sentence of readSentences(cleanText(description, MAX_READ_CHARS + 1), VERB_WORDS)) {
    if (actions.length >= MAX_ACTIONS) break;
    actions.push(...readSentence(sentence).map((read) => read.action));
  }
  return completeObjects(actions).slice(0, MAX_ACTIONS);
}
