/**
 * The outbox's promise, checked over random histories: a lead is never dropped unless the
 * webhook accepted or refused it, and while leads wait a retry is always scheduled.
 */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { parseOutbox } from '../../../src/leads/rules/stored-outbox';
import { $leadOutbox, $leadsSeen, flushOutbox, submitLead } from '../../../src/leads/store';
import { leadSinkTest, networkError, ok, SINK, status } from '../../support/lead-sink';
import { checkProperty } from '../../support/properties';

type Answer = 'ok' | 'server error' | 'too many' | 'refused' | 'network';
const ANSWERS: Answer[] = ['ok', 'server error', 'too many', 'refused', 'network'];

const ANSWER = {
  ok,
  'server error': status(503),
  'too many': status(429, { 'retry-after': '7' }),
  refused: status(400),
  network: networkError,
};

type Step =
  | { kind: 'submit'; email: number }
  | { kind: 'wait'; ms: number }
  | { kind: 'online' }
  | { kind: 'reload' }
  | { kind: 'stale write'; keep: number };
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('submit' as const), email: fc.nat(4) }),
  fc.record({ kind: fc.constant('wait' as const), ms: fc.nat(20_000) }),
  fc.record({ kind: fc.constant('online' as const) }),
  fc.record({ kind: fc.constant('reload' as const) }),
  fc.record({ kind: fc.constant('stale write' as const), keep: fc.nat(3) }),
);

const { network, answers: webhookAnswers } = leadSinkTest();
const stored = () => parseOutbox(localStorage.getItem('testable:leadOutbox') ?? undefined, Date.now());

describe('the outbox over random histories', () => {
  it('never loses a lead, and always has the next retry scheduled while leads wait', async () => {
    await checkProperty(
      fc.asyncProperty(
        fc.array(step, { maxLength: 12 }),
        fc.infiniteStream(fc.constantFrom(...ANSWERS)),
        async (steps, answers) => {
          vi.clearAllTimers();
          network.resetHandlers();
          localStorage.clear();
          $leadOutbox.set([]);
          $leadsSeen.set({ waiting: {}, finished: {} });
          const accepted = new Set<string>();
          const refused = new Set<string>();
          const answerOf = answers[Symbol.iterator]();
          let recovered = false;
          webhookAnswers(SINK, async (request) => {
            const answer: Answer = recovered ? 'ok' : (answerOf.next().value as Answer);
            const id = new URLSearchParams(await request.text()).get('submission_id') ?? '';
            if (answer === 'ok') accepted.add(id);
            if (answer === 'refused') refused.add(id);
            return ANSWER[answer](request);
          });
          /** The submission_id each email was last seen waiting under. */
          const seenWaiting = new Map<string, string>();
          const answered = (id: string) => accepted.has(id) || refused.has(id);
          const check = () => {
            const waiting = stored();
            for (const lead of waiting) seenWaiting.set(lead.email, lead.submission_id);
            // Whatever left the outbox was accepted or refused by the webhook, nothing else.
            for (const id of seenWaiting.values()) {
              if (!waiting.some((lead) => lead.submission_id === id)) expect(answered(id)).toBe(true);
            }
            if (waiting.length > 0) expect(vi.getTimerCount()).toBeGreaterThan(0);
          };
          for (const item of steps) {
            if (item.kind === 'submit') {
              const result = await submitLead({
                email: `lead${item.email}@example.com`,
                url: '',
                message: 'Expression of interest',
              });
              expect(['sent', 'queued', 'refused']).toContain(result);
            } else if (item.kind === 'wait') {
              await vi.advanceTimersByTimeAsync(item.ms);
            } else if (item.kind === 'online') {
              window.dispatchEvent(new Event('online'));
              await vi.advanceTimersByTimeAsync(0);
            } else if (item.kind === 'reload') {
              // A new page: the old page's timers are gone; the page script flushes what waits.
              vi.clearAllTimers();
              await flushOutbox();
            } else {
              // Another tab writes from a stale read: only the first few leads survive in storage,
              // and this page hears of it as browsers tell of another tab's write.
              const newValue = JSON.stringify(stored().slice(0, item.keep));
              localStorage.setItem('testable:leadOutbox', newValue);
              window.dispatchEvent(new StorageEvent('storage', { key: 'testable:leadOutbox', newValue }));
            }
            check();
          }
          // The webhook recovers: within the longest backoff everything waiting is delivered.
          recovered = true;
          await vi.advanceTimersByTimeAsync(5 * 60_000 + 10_000);
          expect(stored()).toEqual([]);
          for (const id of seenWaiting.values()) expect(answered(id)).toBe(true);
          expect(vi.getTimerCount()).toBe(0);
        },
      ),
    );
  }, 600_000);
});
