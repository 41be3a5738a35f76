// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { reservedSpot } from '../../../../src/leads/rules/founder-spot';

const sink = { fromSink: true, known: 20, browserNumber: 34 };
const numbered = { ok: true, founder: { number: 21, already: false } };

describe('reservedSpot', () => {
  it.each([
    [
      'the count off: this browser’s number',
      'sent',
      numbered,
      { ...sink, fromSink: false },
      { number: 34, already: false, lead: 'sent' },
      null,
    ],
    ['the sink’s number', 'sent', numbered, sink, { number: 21, already: false, lead: 'sent' }, 21],
    [
      'a spot reserved before',
      'sent',
      { founder: { number: 7, already: true } },
      sink,
      { number: 7, already: true, lead: 'sent' },
      7,
    ],
    [
      'the email naming it on its way',
      'sent',
      { ...numbered, spotEmail: 'queued' },
      sink,
      { number: 21, already: false, lead: 'sent', emailed: true },
      21,
    ],
    ['held once confirmed', 'sent', { founder: { pending: true } }, sink, { pending: true, lead: 'sent' }, null],
    ['no number (another webhook)', 'sent', { ok: true }, sink, { number: 21, already: false, lead: 'sent' }, null],
    ['kept on this device', 'queued', null, sink, { number: 21, already: false, lead: 'queued' }, null],
    ['refused', 'refused', null, sink, { number: 21, already: false, lead: 'refused' }, null],
  ] as const)('%s', (_, lead, reply, counts, founder, sinkNumber) => {
    expect(reservedSpot(lead, reply, counts)).toEqual({ founder, sinkNumber });
  });
});
