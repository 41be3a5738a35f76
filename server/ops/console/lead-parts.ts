/** Parts of a lead that the leads table and a person's page both show. */
import { html } from 'hono/html';
import type { LeadKind } from '../../../src/leads/rules/lead-kind.ts';
import type { OpsLead } from '../lead-queries.ts';
import type { FounderRule } from '../ops-context.ts';
import { readableTime } from './format.ts';

export const KIND_NAMES: Record<LeadKind, string> = {
  waitlist: 'Wait list',
  founder: 'Founder',
  feedback: 'Feedback',
};

/** A message this long, or on more than one line, is folded: its first lines show, the rest on request. */
export const FOLD_MESSAGE_AT = 120;

export const kindBadge = (kind: LeadKind) => html`<span class="badge badge-${kind}">${KIND_NAMES[kind]}</span>`;

/** With a mailer, a founder reservation whose address is not confirmed holds no spot yet. */
export const isPending = (lead: OpsLead, rule: FounderRule) =>
  rule.confirmedOnly && lead.kind === 'founder' && lead.confirmation !== 'confirmed';

export const pendingBadge = (lead: OpsLead, rule: FounderRule) =>
  isPending(lead, rule)
    ? html` <span class="badge badge-pending" title="Holds no founder spot until the address is confirmed">Pending</span>`
    : '';

export const receivedTime = (iso: string) => html`<time datetime="${iso}">${readableTime(iso)}</time>`;

/** Folded or not: whether a message shows in full at once. */
export const isLongMessage = (message: string) => message.length > FOLD_MESSAGE_AT || /[\r\n]/.test(message);

/**
 * A message as the table shows it: a long one cut to its first lines by CSS, the whole of it in
 * the page (read out whole) and shown by opening it.
 */
export function messageCell(message: string) {
  if (message === '') return html`<span class="muted">(none)</span>`;
  if (!isLongMessage(message)) return html`<span class="message">${message}</span>`;
  return html`<details class="message-fold">
    <summary><span class="message message-clamped">${message}</span><span class="fold-hint" aria-hidden="true"></span></summary>
  </details>`;
}
