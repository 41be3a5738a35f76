// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRetryAfter, RETRY_AFTER_MAX_MS } from '../../../../src/leads/rules/answer';
import { nextRetryIn, type PendingLead } from '../../../../src/leads/rules/outbox';
import { parseOutbox } from '../../../../src/leads/rules/stored-outbox';
import { checkProperty } from '../../../support/properties';

const time = fc.integer({ min: 0, max: 4_102_444_800_000 });
const lead: fc.Arbitrary<PendingLead> = fc.record(
  {
    email: fc.string(),
    url: fc.string(),
    message: fc.string(),
    site: fc.string(),
    submission_id: fc.string(),
    plan: fc.string(),
    format: fc.integer({ min: 1, max: 9 }),
    queuedAt: time,
    attempts: fc.nat(60),
    opaqueSends: fc.nat(60),
    nextAttemptAt: time,
    heldUntil: time,
  },
  {
    requiredKeys: [
      'email',
      'url',
      'message',
      'site',
      'submission_id',
      'plan',
      'format',
      'queuedAt',
      'attempts',
      'opaqueSends',
      'nextAttemptAt',
    ],
  },
);

describe('parseOutbox over any input', () => {
  it('never throws, and returns only sendable leads', () => {
    checkProperty(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.jsonValue().map((value) => JSON.stringify(value)),
        ),
        (stored) => {
          for (const item of parseOutbox(stored, 0)) {
            for (const key of ['email', 'url', 'message', 'site', 'submission_id', 'plan'] as const)
              expect(typeof item[key]).toBe('string');
            expect(Number.isInteger(item.attempts) && item.attempts >= 0).toBe(true);
            expect(Number.isFinite(item.nextAttemptAt)).toBe(true);
          }
        },
      ),
    );
  });

  it('reads back exactly what the store writes', () => {
    checkProperty(
      fc.property(fc.array(lead, { maxLength: 8 }), (outbox) => {
        expect(parseOutbox(JSON.stringify(outbox), 0)).toEqual(outbox);
      }),
    );
  });

  it('keeps every entry that can still be sent, whatever its bookkeeping says', () => {
    const damaged = fc.record({
      email: fc.string(),
      url: fc.string(),
      message: fc.string(),
      site: fc.string(),
      submission_id: fc.string(),
      attempts: fc.jsonValue(),
      nextAttemptAt: fc.jsonValue(),
    });
    checkProperty(
      fc.property(fc.array(damaged, { maxLength: 8 }), (outbox) => {
        expect(parseOutbox(JSON.stringify(outbox), 0).map((item) => item.submission_id)).toEqual(
          outbox.map((item) => item.submission_id),
        );
      }),
    );
  });
});

describe('scheduling', () => {
  it('has a next retry, never in the past, exactly while leads wait', () => {
    checkProperty(
      fc.property(fc.array(lead, { maxLength: 8 }), time, (outbox, now) => {
        const wait = nextRetryIn(outbox, now);
        if (outbox.length === 0) expect(wait).toBeNull();
        else expect(wait).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('reads any Retry-After as a bounded wait or nothing', () => {
    checkProperty(
      fc.property(
        fc.option(
          fc.oneof(
            fc.string(),
            fc.nat().map(String),
            fc.date({ noInvalidDate: true }).map((d) => d.toUTCString()),
          ),
        ),
        time,
        (value, now) => {
          const wait = parseRetryAfter(value, now);
          if (wait !== null) expect(wait >= 0 && wait <= RETRY_AFTER_MAX_MS).toBe(true);
        },
      ),
    );
  });
});
