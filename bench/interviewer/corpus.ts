/**
 * The interviewer's corpus (corpus/FORMAT.md): founder turns with where the conversation stands
 * and the acts a careful reader takes from them. Each entry is checked as it is loaded (its acts
 * and fields exist, its `asks` is what the interviewer would ask of its plan) and turned into the
 * conversation and plan state the interviewer is sent.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import {
  ASKED,
  type Asked,
  TURN_ACTS,
  TURN_FIELDS,
  type TurnActKind,
  type TurnField,
} from '../../server/interviewer/language/turn-reading.ts';
import { askedOf, questionOf } from '../../server/interviewer/reading/asked.ts';
import type { ChatMessage } from '../../src/lib/plan/conversation.ts';
import { PERSONA_FIELDS, type Persona, type PlanState } from '../../src/lib/plan/plan.ts';

export interface ExpectedAct {
  act: TurnActKind;
  field?: TurnField;
  /** Acceptable values: any one of them. */
  values?: string[];
  target?: string;
}

export interface CorpusTurn {
  id: string;
  app: string;
  voices: string[];
  asks: Asked;
  say: string;
  expect: ExpectedAct[];
  plan: PlanState;
  conversation: ChatMessage[];
}

interface CompactSegment {
  segment?: string;
  persona?: Record<string, string | number>;
  goals?: string[];
}
interface CompactType {
  type?: string;
  segments?: CompactSegment[];
}
type Raw = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '');

function expandPlan(description: unknown, types: unknown): PlanState {
  const plan: PlanState = { user_types: [] };
  if (text(description)) plan.app_description = { value: text(description) };
  for (const type of (Array.isArray(types) ? types : []) as CompactType[]) {
    plan.user_types.push({
      ...(type.type ? { type: { value: text(type.type) } } : {}),
      segments: (type.segments ?? []).map((segment) => {
        const persona: Persona = {};
        for (const field of PERSONA_FIELDS) {
          const value = text(segment.persona?.[field]);
          if (value) persona[field] = { value };
        }
        return {
          ...(segment.segment ? { segment: { value: text(segment.segment) } } : {}),
          persona,
          goals: (segment.goals ?? []).map((goal) => ({ value: text(goal) })),
        };
      }),
    });
  }
  return plan;
}

function readAct(raw: Raw, where: string): ExpectedAct {
  const act = text(raw['act']) as TurnActKind;
  if (!TURN_ACTS.includes(act)) throw new Error(`${where}: unknown act ${String(raw['act'])}`);
  const field = raw['field'] === undefined ? undefined : (text(raw['field']) as TurnField);
  if (field !== undefined && !TURN_FIELDS.includes(field)) throw new Error(`${where}: unknown field ${field}`);
  const value = raw['value'];
  const values = value === undefined ? undefined : (Array.isArray(value) ? value : [value]).map(text);
  const target = raw['target'] === undefined ? undefined : text(raw['target']);
  return { act, ...(field ? { field } : {}), ...(values ? { values } : {}), ...(target ? { target } : {}) };
}

export function readCorpus(path: string): CorpusTurn[] {
  const entries = parse(readFileSync(path, 'utf8')) as Raw[];
  return entries.map((entry) => {
    const id = text(entry['id']);
    const asks = text(entry['asks']) as Asked;
    if (!ASKED.includes(asks)) throw new Error(`${id}: unknown asks ${asks}`);
    const plan = expandPlan(entry['description'], entry['plan']);
    const question = questionOf(plan, asks);
    const planAsks = askedOf(plan, question);
    if (planAsks !== asks) throw new Error(`${id}: asks ${asks}, but its plan asks ${planAsks}`);
    const voice = entry['voice'];
    const greeting = "Hi! I'm Testable. I'll help you build a test plan for your app, one question at a time.";
    return {
      id,
      app: text(entry['app']),
      voices: (Array.isArray(voice) ? voice : [voice]).map(text),
      asks,
      say: text(entry['say']),
      expect: ((entry['expect'] ?? []) as Raw[]).map((act, index) => readAct(act, `${id} act ${index + 1}`)),
      plan,
      conversation: [
        { role: 'assistant', content: greeting },
        { role: 'assistant', content: question },
        { role: 'user', content: text(entry['say']) },
      ],
    };
  });
}
