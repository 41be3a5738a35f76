/**
 * A persona named beside the segment it is one of: asked for a segment, a founder may go on to the
 * person ("night-shift nurses. let's call her Priya, 31"; "first-time buyers - his name is Tom").
 * The segment is what is said before the person, and the person's details are the persona's, as
 * an answer to the name question gives them (persona-answer.ts).
 */
import type { PlanState } from '../../../src/lib/plan/plan.ts';
import { nameSaid } from '../language/persona-name.ts';
import { normalizeCommand } from '../words/answers.ts';
import { acknowledge } from './interview-replies.ts';
import { askNext, type InterviewTurn } from './interview-turn.ts';
import { readPersonaAnswer } from './persona-answer.ts';
import { addSegments } from './plan-additions.ts';

/** Words that name one person, and who: "let's call her …", "his name is …", "one of them is called …". */
const NAMING_CUES = [
  'call her',
  'call him',
  'her name',
  'his name',
  'her names',
  'his names',
  'shes called',
  'hes called',
  'she is called',
  'he is called',
  'one is called',
  'one called',
  'someone called',
  'someone named',
  'named',
];
/** Marks a founder goes on to the person after: a sentence's end, a dash, a semicolon, a comma. */
const BREAKS = ['. ', '; ', ' - ', ' – ', ' — ', ', '];

const namesSomeone = (text: string) => {
  const said = ` ${normalizeCommand(text)} `;
  return NAMING_CUES.some((cue) => said.includes(` ${cue} `));
};

/** The segment and the person said after it, or null when no one is named after the group. */
export function personaBeside(answer: string): { group: string; person: string } | null {
  const breaks = BREAKS.flatMap((mark) => {
    const at = answer.indexOf(mark);
    return at > 0 ? [{ at, length: mark.length }] : [];
  }).sort((one, other) => one.at - other.at);
  const first = breaks[0];
  if (!first) return null;
  const group = answer.slice(0, first.at).trim();
  const person = answer.slice(first.at + first.length).trim();
  if (namesSomeone(group) || !namesSomeone(person)) return null;
  const name = nameSaid(person);
  // The name must be written as one: "call them TAs" names a group, not a person.
  return name && group !== '' && /^\p{Lu}/u.test(person.slice(person.toLowerCase().indexOf(name.toLowerCase())))
    ? { group, person }
    : null;
}

/** The segment added, and the persona named beside it; null when the answer names no one after a group. */
export function addSegmentWithPersona(
  plan: PlanState,
  type: number,
  answer: string,
  wasComplete: boolean,
): InterviewTurn | null {
  const beside = personaBeside(answer);
  // Read on a copy: when no persona is named after all, the answer is read as segments alone.
  const copy = structuredClone(plan);
  const segments = copy.user_types[type]?.segments;
  if (!beside || !segments) return null;
  const before = segments.length;
  addSegments(copy, type, beside.group, wasComplete);
  const segment = segments.at(-1);
  if (segments.length !== before + 1 || !segment) return null;
  const read = readPersonaAnswer('name', beside.person, segment.persona);
  if (!read?.persona.name) return null;
  segment.persona = read.persona;
  const added = acknowledge.segments([segment.segment?.value ?? ''], 0);
  return askNext(copy, `${added} ${read.acknowledgement}`, wasComplete);
}
