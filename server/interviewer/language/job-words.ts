/**
 * The words job-verbs.ts reads a job said as a verb with: who does what a verb says ("teach" →
 * "teacher"), and the words around a verb that end or qualify what it works on.
 */
/** Who does what a verb says, by its plain form: "teach" → "teacher". */
export const AGENTS: Record<string, string> = {
  teach: 'teacher',
  clean: 'cleaner',
  manage: 'manager',
  own: 'owner',
  write: 'writer',
  design: 'designer',
  build: 'builder',
  paint: 'painter',
  bake: 'baker',
  farm: 'farmer',
  photograph: 'photographer',
  translate: 'translator',
  program: 'programmer',
  develop: 'developer',
  edit: 'editor',
  lecture: 'lecturer',
  train: 'trainer',
  instruct: 'instructor',
  study: 'student',
  lead: 'leader',
  supervise: 'supervisor',
  inspect: 'inspector',
  groom: 'groomer',
  walk: 'walker',
  drive: 'driver',
  coach: 'coach',
  tutor: 'tutor',
  nurse: 'nurse',
  cook: 'cook',
};
/** Forms of the verbs above that no rule gives. */
export const IRREGULAR: Record<string, string> = {
  studies: 'study',
};
/** Work said as a noun in "-ing": "does supply teaching" is a supply teacher. */
export const GERUND_AGENTS: Record<string, string> = {
  teaching: 'teacher',
  cleaning: 'cleaner',
  nursing: 'nurse',
  bookkeeping: 'bookkeeper',
  tutoring: 'tutor',
  coaching: 'coach',
  accounting: 'accountant',
  consulting: 'consultant',
  catering: 'caterer',
  gardening: 'gardener',
  plumbing: 'plumber',
  decorating: 'decorator',
  childminding: 'childminder',
};
/** What a driver drives for a living: "drives a van", not "drives the kids to school". */
export const VEHICLES = new Set('van lorry truck taxi cab bus forklift ambulance tram train coach minicab'.split(' '));
/** Words that end what a verb works on: "teaches guitar for a living", "cleans houses in the area". */
export const OBJECT_ENDS = new Set(
  'at in on for with from to while because so but since during near around across between by of who which that when and as like after before every each most part full until'.split(
    ' ',
  ),
);
/** Words before what a verb works on that are no part of the job: "manages a care home". */
export const DETERMINERS = new Set(
  'a an the some his her their its my our this that little big local few own'.split(' '),
);
/** Whose what a verb works on is: "cleans her house", "walks his dog" are no job, but "manages her team" is. */
export const POSSESSIVES = new Set('his her their my our'.split(' '));
export const OWN_WORK = new Set(['manage', 'lead', 'own', 'run']);
/** Verbs of chores as well as of work: "walks the dog", "cleans the house" are chores; "walks dogs" is work. */
export const CHORES = new Set(['walk', 'clean', 'drive', 'cook', 'bake', 'paint', 'build']);
/** The people someone may do a verb of work for, who make no job of it: "drives the kids", "teaches her son". */
export const FAMILY_OBJECTS = new Set(
  'kids kid children child son daughter husband wife mum mom dad family'.split(' '),
);
/** Words that only say who is spoken of, or hedge, before the verb: "she's", "he is", "tbh". */
export const SUBJECT_WORDS = new Set(
  'she he they i shes hes theyre im is was are also just mostly mainly basically currently now actually really tbh so oh well and'.split(
    ' ',
  ),
);
/** Words of when, said after a job, that are no part of it: "engineering manager now". */
export const TIME_TAILS = [
  'now',
  'these days',
  'nowadays',
  'at the moment',
  'at present',
  'currently',
  'for a living',
  'for years',
  'full time',
  'tbh',
  'mostly',
  'i think',
  'i guess',
  'really',
  'anymore',
  'any more',
  'last year',
  'recently',
  'early',
  'years ago',
  'a while ago',
];
/** Someone's state between jobs, said as it is: "between jobs", "out of work". */
export const STATES = [
  'between jobs',
  'out of work',
  'unemployed',
  'on maternity leave',
  'on paternity leave',
  'on sick leave',
];
/** The most words of what a verb works on that a job keeps: "year 6", "delivery van". */
export const MAX_OBJECT_WORDS = 3;
