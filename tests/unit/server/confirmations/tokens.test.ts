// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isTokenShaped, newToken, tokenHash } from '../../../../server/confirmations/tokens';

describe('link tokens', () => {
  it('are 43 base64url characters, and never the same twice', () => {
    const tokens = Array.from({ length: 500 }, newToken);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('are kept as their SHA-256, in hex', async () => {
    expect(await tokenHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('take nothing else as a token, whatever a link holds', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        expect(isTokenShaped(text)).toBe(/^[A-Za-z0-9_-]{43}$/.test(text));
      }),
    );
    expect(isTokenShaped(`${newToken()}=`)).toBe(false);
    expect(isTokenShaped('a'.repeat(1_000_000))).toBe(false);
  });
});
