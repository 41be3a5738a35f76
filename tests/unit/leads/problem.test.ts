import { describe, expect, it } from 'vitest';
import { type LeadReply, problemOf } from '../../../src/leads/store';

describe('problemOf: what a form tells of a send', () => {
  it.each<[string, LeadReply, ReturnType<typeof problemOf>]>([
    ['sent', { result: 'sent' }, null],
    ['sent, with the founder number', { result: 'sent', reply: { ok: true, founder: { number: 19 } } }, null],
    ['kept on this device', { result: 'queued' }, 'queued'],
    ['refused, no body', { result: 'refused' }, 'refused'],
    ['refused for a field', { result: 'refused', reply: { error: 'email is not a valid address.' } }, 'refused'],
    ['refused for its proof of work', { result: 'refused', reply: { error: 'x', reason: 'bot-check' } }, 'unverified'],
    ['refused, with a reason of another kind', { result: 'refused', reply: { reason: 'other' } }, 'refused'],
    ['refused, with a body that is not an object', { result: 'refused', reply: 'bot-check' }, 'refused'],
  ])('%s', (_label, reply, expected) => {
    expect(problemOf(reply)).toBe(expected);
  });
});
