import { map, onMount } from 'nanostores';
import { keepProofReady } from '../leads/proof/prover';
import { keepLeadsReady, type LeadProblem, problemOf, submitLeadForReply } from '../leads/store';
import { closeModal } from './modal';
import { resetOnEachOpening, thisOpening } from './open-dialog';
import { showToast } from './toasts';

export const FEEDBACK_URL_FIELD = 'Feedback form';

interface FeedbackState {
  /** The message is on its way. */
  busy: boolean;
  /** Why the last message was not delivered. */
  problem: LeadProblem | null;
}

const INITIAL: FeedbackState = { busy: false, problem: null };

export const $feedback = map<FeedbackState>({ ...INITIAL });
// The dialog showing this store sends a lead: the outbox's listeners and the sync worker start with
// it, and the bot check's proof is solved while the visitor types.
onMount($feedback, () => {
  keepLeadsReady();
  return keepProofReady();
});

resetOnEachOpening(() => $feedback.set({ ...INITIAL }));

export interface FeedbackInput {
  email: string;
  message: string;
  honeypot: string;
}

/**
 * Feedback goes through the same webhook as leads, marked by its url field. Delivered, it thanks
 * the visitor and closes the dialog; kept or refused, the dialog says so and keeps the words.
 */
export async function submitFeedback({ email, message, honeypot }: FeedbackInput, sentToast: string): Promise<void> {
  if ($feedback.get().busy) return;
  const stillOpen = thisOpening();
  $feedback.setKey('busy', true);
  const fields = { email: email.trim(), url: FEEDBACK_URL_FIELD, message: message.trim() };
  const problem = problemOf(await submitLeadForReply(fields, honeypot));
  if (problem === null) showToast({ title: sentToast, tone: 'success' });
  // A reply that arrives after this dialog closed must not close whatever is open then.
  if (!stillOpen()) return;
  if (problem === null) closeModal();
  else $feedback.set({ busy: false, problem });
}

/** Send stays disabled until both fields hold more than white space. */
export function canSendFeedback(email: string, message: string): boolean {
  return email.trim() !== '' && message.trim() !== '';
}
