// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkProof, issueChallenge, PROOF_COUNTER } from '../../../../server/bot-check/proof';
import { PROOF_FIELD_LIMIT, PROOF_LIFETIME_MS } from '../../../../src/leads/rules/proof';
import { proofOfWork, solved, TEST_KEY } from '../../../support/proof-of-work';

const NOW = Date.parse('2026-11-28T12:00:00Z');
const OTHER_KEY = 'another-key-of-another-sink-0123456789abcdef';

type Json = Record<string, unknown>;
/** A proof's payload as JSON, any part of which a test may change. */
interface ProofJson {
  challenge: Json & { parameters: Json };
  solution: Json;
}

/** The proof with its payload's JSON changed by `edit`. */
const edited = (proof: string, edit: (payload: ProofJson) => void) => {
  const payload = JSON.parse(atob(proof)) as ProofJson;
  edit(payload);
  return btoa(JSON.stringify(payload));
};

describe('checkProof', () => {
  it('accepts a solved proof of this key until its challenge runs out, and names it by its nonce', async () => {
    const proof = await proofOfWork(TEST_KEY, NOW);
    const { nonce } = JSON.parse(atob(proof)).challenge.parameters;
    const check = await checkProof(proof, TEST_KEY, NOW + PROOF_LIFETIME_MS - 1000);
    expect(check).toEqual({ ok: true, id: nonce, expiresAt: Math.floor((NOW + PROOF_LIFETIME_MS) / 1000) * 1000 });
  });

  it.each([
    ['no proof', async () => '', 'missing'],
    ['text that is not base64', async () => 'not a proof!', 'malformed'],
    ['base64 of something that is not JSON', async () => btoa('{"challenge":'), 'malformed'],
    [
      'a payload without a solution',
      async () => edited(await proofOfWork(TEST_KEY, NOW), (p) => Reflect.deleteProperty(p, 'solution')),
      'malformed',
    ],
    [
      'a nonce that is not hex',
      async () => edited(await proofOfWork(TEST_KEY, NOW), (p) => (p.challenge.parameters.nonce = 'x"y')),
      'malformed',
    ],
    ['longer than the field may be', async () => 'A'.repeat(PROOF_FIELD_LIMIT + 1), 'malformed'],
    ['a proof of another key', async () => proofOfWork(OTHER_KEY, NOW), 'forged'],
    [
      'a challenge made easier',
      async () => edited(await proofOfWork(TEST_KEY, NOW), (p) => (p.challenge.parameters.cost = 1)),
      'forged',
    ],
    [
      'a challenge that lasts longer',
      async () =>
        edited(
          await proofOfWork(TEST_KEY, NOW),
          (p) => (p.challenge.parameters['expiresAt'] = Number(p.challenge.parameters['expiresAt']) + 86_400),
        ),
      'forged',
    ],
    [
      'a signature taken off',
      async () => edited(await proofOfWork(TEST_KEY, NOW), (p) => Reflect.deleteProperty(p.challenge, 'signature')),
      'malformed',
    ],
    [
      'the derived key of another challenge',
      async () => {
        const other = JSON.parse(atob(await proofOfWork(TEST_KEY, NOW)));
        return edited(await proofOfWork(TEST_KEY, NOW), (p) => (p.solution.derivedKey = other.solution.derivedKey));
      },
      'unsolved',
    ],
    [
      'a derived key made up',
      async () => edited(await proofOfWork(TEST_KEY, NOW), (p) => (p.solution.derivedKey = '00'.repeat(32))),
      'unsolved',
    ],
    [
      'a proof issued more than its lifetime ago',
      async () => proofOfWork(TEST_KEY, NOW - PROOF_LIFETIME_MS),
      'expired',
    ],
  ])('refuses %s', async (_label, make, fault) => {
    expect(await checkProof(await make(), TEST_KEY, NOW)).toEqual({ ok: false, fault });
  });

  it('refuses a proof whose challenge ran out, even one the machine clock still calls valid', async () => {
    const proof = await proofOfWork(TEST_KEY, NOW);
    expect(await checkProof(proof, TEST_KEY, NOW + PROOF_LIFETIME_MS)).toEqual({ ok: false, fault: 'expired' });
  });

  it('issues challenges with an answer the page has to search for', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const challenge = await issueChallenge(TEST_KEY, NOW);
        expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1000 });
        return challenge.parameters.nonce;
      }),
    );
    expect(new Set(answers).size).toBe(8);
  });

  it('draws the answer from 0, and a proof whose answer is 0 is accepted', async () => {
    expect(PROOF_COUNTER.min).toBe(0);
    const proof = await solved(await issueChallenge(TEST_KEY, NOW, 0));
    expect(JSON.parse(atob(proof)).solution).toMatchObject({ counter: 0 });
    expect(await checkProof(proof, TEST_KEY, NOW)).toMatchObject({ ok: true });
  });

  it('never throws, and never accepts, whatever text a client sends', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 5000 }),
          fc.base64String({ maxLength: 2000 }),
          fc.json().map((json) => btoa(json)),
        ),
        async (text) => {
          const check = await checkProof(text, TEST_KEY, NOW);
          expect(check.ok).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuses a solved proof with any one digit of its challenge, signature or derived key changed', async () => {
    const proof = await solved(await issueChallenge(TEST_KEY, NOW, 1));
    const hexFields: [string, (p: ProofJson) => Json][] = [
      ['nonce', (p) => p.challenge.parameters],
      ['salt', (p) => p.challenge.parameters],
      ['keyPrefix', (p) => p.challenge.parameters],
      ['keySignature', (p) => p.challenge.parameters],
      ['signature', (p) => p.challenge],
      ['derivedKey', (p) => p.solution],
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...hexFields),
        fc.nat(),
        fc.constantFrom(...'0123456789abcdef'),
        async ([field, holder], at, digit) => {
          const changed = edited(proof, (payload) => {
            const value = holder(payload)[field] as string;
            const index = at % value.length;
            fc.pre(value[index] !== digit);
            holder(payload)[field] = `${value.slice(0, index)}${digit}${value.slice(index + 1)}`;
          });
          expect((await checkProof(changed, TEST_KEY, NOW)).ok).toBe(false);
        },
      ),
      { numRuns: 200 },
    );
  });
});
