// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type LeadReply, problemOf, refusedAsThrowaway } from '../../../src/leads/store';
import { emailDomainOf } from '../../../src/lib/forms/disposable-email';

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

describe('refusedAsThrowaway and emailDomainOf', () => {
  it.each<[string, LeadReply, boolean]>([
    ['refused as a throwaway address', { result: 'refused', reply: { reason: 'disposable' } }, true],
    ['refused for its proof', { result: 'refused', reply: { reason: 'bot-check' } }, false],
    ['sent', { result: 'sent', reply: { reason: 'disposable' } }, false],
    ['refused without a body', { result: 'refused' }, false],
  ])('%s', (_label, reply, expected) => {
    expect(refusedAsThrowaway(reply)).toBe(expected);
  });

  it.each([
    ['ada@mailinator.com', 'mailinator.com'],
    [' Ada@Inbox.MAILINATOR.com. ', 'inbox.mailinator.com'],
    ['"a@b"@example.com', 'example.com'],
  ])('names the domain of %j as %j', (email, domain) => {
    expect(emailDomainOf(email)).toBe(domain);
  });
});
