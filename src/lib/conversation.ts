export interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
}

const isMessage = (item: unknown): item is ChatMessage =>
  typeof item === 'object' &&
  item !== null &&
  ((item as ChatMessage).role === 'user' || (item as ChatMessage).role === 'assistant') &&
  typeof (item as ChatMessage).content === 'string';

/**
 * The stored conversation: corrupt JSON or any wrong shape reads as an empty list. Each message
 * keeps its role and content only, since the conversation goes back to the analysis host as is.
 */
export function parseConversation(stored: string | null | undefined): ChatMessage[] {
  if (!stored) return [];
  try {
    const data: unknown = JSON.parse(stored);
    return Array.isArray(data) && data.every(isMessage) ? data.map(({ role, content }) => ({ role, content })) : [];
  } catch {
    return [];
  }
}

/** How the conversation is stored: as JSON; an empty conversation is no conversation (the key is removed). */
export function serializeConversation(messages: readonly ChatMessage[]): string | undefined {
  return messages.length > 0 ? JSON.stringify(messages) : undefined;
}
