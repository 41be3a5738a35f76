/**
 * Everything held about one address: what they did and where the address stands, then each of
 * its leads in full, with its time and its plan readable.
 */
import { html } from 'hono/html';
import { CONSOLE_COLUMNS, type ConsoleColumn, type ConsoleLook, LEADS } from '../../sql/lead-columns.ts';
import type { AddressConfirmation, OpsLead } from '../lead-queries.ts';
import { type FounderRule, NO_FOUNDER_RULE } from '../ops-context.ts';
import { didOf, personState } from '../person-story.ts';
import { counted } from './format.ts';
import { consolePage, type Html } from './layout.ts';
import { isPending, kindBadge, pendingBadge, receivedTime } from './lead-parts.ts';
import { personHref } from './leads-query.ts';
import { didBadges, STATE_NAMES } from './person-row.ts';
import { planHtml, planView } from './plan-view.ts';

const orNone = (value: string) => (value === '' ? html`<span class="muted">(none)</span>` : value);

/** A field of a lead, drawn in the look its column has (server/sql/lead-columns.ts). */
const LOOKS: Record<ConsoleLook, (label: string, value: string) => Html> = {
  text: (label, value) => html`<div><dt>${label}</dt><dd class="break">${orNone(value)}</dd></div>`,
  code: (label, value) => html`<div><dt>${label}</dt><dd class="break mono">${orNone(value)}</dd></div>`,
  long: (label, value) =>
    html`<div class="field-full"><dt>${label}</dt><dd class="message-full">${orNone(value)}</dd></div>`,
};

/** The fields drawn their own way: a repeat names the first lead, a plan shows whole (or not at all). */
const OWN_LOOKS: Partial<Record<ConsoleColumn, (label: string, lead: OpsLead) => Html | ''>> = {
  repeat_of: (label, { repeat_of }) =>
    html`<div><dt>${label}</dt><dd class="break">${repeat_of === '' ? html`<span class="muted">(none: the first lead from this address)</span>` : html`<span class="mono">${repeat_of}</span>`}</dd></div>`,
  plan: (label, lead) => {
    const plan = planView(lead.plan);
    if (plan.kind === 'none') return '';
    return html`<div class="field-full"><dt>${label}${plan.kind === 'plan' ? html` <span class="muted">· ${plan.summary}</span>` : ''}</dt><dd>${planHtml(plan)}</dd></div>`;
  },
};

/** A lead's fields in the order of its columns, each under its label. */
const leadFields = (lead: OpsLead) =>
  CONSOLE_COLUMNS.map((name) => {
    const { label, look } = LEADS[name].console;
    return OWN_LOOKS[name]?.(label, lead) ?? LOOKS[look](label, lead[name]);
  });

function leadCard(lead: OpsLead, index: number, rule: FounderRule, reserved: boolean) {
  return html`<article class="card lead-card" aria-labelledby="lead-${index}">
    <h2 id="lead-${index}" class="lead-title">${kindBadge(lead.kind)}${pendingBadge(lead, rule)} <span><span class="muted">Received</span> ${receivedTime(lead.received_at)}</span></h2>
    ${isPending(lead, rule) ? html`<p class="muted">Pending: this reservation holds no founder spot until the address is confirmed.</p>` : ''}
    ${lead.kind === 'waitlist' && reserved ? html`<p class="muted">Counted with the founder reservation: a founder is not counted on the wait list too.</p>` : ''}
    <dl class="fields">
      ${leadFields(lead)}
    </dl>
  </article>`;
}

/** Links and buttons that act on the person: download what is held, and erase it. */
function personActions(email: string, held: number) {
  return html`<div class="actions">
    <a class="button button-quiet" href="/ops/api/person?${new URLSearchParams({ email })}" download>Download as JSON</a>
    ${held > 0 ? html`<a class="button button-danger" href="${personHref(email, 'erase')}">Erase this person…</a>` : ''}
  </div>`;
}

/** What the person did, and where their address stands, in a line: as their row in the leads table says. */
function storyLine(leads: readonly OpsLead[], confirmation: AddressConfirmation | null, rule: FounderRule) {
  if (leads.length === 0) return '';
  const sent = (kind: OpsLead['kind']) => leads.some((lead) => lead.kind === kind);
  const did = didOf({ waitlist: sent('waitlist'), founder: sent('founder'), feedback: sent('feedback') });
  const state = personState({ did, confirmation: confirmation?.status ?? null }, rule.confirmedOnly);
  return html`<p class="story"><span class="muted">Did</span> ${didBadges(did)} <span class="muted">Confirmation</span> ${STATE_NAMES[state]}</p>`;
}

/** The address in the double opt-in, in a sentence (the console's times are UTC). */
function confirmationLine(confirmation: AddressConfirmation | null) {
  if (confirmation === null) return '';
  const { status, confirmedAt, lastSentAt, failure, spotEmail } = confirmation;
  const spot = spotEmail.sentAt
    ? html` The email naming their founder spot was sent on ${receivedTime(spotEmail.sentAt)}.`
    : spotEmail.due
      ? ' The email naming their founder spot is waiting to be sent.'
      : '';
  const said =
    status === 'confirmed' && confirmedAt
      ? html`Address confirmed on ${receivedTime(confirmedAt)}.`
      : status === 'sent' && lastSentAt
        ? html`Address not confirmed yet; the last link was sent on ${receivedTime(lastSentAt)}.`
        : status === 'due'
          ? `Address not confirmed yet; its email is waiting to be sent${failure ? ` (last try: ${failure})` : ''}.`
          : `No mail goes to this address: ${failure ?? 'it refused mail'}.`;
  return html`<p class="email-line">${said}${spot}</p>`;
}

export function personPage(
  email: string,
  leads: readonly OpsLead[],
  confirmation: AddressConfirmation | null = null,
  rule: FounderRule = NO_FOUNDER_RULE,
): Html {
  return consolePage({
    title: email,
    signedIn: true,
    body: html`<p class="crumbs"><a href="/ops">Leads</a> <span aria-hidden="true">/</span> Person</p>
      <div class="page-head">
        <h1 class="break">${email}</h1>
        <p class="muted">${
          leads.length === 0
            ? 'Nothing is held about this address.'
            : `${counted(leads.length, 'lead')} held about this address (in any case). Oldest first; times are UTC.`
        }</p>
        ${storyLine(leads, confirmation, rule)}
        ${confirmationLine(confirmation)}
        ${personActions(email, leads.length)}
      </div>
      ${leads.map((lead, index) =>
        leadCard(
          lead,
          index,
          rule,
          leads.some((other) => other.kind === 'founder'),
        ),
      )}`,
  });
}

/** The page a request with no usable address gets: what was wrong, and the way back. */
export function emailProblemPage(message: string): Html {
  return consolePage({
    title: 'No such person',
    signedIn: true,
    body: html`<div class="page-head">
        <h1>No address to look up</h1>
        <p class="problems" role="alert">${message}</p>
        <p><a href="/ops">Back to the leads</a></p>
      </div>`,
  });
}
