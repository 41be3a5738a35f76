/** The app address a conversation is about: the one the host's greeting names. */
import { trimEndChars } from '../../../src/lib/forms/trim-chars.ts';
import type { ChatMessage } from '../../../src/lib/plan/conversation.ts';

/**
 * Longest app address the interviewer repeats. The greeting names the address as the URL parser
 * writes it, which percent-encoding can make longer than the ANALYZE_URL_MAX_LENGTH characters
 * /api/analyze takes; anything longer did not come from the greeting.
 */
export const MAX_APP_URL_LENGTH = 8192;

/** The app address named in the host's greeting (the first assistant message that has one). */
export function findAppUrl(conversation: readonly ChatMessage[]): string | null {
  for (const message of conversation) {
    if (message.role !== 'assistant') continue;
    const found = /https?:\/\/[^\s"'<>()]+/.exec(message.content)?.[0];
    // Sentence punctuation after an address belongs to the sentence, not to the address.
    const address = found ? trimEndChars(found, '.,;:!?') : '';
    if (address && address.length <= MAX_APP_URL_LENGTH) return address;
  }
  return null;
}
