/**
 * What a wait-list lead is the first step of (docs/leads.md, "What is sent"): `founder` on the
 * email step of a founder reservation, whose payment step follows and sends the reservation as a
 * lead of its own. The field is read, never stored: the lead is kept as every wait-list lead is,
 * and only its email changes, since the visitor is owed the founder's email, once, and never a
 * wait-list email for a list they did not join (docs/emails.md, "When they go").
 */
export const INTENT_FIELD = 'intent';
export type LeadIntent = 'founder';
export const FOUNDER_INTENT: LeadIntent = 'founder';

/** The intent a form or a stored entry carries: `founder`, or null for anything else. */
export const intentOf = (value: unknown): LeadIntent | null => (value === FOUNDER_INTENT ? FOUNDER_INTENT : null);
