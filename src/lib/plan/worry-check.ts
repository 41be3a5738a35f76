/**
 * A worry the catalogue does not know, made a check a tester can run: "walkers not showing up"
 * becomes "Check that walkers show up when and where they are expected, and that whoever is
 * waiting can see when", never the worry quoted back. Each rule finds a phrase (its place in the worry fixed: at the end, at the
 * start, or between a subject and a condition) and turns what is around it into one imperative
 * sentence. No regular expression: the phrases are found with string searches, whatever the
 * length of the answer.
 */
import { trimEndChars } from '../forms/trim-chars';

/** Who the worry may say a thing happens to: "people get confused by…", "users can't find…". */
const PEOPLE = [
  'people',
  'users',
  'customers',
  'visitors',
  'buyers',
  'clients',
  'guests',
  'they',
  'we',
  'i',
  'someone',
];
/** Subjects that say too little to check: "it is slow", "they are not showing up". */
const PRONOUNS = new Set(['it', 'this', 'that', 'they', 'we', 'i', 'you', 'someone', 'he', 'she']);
const POSSESSIVES = ['my ', 'our ', 'your ', 'their '];

/** Nouns that are plural without an "s" at the end. */
const PLURAL_WORDS = new Set(['people', 'children', 'staff', 'men', 'women', 'data', 'media']);
/** Singular nouns that end in "s". */
const SINGULAR_ENDINGS = ['ss', 'us', 'is', 'news', 'settings page'];

/** "walkers" is plural, "the booking" and "the address" are not. */
export function isPlural(subject: string): boolean {
  const last = subject.split(' ').at(-1) ?? '';
  if (PLURAL_WORDS.has(last)) return true;
  return last.endsWith('s') && !SINGULAR_ENDINGS.some((ending) => subject.endsWith(ending));
}

/** The verb after `subject`: "walkers show up", "the booking shows up"; "is" / "are". */
function agree(subject: string, singular: string, plural: string): string {
  return isPlural(subject) ? plural : singular;
}

/** "upload a photo" from "I upload a photo", "someone uploads a photo", "users upload a photo". */
function asCommand(clause: string): string {
  const words = clause.split(' ');
  const [first = '', verb = ''] = words;
  if (!PEOPLE.includes(first) && !['a user', 'the user', 'a customer'].includes(`${first} ${verb}`)) return '';
  const rest = PEOPLE.includes(first) ? words.slice(1) : words.slice(2);
  const [head = '', ...tail] = rest;
  const singularSubject = first === 'someone' || first === 'a' || first === 'the';
  let base = head;
  if (singularSubject && head.endsWith('ies')) base = `${head.slice(0, -3)}y`;
  else if (singularSubject && ['ches', 'shes', 'xes', 'sses'].some((ending) => head.endsWith(ending)))
    base = head.slice(0, -2);
  else if (singularSubject && head.endsWith('s')) base = head.slice(0, -1);
  if (['is', 'are', 'am', 'was', 'were'].includes(base)) return '';
  return [base, ...tail].join(' ');
}

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** "my walkers" → "the walkers"; "checkout" stays "checkout". */
function theSubject(subject: string): string {
  for (const possessive of POSSESSIVES)
    if (subject.startsWith(possessive)) return `the ${subject.slice(possessive.length)}`;
  return subject;
}

type Make = (subject: string, condition: string) => string;

interface Rule {
  /** Phrases that mark the rule, as they stand in the worry. */
  phrases: string[];
  /** Where the phrase stands: the worry ends or starts with it, or it joins a subject to a condition. */
  at: 'end' | 'start' | 'between';
  make: Make;
}

const appears: Make = (x) =>
  `Check that ${x} ${agree(x, 'shows up', 'show up')} when and where ${agree(x, 'it is', 'they are')} expected, and that whoever is waiting can see when`;
const finds: Make = (x) =>
  `Starting from the home page, reach ${x} in three clicks or fewer, on a phone and on a computer`;
const fast: Make = (x) =>
  `Time ${x} on a mid-range Android phone over 4G: ${agree(x, 'it is', 'they are')} usable within 3 seconds`;
const works: Make = (x) =>
  `Use ${x} from start to finish, on a phone and on a computer, and check that ${agree(x, 'it works', 'they work')}`;
const breaksWhen: Make = (x, condition) => {
  const command = asCommand(condition);
  return command
    ? `${capitalised(command)}, then check that ${x} still ${agree(x, 'works', 'work')}`
    : `Check that ${x} still ${agree(x, 'works', 'work')} when ${condition}`;
};
const clear: Make = (x) => `Give ${x} to a first-time visitor without help: they get through without guessing`;
const finishes: Make = (x) => `Go through ${x} as a first-time visitor, on a phone, and finish without help`;
const kept: Make = (x) =>
  `Enter ${x}, reload the page and sign in on another device: ${agree(x, 'it is', 'they are')} still there`;
const right: Make = (x) =>
  `Compare ${x} everywhere ${agree(x, 'it shows', 'they show')} with what was entered: ${agree(x, 'it matches', 'they match')}`;

const looks: Make = (x) =>
  `Open ${x} on a phone, on a computer and in a dark theme: nothing is cut off, overlapping or out of place`;

const NOT = [
  'not',
  'never',
  "don't",
  "doesn't",
  'do not',
  'does not',
  "won't",
  'will not',
  'are not',
  "aren't",
  'is not',
  "isn't",
];
const negated = (verbs: string[]) => NOT.flatMap((not) => verbs.map((verb) => ` ${not} ${verb}`));
const byPeople = (verbs: string[]) => PEOPLE.flatMap((who) => verbs.map((verb) => `${who} ${verb} `));

