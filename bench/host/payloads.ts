/**
 * Chat bodies for `npm run bench:host`: a normal turn, and adversarial ones that fill the whole
 * 64 KiB body with what used to make the host slow (runs of punctuation after an address) or
 * large (a forged plan the host would have kept whole in every task).
 */
import { MAX_BODY_BYTES } from '../../server/http/guards.ts';
import { ANA, v } from '../../tests/support/plans.ts';

export interface Payload {
  name: string;
  body: string;
}

const GREETING =
  "Hi! I'm Testable's test-plan assistant. I had a look at https://shop.example.com/ and I'll help. First question: what does your app do?";
// A little under the limit, so every body is accepted and does its work.
const ROOM = MAX_BODY_BYTES - 64;

const chat = (conversation: { role: string; content: string }[], current_state: unknown = null) =>
  JSON.stringify({ conversation, current_state });

/** The body with `text(n)` in it for the largest n that still fits in ROOM bytes. */
function fill(make: (n: number) => string): string {
  const overhead = Buffer.byteLength(make(0));
  let n = ROOM - overhead;
  while (n > 0 && Buffer.byteLength(make(n)) > ROOM)
    n -= Math.max(1, Math.ceil((Buffer.byteLength(make(n)) - ROOM) / 4));
  return make(n);
}

export const NORMAL: Payload = {
  name: 'normal turn (a short answer)',
  body: chat(
    [
      { role: 'assistant', content: GREETING },
      { role: 'user', content: 'A shop for garden tools' },
    ],
    { app_description: v(''), user_types: [] },
  ),
};

/** A plan of 200-character goals, as many as fit: the largest answer a task can be made to hold. */
export function largestPlanBody(): string {
  const goal = v('g'.repeat(200));
  const plan = (goals: number) => ({
    app_description: v('d'.repeat(1000)),
    user_types: [
      {
        type: v('Parents'),
        segments: Array.from({ length: Math.ceil(goals / 50) }, (_, index) => ({
          segment: v(`Segment ${index + 1}`),
          persona: ANA,
          goals: Array.from({ length: Math.min(50, goals - index * 50) }, () => goal),
        })),
      },
    ],
  });
  const conversation = [
    { role: 'assistant', content: GREETING },
    { role: 'user', content: 'yes' },
  ];
  let goals = 1;
  while (Buffer.byteLength(chat(conversation, plan(goals + 1))) <= ROOM) goals += 1;
  return chat(conversation, plan(goals));
}

export const ADVERSARIAL: Payload[] = [
  {
    // The address ends in a letter, so /[.,;:!?]+$/ failed from every dot: 2 s a body before.
    name: 'old ReDoS: "http://a" + dots + "a", then "suggest a plan for me"',
    body: fill((n) =>
      chat([
        { role: 'assistant', content: `http://a${'.'.repeat(n)}a` },
        { role: 'user', content: 'suggest a plan for me' },
      ]),
    ),
  },
  {
    name: '"http://a" + "!?" runs + "a", then "suggest a plan for me"',
    body: fill((n) =>
      chat([
        { role: 'assistant', content: `http://a${'!?'.repeat(n / 2)}a` },
        { role: 'user', content: 'suggest a plan for me' },
      ]),
    ),
  },
  {
    name: 'an answer of 64 KiB of "!"',
    body: fill((n) =>
      chat([
        { role: 'assistant', content: GREETING },
        { role: 'user', content: '!'.repeat(n) },
      ]),
    ),
  },
  {
    name: 'an answer of 64 KiB of closing quotes',
    body: fill((n) =>
      chat([
        { role: 'assistant', content: GREETING },
        { role: 'user', content: `a${'’'.repeat(n / 3)}` },
      ]),
    ),
  },
  {
    name: 'an answer of 64 KiB of white space',
    body: fill((n) =>
      chat([
        { role: 'assistant', content: GREETING },
        { role: 'user', content: `a${' \t'.repeat(n / 3)}b` },
      ]),
    ),
  },
  {
    name: 'an answer of 64 KiB of digits and dashes (the age reader)',
    body: fill((n) =>
      chat([
        { role: 'assistant', content: GREETING },
        { role: 'user', content: '1-'.repeat(n / 2) },
      ]),
    ),
  },
  {
    name: '400 messages (the most allowed), the last "suggest a plan for me"',
    body: fill((n) =>
      chat(
        Array.from({ length: 400 }, (_, index) => ({
          role: index % 2 === 0 ? 'assistant' : 'user',
          content: index === 399 ? 'suggest a plan for me' : `no address here ${'.'.repeat(Math.floor(n / 400))}`,
        })),
      ),
    ),
  },
  {
    name: 'a forged plan: one 64 KiB description',
    body: fill((n) =>
      chat(
        [
          { role: 'assistant', content: GREETING },
          { role: 'user', content: 'Buyers' },
        ],
        { app_description: v('d'.repeat(n)), user_types: [] },
      ),
    ),
  },
  {
    name: 'a forged plan: 64 KiB of empty user types',
    body: fill((n) =>
      chat(
        [
          { role: 'assistant', content: GREETING },
          { role: 'user', content: 'x' },
        ],
        { user_types: Array.from({ length: Math.floor(n / 3) }, () => ({})) },
      ),
    ),
  },
  { name: 'a plan of 200-character goals (the largest answer)', body: largestPlanBody() },
];
