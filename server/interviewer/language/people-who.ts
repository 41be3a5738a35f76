/**
 * A group said by what its people do instead of by a name: "people who teach guitar from home" are
 * guitar teachers, "ppl who bake at home" home bakers, "people who run small cafés" small café
 * owners, "folks who buy from them" buyers; "people moving house" stay people moving house. A user
 * type is a short noun phrase naming people, never a clause (docs/interviewer.md, "Field shapes").
 */
import { capitalised } from '../words/mentions.ts';
import { infinitive } from './english.ts';

const setOf = (words: string) => new Set(words.split(' '));
/** Words that stand for people without naming them. */
export const STAND_INS = setOf('people ppl ppls peeps folk folks those ones persons anyone everyone someone');
const RELATIVES = setOf('who that');
/** Words between "who" and what they do: "who want to learn", "who usually buy". */
const WISHING = setOf('want wants wanna need needs like likes love loves to just usually mostly also often can will');
/** Doers whose word is not the verb and "-er": "people who run cafés" own them. */
const DOERS: Record<string, string> = {
  run: 'owner',
  own: 'owner',
  study: 'student',
  visit: 'visitor',
  cook: 'cook',
  practise: 'learner',
  practice: 'learner',
  volunteer: 'volunteer',
  travel: 'traveller',
};
/** Verbs whose doer is the verb and "-er" ("teach" → "teacher"): the common ones a founder says of users. */
const ER_VERBS = setOf(
  'teach learn buy sell bake manage drive rent work walk write read play train organise organize plan use ' +
    'shop clean sing paint build grow keep book host lead speak coach deliver design develop photograph fix',
);
const DOUBLED = setOf('plan shop run');
/** Words that end what is done to something ("teach guitar | from home"). */
const ENDS_OBJECT = setOf('from at in on for with to by who that which because so and but or');
const DETERMINERS = setOf('a an the their his her some any other');
const HOME = setOf('home');

/** Things named in the plural before a doer as well: "clothes sellers". */
const ALWAYS_PLURAL = setOf('clothes glasses trousers jeans goods news sports arts');
const PRONOUNS = setOf('it them this that these those him her us me you');

/** "cafés" → "café", "bakeries" → "bakery": the word as written, in the singular, as a name's first words are. */
function oneOf(word: string): string {
  if (ALWAYS_PLURAL.has(word.toLowerCase())) return word;
  if (/ies$/i.test(word)) return `${word.slice(0, -3)}y`;
  if (/(?:ss|x|z|ch|sh)es$/i.test(word)) return word.slice(0, -2);
  return /[^s]s$/i.test(word) ? word.slice(0, -1) : word;
}

function doer(verb: string): string | null {
  const base = infinitive(verb).toLowerCase();
  if (DOERS[base]) return DOERS[base];
  if (!ER_VERBS.has(base)) return null;
  if (base.endsWith('e')) return `${base}r`;
  return DOUBLED.has(base) ? `${base}${base.at(-1)}er` : `${base}er`;
}

/** "people" + "who teach guitar or piano from home" → "Guitar or piano teachers"; null when not such a group. */
export function namedByWhatTheyDo(name: string, description: string): string | null {
  if (!STAND_INS.has(name.toLowerCase())) return null;
  // The first clause only, as written: "who run crews | , they quote on site".
  const written = (description.split(/[,.;:!?()]/)[0] ?? '').split(' ').filter(Boolean);
  const words = written.map((word) => word.toLowerCase());
  if (!RELATIVES.has(words[0] ?? '')) return null;
  let at = 1;
  while (at < words.length - 1 && WISHING.has(words[at] ?? '')) at += 1;
  const agent = doer(words[at] ?? '');
  if (!agent) return null;
  const rest = words.slice(at + 1);
  const end = rest.findIndex((word) => ENDS_OBJECT.has(word) && word !== 'or');
  const object = written
    .slice(at + 1, end < 0 ? undefined : at + 1 + end)
    .filter((word) => !DETERMINERS.has(word.toLowerCase()));
  // "bake at home", "teach from home": where they do it names them when nothing else does.
  const where = object.length === 0 && end >= 0 && HOME.has(rest[end + 1] ?? '') ? ['home'] : [];
  // "who teach it" are teachers; "who use it" says nothing of them that "users" would not.
  const pointed = object.some((word) => PRONOUNS.has(word.toLowerCase()));
  if (pointed && agent === 'user') return null;
  const named = object.length > 0 && object.length <= 3 && !pointed;
  const before = named ? [...object.slice(0, -1), oneOf(object.at(-1) ?? '')] : where;
  return capitalised([...before, `${agent}s`].join(' '));
}
