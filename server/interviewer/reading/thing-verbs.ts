/**
 * The verb a tester is told for a thing a goal is said as (docs/interviewer.md, "Field shapes"):
 * asked what a persona wants to get done, a founder often names the thing ("the veg box", "invoices
 * mostly", "class bookings"). A thing said alone is done with the verb that kind of thing takes
 * (a slot is booked, a page checked, a fee paid), and a doing said as a noun is its own verb
 * ("renewal" → "renew", "checkout" → "check out").
 */
import { readsAsVerb, readTerms } from '../language/english.ts';

/** What is said before the thing when the founder said no article: "a" slot, "the" volume, or none ("log mileage"). */
export type Article = 'a' | 'the' | '';

interface ThingVerb {
  verb: string;
  article: Article;
}

/** Kinds of things, each with the verb it takes: one word or two, as its singular. */
const KINDS: readonly [string, Article, string][] = [
  [
    'book',
    'a',
    'slot desk table appointment class lesson session pitch room bed court ticket return trip flight visit consultation viewing tour fitting tee-time',
  ],
  [
    'check',
    'the',
    'page stats stat numbers level balance status dashboard history score results progress availability forecast leaderboard analytics',
  ],
  ['send', 'a', 'invoice message reminder newsletter reply'],
  ['get', 'a', 'quote alert notification refund summary update discount recommendation'],
  ['pay', 'the', 'deposit fee bill rent fine excess'],
  ['make', 'a', 'payment'],
  ['fill in', 'a', 'form questionnaire survey timesheet'],
  ['order', 'a', 'prescription refill box kit takeaway'],
  ['file', 'a', 'claim bug-report'],
  ['log', '', 'inspection dive workout mileage hours expense symptom'],
  ['set up', 'a', 'standing-order direct-debit account profile'],
  ['change', 'the', 'volume password setting settings address'],
  ['write', 'a', 'note notes review post bio caption'],
  ['claim', '', 'gift-aid'],
  ['update', 'the', 'log'],
  ['download', 'a', 'receipt certificate statement'],
  ['track', 'the', 'parcel delivery package shipment'],
  ['place', 'a', 'order'],
  ['run', 'the', 'report'],
  ['upload', 'a', 'photo document episode video file'],
];

const THINGS: ReadonlyMap<string, ThingVerb> = new Map(
  KINDS.flatMap(([verb, article, things]) =>
    things.split(' ').map((thing) => [thing.replace('-', ' '), { verb, article: article as Article }] as const),
  ),
);

/** The verb `thing` takes ("collection slot" → book, "standing order" → set up), by its last two words or its last. */
export function verbOfThing(thing: readonly string[]): ThingVerb | null {
  const two = thing.slice(-2).join(' ');
  return (thing.length > 1 ? THINGS.get(two) : undefined) ?? THINGS.get(thing.at(-1) ?? '') ?? null;
}

/** Whether two words name one thing of their own ("bug report", "standing order"), not a word and a thing. */
export const namesOneThing = (first: string, second: string) => THINGS.has(`${first} ${second}`);

/** Doings said as one noun with their particle: "the checkout" is checking out. */
const PARTICLE_DOINGS: Readonly<Record<string, string>> = {
  checkout: 'check out',
  'check-out': 'check out',
  checkin: 'check in',
  'check-in': 'check in',
  signup: 'sign up',
  'sign-up': 'sign up',
  login: 'log in',
  'log-in': 'log in',
  'top-up': 'top up',
  topup: 'top up',
  pickup: 'pick up',
  'pick-up': 'pick up',
  'drop-off': 'drop off',
  setup: 'set up',
  'follow-up': 'follow up',
};

/** Doings said as the verb itself: "the gallery download". */
const SAME_WORD_DOINGS = new Set('download upload transfer export import search'.split(' '));

/** Nouns in "-al", "-ation" or "-ing" that name a thing, not its doing ("the portal", "her location"). */
const NOT_DOINGS = new Set(
  (
    'total portal dental signal material capital digital medal pedal metal petal rival interval festival ' +
    'information location station situation conversation accommodation destination education population nation ' +
    'organisation organization foundation documentation notification translation ' +
    'building meeting morning evening thing something nothing anything everything wedding clothing ceiling ' +
    'setting settings listing listings feeling ring king spring string evening'
  ).split(' '),
);

/** The verbs a doing said as a noun may come from: "renewal" → renew, "registration" → register. */
function stemsOf(noun: string): string[] {
  const cut = (ending: string) => noun.slice(0, -ending.length);
  if (noun.endsWith('ication')) return [`${cut('ication')}y`];
  if (noun.endsWith('ation')) {
    const stem = cut('ation');
    // "registration" → "register", "cancellation" → "cancel", "reservation" → "reserve".
    return [stem, `${stem}e`, stem.slice(0, -1), `${stem.slice(0, -1)}e${stem.slice(-1)}`];
  }
  if (noun.endsWith('al')) {
    const stem = cut('al');
    return [stem, `${stem}e`, stem.slice(0, -1)];
  }
  return [];
}

/** A verb the library knows as one when it reads it alone ("register"), never a stem cut short ("registr"). */
export const isKnownVerb = (word: string) => readsAsVerb(word) && readTerms(word)[0]?.tags.has('Verb') === true;

/** The verb of a doing said as a noun ("renewal", "the checkout", "a download"), or null. */
export function verbOfDoing(noun: string): string | null {
  const word = noun.toLowerCase();
  if (Object.hasOwn(PARTICLE_DOINGS, word)) return PARTICLE_DOINGS[word] ?? null;
  if (SAME_WORD_DOINGS.has(word)) return word;
  if (NOT_DOINGS.has(word) || word.length < 5) return null;
  return stemsOf(word).find((stem) => stem.length >= 3 && isKnownVerb(stem)) ?? null;
}
