/**
 * A chat turn's answer and what a poll sees of it, the same in either store of turns (tasks.ts,
 * d1-tasks.ts): the answer is computed once, when the turn is accepted, and kept as the bytes of
 * the JSON the status route sends; its status follows from the clock, so nothing runs between polls.
 */
import type { TaskView } from './task-store.ts';

const encoder = new TextEncoder();

const errorView = (error: string) => encoder.encode(JSON.stringify({ status: 'error', error }));
const FAILED = errorView('The interviewer could not answer this message.');
const TOO_LARGE = errorView('The answer would be larger than the host keeps; start a new plan.');

/** Whole seconds from `now` to `time`, at least one: the value of a Retry-After. */
export const secondsUntil = (time: number, now: number) => Math.max(1, Math.ceil((time - now) / 1000));

/** The JSON a task answers with: what `answer` returns, or an error view when it throws or answers too much. */
export function answerJson(
  answer: () => object,
  maxResultBytes: number,
  onJobError: (error: unknown) => void,
): Uint8Array<ArrayBuffer> {
  try {
    const json = encoder.encode(JSON.stringify(answer()));
    return json.byteLength <= maxResultBytes ? json : TOO_LARGE;
  } catch (error) {
    onJobError(error);
    return FAILED;
  }
}

/** What a poll sees of a task submitted at `submittedAt`: queued, running, then its answer. */
export function taskView(
  submittedAt: number,
  time: number,
  delayMs: number,
  json: () => Uint8Array<ArrayBuffer>,
): TaskView {
  // Queued for a quarter of the delay, then running: the browser's polling meets every state the
  // production host answers with.
  const elapsed = time - submittedAt;
  if (elapsed < Math.floor(delayMs / 4)) return { status: 'queued' };
  if (elapsed < delayMs) return { status: 'running' };
  return { status: 'done', json: json() };
}
