/**
 * What a language model must answer (the JSON schema it is asked for, as zod), and the checks its
 * answer passes before the interviewer sees it: the schema first (the SDK parses with it), then
 * the bounds, the parts each act needs, and every value's shape (field-shapes.ts). An answer that
 * fails any of them is not used at all: the rules read the turn instead.
 *
 * The schema is kept to what every OpenAI-compatible server takes in strict mode (every property
 * required, null for "none", no length keywords); the bounds are checked here instead. Loaded
 * only with the SDK (model-reader.ts), never on a host without a model.
 */
import { z } from 'zod';
import { readingFitsShapes } from '../language/field-shapes.ts';
import {
  TURN_ACTS,
  TURN_FIELDS,
  TURN_REQUESTS,
  type TurnAct,
  type TurnField,
  type TurnReading,
} from '../language/turn-reading.ts';
import { MAX_DESCRIPTION_LENGTH } from '../words/answers.ts';

/** More acts than any turn holds: a longer list is a model that lost its way. */
export const MAX_ACTS = 20;
/** The longest text an act may carry: the longest value the plan stores (a description). */
export const MAX_ACT_TEXT = MAX_DESCRIPTION_LENGTH;

export const modelAnswerSchema = z.object({
  acts: z.array(
    z.object({
      act: z.enum(TURN_ACTS),
      field: z.enum(TURN_FIELDS).nullable(),
      value: z.string().nullable(),
      target: z.string().nullable(),
    }),
  ),
});
export type ModelAnswer = z.infer<typeof modelAnswerSchema>;
type ModelAct = ModelAnswer['acts'][number];

const LIST_FIELDS: readonly TurnField[] = ['user_type', 'segment', 'goal'];
const NAME_FIELDS: readonly TurnField[] = ['user_type', 'segment'];

/** Whether an act has the parts its kind needs (turn-reading.ts). */
function isWhole({ act, field, value, target }: ModelAct): boolean {
  switch (act) {
    case 'answer':
    case 'correction':
    case 'choice':
      return field !== null && value !== null;
    case 'removal':
      return field !== null && LIST_FIELDS.includes(field) && target !== null;
    case 'rename':
      return field !== null && NAME_FIELDS.includes(field) && value !== null && target !== null;
    case 'request':
      return (TURN_REQUESTS as readonly (string | null)[]).includes(value);
    case 'question':
    case 'filler':
      return true;
  }
}

/** The act as the interviewer takes it: null is "none"; a question or filler carries nothing, a request its kind. */
function turnAct({ act, field, value, target }: ModelAct): TurnAct {
  const valued = value === null ? {} : { value };
  if (act === 'question' || act === 'filler') return { act };
  if (act === 'request') return { act, ...valued };
  return { act, ...(field === null ? {} : { field }), ...valued, ...(target === null ? {} : { target }) };
}

export type CheckedAnswer = { ok: true; reading: TurnReading } | { ok: false; why: string };

/** The reading in a model's answer, or why it is not used (never the answer's own words: no turn text in a log). */
export function checkedReading({ acts }: ModelAnswer): CheckedAnswer {
  if (acts.length === 0) return { ok: false, why: 'no act' };
  if (acts.length > MAX_ACTS) return { ok: false, why: `more than ${MAX_ACTS} acts` };
  const long = (text: string | null) => text !== null && text.length > MAX_ACT_TEXT;
  if (acts.some(({ value, target }) => long(value) || long(target)))
    return { ok: false, why: `a text longer than ${MAX_ACT_TEXT} characters` };
  if (!acts.every(isWhole)) return { ok: false, why: 'an act without the parts it needs' };
  const reading = { acts: acts.map(turnAct) };
  if (!readingFitsShapes(reading)) return { ok: false, why: 'a value that does not fit its field' };
  return { ok: true, reading };
}
