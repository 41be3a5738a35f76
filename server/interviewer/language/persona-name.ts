/**
 * The first name an answer to the name question gives, wherever it stands in what is said: after
 * a word that names ("the bride, call her Sophie", "she goes by Jo", "everyone calls him Finn",
 * "how about Noor", "let's go with Ravi"), or as the first clause once its hedges are set aside
 * ("maybe Kenji. he's a student", "Okay, Rosa then"). A field's shape is a first name
 * (docs/interviewer.md, "Field shapes"), so one word is read, never the sentence around it.
 */
import { cleanText } from '../words/answers.ts';
import { readTerms, type Term } from './english.ts';
import { endsItem, endsSentence } from './terms.ts';

/** Words a name is said after, each with the word that must come before it, or null for any. */
const NAMING: ReadonlyMap<string, ReadonlySet<string> | null> = new Map([
  ['call', null],
  ['calls', null],
  ['called', null],
  ['calling', null],
  ['name', null],
  ['names', null],
  ['named', null],
  ['nickname', null],
  ['nicknamed', null],
  ['by', new Set(['goes', 'go', 'going', 'went'])],
  ['as', new Set(['known'])],
  ['with', new Set(['go', 'goes', 'going', 'went'])],
  ['about', new Set(['how', 'what'])],
  ['say', new Set(['lets', 'let', 'id', 'i', 'we', 'maybe', ''])],
  ['do', new Set(['lets', 'let', 'well', 'ill', 'we'])],
  ['persona', new Set(['this', 'the'])],
]);
/** Words between the naming word and the name: "call her …", "name is …", "name would be …". */
const BETWEEN = new Set(
  'her him them she he they it is s be was would will could should as just simply like maybe probably'.split(' '),
);
/**
 * Words that open or close a name said alone, and say nothing of it ("maybe Kenji", "Rosa then",
 * "idk, Femi?", "honestly? Bea"): hedges, as typed in a chat too.
 */
