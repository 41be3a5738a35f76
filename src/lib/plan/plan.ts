/**
 * The test plan the analysis host builds (specification section 3), and the rules the pages
 * apply to it: reading it defensively, when it is complete, and the scenarios it yields.
 * Every text here comes from the network: it is only ever rendered as text.
 */

import { fillTemplate } from '../content/template.ts';
import { isRecord } from '../is-record.ts';
import { type AppPage, readAppPage } from './app-page.ts';

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
  /** What the visitor said of the group besides its name ("who run small crews"); an extension of the specification's plan. */
  description?: Valued;
  segments: Segment[];
}

export interface PlanState {
  app_description?: Valued;
  user_types: UserType[];
  /** What the host read on the app's page (app-page.ts); an extension of the specification's plan. */
  app_page?: AppPage;
}

export interface Scenario {
  goal: string;
  segment: string;
  persona: string;
}

/**
 * The most a plan holds: far more than any real interview reaches (a handful of user types with
 * a few segments and goals each), few enough that a hostile plan stays small. The reference
 * host's interviewer stops adding at these caps and says so, and parsePlanState keeps no more.
 * The lengths (in characters, code points) are the most the interviewer keeps of one value and of
 * the app's description, and the most the visitor's own edits of the plan keep (plan-edits.ts).
 */
export const PLAN_LIMITS = {
  userTypes: 20,
  segmentsPerUserType: 20,
  goalsPerSegment: 50,
  valueLength: 200,
  descriptionLength: 1000,
} as const;

/** `{ value: ... }` with a string or a number becomes a trimmed string; anything else is absent. */
export function readValued(input: unknown): Valued | undefined {
  const raw = isRecord(input) ? input['value'] : undefined;
  if (typeof raw === 'number' && Number.isFinite(raw)) return { value: String(raw) };
  if (typeof raw !== 'string' || raw.trim() === '') return undefined;
  return { value: raw.trim() };
}

/** The items `read` makes sense of, the first `max` of them; anything but a list is empty. */
function readList<Item>(input: unknown, read: (item: unknown) => Item | undefined, max: number): Item[] {
  if (!Array.isArray(input)) return [];
  return input
    .map(read)
    .filter((item) => item !== undefined)
    .slice(0, max);
}

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
  const segment: Segment = { goals: readList(input['goals'], readValued, PLAN_LIMITS.goalsPerSegment) };
  const name = readValued(input['segment']);
  const persona = readPersona(input['persona']);
  if (name) segment.segment = name;
  if (persona) segment.persona = persona;
  return segment;
}

function readUserType(input: unknown): UserType | undefined {
  if (!isRecord(input)) return undefined;
  // Some responses name the list "segment" instead of "segments".
  const segments = readList(input['segments'] ?? input['segment'], readSegment, PLAN_LIMITS.segmentsPerUserType);
  const type = readValued(input['type']);
  const description = readValued(input['description']);
  return { ...(type ? { type } : {}), ...(description ? { description } : {}), segments };
}

/**
 * The stored plan state (localStorage `testable:planState`, src/lib/config/storage-keys.ts), as
 * the host sent it; absent or invalid JSON reads as null.
 */
export function parseStoredPlanState(stored: string | null | undefined): unknown {
  if (typeof stored !== 'string') return null;
  try {
    return JSON.parse(stored);
  } catch {
    return null;
  }
}

/**
 * How the plan state is stored: as JSON. No state removes the key, and so does a state whose
 * JSON is null (a number too large to read, for one), since reading that back gives no state.
 */
export function serializePlanState(state: unknown): string | undefined {
  const json = state === null ? undefined : JSON.stringify(state);
  return json === 'null' ? undefined : json;
}

/**
 * The plan state as sent by the host or kept in storage; null when it is not a plan at all.
 * Never throws. Its output is never larger than what it is given, give or take the JSON of
 * numbers read as text and of empty lists filled in (both bounded by PLAN_LIMITS): every value
 * is a trimmed string of the input, and lists stop at PLAN_LIMITS. So a plan read from a body of
 * at most 64 KiB (the reference host's limit) stays about that size, whatever its shape, and
 * reading its own output gives the same plan back.
 */
export function parsePlanState(input: unknown): PlanState | null {
  if (!isRecord(input)) return null;
  const plan: PlanState = { user_types: readList(input['user_types'], readUserType, PLAN_LIMITS.userTypes) };
  const description = readValued(input['app_description']);
  if (description) plan.app_description = description;
  const page = readAppPage(input['app_page']);
  if (page) plan.app_page = page;
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

/** The words a scenario falls back on (src/content/app/test-execution.yaml, `scenario`). */
export interface ScenarioWords {
  unknownPersona: string;
  unnamedPersona: string;
  unknownDevice: string;
  /** Holds `{age}`. */
  age: string;
  unknownSegment: string;
}

/**
 * The persona line in its two parts: who (`{name|User} ({device|Device})`, or `Unknown User`
 * without a persona) and, when any is known, the age, occupation and state of mind joined by
 * `, ` (else ''). The page sets the two apart; describePersona joins them.
 */
export function personaLineParts(
  persona: Persona | undefined,
  words: ScenarioWords,
): { head: string; details: string } {
  if (!persona) return { head: words.unknownPersona, details: '' };
  const head = `${persona.name?.value ?? words.unnamedPersona} (${persona.device?.value ?? words.unknownDevice})`;
  const details = [
    persona.age && fillTemplate(words.age, { age: persona.age.value }),
    persona.occupation_background?.value,
    persona.state_of_mind?.value,
  ].filter((item): item is string => Boolean(item));
  return { head, details: details.join(', ') };
}

/** `head - details`, or the head alone (a format the specification fixes: docs/content.md "Change the words"). */
export function joinPersonaLine({ head, details }: { head: string; details: string }): string {
  return details ? `${head} - ${details}` : head;
}

/**
 * `{name|User} ({device|Device})`, then ` - ` and whichever of age, occupation and state of
 * mind are known; `Unknown User` without a persona (a format the specification fixes: docs/content.md
 * "Change the words"; the words from content).
 */
export function describePersona(persona: Persona | undefined, words: ScenarioWords): string {
  return joinPersonaLine(personaLineParts(persona, words));
}

/** One scenario per goal, in plan order. */
export function toScenarios(plan: PlanState | null, words: ScenarioWords): Scenario[] {
  return (plan?.user_types ?? []).flatMap((type) =>
    type.segments.flatMap((segment) =>
      segment.goals.map((goal) => ({
        goal: goal.value,
        segment: segment.segment?.value ?? words.unknownSegment,
        persona: describePersona(segment.persona, words),
      })),
    ),
  );
}
