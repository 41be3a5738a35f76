/**
 * The page's proofs of work for the bot check (docs/leads.md, "The bot check"): a challenge
 * fetched from PUBLIC_ALTCHA_URL and solved by the ALTCHA widget in the background, from the
 * moment a lead form opens, so that the proof is usually ready before the visitor has typed
 * their address. Each proof goes with one lead; the next is solved only for a form that will
 * send again (a payment step after the email, a send to try again), not for one done sending.
 */
import { whenIdle } from '../../browser/idle';
import { discardBody } from '../../lib/api/discard-body';
import { atMost } from '../../lib/at-most';
import { config } from '../../lib/config/site-config';
import { challengeAnswerOf, proofOutlivesOutbox } from '../rules/proof';

/**
 * A proof to send with a lead; `none`: this site asks for none (no challenge endpoint), so the
 * lead goes without; `unavailable`: no proof now (no connection, the endpoint failing), so the
 * lead waits in the outbox and a proof is tried for again with its next send.
 */
export type ProofResult = { kind: 'proof'; payload: string } | { kind: 'none' } | { kind: 'unavailable' };

/** How long fetching a challenge may take before the lead waits for its next try instead. */
const CHALLENGE_TIMEOUT_MS = 10_000;
/** How long a send waits for a proof being solved: far longer than a phone needs. */
export const PROOF_WAIT_MS = 30_000;

let solving: Promise<ProofResult> | null = null;
/** The challenge endpoint said there is no bot check here (404): no lead waits for a proof. */
let noBotCheck = false;
/** Lead forms open now: while there is one, a proof is kept ready. */
let formsOpen = 0;

async function fetchChallenge(): Promise<{ answer: 'solve'; challenge: unknown } | { answer: 'none' | 'retry' }> {
  try {
    const response = await fetch(config.altchaUrl, {
      cache: 'no-store',
      signal: AbortSignal.timeout(CHALLENGE_TIMEOUT_MS),
    });
    const answer = challengeAnswerOf(response.status);
    if (answer !== 'solve') {
      discardBody(response);
      return { answer };
    }
    // A 2xx that is not a challenge (a captive portal's page) may be right later.
    return { answer, challenge: await response.json() };
  } catch {
    return { answer: 'retry' };
  }
}

async function solveOne(): Promise<ProofResult> {
  // Web Crypto, which the solver needs, exists only in a secure context: no proof can be made.
  if (!globalThis.isSecureContext) return { kind: 'none' };
  const fetched = await fetchChallenge();
  if (fetched.answer !== 'solve') return fetched.answer === 'none' ? { kind: 'none' } : { kind: 'unavailable' };
  try {
    const { altchaWidget } = await import('./altcha-widget');
    const widget = await altchaWidget();
    await widget.configure({ challenge: fetched.challenge as never });
    const result = await widget.verify({ minDuration: 0 });
    return result?.payload ? { kind: 'proof', payload: result.payload } : { kind: 'unavailable' };
  } catch (error) {
    console.warn('Could not solve the bot check’s challenge; the lead waits for its next try', error);
    return { kind: 'unavailable' };
  }
}

/** The proof being solved, or a new one started; a proof that no longer outlasts a lead's week is solved again. */
function nextProof(): Promise<ProofResult> {
  solving ??= solveOne().then((result) => {
    // Only a proof is kept for the next lead; anything else is asked again next time.
    if (result.kind !== 'proof') solving = null;
    if (result.kind === 'none') noBotCheck = true;
    return result;
  });
  return solving;
}

/** Whether a lead must carry a proof of work before it is sent: false where the site asks for none. */
export const proofNeeded = (): boolean => Boolean(config.altchaUrl) && !noBotCheck;

/** A lead form has opened: a proof is solved now, while the visitor types. Returns the way to say it closed. */
export function keepProofReady(): () => void {
  if (!config.altchaUrl) return () => {};
  formsOpen += 1;
  solveNextProof();
  return () => {
    formsOpen -= 1;
  };
}

/**
 * The open form will send another lead: its proof is solved now, while the visitor reads or types,
 * after the form's first paint (loading the widget must not hold back the dialog a click opened).
 * A form done sending asks for none: a challenge fetched and solved for a lead that never comes
 * costs a phone's battery, and a request still out as the visitor leaves keeps Firefox from
 * holding the page in its back-forward cache.
 */
export function solveNextProof(): void {
  whenIdle(() => {
    if (formsOpen > 0) void nextProof();
  });
}

/** Takers one at a time: a proof is good for one lead, so two leads sent at once never share one. */
let turns: Promise<unknown> = Promise.resolve();

/** The proof for one lead, waiting at most `waitMs` for one being solved. */
export function takeProof(waitMs = PROOF_WAIT_MS): Promise<ProofResult> {
  if (!config.altchaUrl) return Promise.resolve({ kind: 'none' });
  const turn = turns.then(() => takeOne(waitMs));
  turns = turn.catch(() => undefined);
  return turn;
}

async function takeOne(waitMs: number): Promise<ProofResult> {
  const deadline = Date.now() + waitMs;
  const unavailable: ProofResult = { kind: 'unavailable' };
  let result = await atMost(nextProof(), waitMs, unavailable);
  if (result.kind === 'proof' && !proofOutlivesOutbox(result.payload, Date.now())) {
    solving = null;
    result = await atMost(nextProof(), deadline - Date.now(), unavailable);
  }
  // Spent: the next lead gets a proof of its own, solved when its form asks (solveNextProof) or its send does.
  if (result.kind === 'proof') solving = null;
  return result;
}