const HEDGES = new Set(
  (
    'maybe perhaps probably possibly um umm uh er erm hmm hm ok okay so well then yeah yes sure just lets go i guess ' +
    'think suppose for now lol idk dunno tbh honestly basically right alright oh ah'
  ).split(' '),
);
/** Words after a name that only accept it ("Anna is fine", "Bia for short", "Amara would work", "Tom is his name"). */
const ACCEPTING = new Set(
  'is fine works work would be good ok okay will do sounds short for her his their the name then please perhaps'.split(
    ' ',
  ),
);
/** Words a name is described after: "Rose who is 70", "Tomás aged 40". */
const DESCRIBED_AFTER = new Set(['who', 'whos', 'aged']);
const PRONOUN_OPENERS = new Set(['she', 'he', 'they', 'shes', 'hes', 'theyre']);
/** Words that offer another name beside the first ("Beatriz but Bia for short", "Danielle or Dani"). */
const ALTERNATIVES = new Set(['or', 'but', 'aka']);
/** Words just before a name said at a clause's end: "it's Lena", "something like Fatima". */
const NAME_BEFORE = new Set(['like', 'be', 'is', 'was']);
/** Words that stand for a name not yet chosen: "call her something nice". */
const INDEFINITE = new Set('something anything whatever someone anyone somebody anybody nothing'.split(' '));
/** Tags of words that are never a first name. */
const NOT_NAMES = [
  'Pronoun',
  'Determiner',
  'Preposition',
  'Conjunction',
  'QuestionWord',
  'Value',
  'Adverb',
  'Copula',
  'Auxiliary',
  'Expression',
  'Honorific',
];
/** Tags of words that are no name unless the library knows them as one ("the bride" names no one). */
const DESCRIBING = ['Verb', 'Adjective', 'Actor', 'Plural', 'Possessive', 'Demonym'];
const NAME_LETTERS = /^\p{L}[\p{L}\p{M}'’-]*$/u;

const bare = (term: Term | undefined) => (term?.normal ?? '').replace(/['’]s$/, '').replace(/['’]/g, '');
const knownName = (term: Term | undefined) => term?.tags.has('FirstName') === true;
/** Written as a name is: a capital, then small letters ("Ruth", not "RUTH" or "iPhone"). */
const writtenAsName = (term: Term | undefined) => term !== undefined && /^\p{Lu}\p{Ll}/u.test(term.text);

/** Whether a word may be a first name where it stands. */
function isNameWord(term: Term | undefined): term is Term {
  if (!term || !NAME_LETTERS.test(term.text) || HEDGES.has(bare(term)) || INDEFINITE.has(bare(term))) return false;
  if (NOT_NAMES.some((tag) => term.tags.has(tag))) return false;
  return knownName(term) || !DESCRIBING.some((tag) => term.tags.has(tag));
}

/** The name at `at`, or after a title said before it ("Dr Amir Khan" → "Amir"). */
function nameAt(terms: readonly Term[], at: number): Term | null {
  const term = terms[at];
  if (term?.tags.has('Honorific')) return knownName(terms[at + 1]) ? (terms[at + 1] as Term) : null;
  return isNameWord(term) ? term : null;
}

/**
 * A word between a naming word and the name ("call her …", "name is …"), or another naming word:
 * "let's say her name is Grace" says the name is still to come.
 */
const comesBeforeName = (term: Term | undefined) =>
  term?.text === '' || BETWEEN.has(bare(term)) || NAMING.get(bare(term)) === null;

/** The name said after a naming word ("call her Sophie"), or null. */
function afterNaming(terms: readonly Term[]): Term | null {
  for (let index = 0; index < terms.length; index++) {
    const word = bare(terms[index]);
    if (!NAMING.has(word)) continue;
    const before = NAMING.get(word);
    // "say" and its kind count only after the word that makes them name ("let's say", "goes by").
    const opens = index === 0 || endsItem(terms[index - 1]) || endsSentence(terms[index - 1]);
    if (before && !before.has(opens ? '' : bare(terms[index - 1]))) continue;
    if (endsItem(terms[index]) && word !== 'name') continue;
    let at = index + 1;
    while (at < terms.length && comesBeforeName(terms[at])) at++;
    const name = nameAt(terms, at);
    if (name) return name;
  }
  return null;
}

/** The clauses of the answer, each as its words that are not hedges. */
function clausesOf(terms: readonly Term[]): Term[][] {
  const clauses: Term[][] = [];
  let start = 0;
  for (let index = 0; index < terms.length; index++) {
    const term = terms[index] as Term;
    if (!endsItem(term) && !endsSentence(term) && index < terms.length - 1) continue;
    // The library reads "it's" as "it" and a copula of no text: that copula is kept, to say "is".
    const words = terms.slice(start, index + 1);
    start = index + 1;
    let first = 0;
    while (first < words.length && (HEDGES.has(bare(words[first])) || words[first]?.text === '')) first++;
    // A clause of hedges alone ("Okay,") says nothing: the name may be in the next one.
    if (first < words.length) clauses.push(words.slice(first));
  }
  return clauses;
}

/**
 * A clause that is a name and what accepts it ("Anna is fine", "Rosa then"), a name and another
 * for it ("Beatriz but Bia for short"), or ends on a name ("it's Lena", "something like Fatima").
 * The first clause may name anyone as typed ("kwame"); a later one only a name written or known
 * as one ("Naming is hard. Ruth").
 */
function clauseName(clause: readonly Term[], first: boolean): Term | null {
  const [head, ...rest] = clause.filter((word) => word.text !== '');
  const plain = (term: Term) => first || knownName(term) || writtenAsName(term);
  const accepted = rest.every((word) => ACCEPTING.has(bare(word)) || HEDGES.has(bare(word)));
  const name = head?.tags.has('Honorific') ? nameAt(clause, clause.indexOf(head)) : isNameWord(head) ? head : null;
  // "nadia 30 nurse", "Rose who is 70": a name goes on with an age or with who they are.
  // "Priya and she's 34": what follows "and" is said of her.
  const andOfThem = bare(rest[0]) === 'and' && PRONOUN_OPENERS.has(bare(rest[1]));
  const described = /^\d/.test(rest[0]?.text ?? '') || DESCRIBED_AFTER.has(bare(rest[0])) || andOfThem;
  if (name && plain(name) && (accepted || described || ALTERNATIVES.has(bare(rest[0])) || name !== head)) return name;
  const last = clause.at(-1);
  const before = clause.at(-2);
  const introduced =
    before !== undefined &&
    (NAME_BEFORE.has(bare(before)) || before.tags.has('Copula') || (first && bare(before) === 'its'));
  // "she's Priya", "something like Amara": in the first clause, a word written as a name is one.
  // "its priya", typed without a capital: in the first clause, what it says "is" may be written any way.
  const lowercaseAfterIts = first && bare(before) === 'its' && isNameWord(last);
  return introduced && (knownName(last) || (first && writtenAsName(last) && isNameWord(last)) || lowercaseAfterIts)
    ? (last as Term)
    : null;
}

/** Titles said before a surname alone ("Mrs Okafor"), kept with it; before a first name, left out. */
const TITLES = new Set('mr mrs ms miss dr prof sir dame'.split(' '));

/**
 * The first name of a name said whole ("Priya Sharma" → "Priya", "Dr Amir Khan" → "Amir"), as a
 * plan keeps a persona's name (docs/interviewer.md, "Field shapes"); a title and a surname alone
 * ("Mrs Okafor") are all the name there is.
 */
export function firstNameOf(name: string): string {
  const words = name.split(' ').filter(Boolean);
  const titled = TITLES.has((words[0] ?? '').toLowerCase().replace(/\.$/, ''));
  if (titled) return words.length > 2 ? (words[1] ?? name) : name;
  return words[0] ?? name;
}

/** The first name `answer` gives, as written, or null when it plainly gives none. */
export function nameSaid(answer: string): string | null {
  const terms = readTerms(cleanText(answer));
  const name =
    afterNaming(terms) ??
    clausesOf(terms)
      .map((clause, index) => clauseName(clause, index === 0))
      .find(Boolean);
  return name ? `${name.text.charAt(0).toUpperCase()}${name.text.slice(1)}` : null;
}
