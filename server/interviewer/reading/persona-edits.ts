/**
 * Corrections said of a persona already described, whatever was asked ("she is 29", "her name is
 * Ana", "actually he's a nurse", "she uses an Android", "Brian's 72", "make Carol a man", "change
 * his name to Rohan"); read by edit-acts.ts. A persona named is the one corrected, wherever it
 * stands in the plan; a pronoun stands for the one being asked about.
 */
import type { PlanState } from '../../../src/lib/plan/plan.ts';
import { withoutDiscourse } from '../language/discourse.ts';
import { jobAsNamed } from '../language/job-verbs.ts';
import { genderNamed } from '../language/persona-details.ts';
import type { Asked, TurnAct, TurnField } from '../language/turn-reading.ts';
import { normalizeCommand, parseAge } from '../words/answers.ts';
import { capitalised } from '../words/mentions.ts';
import { core, type Focus, join, LEADS, spelledAs, startsWith, valueFor, wordsOf } from './clause-words.ts';
import { personaNamed, personaNames, spelledValue, valueWords } from './persona-said.ts';

const PERSONA_SUBJECTS = [
  'shes',
  'hes',
  'she is',
  'he is',
  'theyre',
  'they are',
  'she was',
  'he was',
  'she s',
  'he s',
  // "she'd be 16", "he'd be more like 40": what the persona would be, said of the one described.
  'shed be',
  'hed be',
  'theyd be',
  'she would be',
  'he would be',
  'they would be',
];
const NAME_OPENERS = [
  'her name is',
  'his name is',
  'their name is',
  'shes called',
  'hes called',
  'call her',
  'call him',
  'call them',
  'the name is',
  'name is',
  // "his name's Sam", as typed; "rename him to Sam", of the persona rather than a group.
  'her names',
  'his names',
  'their names',
  'rename her to',
  'rename him to',
  'rename them to',
];
const DEVICE_OPENERS = [
  'she uses',
  'he uses',
  'they use',
  'shes on',
  'hes on',
  'she has',
  'he has',
  'she is on',
  'he is on',
  // A device changed: "she switched to a Pixel", "he's upgraded to an iPhone 15".
  'she switched to',
  'he switched to',
  'they switched to',
  'shes switched to',
  'hes switched to',
  'she upgraded to',
  'he upgraded to',
  'she moved to',
  'he moved to',
];
/** What a persona's field is called in "change her name to …", "his age should be …". */
const FIELD_NAMES: [string, TurnField][] = [
  ['state of mind', 'state_of_mind'],
  ['name', 'name'],
  ['age', 'age'],
  ['gender', 'gender'],
  ['job', 'occupation_background'],
  ['occupation', 'occupation_background'],
  ['background', 'occupation_background'],
  ['device', 'device'],
  ['phone', 'device'],
  ['mood', 'state_of_mind'],
];
const OWNERS = new Set(['her', 'his', 'their', 'the']);
/** Words that point back at what was said, never a name: "call them that". */
const POINTING = new Set(['that', 'this', 'it', 'so']);
/** Words that make a number an age: "48 years", "age 48". */
const AGE_WORDS = new Set(['years', 'yo', 'age', 'turned', 'turns']);
/** Words a number that is no age follows: "in Year 2", "since 20 years", "5 times a day", "been doing it 20 years". */
const NOT_AN_AGE_AFTER = new Set(
  'in since for of at on by year grade class level room number every it been doing worked working'.split(' '),
);
/** Words that say a persona's age is near a number: "Dave is more like 48", "she's about 50". */
const NEAR = new Set(['like', 'about', 'around', 'roughly', 'nearly', 'almost']);

/** The field a value said of a persona with no field named is for: a gender, an age, else a first name. */
function fieldOf(clause: string, words: readonly string[]): TurnField | null {
  if (genderNamed(join(words))) return 'gender';
  if (/\d/.test(join(words)) && parseAge(join(words))) return 'age';
  const spelled = spelledAs(clause, words);
  // "make it Sam": one word, written with a capital, is a first name.
  return words.length === 1 && spelled.charAt(0) !== spelled.charAt(0).toLowerCase() ? 'name' : null;
}

