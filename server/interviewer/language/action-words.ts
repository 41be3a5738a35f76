/**
 * The words the reading of actions (actions.ts) turns on: the verbs people do in apps, those that
 * are not actions of their own, and the pronouns that stand for an object; and the corrections
 * the library's tags need in a description ("bakers list cakes" reads "cakes" as a verb).
 */
import type { Term } from './english.ts';
import { endsItem, endsSentence, isNoun } from './terms.ts';

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
export const APP_VERBS = new Set(
  (
    'book pay swap trade request call send share find search compare buy sell list order track report rent ' +
    'reserve confirm accept invite upload post publish create manage schedule message chat review rate hire ' +
    'collect take earn set quote invoice plan learn teach watch read write edit save download export organise ' +
    'organize log check deliver ship return cancel refund apply join vote donate subscribe follow comment split ' +
    'transfer borrow lend sort fix repair design test measure monitor play stream record translate cook walk ' +
    'feed adopt visit explore discover browse bid exchange price approve bake prepare sew knit brew craft grow ' +
    'pick choose'
  ).split(' '),
);
/** The same verbs, for the library to read as verbs where the sentence allows it ("buyers browse, order and pay"). */
export const VERB_WORDS = Object.fromEntries([...APP_VERBS].map((verb) => [verb, 'Infinitive' as const]));
export const TWO_WORD_VERBS = new Set([
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
export const CAUSATIVE = new Set(['let', 'lets', 'help', 'helps', 'allow', 'allows', 'enable', 'enables']);
export const NOT_ACTIONS = new Set([
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
  'go',
  'come',
  'say',
  'think',
  'know',
  'get',
  'make',
  'should',
  'could',
  'would',
  'can',
  'will',
  'shall',
  'may',
  'might',
  'must',
]);
export const FIRST_PERSON = new Set(['we', 'i', 'us', 'our', 'my']);
export const PRONOUN_OBJECTS = new Set(['it', 'them', 'this', 'these', 'those', 'one']);
export const PARTICLES = new Set(['up', 'in', 'out', 'off', 'down', 'back']);
/** Words after which a gerund is the app's action ("a tool for sending invoices"). */
export const GERUND_LEADS = new Set(['for', 'by', 'to', 'about']);

/** Pronouns that start a clause of their own: an object ends before them ("cakes they bake"). */
export const SUBJECT_PRONOUNS = new Set(['they', 'we', 'he', 'she', 'i', 'you']);

/**
 * The terms with the tags a description needs: after a verb of an app that follows its subject,
 * a word read as a verb in "-s" is its object ("bakers list cakes", "buyers browse cakes").
 */
export function retagged(terms: readonly Term[]): Term[] {
  return terms.map((term, index) => {
    const verb = terms[index - 1];
    const subject = terms[index - 2];
    const isObject =
      verb !== undefined &&
      APP_VERBS.has(verb.normal) &&
      isNoun(subject) &&
      subject?.tags.has('Plural') === true &&
      term.tags.has('PresentTense') &&
      !term.tags.has('Infinitive') &&
      term.normal.endsWith('s') &&
      verb.post.trim() === '';
    return isObject ? { ...term, tags: new Set(['Noun', 'Plural']) } : term;
  });
}

/** A "not", "never" or "no longer" just before the verb at `index`, in its own clause. */
export function negated(terms: readonly Term[], index: number): boolean {
  for (let at = index - 1; at >= Math.max(0, index - 3); at -= 1) {
    const term = terms[at] as Term;
    if (term.tags.has('Negative')) return true;
    if (endsItem(term) || endsSentence(term) || !(term.tags.has('Adverb') || term.tags.has('Auxiliary'))) return false;
  }
  return false;
}
