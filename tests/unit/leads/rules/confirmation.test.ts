// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONFIRMATIONS, confirmationOf, spotEmailOf } from '../../../../src/leads/rules/confirmation';
import { checkProperty } from '../../../support/properties';

describe('confirmationOf: the confirmation email a lead’s answer tells of', () => {
  it.each<[string, unknown, ReturnType<typeof confirmationOf>]>([
    ['sent', { ok: true, confirmation: 'sent' }, 'sent'],
    ['on its way', { ok: true, confirmation: 'queued' }, 'queued'],
    [
      'sent, beside a founder number',
      { ok: true, founder: { number: 19, already: false }, confirmation: 'sent' },
      'sent',
    ],
    ['sent, on a repeat', { ok: true, duplicate: true, confirmation: 'sent' }, 'sent'],
    ['no field: no mailer, or an address confirmed already', { ok: true }, null],
    ['another word', { ok: true, confirmation: 'failed' }, null],
    ['the right word in another case', { confirmation: 'Sent' }, null],
    ['the right word padded', { confirmation: ' sent ' }, null],
    ['markup', { confirmation: '<b>x</b>' }, null],
    ['markup around the word', { confirmation: '<b>sent</b>' }, null],
    ['true', { confirmation: true }, null],
    ['a number', { confirmation: 1 }, null],
    ['null', { confirmation: null }, null],
    ['a list holding the word', { confirmation: ['sent'] }, null],
    ['an object', { confirmation: { status: 'sent' } }, null],
    ['the word alone, not in an object', 'sent', null],
    ['an HTML page', '<!doctype html><p>confirmation: sent</p>', null],
    ['a list', [{ confirmation: 'sent' }], null],
    ['no body', undefined, null],
    ['null body', null, null],
    ['a number body', 200, null],
  ])('%s', (_label, reply, expected) => {
    expect(confirmationOf(reply)).toBe(expected);
  });

  it('answers one of the two words for that word alone, and null for any other JSON', () => {
    checkProperty(
      fc.property(fc.jsonValue(), fc.jsonValue(), (body, confirmation) => {
        const reply =
          typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...body, confirmation } : body;
        const read = confirmationOf(reply);
        const expected = reply === body ? null : (CONFIRMATIONS.find((known) => known === confirmation) ?? null);
        expect(read).toBe(expected);
      }),
    );
  });
});

describe('spotEmailOf: the founder spot’s email a reservation’s answer tells of', () => {
  it.each<[string, unknown, boolean]>([
    ['on its way', { ok: true, founder: { number: 5, already: false }, spotEmail: 'queued' }, true],
    ['none told', { ok: true, founder: { number: 5, already: false } }, false],
    ['another word', { ok: true, spotEmail: 'sent' }, false],
    ['not text', { ok: true, spotEmail: true }, false],
    ['a confirmation instead', { ok: true, confirmation: 'queued' }, false],
    ['no object', 'spotEmail', false],
    ['nothing', null, false],
  ])('%s', (_, reply, expected) => {
    expect(spotEmailOf(reply)).toBe(expected);
  });
});
