/**
 * One message of a conversation: what the browser stores and what the analysis host is sent and
 * checks (the reference host reads a chat request with these same rules).
 */
import { isRecord } from '../is-record.ts';

export interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
}

/** `{role, content}` with role "user" or "assistant" and text content (other keys allowed). */
export const isChatMessage = (item: unknown): item is ChatMessage =>
  isRecord(item) && (item['role'] === 'user' || item['role'] === 'assistant') && typeof item['content'] === 'string';

/** The message as sent on: its role and content only. */
export const toChatMessage = ({ role, content }: ChatMessage): ChatMessage => ({ role, content });

/**
 * The stored conversation: corrupt JSON or any wrong shape reads as an empty list. Each message
 * keeps its role and content only, since the conversation goes back to the analysis host as is.
 */
export function parseConversation(stored: string | null | undefined): ChatMessage[] {
  if (!stored) return [];
  try {
    const data: unknown = JSON.parse(stored);
    return Array.isArray(data) && data.every(isChatMessage) ? data.map(toChatMessage) : [];
  } catch {
    return [];
  }
}

/** How the conversation is stored: as JSON; an empty conversation is no conversation (the key is removed). */
export function serializeConversation(messages: readonly ChatMessage[]): string | undefined {
  return messages.length > 0 ? JSON.stringify(messages) : undefined;
}
