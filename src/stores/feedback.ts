import { map } from 'nanostores';
import { throwawayDomainOf } from '../browser/disposable-domains';
import { keepProofReady, solveNextProof } from '../leads/proof/prover';
import { keepLeadsReady, type LeadProblem, problemOf, refusedAsThrowaway, submitLeadForReply } from '../leads/store';
import { fillTemplate } from '../lib/content/template';
import { emailDomainOf } from '../lib/forms/disposable-email';
import { closeModal } from './modal';
import { resetOnEachOpening, thisOpening } from './open-dialog';
import { showToast } from './toasts';

export const FEEDBACK_URL_FIELD = 'Feedback form';

interface FeedbackState {
  /** The message is on its way. */
  busy: boolean;
  /** Why the last message was not delivered. */
  problem: LeadProblem | null;
  /** The field refused before sending, and what it says; null once the visitor edits it. */
  invalid: { field: 'email'; message: string } | null;
}

const INITIAL: FeedbackState = { busy: false, problem: null, invalid: null };

export const $feedback = map<FeedbackState>({ ...INITIAL });
/**
 * What the dialog starts once it is shown, and stops when it closes (see keepReservationReady in
 * ./reservation.ts): the outbox's listeners and the sync worker, and the bot check's proof.
 */
export function keepFeedbackReady(): () => void {
  keepLeadsReady();
  return keepProofReady();
}

resetOnEachOpening(() => $feedback.set({ ...INITIAL }));

export interface FeedbackInput {
  email: string;
  message: string;
  honeypot: string;
}

export interface FeedbackMessages {
  sentToast: string;
  /** Beside the email field for a throwaway service's address; {domain} is the service. */
  disposableEmail: string;
}

/**
 * Feedback goes through the same webhook as leads, marked by its url field. Delivered, it thanks
 * the visitor and closes the dialog; kept or refused, the dialog says so and keeps the words.
 */
export async function submitFeedback(
  { email, message, honeypot }: FeedbackInput,
  { sentToast, disposableEmail }: FeedbackMessages,
): Promise<void> {
  if ($feedback.get().busy) return;
  // The browser has checked the address's form; a throwaway service's would never get our reply.
  const refuseThrowaway = (domain: string) => {
    const invalid = { field: 'email' as const, message: fillTemplate(disposableEmail, { domain }) };
    $feedback.set({ ...$feedback.get(), busy: false, problem: null, invalid });
  };
  const throwaway = throwawayDomainOf(email);
  if (throwaway !== null) {
    refuseThrowaway(throwaway);
    return;
  }
  const stillOpen = thisOpening();
  $feedback.setKey('busy', true);
  const fields = { email: email.trim(), url: FEEDBACK_URL_FIELD, message: message.trim() };
  const reply = await submitLeadForReply(fields, honeypot);
  const problem = problemOf(reply);
  if (problem === null) showToast({ title: sentToast, tone: 'success' });
  // A reply that arrives after this dialog closed must not close whatever is open then.
  if (!stillOpen()) return;
  // Refused, the words stay to be corrected and sent as a new lead; one kept is sent again with its proof.
  if (reply.result === 'refused') solveNextProof();
  if (refusedAsThrowaway(reply)) {
    refuseThrowaway(emailDomainOf(email) ?? email);
    return;
  }
  if (problem === null) closeModal();
  else $feedback.set({ ...$feedback.get(), busy: false, problem });
}

/** The visitor changed the email: the field's message goes until the next send. */
export function editedFeedbackEmail(): void {
  if ($feedback.get().invalid !== null) $feedback.setKey('invalid', null);
}

/** Send stays disabled until both fields hold more than white space. */
export function canSendFeedback(email: string, message: string): boolean {
  return email.trim() !== '' && message.trim() !== '';
}
