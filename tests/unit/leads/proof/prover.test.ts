/**
 * The page's proofs of work (src/leads/proof/prover.ts) with the widget faked: jsdom runs no
 * Web Worker, so the widget's solving is the journeys' and bot-check.spec.ts's to prove.
 */
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROOF_LIFETIME_MS } from '../../../../src/leads/rules/proof';
import { mockNetwork } from '../../../support/mock-network';

const config = vi.hoisted(() => ({ altchaUrl: '/api/altcha' }));
vi.mock('../../../../src/lib/config/site-config', () => ({ config }));

/** The widget: hands back a proof of the challenge it was given, running out when that does. */
const widget = vi.hoisted(() => ({
  challenges: [] as unknown[],
  verify: vi.fn(),
  configure: vi.fn(),
}));
vi.mock('../../../../src/leads/proof/altcha-widget', () => ({ altchaWidget: async () => widget }));

let issued = 0;
/** A challenge as the sink issues one: numbered, and running out PROOF_LIFETIME_MS from now. */
const challenge = () => ({ parameters: { nonce: `n${++issued}`, expiresAt: (Date.now() + PROOF_LIFETIME_MS) / 1000 } });
const network = mockNetwork();
const serve = (answer: () => Response) => network.use(http.get('/api/altcha', answer));

const loadProver = async () => {
  vi.resetModules();
  return import('../../../../src/leads/proof/prover');
};
const nonceOf = (result: { kind: string; payload?: string }) =>
  result.payload ? JSON.parse(atob(result.payload)).challenge.parameters.nonce : null;

beforeEach(() => {
  config.altchaUrl = '/api/altcha';
  vi.stubGlobal('isSecureContext', true);
  widget.challenges = [];
  widget.configure.mockImplementation(async ({ challenge: given }: { challenge: unknown }) => {
    widget.challenges.push(given);
  });
  widget.verify.mockImplementation(async () => ({
    payload: btoa(JSON.stringify({ challenge: widget.challenges.at(-1), solution: { counter: 1 } })),
  }));
  serve(() => HttpResponse.json(challenge()));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('takeProof', () => {
  it('solves the challenge the endpoint gives, and gives each proof to one lead only', async () => {
    const { takeProof } = await loadProver();
    const first = await takeProof();
    const second = await takeProof();
    expect(first.kind).toBe('proof');
    expect(nonceOf(first)).not.toBe(nonceOf(second));
  });

  it('never gives two leads sent at once the same proof', async () => {
    const { takeProof } = await loadProver();
    const results = await Promise.all([takeProof(), takeProof(), takeProof()]);
    expect(new Set(results.map(nonceOf)).size).toBe(3);
  });

  it.each([
    ['no challenge there (404: a deploy without the bot check)', () => new HttpResponse(null, { status: 404 }), 'none'],
    ['a server error', () => new HttpResponse(null, { status: 503 }), 'unavailable'],
    ['too many requests', () => new HttpResponse(null, { status: 429 }), 'unavailable'],
    ['no connection', () => HttpResponse.error(), 'unavailable'],
    ['a 200 that is not JSON (a captive portal)', () => new HttpResponse('<html>', { status: 200 }), 'unavailable'],
  ])('answers %s as %s, and asks again next time', async (_label, answer, kind) => {
    serve(answer);
    const { takeProof } = await loadProver();
    expect(await takeProof()).toEqual({ kind });
    serve(() => HttpResponse.json(challenge()));
    expect((await takeProof()).kind).toBe('proof');
  });

  it('is `unavailable` when the widget cannot solve (it answers null, or throws)', async () => {
    const { takeProof } = await loadProver();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    widget.verify.mockResolvedValueOnce(null);
    expect(await takeProof()).toEqual({ kind: 'unavailable' });
    widget.verify.mockRejectedValueOnce(new Error('no workers'));
    expect(await takeProof()).toEqual({ kind: 'unavailable' });
    expect((await takeProof()).kind).toBe('proof');
  });

  it('waits no longer than it is told for a solve that hangs', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { takeProof } = await loadProver();
    widget.verify.mockReturnValueOnce(new Promise(() => {}));
    const taken = takeProof(5_000);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await taken).toEqual({ kind: 'unavailable' });
  });

  it('asks for nothing, and sends no proof, where the build turned the bot check off', async () => {
    config.altchaUrl = '';
    const { takeProof, keepProofReady } = await loadProver();
    keepProofReady()();
    expect(await takeProof()).toEqual({ kind: 'none' });
    expect(widget.verify).not.toHaveBeenCalled();
  });

  it('makes none outside a secure context, where the browser has no Web Crypto to solve with', async () => {
    vi.stubGlobal('isSecureContext', false);
    const { takeProof } = await loadProver();
    expect(await takeProof()).toEqual({ kind: 'none' });
  });
});

describe('keepProofReady', () => {
  it('solves a proof as a form opens, and the next one only for a form that will send again', async () => {
    const { keepProofReady, solveNextProof, takeProof } = await loadProver();
    const closed = keepProofReady();
    await vi.waitFor(() => expect(widget.verify).toHaveBeenCalledTimes(1));
    await takeProof();
    // The form is done sending (a wait list joined): no challenge is fetched for a lead that never comes.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(widget.verify).toHaveBeenCalledTimes(1);
    // The form moved to a step that sends another lead.
    solveNextProof();
    await vi.waitFor(() => expect(widget.verify).toHaveBeenCalledTimes(2));
    closed();
    await takeProof();
    solveNextProof();
    // The form has closed: nothing is solved until a lead asks.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(widget.verify).toHaveBeenCalledTimes(2);
  });

  it('solves again a proof that would run out before a lead queued with it leaves the outbox', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { keepProofReady, takeProof } = await loadProver();
    keepProofReady();
    await vi.waitFor(() => expect(widget.verify).toHaveBeenCalledTimes(1));
    // The page stayed open for a day and a half.
    vi.setSystemTime(Date.now() + 36 * 3600_000);
    const taken = await takeProof();
    expect(nonceOf(taken)).toBe(`n${issued}`);
    expect(widget.verify).toHaveBeenCalledTimes(2);
  });
});
