/**
 * Corrections said of a persona already described, whatever was asked ("she is 29", "her name is
 * Ana", "actually he's a nurse", "she uses an Android"); read by edit-acts.ts.
 */
import type { PlanState } from '../../../src/lib/plan/plan.ts';
import { normalizeCommand, parseAge } from '../answers.ts';
import { genderNamed } from '../language/persona-details.ts';
import { capitalised } from '../mentions.ts';
import { core, type Focus, join, startsWith, valueFor } from './clause-words.ts';
import type { Asked, TurnAct, TurnField } from './turn-reading.ts';

const PERSONA_SUBJECTS = ['shes', 'hes', 'she is', 'he is', 'theyre', 'they are', 'she was', 'he was', 'she s', 'he s'];

/** "She is 29", "her name is Ana", "actually he's a nurse", "she uses an Android": said of a persona already described. */
export function personaCorrection(
  plan: PlanState,
  words: readonly string[],
  focus: Focus | null,
  asked: Asked,
): TurnAct | null {
  if (!focus) return null;
  const persona = plan.user_types[focus.type]?.segments[focus.segment]?.persona;
  if (!persona) return null;
  const said = core(words);
  const current = (field: TurnField) => (field === asked ? undefined : persona[field as keyof typeof persona]?.value);
  const correct = (field: TurnField, value: string | null): TurnAct | null => {
    const target = current(field);
    // "Like I said, she's a nurse" of a "Nurse on night shifts" says it again, shorter: no correction.
    const restated = target && value && target.toLowerCase().includes(value.toLowerCase());
    return target && value && !restated ? { act: 'correction', field, value, target } : null;
  };
  for (const opener of [
    'her name is',
    'his name is',
    'their name is',
    'shes called',
    'hes called',
    'call her',
    'call him',
    'the name is',
    'name is',
  ]) {
    const at = startsWith(said, opener);
    if (at > 0 && said.length - at <= 2) return correct('name', capitalised(join(said.slice(at))));
  }
  for (const opener of [
    'she uses',
    'he uses',
    'they use',
    'shes on',
    'hes on',
    'she has',
    'he has',
    'she is on',
    'he is on',
  ]) {
    const at = startsWith(said, opener);
    if (at > 0 && current('device')) return correct('device', valueFor('device', said.slice(at)));
  }
  // "Brian's 72", "Kenji is on a ThinkPad": the persona by name, as well as by pronoun.
  const name = normalizeCommand(persona.name?.value ?? '');
  const subjects = name === '' ? PERSONA_SUBJECTS : [...PERSONA_SUBJECTS, `${name}s`, `${name} is`];
  const subject = subjects.map((phrase) => startsWith(said, phrase)).find((length) => length > 0) ?? 0;
  const age = parseAge(join(said));
  const ageWords =
    said.includes('years') ||
    said.includes('yo') ||
    said.includes('age') ||
    (subject > 0 && said.length - subject <= 3);
  if (age && !age.includes('-') && ageWords && /\d/.test(join(said))) return correct('age', age);
  if (subject === 0) return null;
  const rest = said.slice(subject).filter((word) => word !== 'actually' && word !== 'really');
  const gender = genderNamed(join(rest));
  if (gender) return correct('gender', gender);
  if ((rest[0] === 'a' || rest[0] === 'an') && rest.length <= 6)
    return correct('occupation_background', valueFor('occupation_background', rest));
  return null;
}
