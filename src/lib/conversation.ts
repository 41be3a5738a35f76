export interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
}

const isMessage = (item: unknown): item is ChatMessage =>
  typeof item === 'object' &&
  item !== null &&
  ((item as ChatMessage).role === 'user' || (item as ChatMessage).role === 'assistant') &&
  typeof (item as ChatMessage).content === 'string';

/** The stored conversation: corrupt JSON or any wrong shape reads as an empty list. */
export function parseConversation(stored: string | undefined): ChatMessage[] {
  if (!stored) return [];
  try {
    const data: unknown = JSON.parse(stored);
    return Array.isArray(data) && data.every(isMessage) ? data : [];
  } catch {
    return [];
  }
}
