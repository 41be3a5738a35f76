/**
 * The three kinds of lead, told apart by their message (docs/leads.md): the wait list's and a
 * founder reservation's are fixed words; anything else is feedback, in the visitor's words.
 */
export const WAITLIST_MESSAGE = 'Expression of interest';
export const FOUNDER_MESSAGE = 'Founder reservation';

export const LEAD_KINDS = ['waitlist', 'founder', 'feedback'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export function leadKindOf(message: string): LeadKind {
  if (message === WAITLIST_MESSAGE) return 'waitlist';
  if (message === FOUNDER_MESSAGE) return 'founder';
  return 'feedback';
}

export const isLeadKind = (value: unknown): value is LeadKind => LEAD_KINDS.includes(value as LeadKind);
