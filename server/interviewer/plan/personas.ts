/**
 * The people a suggested plan gives its segments: each fits its group and no two segments of a
 * plan share one. The occupation comes from the group's own words, never from a stock trade: a
 * developer for "Developers", "Landscaper running small crews" for landscapers who run them, a
 * dog owner for "Dog owners", someone who runs a bakery for "Bakeries", and for a life stage its own
 * (students are at university, retirees retired). Age, device and state of mind are what is
 * plausible for the group (persona-profiles.ts), the state of mind what the visitor said the
 * group wants whenever they said it. Names come from a varied cast.
 */
import type { PersonaField } from '../../../src/lib/plan/plan.ts';
import { gerund, infinitive, thirdPerson } from '../language/english.ts';
import { fitsShape } from '../language/field-shapes.ts';
import { oneOf, readWish } from '../language/goals.ts';
import type { Group } from '../language/groups.ts';
import { COLLECTIVES, namesOrganisation, onePerson, withoutArrival } from '../language/people-words.ts';
import { capitalised, inSentence } from '../words/mentions.ts';
import { type Profile, profileOf } from './persona-profiles.ts';

export type SuggestedPersona = Record<PersonaField, string>;

const MAX_FIELD_LENGTH = 60;

/** Names, ages and genders: who a persona is, whatever the group. */
const CAST: readonly { name: string; age: number; gender: string }[] = [
  { name: 'Maya', age: 38, gender: 'Female' },
  { name: 'Tom', age: 46, gender: 'Male' },
  { name: 'Aisha', age: 29, gender: 'Female' },
  { name: 'Daniel', age: 52, gender: 'Male' },
  { name: 'Sofia', age: 33, gender: 'Female' },
  { name: 'Kwame', age: 41, gender: 'Male' },
  { name: 'Lena', age: 57, gender: 'Female' },
  { name: 'Ravi', age: 35, gender: 'Male' },
  { name: 'Grace', age: 44, gender: 'Female' },
  { name: 'Jonas', age: 27, gender: 'Male' },
  { name: 'Alex', age: 31, gender: 'Non-binary' },
  { name: 'Fatima', age: 49, gender: 'Female' },
  { name: 'Owen', age: 62, gender: 'Male' },
  { name: 'Chloe', age: 24, gender: 'Female' },
  { name: 'Marek', age: 39, gender: 'Male' },
  { name: 'Nadia', age: 36, gender: 'Female' },
];

/**
 * People named by what they are to the app, not by their work: a persona cast for a segment of
 * theirs that names people by their work ("Office managers ordering for events") is those people.
 */
export const ROLES = new Set(
  (
    'customers clients users members buyers sellers shoppers guests visitors homeowners tenants patients parents ' +
    'fans players readers subscribers travellers travelers followers donors voters viewers listeners admins people ' +
    'beginners kids children families'
  ).split(' '),
);

const fits = (text: string) => text.length <= MAX_FIELD_LENGTH;

/** "who run small crews and need …" → "running small crews"; "" when it says no work. */
function workOf(description: string): string {
  const words = description.split(' ').filter((word) => !/^(who|that|which)$/i.test(word));
  const [verb, ...rest] = words;
  if (!verb || /^(want|wants|need|needs|are|is|have|has|with)$/i.test(verb)) return '';
  const stop = rest.findIndex((word) => /^(and|but|who)$/i.test(word));
  const clause = stop < 0 ? rest : rest.slice(0, stop);
  return [gerund(verb.toLowerCase()), ...clause].join(' ');
}

/** "who want their garden sorted …" → "Wants their garden sorted …"; null when it says no wish. */
export function wishOf(description: string): string | null {
  const wish = readWish(description);
  const said = wish ? capitalised([thirdPerson(infinitive(wish.verb)), ...wish.rest].join(' ')) : null;
  return said && fits(said) ? said : null;
}

/** One of the group, as an occupation names them: "owners of small bakeries" → "Owner of small bakeries". */
function oneOfGroup(name: string): string {
  const [people = name, ...of] = name.split(' of ');
  return capitalised([onePerson(people), ...of].join(' of '));
}

/** What the persona does, best first: a life stage's own, else the group's words with its work, then alone. */
function occupations(group: Group, profile: Profile, pick: number): string[] {
  if (profile.job) return [profile.job(pick)];
  // When they came is no part of their work: "New developers" are developers.
  const name = withoutArrival(inSentence(group.name));
  const words = name.split(' ');
  const head = words.at(-1) ?? '';
  const described = (job: string) => (group.description ? [`${job} ${group.description}`, job] : [job]);
  // "Bakeries": someone runs one. "Landscaping crews": someone leads one. "Office staff" are as named.
  if (!words.includes('of') && namesOrganisation(head)) return described(`Runs ${oneOf(name)}`);
  if (/^(crews|teams)$/.test(head)) return [`Leads ${oneOf(name)}`];
  if (COLLECTIVES.has(head)) return [capitalised(name)];
  const job = oneOfGroup(name);
  const work = workOf(group.description);
  return work ? [`${job} ${work}`, job] : [job];
}

/** A number that differs from name to name and is the same for a name every time. */
const spread = (name: string) =>
  Array.from(name.toLowerCase()).reduce((sum, char) => (sum * 31 + (char.codePointAt(0) ?? 0)) % 9973, 7);

const at = <Item>(items: readonly Item[], index: number) => items[index % items.length] as Item;
const clamp = (age: number, [youngest, oldest]: readonly [number, number]) => Math.min(Math.max(age, youngest), oldest);

/**
 * Hands out people for a plan's segments, never one whose name the plan already uses (`taken`,
 * which it adds to), each fitted to its group.
 */
export function personaCaster(taken: Set<string>) {
  return (group: Group, gender?: string): SuggestedPersona => {
    const free = CAST.filter((person) => !taken.has(person.name.toLowerCase()));
    const pool = free.length > 0 ? free : CAST;
    const alike = gender ? pool.find((person) => person.gender.toLowerCase() === gender.toLowerCase()) : undefined;
    // Where the cast is entered depends on the group, so apps with other groups meet other people.
    const pick = spread(group.name);
    const person = alike ?? at(pool, pick);
    taken.add(person.name.toLowerCase());
    const profile = profileOf(group.name);
    const job = occupations(group, profile, pick).find(
      (text) => fits(text) && fitsShape('occupation_background', text),
    );
    const wish = wishOf(group.description);
    return {
      name: person.name,
      age: String(clamp(person.age, profile.ages)),
      gender: person.gender,
      occupation_background: job ?? at(['Works full-time', 'Works part-time'], pick),
      state_of_mind: wish && fitsShape('state_of_mind', wish) ? wish : at(profile.moods, pick),
      device: at(profile.devices, pick),
    };
  };
}
