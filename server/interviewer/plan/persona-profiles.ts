/**
 * What is plausible for a group of people, by the words that name it: the ages, devices and
 * states of mind a persona of theirs may have, and for a life stage the occupation that goes with
 * it. A developer works on a laptop, a landscaper on a phone between jobs, a retiree on an iPad
 * with large text; a group no profile knows gets a neutral one that fits anyone.
 */
import { stem } from '../words/mentions.ts';

export interface Profile {
  /** Words of a group's name, in the singular, that call for this profile. */
  words: readonly string[];
  /** The youngest and oldest a persona of the group is: a cast member's age is brought within them. */
  ages: readonly [number, number];
  devices: readonly string[];
  moods: readonly string[];
  /** A life stage's occupation ("University student"), or the job a retiree retired from. */
  job?: (pick: number) => string;
}

const word = (list: string) => list.split(' ');
const FORMER_JOBS = ['teacher', 'nurse', 'bank clerk', 'civil servant', 'engineer'];

const PROFILES: readonly Profile[] = [
  {
    words: word('kid child children pupil'),
    ages: [11, 11],
    devices: ['Family iPad'],
    moods: ['Excited, taps before reading'],
    job: () => 'Primary school pupil',
  },
  {
    words: word('teen teenager'),
    ages: [16, 16],
    devices: ['iPhone 12'],
    moods: ['Impatient, expects it to feel instant'],
    job: () => 'Secondary school student',
  },
  {
    words: word('student undergraduate'),
    ages: [20, 20],
    devices: ['Android phone', 'MacBook Air with Safari'],
    moods: ['Keen but easily distracted', 'On a tight budget, wary of paying'],
    job: () => 'University student',
  },
  {
    words: word('retiree senior pensioner grandparent elderly older'),
    ages: [71, 71],
    devices: ['iPad with large text'],
    moods: ['Careful, reads every label', 'Wary of apps, wants it simple'],
    job: (pick) => `Retired ${FORMER_JOBS[pick % FORMER_JOBS.length]}`,
  },
  {
    words: word('parent mum mom dad family'),
    ages: [31, 47],
    devices: ['iPhone 14', 'Samsung Galaxy S23'],
    moods: ['Juggling work and family, short on time', 'Uses the app in spare minutes'],
    job: (pick) => (pick % 2 === 0 ? 'Parent of two, works part-time' : 'Parent of a toddler, works full-time'),
  },
  {
    words: word('developer engineer programmer coder devops tester'),
    ages: [23, 48],
    devices: ['MacBook Pro with Chrome', 'Linux laptop with Firefox', 'Windows laptop with Chrome'],
    moods: ['Wants working examples, not theory', 'Sceptical until it proves itself', 'Skims for the answer'],
  },
  {
    words: word(
      'landscaper gardener walker driver courier plumber electrician builder cleaner crew farmer mechanic ' +
        'carpenter painter handyman technician groomer',
    ),
    ages: [24, 58],
    devices: ['Samsung Galaxy A54', 'iPhone 13 in a rugged case', 'Motorola Moto G'],
    moods: ['Busy between jobs, short on patience', 'Uses the app on the go'],
  },
  {
    words: word('nurse doctor carer caregiver midwife therapist dentist vet pharmacist paramedic physio clinician'),
    ages: [25, 58],
    devices: ['iPhone 14', 'Samsung Galaxy S23'],
    moods: ['Tired after a long shift', 'Checks the app between patients'],
  },
  {
    words: word(
      'manager accountant bookkeeper recruiter admin administrator founder marketer consultant analyst ' +
        'receptionist secretary',
    ),
    ages: [28, 60],
    devices: ['Windows laptop with Chrome', 'MacBook Air with Safari', 'Windows desktop with Edge'],
    moods: [
      'Focused, wants to be done quickly',
      'Evaluating several tools at once',
      'Careful, double-checks before saving',
    ],
  },
  {
    words: word('designer photographer artist writer author musician creator podcaster blogger streamer'),
    ages: [22, 45],
    devices: ['MacBook Air with Safari', 'iPad Pro'],
    moods: ['Curious, tries every option', 'Particular about how things look'],
  },
  {
    words: word('teacher tutor instructor coach trainer lecturer mentor'),
    ages: [26, 60],
    devices: ['Windows laptop with Chrome', 'iPad (9th generation)'],
    moods: ['Plans lessons at night, short on time', 'Careful, checks everything twice'],
  },
];

/** For a group no profile knows: what fits anyone. */
const ANYONE: Profile = {
  words: [],
  ages: [22, 64],
  devices: ['iPhone 14', 'Samsung Galaxy A54', 'Pixel 8', 'Windows laptop with Chrome', 'iPhone SE', 'MacBook Air'],
  moods: [
    'Short on time, checks the app between tasks',
    'Curious, compares a few options first',
    'Relaxed, but gives up if something is confusing',
    'Skimming, ready to leave if confused',
    'Focused, wants to be done quickly',
  ],
};

/** The profile of the group named `name`: the first whose words it holds, or the one for anyone. */
export function profileOf(name: string): Profile {
  const stems = name
    .toLowerCase()
    .split(/[\s-]+/)
    .map(stem);
  return PROFILES.find((profile) => profile.words.some((known) => stems.includes(stem(known)))) ?? ANYONE;
}
