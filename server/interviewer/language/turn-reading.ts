/**
 * What one visitor turn says, read before any field of the plan is filled (docs/interviewer.md):
 * a list of acts, each naming the field it touches and the value it gives. The rules
 * (reading/read-turn.ts) and an optional language model (reading/model-reader.ts) both produce
 * this shape; field-shapes.ts checks every value before anything is stored.
 */
import { PERSONA_FIELDS, type PersonaField } from '../../../src/lib/plan/plan.ts';

/** The plan fields a turn can fill or change; persona fields use the plan state's own keys. */
export const TURN_FIELDS = ['app_description', 'user_type', 'segment', ...PERSONA_FIELDS, 'goal'] as const;
export type TurnField = (typeof TURN_FIELDS)[number];

export const isPersonaField = (field: TurnField): field is PersonaField =>
  (PERSONA_FIELDS as readonly string[]).includes(field);

/**
 * - answer: a value for the field the question asked about (one act per value: "developers and
 *   team leads" is two answers of user_type);
 * - correction: a new value for a field already filled ("sorry, she's 29, not 34"), any field;
 * - removal: drops a user type, segment or goal ("remove the walkers");
 * - rename: a new name for a user type or segment ("call them team leads");
 * - choice: picks one of several items already named ("owners first");
 * - request: asks the assistant to do something (see TurnRequest);
 * - question: asks the assistant something; nothing is stored;
 * - filler: a turn that says nothing for the plan ("well", "like I said"); listed only when it is
 *   all the turn says (the filler words around an answer are dropped silently).
 */
export const TURN_ACTS = [
  'answer',
  'correction',
  'removal',
  'rename',
  'choice',
  'request',
  'question',
  'filler',
] as const;
export type TurnActKind = (typeof TURN_ACTS)[number];

/** suggest_plan: "suggest a plan for me"; start_over: clear the plan; done: "that's all", "no more". */
export const TURN_REQUESTS = ['suggest_plan', 'start_over', 'done'] as const;
export type TurnRequest = (typeof TURN_REQUESTS)[number];

export interface TurnAct {
  act: TurnActKind;
  /** The field it touches: every act but request, question and filler has one. */
  field?: TurnField;
  /** The new value (answer, correction, rename), the item chosen (choice), or the request. */
  value?: string;
  /** The value it replaces or removes, as the plan holds it (correction, removal, rename). */
  target?: string;
}

export interface TurnReading {
  acts: TurnAct[];
}

/**
 * What the last question asked for: a field (the first one the plan lacks), which of the groups
 * just named to start with (first_group), more goals for the last persona (more_goals), or,
 * once the plan is full, whether to add another user type or segment (anything_else).
 */
export const ASKED = [...TURN_FIELDS, 'first_group', 'more_goals', 'anything_else'] as const;
export type Asked = (typeof ASKED)[number];
