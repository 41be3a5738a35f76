// @vitest-environment node
/**
 * The gate in front of PBKDF2 (server/ops/password-gate.ts): strangers cannot choose how many
 * checks run, one address cannot race its own limit, a flood meets the site's failure budget, and
 * a password verified lately is not paid for again.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRateLimiter } from '../../../../server/http/rate-limit';
import { createPasswordGate, type PasswordGateOptions } from '../../../../server/ops/password-gate';

const PASSWORD = 'correct horse';

/** A verify whose answers the test releases, counting how many run at once. */
function heldVerify() {
  const pending: (() => void)[] = [];
  const seen = { calls: 0, running: 0, most: 0 };
  const verify = (password: string) =>
    new Promise<boolean>((resolve) => {
      seen.calls += 1;
      seen.running += 1;
      seen.most = Math.max(seen.most, seen.running);
      pending.push(() => {
        seen.running -= 1;
        resolve(password === PASSWORD);
      });
    });
  /** Lets every check now running finish, and waits for the gate to start the next. */
  const release = async () => {
    await vi.advanceTimersByTimeAsync(0);
    for (const done of pending.splice(0)) done();
    await vi.advanceTimersByTimeAsync(0);
  };
  return { verify, seen, release };
}

let time = 0;
const gateWith = (verify: PasswordGateOptions['verify'], options: Partial<PasswordGateOptions> = {}) =>
  createPasswordGate({
    verify,
    attempts: createRateLimiter({ limit: 10, windowMs: 15 * 60_000, maxKeys: 1000, now: () => time }),
    failures: createRateLimiter({ limit: 120, windowMs: 60_000, maxKeys: 1, now: () => time }),
    now: () => time,
    ...options,
  });

afterEach(() => {
  vi.useRealTimers();
});

describe('the password gate', () => {
  it('runs one check at a time across 64 addresses, queues 16 briefly, and tells the rest 503 at once', async () => {
    vi.useFakeTimers();
    const { verify, seen, release } = heldVerify();
    const gate = gateWith(verify);
    const answers = Array.from({ length: 64 }, (_, client) => gate.check(`10.0.0.${client}`, `guess ${client}`));
    await vi.advanceTimersByTimeAsync(0);
    expect(seen.running).toBe(1);
    // Turned away without waiting: no time has passed for them.
    const turnedAway = await Promise.all(answers.slice(17));
    expect(turnedAway.every((answer) => !answer.ok && answer.status === 503)).toBe(true);
    // Three finish in turn; the queue's other 13 give up after a second.
    for (let round = 0; round < 3; round += 1) await release();
    await vi.advanceTimersByTimeAsync(1_000);
    await release();
    const early = await Promise.all(answers.slice(0, 17));
    expect(early.slice(0, 4).map((answer) => answer.ok || answer.status)).toEqual([401, 401, 401, 401]);
    expect(early.slice(4).every((answer) => !answer.ok && answer.status === 503)).toBe(true);
    expect(seen.most).toBe(1);
    expect(seen.calls).toBe(4);
  });

  it('checks one guess at a time per address, one more waiting its turn: 40 at once are 2 checks', async () => {
    vi.useFakeTimers();
    const { verify, seen, release } = heldVerify();
    const gate = gateWith(verify);
    const answers = Array.from({ length: 40 }, (_, guess) => gate.check('10.0.0.1', `guess ${guess}`));
    await release();
    await release();
    const statuses = (await Promise.all(answers)).map((answer) => (answer.ok ? 200 : answer.status));
    expect(statuses.slice(0, 2)).toEqual([401, 401]);
    expect(statuses.slice(2).every((status) => status === 429)).toBe(true);
    expect(seen.calls).toBe(2);
    expect(seen.most).toBe(1);
  });

  it('lets in a double-clicked sign-in: the second waits for the first and is let in by what it verified', async () => {
    vi.useFakeTimers();
    const { verify, seen, release } = heldVerify();
    const gate = gateWith(verify);
    const first = gate.check('10.0.5.1', PASSWORD);
    const second = gate.check('10.0.5.1', PASSWORD);
    await release();
    expect(await Promise.all([first, second])).toEqual([{ ok: true }, { ok: true }]);
    expect(seen.calls).toBe(1);
  });

  it('stops checking for everyone once the site has failed its budget, until the minute is over', async () => {
    let calls = 0;
    const gate = gateWith(
      async (password) => {
        calls += 1;
        return password === PASSWORD;
      },
      { failures: createRateLimiter({ limit: 5, windowMs: 60_000, maxKeys: 1, now: () => time }) },
    );
    for (let client = 0; client < 5; client += 1)
      expect(await gate.check(`10.0.1.${client}`, 'wrong')).toEqual({ ok: false, status: 401 });
    const refused = await gate.check('10.0.2.1', PASSWORD);
    expect(refused).toMatchObject({ ok: false, status: 503 });
    expect(calls).toBe(5);
    time += 60_000;
    expect(await gate.check('10.0.2.1', PASSWORD)).toEqual({ ok: true });
  });

  it('remembers a verified password for ten minutes, for any address, and never a wrong one', async () => {
    let calls = 0;
    const gate = gateWith(async (password) => {
      calls += 1;
      return password === PASSWORD;
    });
    expect(await gate.check('10.0.3.1', PASSWORD)).toEqual({ ok: true });
    for (let call = 0; call < 20; call += 1) expect(await gate.check('10.0.3.2', PASSWORD)).toEqual({ ok: true });
    expect(calls).toBe(1);
    expect(await gate.check('10.0.3.2', 'wrong')).toEqual({ ok: false, status: 401 });
    expect(await gate.check('10.0.3.2', 'wrong')).toEqual({ ok: false, status: 401 });
    expect(calls).toBe(3);
    time += 10 * 60_000;
    expect(await gate.check('10.0.3.2', PASSWORD)).toEqual({ ok: true });
    expect(calls).toBe(4);
  });

  it('does not count a check turned away as busy against its address', async () => {
    vi.useFakeTimers();
    const { verify, release } = heldVerify();
    const gate = gateWith(verify, {
      queued: 0,
      attempts: createRateLimiter({ limit: 1, windowMs: 15 * 60_000, maxKeys: 10, now: () => time }),
    });
    const first = gate.check('10.0.4.1', 'wrong');
    expect(await gate.check('10.0.4.2', PASSWORD)).toMatchObject({ ok: false, status: 503 });
    await release();
    await first;
    const second = gate.check('10.0.4.2', PASSWORD);
    await release();
    expect(await second).toEqual({ ok: true });
  });
});