const RULES: Rule[] = [
  {
    at: 'end',
    phrases: [
      ...negated([
        'showing up',
        'show up',
        'turning up',
        'turn up',
        'appearing',
        'appear',
        'arriving',
        'arrive',
        'coming through',
        'come through',
      ]),
      ' missing',
      ' go missing',
      ' goes missing',
    ],
    make: appears,
  },
  {
    at: 'start',
    phrases: [
      ...byPeople([
        "can't find",
        'cannot find',
        'can not find',
        "couldn't find",
        "don't find",
        'struggle to find',
        'never find',
      ]),
      "can't find ",
      'cannot find ',
      'hard to find ',
      'unable to find ',
    ],
    make: finds,
  },
  { at: 'end', phrases: [' hard to find', ' difficult to find', ' impossible to find'], make: finds },
  {
    at: 'between',
    phrases: [
      ' breaks when ',
      ' breaks if ',
      ' breaks after ',
      ' break when ',
      ' crashes when ',
      ' crashes if ',
      ' crash when ',
      ' fails when ',
      ' fails if ',
      ' fail when ',
      ' stops working when ',
      " doesn't work when ",
      ' does not work when ',
      " don't work when ",
      ' goes wrong when ',
      ' errors when ',
    ],
    make: breaksWhen,
  },
  {
    at: 'end',
    phrases: [
      ...negated(['working', 'work']),
      ' broken',
      ' is broken',
      ' are broken',
      ' breaks',
      ' break',
      ' crashes',
      ' crash',
      ' crashing',
      ' fails',
      ' failing',
      ' stops working',
      ' buggy',
    ],
    make: works,
  },
  { at: 'start', phrases: ['broken ', 'buggy ', 'failing '], make: works },
  {
    at: 'end',
    phrases: [
      ' slow',
      ' is slow',
      ' are slow',
      ' too slow',
      ' being slow',
      ' so slow',
      ' takes forever',
      ' take forever',
      ' lag',
      ' lags',
      ' laggy',
    ],
    make: fast,
  },
  { at: 'start', phrases: ['slow ', 'laggy '], make: fast },
  {
    at: 'start',
    phrases: [
      ...byPeople([
        'get confused by',
        'get confused with',
        'get confused on',
        'are confused by',
        'are confused about',
        'get lost in',
        'get lost on',
        'get stuck on',
        'get stuck at',
        'get stuck in',
        'struggle with',
        "don't understand",
        'do not understand',
        "can't figure out",
      ]),
      'confused by ',
      'confusing ',
      'unclear ',
    ],
    make: clear,
  },
  {
    at: 'end',
    phrases: [' confusing', ' is confusing', ' are confusing', ' unclear', ' is unclear', ' hard to understand'],
    make: clear,
  },
  {
    at: 'start',
    phrases: byPeople([
      'drop off at',
      'drop off on',
      'drop off during',
      'drop off in',
      'give up on',
      'give up at',
      'give up during',
      'leave at',
      'leave during',
      'abandon',
      'quit at',
      'quit during',
    ]),
    make: finishes,
  },
  {
    at: 'end',
    phrases: [
      ...negated(['saving', 'saved', 'save', 'kept']),
      ' lost',
      ' gets lost',
      ' get lost',
      ' disappears',
      ' disappear',
      ' disappearing',
      ' vanishes',
      ' vanish',
      ' vanishing',
    ],
    make: kept,
  },
  {
    at: 'end',
    phrases: [
      ' wrong',
      ' is wrong',
      ' are wrong',
      ' incorrect',
      ' is incorrect',
      ' are incorrect',
      ' out of date',
      ' outdated',
    ],
    make: right,
  },
  { at: 'start', phrases: ['wrong ', 'incorrect ', 'outdated '], make: right },
  {
    at: 'end',
    phrases: ['odd', 'weird', 'wrong', 'broken', 'bad', 'off', 'ugly', 'messy', 'strange'].flatMap((how) => [
      ` look ${how}`,
      ` looks ${how}`,
    ]),
    make: looks,
  },
  { at: 'end', phrases: [' ugly', ' misaligned', ' cut off', ' overlapping'], make: looks },
];

// The longest phrase first: " is slow" before " slow", so the subject is "checkout", not "checkout is".
const BY_LENGTH = RULES.flatMap((rule) => rule.phrases.map((phrase) => ({ phrase, rule }))).sort(
  (a, b) => b.phrase.length - a.phrase.length,
);

/** The worry as the rules read it: lower case, one space between words, no end punctuation. */
function normalised(worry: string): string {
  return trimEndChars(worry.toLowerCase().split(/\s+/).filter(Boolean).join(' '), '.!?,;: ');
}

/**
 * The check a tester can run for a worry in the visitor's words, or null when no rule reads it
 * (the plan then says the worry in its own sentence).
 */
export function worryCheck(worry: string): string | null {
  const text = normalised(worry);
  for (const { phrase, rule } of BY_LENGTH) {
    let subject = '';
    let condition = '';
    if (rule.at === 'end' && text.endsWith(phrase)) subject = text.slice(0, -phrase.length);
    else if (rule.at === 'start' && text.startsWith(phrase)) subject = text.slice(phrase.length);
    else if (rule.at === 'between' && text.includes(phrase)) {
      const at = text.indexOf(phrase);
      subject = text.slice(0, at);
      condition = text.slice(at + phrase.length);
      if (!condition) continue;
    } else continue;
    subject = theSubject(subject.trim());
    for (const auxiliary of [' are', ' is'])
      if (subject.endsWith(auxiliary)) subject = subject.slice(0, -auxiliary.length);
    if (!subject || PRONOUNS.has(subject) || subject.startsWith('it ')) continue;
    return rule.make(subject, condition);
  }
  return null;
}
