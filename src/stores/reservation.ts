import { map } from 'nanostores';
import { track } from '../browser/analytics';
import { LEAD_FIELD_LIMITS, leadAppUrl } from '../leads/rules/fields';
import { type LeadProblem, submitLead } from '../leads/store';
import { SIMULATED_PAYMENT_MS } from '../lib/constants';
import { isValidEmail } from '../lib/email';
import { fillTemplate } from '../lib/template';
import { takeFounderSpot } from './founders';
import type { ReservationFlow } from './modal';
import { resetOnEachOpening, thisOpening } from './open-dialog';
import { showToast } from './toasts';

/** email = step 1, payment = step 2, confirmed = step 3, thanks = step 4 (landing flow). */
export type ReservationStep = 'email' | 'payment' | 'confirmed' | 'thanks';

interface ReservationState {
  step: ReservationStep;
  busy: boolean;
  /** Why step 1 did not move on. */
  problem: LeadProblem | null;
  founderNumber: number;
}

const INITIAL: ReservationState = { step: 'email', busy: false, problem: null, founderNumber: 0 };

export const $reservation = map<ReservationState>({ ...INITIAL });

export const WAITLIST_MESSAGE = 'Expression of interest';

// Closing resets the steps and fields (specification section 5); each opening is counted.
resetOnEachOpening((modal) => {
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
    showToast({ title: messages.invalidEmailTitle, description: messages.invalidEmailDescription, tone: 'error' });
    return;
  }
  const appUrl = leadAppUrl(url);
  if (appUrl === null) {
    const description = fillTemplate(messages.urlTooLongDescription, {
      limit: LEAD_FIELD_LIMITS.url.toLocaleString('en-GB'),
    });
    showToast({ title: messages.urlTooLongTitle, description, tone: 'error' });
    return;
  }
  $reservation.set({ ...$reservation.get(), busy: true, problem: null });
  const stillOpen = thisOpening();
  const result = await submitLead({ email: email.trim(), url: appUrl, message: WAITLIST_MESSAGE }, honeypot);
  // The lead is sent (or kept) either way; a dialog closed meanwhile is not moved on.
  if (!stillOpen()) return;
  if (result !== 'sent') {
    $reservation.set({ ...$reservation.get(), busy: false, problem: result });
    return;
  }
  if (flow === 'landing') track('reservation_completed', { flow });
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