const VERBS = new Set(['change', 'update', 'set', 'make', 'switch', 'rename']);
const ARTICLES = new Set(['a', 'an', 'the']);
const PRONOUNS = new Set(['her', 'him', 'them', 'it', 'she', 'he', 'they']);

/** "change her name to Amira", "make Carol a man", "Steve should be Stephanie": the field and its value's words. */
function fieldAndValue(clause: string, said: readonly string[], isName: (word: string) => boolean) {
  const who = (word: string | undefined) => word !== undefined && (PRONOUNS.has(word) || isName(word));
  if (VERBS.has(said[0] ?? '')) {
    const at = OWNERS.has(said[1] ?? '') || isName(said[1] ?? '') ? 2 : 1;
    const named = FIELD_NAMES.find(([name]) => startsWith(said.slice(at), name) > 0);
    if (named) {
      const length = named[0].split(' ').length;
      const to = said[at + length] === 'to' ? 1 : 0;
      return { field: named[1], value: said.slice(at + length + to) };
    }
    // "rename Theo to Teo", "change Sam to Samira": a persona's name, changed.
    const renamed = said.slice(3);
    if (
      isName(said[1] ?? '') &&
      said[2] === 'to' &&
      renamed.length > 0 &&
      renamed.length <= 2 &&
      !ARTICLES.has(renamed[0] ?? '')
    )
      return { field: 'name' as TurnField, value: renamed };
    if (said[0] !== 'make' || !who(said[1])) return null;
    const value = valueWords(said.slice(2), new Set());
    // "make her a dog groomer": a person said with an article is what they do.
    const article = said[2] === 'a' || said[2] === 'an';
    const field = fieldOf(clause, value) ?? (article && value.length <= 4 ? 'occupation_background' : null);
    // "so just make her 67" after "Grace would be 67, not 62" says the same again: only a persona
    // named has its age made so.
    return field && (field !== 'age' || isName(said[1] ?? '')) ? { field, value } : null;
  }
  // "Steve should be Stephanie", "her age should be 29", "Sarah's job should be nurse".
  const owner = who(said[0]) || OWNERS.has(said[0] ?? '');
  const named = FIELD_NAMES.find(([name]) => startsWith(said.slice(1), name) > 0);
  const after = named ? 1 + named[0].split(' ').length : 1;
  // "his job is chef actually", "her mood's more relaxed now": with the field named, "is" says it as well.
  const should = startsWith(said.slice(after), 'should be') || (named ? startsWith(said.slice(after), 'is') : 0);
  if (!owner || should === 0 || (!named && !who(said[0]))) return null;
  const value = valueWords(said.slice(after + should), new Set());
  const field = named?.[1] ?? fieldOf(clause, value);
  return field ? { field, value } : null;
}

/** Words a name trails off into: "his name's Sam btw", "her name is Ana actually". */
const AFTERTHOUGHTS = new Set('btw actually really sorry though now instead too then please pls anyway lol'.split(' '));
const withoutAfterthought = (words: readonly string[]) => {
  const end = words.findIndex((word, index) => index > 0 && AFTERTHOUGHTS.has(word));
  return end > 0 ? words.slice(0, end) : [...words];
};

