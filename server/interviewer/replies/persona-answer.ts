/**
 * An answer to one of the persona questions: the value of the field asked for (a name read out
 * of a sentence, an age as a number, a job or a device as said), and every other detail the
 * answer gives for a field still empty ("Dana, 45, runs a crew of six" answers the name question
 * and the age and job ones too), with the acknowledgement that says so.
 *
 * It never stores what answers another question: "Like I said, she's a school receptionist",
 * given when her device is asked for, is not a device. Such an answer keeps what it says that is
 * new, says what was known already, and the question is asked again (the plan still lacks it).
 */
import { PERSONA_FIELDS, type Persona, type PersonaField } from '../../../src/lib/plan/plan.ts';
import {
  genderAnswered,
  type PersonaDetails,
  plainGender,
  pronounGender,
  readPersonaDetails,
} from '../language/persona-details.ts';
import { moodSaid } from '../language/persona-mood.ts';
import { firstNameOf, nameSaid } from '../language/persona-name.ts';
import { isFamilyRole } from '../language/persona-work.ts';
import { withoutOpeningQualifier } from '../language/qualifiers.ts';
import { cleanValue, parseAge } from '../words/answers.ts';
import { capitalised, opensSentence, personMention, readPersonName } from '../words/mentions.ts';
import { acknowledge } from './interview-replies.ts';

/** Fields an answer must plainly give: a number, a device, a name. Others take the answer as said. */
const READ_ONLY: ReadonlySet<PersonaField> = new Set(['name', 'age', 'device']);
/** Past this many words, an answer to the gender question is a sentence, read for a gender in it. */
const MAX_PLAIN_GENDER_WORDS = 2;
/** At most this many words naming a device are kept as said ("Work laptop", "iPhone 15 Pro Max"). */
const MAX_OWN_DEVICE_WORDS = 5;

/** "On her iPhone while commuting" → "iPhone": the device without whose it is or when it is used. */
function deviceAsNamed(said: string): string {
  const named = said.split(/\s(?:while|when|because|whenever)\s/i)[0] ?? said;
  return named.replace(/^(?:(?:on|using|uses|with) )?(?:an?|the|her|his|their|my) /i, '');
}

/** The value the answer plainly gives for `field`, or null when it gives none. */
function readValue(field: PersonaField, answer: string, details: PersonaDetails): string | null {
  switch (field) {
    case 'name': {
      const said = nameSaid(answer) ?? personMention(readPersonName(answer));
      return said === null ? null : firstNameOf(said);
    }
    case 'age':
      return parseAge(cleanValue(answer)) ?? details.age ?? null;
    case 'gender':
      // Only a gender the plan knows is stored ("Mujer" is Female; "iPhone 13" is none); a
      // sentence answers it with what it says, or with the pronoun it speaks of them with.
      return cleanValue(answer).split(' ').length <= MAX_PLAIN_GENDER_WORDS
        ? plainGender(cleanValue(answer))
        : genderAnswered(answer);
    default:
      return details[field] ?? null;
  }
}

function acknowledgementOf(field: PersonaField, value: string): string {
  if (field === 'name') return acknowledge.personaName(value);
  return field === 'age' ? acknowledge.age(value) : acknowledge.personaField();
}

/**
 * The persona with the answer kept, and what to say of it; null when the age asked for is no
 * number and the answer says nothing else. `restated` says the answer repeats itself ("Like I said").
 */
export function readPersonaAnswer(
  field: PersonaField,
  answer: string,
  given: Persona | undefined,
  restated = false,
): { persona: Persona; acknowledgement: string } | null {
  const details = readPersonaDetails(answer);
  if (field !== 'occupation_background' && isFamilyRole(details.occupation_background))
    delete details.occupation_background;
  // "Hunter. he's 17": a name that is also a word ("Hunter", "Rose", "Grace") names them, and is no job or mood.
  const name = field === 'name' ? readValue('name', answer, details)?.toLowerCase() : undefined;
  for (const other of PERSONA_FIELDS) if (name && details[other]?.toLowerCase() === name) delete details[other];
  // A gender said beside another answer ("Dana, a woman in her forties") is kept, but says no
  // other question was answered.
  const others = PERSONA_FIELDS.filter((other) => other !== field && other !== 'gender' && details[other]);
  const fresh = PERSONA_FIELDS.filter((other) => other !== field && !given?.[other] && details[other]);
  // A device named in a few words ("Work laptop") is best kept in the visitor's own words, unless
  // the answer says more than that.
  const plain = cleanValue(answer);
  const short = plain.split(' ').length <= MAX_OWN_DEVICE_WORDS && details.device !== undefined;
  const ownWords = field === 'device' && short && others.length === 0 && !restated && !opensSentence(plain);
  // How they feel is said in its first clause, whoever it is said of ("she's fed up with …, …").
  const mood = field === 'state_of_mind' && others.length === 0 && !restated ? moodSaid(plain) : null;
  // "An old Samsung phone" is kept as "Old Samsung phone", as a device is named in a plan.
  const own = field === 'device' ? capitalised(deviceAsNamed(withoutOpeningQualifier(plain))) : plain;
  const read = mood ? capitalised(mood) : ownWords ? own : readValue(field, answer, details);
  // An answer the field's reader finds nothing in is the field's own words, unless it answers another question.
  const otherAnswer = restated || (others.length > 0 && (READ_ONLY.has(field) || fresh.length === 0));
  const value = read ?? (otherAnswer ? null : field === 'age' ? null : cleanValue(answer));
  if (value === null && !otherAnswer) return null;
  const persona: Persona = { ...given, ...(value === null ? {} : { [field]: { value } }) };
  for (const other of fresh) persona[other] = { value: details[other] as string };
  // "She" phrases the reply ("her device") though it is not stored as her gender.
  const gender = persona.gender?.value ?? pronounGender(answer);
  if (value === null) {
    const known = others.filter((other) => !fresh.includes(other));
    return { persona, acknowledgement: acknowledge.knownDetails(fresh, known, gender) };
  }
  const said = acknowledgementOf(field, value);
  const also = acknowledge.alsoNoted(fresh, gender);
  // "Noted. I noted …" says it twice: "Noted, with her state of mind and device too."
  if (also && said === acknowledge.personaField())
    return { persona, acknowledgement: also.replace(/^I noted /, 'Noted, with ') };
  return { persona, acknowledgement: [said, also].filter(Boolean).join(' ') };
}
