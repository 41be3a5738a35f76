/**
 * The worry rules: the phrases that mark each, where they stand in the worry, and the check it
 * makes (worry-sentences.ts). Read by worry-check.ts, the longest phrase first.
 */
import { PEOPLE } from './worry-grammar';
import {
  appears,
  breaksWhen,
  clear,
  fast,
  finds,
  finishes,
  kept,
  looks,
  type Make,
  right,
  works,
} from './worry-sentences';

export interface Rule {
  /** Phrases that mark the rule, as they stand in the worry. */
  phrases: string[];
  /** Where the phrase stands: the worry ends or starts with it, or it joins a subject to a condition. */
  at: 'end' | 'start' | 'between';
  make: Make;
}

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

export const RULES: Rule[] = [
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
