/**
 * One person in the leads table (docs/operating.md, "The operator's console and the founder count"): when
 * their newest lead came, what they did, their address and where it stands in the double opt-in,
 * the app address and feedback they gave last, and their reservation's plan folded under them.
 */
import { html } from 'hono/html';
import type { LeadKind } from '../../../src/leads/rules/lead-kind.ts';
import type { FounderRule } from '../ops-context.ts';
import type { OpsPerson } from '../people-queries.ts';
import { type ConfirmationState, personState, spotPending } from '../person-story.ts';
import { counted } from './format.ts';
import { kindBadge, messageCell, receivedTime } from './lead-parts.ts';
import { personHref } from './leads-query.ts';
import { planDetails, planView } from './plan-view.ts';

/** A confirmation state as the table says it. */
export const STATE_NAMES: Record<ConfirmationState, string> = {
  confirmed: 'Confirmed',
  pending: 'Pending',
  failed: 'Mail failed',
  'not needed': 'Not needed',
};

const STATE_CLASSES: Record<ConfirmationState, string> = {
  confirmed: 'confirmed',
  pending: 'pending',
  failed: 'failed',
  'not needed': 'none',
};

/** What a person did, as badges, a space apart. */
export const didBadges = (did: readonly LeadKind[]) =>
  html`<span class="did">${did.map((kind, index) => html`${index > 0 ? ' ' : ''}${kindBadge(kind)}`)}</span>`;

function stateCell(person: OpsPerson, rule: FounderRule) {
  const state = personState(person, rule.confirmedOnly);
  const spot = spotPending(person.did, state)
    ? html` <span class="state-note">No founder spot until confirmed</span>`
    : '';
  return html`<span class="state state-${STATE_CLASSES[state]}">${STATE_NAMES[state]}</span>${spot}`;
}

export function personRows(person: OpsPerson, rule: FounderRule) {
  const plan = planView(person.plan);
  return html`<tbody class="lead">
    <tr>
      <td data-label="Latest">${receivedTime(person.latest)}</td>
      <td data-label="Did">${didBadges(person.did)}</td>
      <td data-label="Email" class="cell-email"><a href="${personHref(person.email)}">${person.email}</a>${
        person.leads > 1 ? html` <span class="lead-count">${counted(person.leads, 'lead')}</span>` : ''
      }</td>
      <td data-label="Confirmation" class="cell-state">${stateCell(person, rule)}</td>
      <td data-label="App address" class="cell-url">${person.url === '' ? html`<span class="muted">(none)</span>` : html`<span class="url">${person.url}</span>`}</td>
      <td data-label="Feedback" class="cell-message">${messageCell(person.message)}</td>
    </tr>
    ${
      plan.kind === 'none'
        ? ''
        : html`<tr class="plan-row"><td colspan="2" class="plan-gap"></td><td colspan="4" data-label="Plan">${planDetails(plan)}</td></tr>`
    }
  </tbody>`;
}
