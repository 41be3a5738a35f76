import { type LeadResult, submitLead } from './leads';
import { showToast } from './toasts';

export const FEEDBACK_URL_FIELD = 'Feedback form';

/** Feedback goes through the same webhook as leads, marked by its url field. */
export async function submitFeedback(
  { email, message, honeypot }: { email: string; message: string; honeypot: string },
  sentToast: string,
): Promise<LeadResult> {
  const result = await submitLead({ email: email.trim(), url: FEEDBACK_URL_FIELD, message: message.trim() }, honeypot);
  if (result === 'sent') showToast({ title: sentToast, tone: 'success' });
  return result;
}

/** Send stays disabled until both fields hold more than white space. */
export function canSendFeedback(email: string, message: string): boolean {
  return email.trim() !== '' && message.trim() !== '';
}
