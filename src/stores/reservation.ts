import { map } from 'nanostores';
import { track } from '../browser/analytics';
import { throwawayDomainOf } from '../browser/disposable-domains';
import { keepProofReady, solveNextProof } from '../leads/proof/prover';
import { type Confirmation, confirmationOf } from '../leads/rules/confirmation';
import { LEAD_FIELD_LIMITS, leadAppUrl } from '../leads/rules/fields';
import { type FounderSpot, reservedSpot } from '../leads/rules/founder-spot';
import { FOUNDER_INTENT } from '../leads/rules/lead-intent';
import { leadPlanJson } from '../leads/rules/lead-plan';
import { keepLeadsReady, type LeadProblem, problemOf, refusedAsThrowaway, submitLeadForReply } from '../leads/store';
import { config } from '../lib/config/site-config';
import { COPY_LOCALE, SIMULATED_PAYMENT_MS } from '../lib/constants';
import { fillTemplate } from '../lib/content/template';
import { emailDomainOf } from '../lib/forms/disposable-email';
import { isValidEmail } from '../lib/forms/email';
import { $founderCount, $foundersTaken, noteFounderNumber, takeFounderSpot } from './founders';
import { $modal, type ReservationFlow } from './modal';
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
  /** What step 1 sent (its app's address made whole), which the founder reservation sends again once paid. */
  sender: EmailStepInput | null;
  founder: FounderSpot | null;
  /**
   * The email that asks this address to confirm itself, as the sink's answer to the last lead
   * this dialog delivered tells of it (step 1's, then the reservation's); null when it tells of
   * none, or the lead is not known to have arrived: the dialog then says what it always said.
   */
  confirmation: Confirmation | null;
}

const INITIAL: ReservationState = {
  step: 'email',
  busy: false,
  problem: null,
  invalid: null,
  sender: null,
  founder: null,
  confirmation: null,
};

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
/**
 * What the dialog starts once shown (an effect: a dialog readied out of sight reads the store, and
 * starts none of it): the outbox, the sync worker, the bot check's proof and the founder count.
 */
export function keepReservationReady(): () => void {
  keepLeadsReady();
  const formClosed = keepProofReady();
  const stopCounting = $foundersTaken.listen(() => {});
  return () => {
    formClosed();
    stopCounting();
  };
}

export const WAITLIST_MESSAGE = 'Expression of interest';
/**
 * The message of the lead a completed reservation sends (docs/leads.md, "A founder reservation,
 * and the founder count").
 */
export const FOUNDER_MESSAGE = 'Founder reservation';

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
  disposableEmailTitle: string;
  disposableEmailDescription: string;
  urlTooLongTitle: string;
  urlTooLongDescription: string;
}

/** Refuses the email at the field as an address at `domain`, a throwaway email service. */
function refuseThrowaway(domain: string, messages: EmailStepMessages): void {
  const description = fillTemplate(messages.disposableEmailDescription, { domain });
  refuseField({ field: 'email', message: description }, { title: messages.disposableEmailTitle, description });
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
  // A throwaway service's address would lose us the visitor within hours; the sink refuses it too.
  const throwaway = throwawayDomainOf(email);
  if (throwaway !== null) {
    refuseThrowaway(throwaway, messages);
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
  const sender = { email: email.trim(), url: appUrl, honeypot };
  // The payment flow's email step is kept as a lead (a visitor who stops at the card is not lost),
  // but it joins no wait list: its intent asks the sink for no email of its own (docs/emails.md).
  const intent = flow === 'payment' ? { intent: FOUNDER_INTENT } : {};
  const lead = { email: sender.email, url: appUrl, message: WAITLIST_MESSAGE, ...intent };
  const reply = await submitLeadForReply(lead, honeypot);
  // The lead is sent (or kept) either way; a dialog closed meanwhile is not moved on.
  if (!stillOpen()) return;
  // A new lead follows: the email corrected after a refusal, or the payment step's reservation. A
  // lead kept for later is sent again with the proof it has.
  if (flow === 'payment' || reply.result === 'refused') solveNextProof();
  if (refusedAsThrowaway(reply)) {
    $reservation.setKey('busy', false);
    refuseThrowaway(emailDomainOf(email) ?? email, messages);
    return;
  }
  const problem = problemOf(reply);
  if (problem !== null) {
    $reservation.set({ ...$reservation.get(), busy: false, problem });
    return;
  }
  if (flow === 'landing') track('reservation_completed', { flow });
  dismissFieldToast();
  const step = flow === 'landing' ? 'thanks' : 'payment';
  $reservation.set({ ...$reservation.get(), busy: false, step, sender, confirmation: confirmationOf(reply.reply) });
}

export interface PaymentMessages {
  successToast: string;
  /** Instead, when the sink holds the spot once the address is confirmed: none is held yet. */
  pendingToast: string;
  failureToast: string;
}

const simulatePayment = () => new Promise<void>((resolve) => setTimeout(resolve, SIMULATED_PAYMENT_MS));

/**
 * Step 2: the simulated payment; on success the next founder spot is taken, and the reservation
 * goes to the webhook as a lead of its own (with the plan it was made for), through the outbox.
 */
export async function completePayment(messages: PaymentMessages, pay: () => Promise<void> = simulatePayment) {
  if ($reservation.get().busy) return;
  $reservation.setKey('busy', true);
  const stillOpen = thisOpening();
  try {
    await pay();
  } catch (error) {
    console.error('Simulated payment failed', error);
    if (!stillOpen()) return;
    showToast({ title: messages.failureToast, tone: 'error' });
    $reservation.setKey('busy', false);
    return;
  }
  // Closing the dialog while the payment runs cancels it: no spot is taken.
  if (!stillOpen()) return;
  const { founder, confirmation } = await reserveFounderSpot();
  showToast({ title: 'pending' in founder ? messages.pendingToast : messages.successToast, tone: 'success' });
  track('reservation_completed', { flow: 'payment' });
  // The reservation is kept and sent either way; a dialog closed meanwhile is not moved on.
  if (stillOpen()) $reservation.set({ ...$reservation.get(), busy: false, step: 'confirmed', founder, confirmation });
}

/** What came of a paid reservation: its founder spot, and the confirmation email its answer tells of. */
interface Reserved {
  founder: FounderSpot;
  confirmation: Confirmation | null;
}

/** The paid reservation's lead, sent with the plan it was made for, and the founder spot it shows. */
async function reserveFounderSpot(): Promise<Reserved> {
  const counts = {
    fromSink: config.foundersUrl !== '',
    known: $foundersTaken.get() ?? $founderCount.get(),
    browserNumber: takeFounderSpot(),
  };
  const { sender } = $reservation.get();
  if (sender === null) {
    // Only step 1 leads here, and it keeps the sender: without an email there is nothing to send.
    console.error('A reservation was paid without the email of step 1; nothing was sent');
    return { founder: reservedSpot('refused', null, counts).founder, confirmation: null };
  }
  const modal = $modal.get();
  const plan = modal?.kind === 'reservation' && modal.plan ? leadPlanJson(modal.plan) : '';
  const { email, url, honeypot } = sender;
  const sent = await submitLeadForReply({ email, url, message: FOUNDER_MESSAGE, plan }, honeypot);
  const lead = problemOf(sent) ?? 'sent';
  // A refusal's answer tells of no email: only a delivered reservation's can.
  const confirmation = lead === 'sent' ? confirmationOf(sent.reply) : null;
  const { founder, sinkNumber } = reservedSpot(lead, sent.reply, counts);
  if (sinkNumber !== null) noteFounderNumber(sinkNumber);
  return { founder, confirmation };
}
