/**
 * A founder reservation's plan as the operator reads it: user types, then their segments, each
 * segment's persona and goals. The plan is the visitor's own JSON, read as defensively as the
 * page reads one; every word of it is shown as text.
 */
import { html } from 'hono/html';
import { readLeadPlan } from '../../../src/leads/rules/lead-plan.ts';
import type { PersonaField } from '../../../src/lib/plan/plan.ts';
import { counted } from './format.ts';

export interface PersonaLine {
  label: string;
  value: string;
}

export interface SegmentView {
  name: string;
  persona: PersonaLine[];
  goals: string[];
}

export interface UserTypeView {
  name: string;
  description: string | null;
  segments: SegmentView[];
}

export type PlanView =
  | { kind: 'none' }
  | { kind: 'unreadable' }
  | { kind: 'plan'; description: string | null; userTypes: UserTypeView[]; summary: string };

const PERSONA_LABELS: Record<PersonaField, string> = {
  name: 'Name',
  age: 'Age',
  gender: 'Gender',
  occupation_background: 'Background',
  state_of_mind: 'State of mind',
  device: 'Device',
};

export const UNREADABLE_PLAN = '(plan could not be read)';
export const UNNAMED_USER_TYPE = '(unnamed user type)';
export const UNNAMED_SEGMENT = '(unnamed segment)';

/** What a plan holds, in a few words: `2 user types · 3 segments · 5 goals`. */
function planSummary(userTypes: readonly UserTypeView[]): string {
  const segments = userTypes.flatMap((type) => type.segments);
  const goals = segments.reduce((total, segment) => total + segment.goals.length, 0);
  if (userTypes.length === 0) return 'no user types yet';
  return [counted(userTypes.length, 'user type'), counted(segments.length, 'segment'), counted(goals, 'goal')].join(
    ' · ',
  );
}

/** A lead's `plan` field as the console shows it: none (''), unreadable, or the plan's parts. */
export function planView(json: string): PlanView {
  if (json.trim() === '') return { kind: 'none' };
  const plan = readLeadPlan(json);
  if (!plan) return { kind: 'unreadable' };
  const userTypes = plan.user_types.map((type) => ({
    name: type.type?.value ?? UNNAMED_USER_TYPE,
    description: type.description?.value ?? null,
    segments: type.segments.map((segment) => ({
      name: segment.segment?.value ?? UNNAMED_SEGMENT,
      persona: Object.entries(PERSONA_LABELS).flatMap(([field, label]) => {
        const value = segment.persona?.[field as PersonaField]?.value;
        return value === undefined ? [] : [{ label, value }];
      }),
      goals: segment.goals.map((goal) => goal.value),
    })),
  }));
  return { kind: 'plan', description: plan.app_description?.value ?? null, userTypes, summary: planSummary(userTypes) };
}

function segmentHtml(segment: SegmentView) {
  return html`<li class="plan-segment">
    <p class="plan-name"><span class="plan-label">Segment</span> ${segment.name}</p>
    ${
      segment.persona.length > 0
        ? html`<dl class="persona">${segment.persona.map((line) => html`<div><dt>${line.label}</dt><dd>${line.value}</dd></div>`)}</dl>`
        : html`<p class="muted plan-empty">No persona yet.</p>`
    }
    ${
      segment.goals.length > 0
        ? html`<p class="plan-label">Goals</p><ul class="goals">${segment.goals.map((goal) => html`<li>${goal}</li>`)}</ul>`
        : html`<p class="muted plan-empty">No goals yet.</p>`
    }
  </li>`;
}

function userTypeHtml(type: UserTypeView) {
  return html`<li class="plan-type">
    <p class="plan-name"><span class="plan-label">User type</span> ${type.name}${
      type.description ? html` <span class="muted">${type.description}</span>` : ''
    }</p>
    ${
      type.segments.length > 0
        ? html`<ul class="plan-segments">${type.segments.map(segmentHtml)}</ul>`
        : html`<p class="muted plan-empty">No segments yet.</p>`
    }
  </li>`;
}

/** The plan's parts as nested lists (nothing for a lead without a plan). */
export function planHtml(view: PlanView) {
  if (view.kind === 'none') return html``;
  if (view.kind === 'unreadable') return html`<p class="plan-unreadable">${UNREADABLE_PLAN}</p>`;
  return html`<div class="plan-view">
    ${view.description ? html`<p class="plan-app"><span class="plan-label">App</span> ${view.description}</p>` : ''}
    ${
      view.userTypes.length > 0
        ? html`<ul class="plan-types">${view.userTypes.map(userTypeHtml)}</ul>`
        : html`<p class="muted plan-empty">No user types yet.</p>`
    }
  </div>`;
}

/** The plan folded away under a summary line, as the leads table shows it. */
export function planDetails(view: PlanView) {
  if (view.kind === 'none') return html``;
  if (view.kind === 'unreadable')
    return html`<p class="plan-unreadable"><span class="plan-label">Plan</span> ${UNREADABLE_PLAN}</p>`;
  return html`<details class="plan">
    <summary>Plan <span class="muted">· ${view.summary}</span></summary>
    ${planHtml(view)}
  </details>`;
}
