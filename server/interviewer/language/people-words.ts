/**
 * Which words of an app's description name people (or the organisations that use an app as
 * one): "developers", "dog owners", "hospital staff", "bakeries". A suggested plan's user types
 * are the people the app's own words name (app-people.ts), so this decides what may become one.
 *
 * The library's "Actor" tag is no help here: it calls "course" and "teaching" actors in "an online
 * course teaching developers" and misses "walkers" and "nurses". So the rule is ours: a plural
 * noun for a person ends as English names doers ("walker", "dentist", "tenant", "trainee"),
 * except the things that end that way ("orders", "payments", "plants"), or is one of the people
 * words that do not ("nurses", "kids", "staff").
 */
import { singular } from './english.ts';

const words = (list: string) => new Set(list.split(' '));

/** People and organisations whose word does not end as a doer's does. */
const PEOPLE = words(
  'nurse guest fan coach kid child family adult senior teen pupil athlete chef cook nanny pilot mechanic medic ' +
    'paramedic surgeon secretary architect midwife vet guide host expert pro professional creative couple single ' +
    'local citizen friend neighbour neighbor mum mom dad parent grandparent patient client student model band dj ' +
    'adopter collector veteran retiree landlord candidate graduate apprentice intern boss colleague teammate spouse ' +
    'wife husband baby newborn son physio gp admin ceo cto analyst clerk waitress crew',
);
/** Organisations that use an app as one: a persona of theirs runs one ("Runs a small bakery"). */
export const ORGANISATIONS = words(
  'agency business company firm shop store restaurant salon studio startup team school clinic charity bakery ' +
    'practice nonprofit brand venue gym cafe hotel nursery shelter',
);
/** Words that name people without a plural "s": "hospital staff", "our crew". */
export const COLLECTIVES = words('staff crew team people personnel folk folks children family youth');
/** Words that end as a doer's and name a thing ("orders", "payments", "lists"). */
const THINGS = words(
  'order letter paper folder computer server water answer number corner center centre counter filter timer ' +
    'reminder tracker planner sticker flower tower power weather dinner burger poster trailer container charger ' +
    'printer ledger register cover newsletter layer banner header footer marker border chapter character cluster ' +
    'parameter slider browser buffer drawer locker roller scooter matter meter litre liter river shower toaster ' +
    'door floor color colour error mirror monitor sensor motor factor vector sector tractor ' +
    'event content plant grant variant pant ant list playlist checklist wishlist shortlist waitlist ' +
    'setlist twist wrist mist gist fee tree coffee degree guarantee knee bee spree',
);
/** People in "-ator", an ending that mostly names tools ("calculators", "generators"). */
const ATOR_PEOPLE = words(
  'creator moderator operator educator coordinator administrator curator spectator translator narrator investigator',
);
/** Words for anyone at all: a user type needs more than these ("iPhone users", not "users"). */
export const ANY_PERSON = words('people person user everyone anyone someone individual human visitor member');
/** Words that say when someone came to an app, not who they are: "New developers" are developers. */
export const ARRIVAL = words('new returning first-time regular existing current potential prospective');

/** "New office staff" → "office staff": the people, without when they came. */
export function withoutArrival(name: string): string {
  const [first = '', ...rest] = name.split(' ');
  return ARRIVAL.has(first.toLowerCase()) && rest.length > 0 ? rest.join(' ') : name;
}

const DOER_ENDING = /(?:er|or|ist|ian|ant|ent|ee|eer)$/;

/** Whether `word` (lower case, in the singular) is a person or an organisation. */
function namesSomeone(word: string): boolean {
  if (PEOPLE.has(word) || ORGANISATIONS.has(word) || ATOR_PEOPLE.has(word)) return true;
  if (THINGS.has(word) || /(?:ment|ator|order)$/.test(word)) return false;
  return DOER_ENDING.test(word) || /(?:man|woman|person)$/.test(word);
}

/** The singular of a plural word ("bakeries" → "bakery"), or null when it is not a plural. */
function singularOf(word: string): string | null {
  if (/(?:men|people)$/.test(word)) return word.replace(/men$/, 'man').replace(/people$/, 'person');
  return /[^s]s$/.test(word) ? onePerson(word).toLowerCase() : null;
}

/**
 * "front-end developers" → "front-end developer": the last word in the singular, the others as
 * written (the library would give "front end", "iphone"). It keeps a plural that is also a
 * science ("mechanics") as it is, so that one loses its "s".
 */
export function onePerson(phrase: string): string {
  const words = phrase.split(' ');
  const last = words.pop() ?? '';
  const one = singular(last);
  return [...words, one === last && /[^s]s$/.test(last) ? last.slice(0, -1) : one].join(' ');
}

/**
 * Whether `word` (as written, one word) names a group of people: a plural doer ("walkers"), a
 * plural people word ("nurses", "bakeries") or a collective ("staff").
 */
export function namesPeople(word: string): boolean {
  const lower = word.toLowerCase();
  if (COLLECTIVES.has(lower)) return true;
  const one = singularOf(lower);
  return one !== null && namesSomeone(one);
}

/** Whether the plural `word` names an organisation ("Bakeries", "clinics"). */
export function namesOrganisation(word: string): boolean {
  const one = singularOf(word.toLowerCase());
  return one !== null && ORGANISATIONS.has(one);
}
