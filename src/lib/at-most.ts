/**
 * `work`'s value, or `late` if it has not settled within `ms`: for a wait that must stay bounded
 * while the work itself goes on (a proof being solved, a body slow to come, an email being sent).
 * The timer is cleared either way, so it never holds a process or a test's clock open.
 */
export async function atMost<T, L>(work: Promise<T>, ms: number, late: L): Promise<T | L> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<L>((resolve) => (timer = setTimeout(resolve, Math.max(0, ms), late))),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