/** "She is 29", "her name is Ana", "actually he's a nurse", "she uses an Android": said of a persona already described. */
export function personaCorrection(
  plan: PlanState,
  clause: string,
  words: readonly string[],
  focus: Focus | null,
  asked: Asked,
): TurnAct | null {
  // "She's actually called Ana": a word that only stresses the correction is not part of it.
  const said = core(words).filter((word, index) => index === 0 || (word !== 'actually' && word !== 'really'));
  const byName = personaNamed(plan, said) ?? (VERBS.has(said[0] ?? '') ? personaNamed(plan, said.slice(1)) : null);
  const at = byName?.focus ?? focus;
  if (!at) return null;
  const persona = plan.user_types[at.type]?.segments[at.segment]?.persona;
  if (!persona) return null;
  const asking = at === focus;
  const current = (field: TurnField) =>
    asking && field === asked ? undefined : persona[field as keyof typeof persona]?.value;
  const correct = (field: TurnField, value: string | null): TurnAct | null => {
    const target = current(field);
    // "Like I said, she's a nurse" of a "Nurse on night shifts" says it again, shorter: no correction.
    const held = wordsOf(target ?? '');
    const restated = target && value && wordsOf(value).every((word) => held.includes(word));
    return target && value && !restated ? { act: 'correction', field, value, target } : null;
  };
  const names = personaNames(plan);
  const text = (field: TurnField, value: readonly string[]) =>
    field === 'name'
      ? capitalised(join(value))
      : field === 'age' || field === 'gender'
        ? valueFor(field, value)
        : field === 'occupation_background'
          ? capitalised(jobAsNamed(spelledValue(clause, value)))
          : spelledValue(clause, value);
  const named = fieldAndValue(clause, said, (word) => names.has(word));
  if (named) {
    const { field, value } = named;
    // "his name should be Will not Jake": what follows "not" is the name it replaces.
    const replacing = field === 'name' && value.indexOf('not') > 0 ? value.slice(0, value.indexOf('not')) : value;
    const kept =
      field === 'name' ? replacing.filter((word) => !['to', 'please', 'pls'].includes(word)) : valueWords(value, names);
    if (kept.length > 0 && (field !== 'name' || kept.length <= 2)) return correct(field, text(field, kept));
  }
  // "Pat's a guy, Patrick": a first name alone, said of the persona just corrected.
  const plainName = withoutDiscourse(clause).trim() !== '' && !LEADS.has(said[0] ?? '');
  if (focus?.named && at === focus && said.length === 1 && plainName && fieldOf(clause, said) === 'name')
    return correct('name', text('name', said));
  for (const opener of NAME_OPENERS) {
    const length = startsWith(said, opener);
    const name = withoutAfterthought(said.slice(length));
    // "call them that": a name said before, pointed back at.
    if (length > 0 && name.length <= 2 && !name.every((word) => POINTING.has(word)))
      return correct('name', capitalised(join(name)));
  }
  const ownName = normalizeCommand(persona.name?.value ?? '');
  const byNameOpeners =
    ownName === ''
      ? []
      : ['has', 'uses', 'is on', 's on', 'switched to', 'upgraded to', 'moved to'].map((verb) => `${ownName} ${verb}`);
  for (const opener of [...DEVICE_OPENERS, ...byNameOpeners, `${ownName}s on`]) {
    const length = startsWith(said, opener);
    if (length > 0 && current('device'))
      return correct('device', text('device', valueWords(said.slice(length), names)));
  }
  // "Brian's 72", "Kenji is on a ThinkPad": the persona by name, as well as by pronoun.
  const name = normalizeCommand(persona.name?.value ?? '');
  const subjects = name === '' ? PERSONA_SUBJECTS : [...PERSONA_SUBJECTS, `${name}s`, `${name} is`];
  const subject = subjects.map((phrase) => startsWith(said, phrase)).find((length) => length > 0) ?? 0;
  const trimmed = valueWords(said.slice(subject), names);
  const age = parseAge(join(trimmed));
  const near =
    subject > 0 && NEAR.has(said[subject + said.slice(subject).findIndex((word) => /\d/.test(word)) - 1] ?? '');
  const ageWords = said.some((word) => AGE_WORDS.has(word)) || (subject > 0 && trimmed.length <= 3) || near;
  // "in Year 2", "since 20 years": a number after a preposition is no age.
  const number = said.findIndex((word) => /\d/.test(word));
  const counted = NOT_AN_AGE_AFTER.has(said[number - 1] ?? '');
  if (age && !age.includes('-') && ageWords && !counted && /\d/.test(join(trimmed))) return correct('age', age);
  if (subject === 0) return null;
  const rest = said.slice(subject).filter((word) => word !== 'actually' && word !== 'really');
  const gender = genderNamed(join(rest));
  if (gender) return correct('gender', gender);
  if ((rest[0] === 'a' || rest[0] === 'an') && rest.length <= 6)
    return correct('occupation_background', text('occupation_background', valueWords(rest, names)));
  return null;
}
