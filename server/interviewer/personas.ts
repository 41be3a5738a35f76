/**
 * The people a suggested plan gives its segments: each fits its group (a landscaper's job is
 * landscaping, students are about twenty, retirees past sixty-five) and no two segments of a plan
 * share one. Names, ages and devices come from a varied cast; the job and the state of mind come
 * from what the visitor said of the group whenever it says something.
 */
import type { PersonaField } from '../../src/lib/plan/plan.ts';
import { gerund, infinitive, singular, thirdPerson } from './language/english.ts';
import { oneOf, readWish } from './language/goals.ts';
import type { Group } from './language/groups.ts';
import { capitalised } from './mentions.ts';

export type SuggestedPersona = Record<PersonaField, string>;

const MAX_FIELD_LENGTH = 60;

const CAST: readonly SuggestedPersona[] = [
  {
    name: 'Maya',
    age: '38',
    gender: 'Female',
    occupation_background: 'Pharmacist',
    state_of_mind: 'Short on time, checks the app between tasks',
    device: 'iPhone 14',
  },
  {
    name: 'Tom',
    age: '46',
    gender: 'Male',
    occupation_background: 'Electrician',
    state_of_mind: 'Busy, wants it done in a few taps',
    device: 'Samsung Galaxy A54',
  },
  {
    name: 'Aisha',
    age: '29',
    gender: 'Female',
    occupation_background: 'Marketing assistant',
    state_of_mind: 'Curious, compares a few options first',
    device: 'Pixel 8',
  },
  {
    name: 'Daniel',
    age: '52',
    gender: 'Male',
    occupation_background: 'Operations manager',
    state_of_mind: 'Sceptical until it proves itself',
    device: 'Windows laptop with Chrome',
  },
  {
    name: 'Sofia',
    age: '33',
    gender: 'Female',
    occupation_background: 'Physiotherapist',
    state_of_mind: 'Impatient with long forms',
    device: 'iPhone 13 mini',
  },
  {
    name: 'Kwame',
    age: '41',
    gender: 'Male',
    occupation_background: 'Bus driver',
    state_of_mind: 'Uses the app on breaks, easily interrupted',
    device: 'Motorola Moto G',
  },
  {
    name: 'Lena',
    age: '57',
    gender: 'Female',
    occupation_background: 'School administrator',
    state_of_mind: 'Careful, reads every label',
    device: 'iPad (9th generation)',
  },
  {
    name: 'Ravi',
    age: '35',
    gender: 'Male',
    occupation_background: 'Warehouse supervisor',
    state_of_mind: 'Cautious about paying online',
    device: 'MacBook Air with Safari',
  },
  {
    name: 'Grace',
    age: '44',
    gender: 'Female',
    occupation_background: 'Shop manager',
    state_of_mind: 'Stressed, juggling several things at once',
    device: 'Samsung Galaxy S23',
  },
  {
    name: 'Jonas',
    age: '27',
    gender: 'Male',
    occupation_background: 'Barista',
    state_of_mind: 'Relaxed, but gives up if something is confusing',
    device: 'iPhone SE',
  },
  {
    name: 'Alex',
    age: '31',
    gender: 'Non-binary',
    occupation_background: 'Freelance copywriter',
    state_of_mind: 'Skimming, ready to leave if confused',
    device: 'Pixel 7a',
  },
  {
    name: 'Fatima',
    age: '49',
    gender: 'Female',
    occupation_background: 'Accountant',
    state_of_mind: 'Focused, wants to be done quickly',
    device: 'Windows desktop with Edge',
  },
  {
    name: 'Owen',
    age: '62',
    gender: 'Male',
    occupation_background: 'Site foreman',
    state_of_mind: 'Not keen on apps, wants it simple',
    device: 'Android phone with large text',
  },
  {
    name: 'Chloe',
    age: '24',
    gender: 'Female',
    occupation_background: 'Junior designer',
    state_of_mind: 'Expects everything to feel instant',
    device: 'iPhone 15',
  },
  {
    name: 'Marek',
    age: '39',
    gender: 'Male',
    occupation_background: 'Delivery driver',
    state_of_mind: 'In a hurry between drops',
    device: 'Samsung Galaxy A15',
  },
  {
    name: 'Nadia',
    age: '36',
    gender: 'Female',
    occupation_background: 'Dental nurse',
    state_of_mind: 'Tired after work, little patience left',
    device: 'Xiaomi Redmi Note 13',
  },
];

/** Groups of a life stage: their age, and the job and device that go with it. */
const LIFE_STAGES: readonly {
  words: readonly string[];
  age: string;
  job?: (castJob: string) => string;
  device?: string;
}[] = [
  { words: ['kids', 'children', 'pupils'], age: '11', job: () => 'Primary school pupil', device: 'Family iPad' },
  { words: ['teens', 'teenagers'], age: '16', job: () => 'Secondary school student', device: 'iPhone 12' },
  {
    words: ['students', 'learners', 'undergraduates'],
    age: '20',
    job: () => 'University student',
    device: 'Android phone',
  },
  {
    words: ['retirees', 'seniors', 'pensioners', 'grandparents', 'elderly', 'older'],
    age: '71',
    job: (castJob) => `Retired ${castJob.toLowerCase()}`,
    device: 'iPad with large text',
  },
  { words: ['parents', 'mums', 'dads', 'families'], age: '38' },
];

/** People named by what they are to the app, not by their work: a homeowner still has a job. */
export const ROLES = new Set(
  (
    'customers clients users members buyers sellers shoppers guests visitors homeowners tenants patients parents ' +
    'fans players readers subscribers travellers travelers followers donors voters viewers listeners admins people ' +
    'beginners kids children families'
  ).split(' '),
);
/** Organisations named as a group ("small agencies"): the persona runs one. */
const ORGANISATIONS = new Set(
  'agencies businesses companies firms shops stores restaurants salons studios startups teams schools clinics charities bakeries practices'.split(
    ' ',
  ),
);

const wordsOf = (name: string) => name.toLowerCase().split(' ');
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

function jobFor(group: Group, castJob: string): string {
  const words = wordsOf(group.name);
  const head = words.at(-1) ?? '';
  const described = (job: string) =>
    group.description && fits(`${job} ${group.description}`) ? `${job} ${group.description}` : job;
  if (ORGANISATIONS.has(head)) return described(`Owner of ${oneOf(group.name.toLowerCase())}`);
  if (ROLES.has(head) || (head === 'owners' && !words.some((word) => ORGANISATIONS.has(`${word}s`)))) return castJob;
  const job = capitalised(singular(group.name.toLowerCase()));
  const work = workOf(group.description);
  return work && fits(`${job} ${work}`) ? `${job} ${work}` : job;
}

/** A number that differs from name to name and is the same for a name every time. */
const spread = (name: string) =>
  Array.from(name.toLowerCase()).reduce((sum, char) => (sum * 31 + (char.codePointAt(0) ?? 0)) % 9973, 7);

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
    const person = alike ?? (pool[spread(group.name) % pool.length] as SuggestedPersona);
    taken.add(person.name.toLowerCase());
    const stage = LIFE_STAGES.find((entry) => entry.words.some((word) => wordsOf(group.name).includes(word)));
    return {
      ...person,
      age: stage?.age ?? person.age,
      occupation_background: stage?.job?.(person.occupation_background) ?? jobFor(group, person.occupation_background),
      state_of_mind: wishOf(group.description) ?? person.state_of_mind,
      device: stage?.device ?? person.device,
    };
  };
}
