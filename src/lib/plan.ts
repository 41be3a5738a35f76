/**
 * The test plan the analysis host builds (specification section 3), and the rules the pages
 * apply to it: reading it defensively, when it is complete, and the scenarios it yields.
 * Every text here comes from the network: it is only ever rendered as text.
 */
import { isRecord } from './is-record.ts';
export interface Valued {
  value: string;
}

export const PERSONA_FIELDS = ['name', 'age', 'gender', 'occupation_background', 'state_of_mind', 'device'] as const;
export type PersonaField = (typeof PERSONA_FIELDS)[number];
export type Persona = Partial<Record<PersonaField, Valued>>;

export interface Segment {
  segment?: Valued;
  persona?: Persona;
  goals: Valued[];
}

export interface UserType {
  type?: Valued;
  segments: Segment[];
}

export interface PlanState {
  app_description?: Valued;
  user_types: UserType[];
}

export interface Scenario {
  goal: string;
  segment: string;
  persona: string;
}


/** `{ value: ... }` with a string or a number becomes a trimmed string; anything else is absent. */
function readValued(input: unknown): Valued | undefined {
  const raw = isRecord(input) ? input['value'] : undefined;
  if (typeof raw === 'number' && Number.isFinite(raw)) return { value: String(raw) };
  if (typeof raw !== 'string' || raw.trim() === '') return undefined;
  return { value: raw.trim() };
}

const list = (input: unknown): unknown[] => (Array.isArray(input) ? input : []);

function readPersona(input: unknown): Persona | undefined {
  if (!isRecord(input)) return undefined;
  const persona: Persona = {};
  for (const field of PERSONA_FIELDS) {
    const valued = readValued(input[field]);
    if (valued) persona[field] = valued;
  }
  return Object.keys(persona).length > 0 ? persona : undefined;
}

function readSegment(input: unknown): Segment | undefined {
  if (!isRecord(input)) return undefined;
  const segment: Segment = { goals: list(input['goals']).map(readValued).filter((goal) => goal !== undefined) };
  const name = readValued(input['segment']);
  const persona = readPersona(input['persona']);
  if (name) segment.segment = name;
  if (persona) segment.persona = persona;
  return segment;
}

function readUserType(input: unknown): UserType | undefined {
  if (!isRecord(input)) return undefined;
  // Some responses name the list "segment" instead of "segments".
  const segments = list(input['segments'] ?? input['segment']).map(readSegment).filter((s) => s !== undefined);
  const type = readValued(input['type']);
  return type ? { type, segments } : { segments };
}

/** The plan state as sent by the host or kept in storage; null when it is not a plan at all. */
export function parsePlanState(input: unknown): PlanState | null {
  if (!isRecord(input)) return null;
  const plan: PlanState = { user_types: list(input['user_types']).map(readUserType).filter((t) => t !== undefined) };
  const description = readValued(input['app_description']);
  if (description) plan.app_description = description;
  return plan;
}

/** Complete: at least one user type has a segment with both a persona and at least one goal. */
export function isPlanComplete(plan: PlanState | null): boolean {
  return (plan?.user_types ?? []).some((type) =>
    type.segments.some((segment) => segment.persona !== undefined && segment.goals.length > 0),
  );
}

/** Nothing to show yet: no description and no user types. */
export function isPlanEmpty(plan: PlanState | null): boolean {
  return !plan || (!plan.app_description && plan.user_types.length === 0);
}

/**
 * `{name|User} ({device|Device})`, then ` - ` and whichever of age, occupation and state of
 * mind are known; `Unknown User` without a persona.
 */
export function describePersona(persona: Persona | undefined): string {
  if (!persona) return 'Unknown User';
  const head = `${persona.name?.value ?? 'User'} (${persona.device?.value ?? 'Device'})`;
  const details = [
    persona.age && `${persona.age.value} years old`,
    persona.occupation_background?.value,
    persona.state_of_mind?.value,
  ].filter((item): item is string => Boolean(item));
  return details.length > 0 ? `${head} - ${details.join(', ')}` : head;
}

/** One scenario per goal, in plan order. */
export function toScenarios(plan: PlanState | null): Scenario[] {
  return (plan?.user_types ?? []).flatMap((type) =>
    type.segments.flatMap((segment) =>
      segment.goals.map((goal) => ({
        goal: goal.value,
        segment: segment.segment?.value ?? 'Unknown Segment',
        persona: describePersona(segment.persona),
      })),
    ),
  );
}
