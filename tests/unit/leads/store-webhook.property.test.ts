/**
 * The lead protocol (docs/leads.md) over random histories with a webhook on another origin:
 * whatever it answers (2xx, 4xx, 5xx, with or without CORS headers, or nothing), a lead leaves the outbox only
 * after an answer the page could read said 2xx, or refused it, or at the end of its week.
 */
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LEAD_LIFETIME_MS } from '../../../src/leads/rules/outbox';
import { parseOutbox } from '../../../src/leads/rules/stored-outbox';
import { $corsWebhooks, $leadOutbox, $leadsSeen, flushOutbox, submitLead } from '../../../src/leads/store';
import { config } from '../../../src/lib/config/site-config';
import { leadSinkTest, TOAST_COPY } from '../../support/lead-sink';
import { checkProperty } from '../../support/properties';

const WEBHOOK = 'https://hooks.example.com/lead';
const DAY = 24 * 60 * 60_000;

/** What the webhook's server does with one request. */
type Answer = { status: number; cors: boolean } | 'network error';
const answer: fc.Arbitrary<Answer> = fc.oneof(
  fc.constant('network error' as const),
  fc.record({ status: fc.constantFrom(200, 204, 400, 404, 422, 408, 429, 500, 502, 503), cors: fc.boolean() }),
);

type Step =
  | { kind: 'submit'; email: number }
  | { kind: 'wait'; ms: number }
  | { kind: 'online' }
  | { kind: 'reload' }
  | { kind: 'visit days later'; days: number };
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('submit' as const), email: fc.nat(3) }),
  fc.record({ kind: fc.constant('wait' as const), ms: fc.nat(3 * 60 * 60_000) }),
  fc.record({ kind: fc.constant('online' as const) }),
  fc.record({ kind: fc.constant('reload' as const) }),
  fc.record({ kind: fc.constant('visit days later' as const), days: fc.integer({ min: 1, max: 8 }) }),
);

leadSinkTest();
const original = config.leadWebhookUrl;
beforeEach(() => {
  config.leadWebhookUrl = WEBHOOK;
});
afterEach(() => {
  config.leadWebhookUrl = original;
});

const stored = () => parseOutbox(localStorage.getItem('testable:leadOutbox') ?? undefined, Date.now());
const isReadable = (reply: Answer, mode: RequestMode | undefined) =>
  reply !== 'network error' && (reply.cors || mode !== 'cors');

describe('a third-party webhook over random histories', () => {
  it('never drops a lead before a readable 2xx, a readable refusal, or the end of its week', async () => {
    await checkProperty(
      fc.asyncProperty(fc.array(step, { maxLength: 10 }), fc.infiniteStream(answer), async (steps, replies) => {
        vi.clearAllTimers();
        localStorage.clear();
        $leadOutbox.set([]);
        $corsWebhooks.set([]);
        $leadsSeen.set({ waiting: {}, finished: {} });
        const delivered = new Set<string>();
        const refused = new Set<string>();
        const nextReply = replies[Symbol.iterator]();
        let recovered = false;
        vi.spyOn(globalThis, 'fetch').mockImplementation(async (_, init) => {
          if (init?.method !== 'POST') return Response.json(TOAST_COPY);
          const id = new URLSearchParams(String(init.body)).get('submission_id') ?? '';
          const reply: Answer = recovered ? { status: 200, cors: true } : (nextReply.next().value as Answer);
          if (reply === 'network error' || !isReadable(reply, init.mode)) throw new TypeError('Failed to fetch');
          // A no-cors answer is opaque: the page cannot see its status, whatever it was.
          if (init.mode === 'no-cors') return new Response(null, { status: 200 });
          if (reply.status < 300) delivered.add(id);
          else if (reply.status < 500 && reply.status !== 408 && reply.status !== 429) refused.add(id);
          return new Response(null, { status: reply.status });
        });
        /** Every lead seen waiting, with when it was queued. */
        const seen = new Map<string, number>();
        const mayHaveLeft = (id: string, queuedAt: number) =>
          delivered.has(id) || refused.has(id) || Date.now() - queuedAt >= LEAD_LIFETIME_MS;
        const check = () => {
          const waiting = stored();
          for (const lead of waiting) seen.set(lead.submission_id, lead.queuedAt);
          for (const [id, queuedAt] of seen) {
            if (!waiting.some((lead) => lead.submission_id === id)) expect(mayHaveLeft(id, queuedAt)).toBe(true);
          }
        };
        for (const item of steps) {
          if (item.kind === 'submit') {
            await submitLead({ email: `lead${item.email}@example.com`, url: '', message: 'Expression of interest' });
          } else if (item.kind === 'wait') {
            await vi.advanceTimersByTimeAsync(item.ms);
          } else if (item.kind === 'online') {
            window.dispatchEvent(new Event('online'));
            await vi.advanceTimersByTimeAsync(0);
          } else {
            // A new page: the old page's timers are gone; the page script flushes what waits.
            await flushOutbox();
            vi.clearAllTimers();
            if (item.kind === 'visit days later') {
              // Days pass with no page open: every time kept is that much further in the past.
              const earlier = (time: number) => time - item.days * DAY;
              $leadOutbox.set(
                stored().map((lead) => ({
                  ...lead,
                  queuedAt: earlier(lead.queuedAt),
                  nextAttemptAt: earlier(lead.nextAttemptAt),
                  ...(lead.heldUntil === undefined ? {} : { heldUntil: earlier(lead.heldUntil) }),
                })),
              );
              for (const [id, queuedAt] of seen) seen.set(id, earlier(queuedAt));
            }
            await flushOutbox();
          }
          check();
        }
        // The webhook recovers, with CORS headers: within a day (the longest wait after an
        // unreadable answer) every lead still waiting is delivered.
        recovered = true;
        await vi.advanceTimersByTimeAsync(DAY + 60_000);
        check();
        expect(stored()).toEqual([]);
      }),
      { numRuns: 300 },
    );
  }, 600_000);
});
