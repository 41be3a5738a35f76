/**
 * An answer to one of the persona questions: the value of the field asked for (a name read out
 * of a sentence, an age as a number, a job or a device as said), and every other detail the
 * answer gives for a field still empty ("Dana, 45, runs a crew of six" answers the name question
 * and the age and job ones too), with the acknowledgement that says so.
 */
import { PERSONA_FIELDS, type Persona, type PersonaField } from '../../src/lib/plan/plan.ts';
import { cleanValue, parseAge } from './answers.ts';
import { acknowledge } from './interview-replies.ts';
import { type PersonaDetails, readPersonaDetails } from './language/persona-details.ts';
import { readPersonName } from './mentions.ts';

function askedValue(field: PersonaField, answer: string, details: PersonaDetails): string | null {
  if (field === 'age') return parseAge(cleanValue(answer)) ?? details.age ?? null;
  if (field === 'name') return readPersonName(answer);
  if (field === 'occupation_background' || field === 'device') return details[field] ?? cleanValue(answer);
  return cleanValue(answer);
}

function acknowledgementOf(field: PersonaField, value: string): string {
  if (field === 'name') return acknowledge.personaName(value);
  return field === 'age' ? acknowledge.age(value) : acknowledge.personaField();
}

/** The persona with the answer kept, and what to say of it; null when the age asked for is no number. */
export function readPersonaAnswer(
  field: PersonaField,
  answer: string,
  given: Persona | undefined,
): { persona: Persona; acknowledgement: string } | null {
  const details = readPersonaDetails(answer);
  const value = askedValue(field, answer, details);
  if (value === null) return null;
  const persona: Persona = { ...given, [field]: { value } };
  const alsoNoted = PERSONA_FIELDS.filter((other) => !persona[other] && details[other]);
  for (const other of alsoNoted) persona[other] = { value: details[other] as string };
  const acknowledgement = [acknowledgementOf(field, value), acknowledge.alsoNoted(alsoNoted, persona.gender?.value)];
  return { persona, acknowledgement: acknowledgement.filter(Boolean).join(' ') };
}
