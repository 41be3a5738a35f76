// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ChatMessage, parseConversation, serializeConversation } from '../../../../src/lib/plan/conversation';
import { checkProperty } from '../../../support/properties';
import { anyText, HUGE_TEXTS, storedText } from '../../../support/stored-text';

const role = fc.constantFrom('user' as const, 'assistant' as const);
const message: fc.Arbitrary<ChatMessage> = fc.record({ role, content: anyText });
const conversation = fc.array(message, { maxLength: 12 });

/** Almost a message: a wrong role or content, a missing field, extra fields. */
const nearMessage = fc.record(
  {
    role: fc.oneof(role, fc.constantFrom('system', 'User', ' user', ''), fc.jsonValue()),
    content: fc.oneof(anyText, fc.jsonValue()),
    extra: fc.jsonValue(),
  },
  { requiredKeys: [] },
);
/** Almost a conversation: a list mixing messages with near misses and other JSON, or no list at all. */
const nearConversation = fc
  .oneof(
    fc.array(fc.oneof(message, nearMessage, fc.jsonValue()), { maxLength: 8 }),
    fc.dictionary(fc.string(), message, { maxKeys: 3 }),
    message,
    fc.jsonValue(),
  )
  .map((value) => JSON.stringify(value));
const stored = storedText(
  conversation.map((messages) => JSON.stringify(messages)),
  nearConversation,
);

/** What the store keeps after a read: absent (undefined) reads as the store's initial []. */
const readBack = (written: string | undefined) => (written === undefined ? [] : parseConversation(written));

describe('parseConversation over any stored string', () => {
  it('never throws, and reads only well-formed messages: a role of user or assistant, a string content, nothing else', () => {
    checkProperty(
      fc.property(stored, (text) => {
        for (const item of parseConversation(text)) {
          expect(Object.keys(item).sort()).toEqual(['content', 'role']);
          expect(['user', 'assistant']).toContain(item.role);
          expect(typeof item.content).toBe('string');
        }
      }),
    );
  });

  it('reads all or nothing: a stored list with any wrong item reads as []', () => {
    checkProperty(
      fc.property(stored, (text) => {
        const read = parseConversation(text);
        if (read.length === 0) return;
        const data = JSON.parse(text) as ChatMessage[];
        expect(read).toEqual(data.map(({ role, content }) => ({ role, content })));
      }),
    );
  });

  it('reads back exactly what the store writes', () => {
    checkProperty(
      fc.property(conversation, (messages) => {
        expect(readBack(serializeConversation(messages))).toEqual(messages);
      }),
    );
  });

  it('keeps the role and content of messages with extra fields, and drops the extras', () => {
    checkProperty(
      fc.property(
        fc.array(fc.tuple(message, fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 3 })), { maxLength: 6 }),
        (items) => {
          const stored = JSON.stringify(items.map(([item, extra]) => ({ ...extra, ...item })));
          expect(parseConversation(stored)).toEqual(items.map(([item]) => item));
        },
      ),
    );
  });

  it('is stable: what it reads, written back, reads the same', () => {
    checkProperty(
      fc.property(stored, (text) => {
        const read = parseConversation(text);
        expect(readBack(serializeConversation(read))).toEqual(read);
      }),
    );
  });

  it.each(HUGE_TEXTS)('reads %s as []', (_, text) => {
    expect(parseConversation(text)).toEqual([]);
  });

  it('reads a hundred thousand messages, and none when one of them has no content', () => {
    const many = JSON.stringify(
      Array.from({ length: 100_000 }, (_, index) => ({ role: 'user', content: String(index) })),
    );
    // Compared as text: a deep comparison of 100,000 objects costs more than the reading it checks.
    expect(JSON.stringify(parseConversation(many))).toBe(many);
    expect(parseConversation(`${many.slice(0, -1)},{"role":"user"}]`)).toEqual([]);
  });
});
