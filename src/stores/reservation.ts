import { map, onMount } from 'nanostores';
import { track } from '../browser/analytics';
import { LEAD_FIELD_LIMITS, leadAppUrl } from '../leads/rules/fields';
import { keepLeadsReady, type LeadProblem, submitLead } from '../leads/store';
import { COPY_LOCALE, SIMULATED_PAYMENT_MS } from '../lib/constants';
import { fillTemplate } from '../lib/content/template';
import { isValidEmail } from '../lib/forms/email';
import { takeFounderSpot } from './founders';
import type { ReservationFlow } from './modal';
import { resetOnEachOpening, thisOpening } from './open-dialog';
import { dismissToast, showToast } from './toasts';

/** email = step 1, payment = step 2, confirmed = step 3, thanks = step 4 (landing flow). */
export type ReservationStep = 'email' | 'payment' | 'confirmed' | 'thanks';

/** A step 1 field whose value was refused, and what the visitor is told beside it. */
export interface InvalidField {
  field: 'email' | 'url';
  message: string;
}

interface ReservationState {
  step: ReservationStep;
  busy: boolean;
  /** Why step 1 did not move on. */
  problem: LeadProblem | null;
  invalid: InvalidField | null;
  founderNumber: number;
}

const INITIAL: ReservationState = { step: 'email', busy: false, problem: null, invalid: null, founderNumber: 0 };

/** The toast that told of a refused field: it belongs to step 1, and goes when step 1 does. */
let fieldToast: number | null = null;

function refuseField(invalid: InvalidField, toast: { title: string; description: string }): void {
  dismissFieldToast();
  fieldToast = showToast({ ...toast, tone: 'error' });
  $reservation.set({ ...$reservation.get(), invalid });
}

function dismissFieldToast(): void {
  if (fieldToast !== null) dismissToast(fieldToast);
  fieldToast = null;
}

/** The visitor changed a refused field: its message goes until the next submit. */
export function editedField(field: InvalidField['field']): void {
  if ($reservation.get().invalid?.field === field) $reservation.setKey('invalid', null);
}

export const $reservation = map<ReservationState>({ ...INITIAL });
// The dialog showing this store sends a lead: the outbox's listeners and the sync worker start with it.
onMount($reservation, keepLeadsReady);

export const WAITLIST_MESSAGE = 'Expression of interest';

// Closing resets the steps and fields (specification section 5); each opening is counted.
resetOnEachOpening((modal) => {
  dismissFieldToast();
  $reservation.set({ ...INITIAL });
  if (modal?.kind === 'reservation') track('reservation_started', { flow: modal.flow });
});

export interface EmailStepInput {
  email: string;
  url: string;
  honeypot: string;
}

export interface EmailStepMessages {
  invalidEmailTitle: string;
  invalidEmailDescription: string;
  urlTooLongTitle: string;
  urlTooLongDescription: string;
}

/** Step 1: check the email, send the lead; the landing flow then thanks, the other pays. */
export async function submitEmailStep(
  flow: ReservationFlow,
  { email, url, honeypot }: EmailStepInput,
  messages: EmailStepMessages,
): Promise<void> {
  if ($reservation.get().busy) return;
  if (!isValidEmail(email)) {
    refuseField(
      { field: 'email', message: messages.invalidEmailTitle },
      { title: messages.invalidEmailTitle, description: messages.invalidEmailDescription },
    );
    return;
  }
  const appUrl = leadAppUrl(url);
  if (appUrl === null) {
    const description = fillTemplate(messages.urlTooLongDescription, {
      limit: LEAD_FIELD_LIMITS.url.toLocaleString(COPY_LOCALE),
    });
    refuseField({ field: 'url', message: description }, { title: messages.urlTooLongTitle, description });
    return;
  }
  $reservation.set({ ...$reservation.get(), busy: true, problem: null, invalid: null });
  const stillOpen = thisOpening();
  const result = await submitLead({ email: email.trim(), url: appUrl, message: WAITLIST_MESSAGE }, honeypot);
  // The lead is sent (or kept) either way; a dialog closed meanwhile is not moved on.
  if (!stillOpen()) return;
  if (result !== 'sent') {
    $reservation.set({ ...$reservation.get(), busy: false, problem: result });
    return;
  }
  if (flow === 'landing') track('reservation_completed', { flow });
  dismissFieldToast();
  $reservation.set({ ...$reservation.get(), busy: false, step: flow === 'landing' ? 'thanks' : 'payment' });
}

export interface PaymentMessages {
  successToast: string;
  failureToast: string;
}

const simulatePayment = () => new Promise<void>((resolve) => setTimeout(resolve, SIMULATED_PAYMENT_MS));

/** Step 2: the simulated payment; on success the next founder spot is taken. */
export async function completePayment(messages: PaymentMessages, pay: () => Promise<void> = simulatePayment) {
  if ($reservation.get().busy) return;
  $reservation.setKey('busy', true);
  const stillOpen = thisOpening();
  try {
    await pay();
    // Closing the dialog while the payment runs cancels it: no spot is taken.
    if (!stillOpen()) return;
    const founderNumber = takeFounderSpot();
    showToast({ title: messages.successToast, tone: 'success' });
    track('reservation_completed', { flow: 'payment' });
    $reservation.set({ ...$reservation.get(), busy: false, step: 'confirmed', founderNumber });
  } catch (error) {
    console.error('Simulated payment failed', error);
    if (!stillOpen()) return;
    showToast({ title: messages.failureToast, tone: 'error' });
    $reservation.setKey('busy', false);
  }
}
