/**
 * The plan as the interviewer works on it. The browser sends back whatever plan it holds, so the
 * interviewer reads it the way the browser does (parsePlanState: trimmed values, no empty ones,
 * lists within PLAN_LIMITS) and clips every value to the length it would have kept itself. A
 * plan the interviewer built passes through unchanged; a forged one cannot make the answer, or
 * the task that holds it, larger than an honest one.
 */
import {
  PERSONA_FIELDS,
  type Persona,
  type PlanState,
  parsePlanState,
  type Valued,
} from '../../../src/lib/plan/plan.ts';
import { clip, MAX_DESCRIPTION_LENGTH, MAX_VALUE_LENGTH } from './answers.ts';

const clipped = (valued: Valued, maxLength = MAX_VALUE_LENGTH): Valued => ({ value: clip(valued.value, maxLength) });

function clipPersona(persona: Persona): Persona {
  const copy: Persona = {};
  for (const field of PERSONA_FIELDS) {
    const valued = persona[field];
    if (valued) copy[field] = clipped(valued);
  }
  return copy;
}

/** A fresh, bounded copy: the caller may change it freely. */
export function readBoundedPlan(current: PlanState | null): PlanState {
  const plan = parsePlanState(current) ?? { user_types: [] };
  return {
    ...(plan.app_description ? { app_description: clipped(plan.app_description, MAX_DESCRIPTION_LENGTH) } : {}),
    // What the host read on the app's page travels on unchanged (parsePlanState has bounded it).
    ...(plan.app_page ? { app_page: plan.app_page } : {}),
    user_types: plan.user_types.map((userType) => ({
      ...(userType.type ? { type: clipped(userType.type) } : {}),
      ...(userType.description ? { description: clipped(userType.description) } : {}),
      segments: userType.segments.map((segment) => ({
        ...(segment.segment ? { segment: clipped(segment.segment) } : {}),
        ...(segment.persona ? { persona: clipPersona(segment.persona) } : {}),
        goals: segment.goals.map((goal) => clipped(goal)),
      })),
    })),
  };
}
