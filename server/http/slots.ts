/**
 * A bounded number of slow jobs at once (a password check, a page read), in all and per key (a
 * client address), with a short line for the rest: a job that cannot start waits in line at most
 * `maxWaitMs`, behind at most `queued` others, then is told no (null). Strangers choose how many
 * jobs they ask for; this chooses how many run, so the work the host does for others is never
 * starved by them, and a job's own key cannot hold every slot.
 */

export interface SlotOptions {
  total: number;
  /** Slots one key may hold at once; its further jobs wait in line like any other. */
  perKey?: number;
  queued: number;
  maxWaitMs: number;
}

/** Gives a slot back; calling it again does nothing. */
export type Release = () => void;

interface Waiting {
  key: string;
  start: () => void;
}

export function createSlots({ total, perKey = total, queued, maxWaitMs }: SlotOptions) {
  let running = 0;
  const byKey = new Map<string, number>();
  const line: Waiting[] = [];

  const canStart = (key: string) => running < total && (byKey.get(key) ?? 0) < perKey;

  function hold(key: string): Release {
    running += 1;
    byKey.set(key, (byKey.get(key) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      running -= 1;
      const left = (byKey.get(key) ?? 1) - 1;
      if (left === 0) byKey.delete(key);
      else byKey.set(key, left);
      // The first in line whose key has room now; the line is short (`queued`), so a scan is cheap.
      const next = line.findIndex((waiting) => canStart(waiting.key));
      if (next >= 0) line.splice(next, 1)[0]?.start();
    };
  }

  return {
    /** A slot for a job of `key`: at once, after a short wait in line, or null. */
    take(key: string): Promise<Release | null> {
      if (canStart(key)) return Promise.resolve(hold(key));
      if (line.length >= queued) return Promise.resolve(null);
      return new Promise((resolve) => {
        const waiting: Waiting = {
          key,
          start: () => {
            clearTimeout(timer);
            resolve(hold(key));
          },
        };
        const timer = setTimeout(() => {
          line.splice(line.indexOf(waiting), 1);
          resolve(null);
        }, maxWaitMs);
        line.push(waiting);
      });
    },
    get running() {
      return running;
    },
  };
}
