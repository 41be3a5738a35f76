/**
 * The interviewer's time per turn, in the bench's process (no HTTP, no task delay): what one chat turn
 * costs the host's CPU. Loading the interviewer's modules is timed once, cold; each kind of turn
 * is then run REPEATS times after a warm-up, and its median and slowest are reported.
 *   simple:   a two-group answer to "who uses your app?"
 *   suggest:  "suggest a plan for me" after a description and two groups
 *   64 KiB:   one answer of 64 KiB of prose, to the description and to the user-types question
 */
import { MAX_BODY_BYTES } from '../../server/http/guards.ts';
import { median, percentile } from '../stats.ts';

const REPEATS = 40;
const WARM_UP = 5;

interface Message {
  role: 'user' | 'assistant';
  content: string;
}

const GREETING: Message = {
  role: 'assistant',
  content: "Hi! I had a look at https://gardenhelp.example/ and I'll help. First question: what does your app do?",
};
const DESCRIPTION = 'A marketplace where homeowners book local gardeners and pay through the app.';
const GROUPS =
  'Two kinds: landscapers who run small crews and need steady bookings, and homeowners who want their garden sorted without phone calls.';
const PROSE = 'Homeowners book local gardeners, compare quotes and pay through the app when the job is done. ';
const LONG_ANSWER = PROSE.repeat(Math.floor(MAX_BODY_BYTES / PROSE.length)).slice(0, MAX_BODY_BYTES - 1024);

const round = (ms: number) => Math.round(ms * 100) / 100;

const loadStarted = performance.now();
const { interview } = await import('../../server/interviewer/interviewer.ts');
const loadMs = round(performance.now() - loadStarted);

/** The conversation up to its last answer, with the plan state the browser would send back with it. */
function prepared(...answers: string[]) {
  const messages: Message[] = [GREETING];
  let state = null;
  for (const answer of answers.slice(0, -1)) {
    messages.push({ role: 'user', content: answer });
    const turn = interview(messages, state);
    state = turn.state;
    messages.push({ role: 'assistant', content: turn.response });
  }
  messages.push({ role: 'user', content: answers.at(-1) ?? '' });
  return { messages, state };
}

/** 64 KiB of words never seen before, so that nothing the host remembers of earlier answers helps. */
const newWords = (round: number) =>
  Array.from({ length: 8000 }, (_, index) => `zorb${round}x${index}s and plinks${round}y${index}`)
    .join(', ')
    .slice(0, MAX_BODY_BYTES - 1024);

const TURNS: Record<string, (round: number) => ReturnType<typeof prepared>> = {
  simple: () => prepared(DESCRIPTION, GROUPS),
  suggest: () => prepared(DESCRIPTION, GROUPS, 'suggest a plan for me'),
  '64 KiB description': () => prepared(LONG_ANSWER),
  '64 KiB user types': () => prepared(DESCRIPTION, LONG_ANSWER),
  '64 KiB of new words': (round) => prepared(DESCRIPTION, newWords(round)),
};

export function timeTurns() {
  const rows = [];
  for (const [name, turn] of Object.entries(TURNS)) {
    const times: number[] = [];
    for (let index = 0; index < WARM_UP + REPEATS; index += 1) {
      const { messages, state } = turn(index);
      const started = performance.now();
      interview(messages, state);
      if (index >= WARM_UP) times.push(performance.now() - started);
    }
    rows.push({ turn: name, medianMs: round(median(times)), maxMs: round(percentile(times, 1)) });
  }
  return { loadMs, repeats: REPEATS, rows };
}

export function printTurns({ loadMs, repeats, rows }: ReturnType<typeof timeTurns>): void {
  console.log(`\ninterviewer modules loaded in ${loadMs} ms (cold); each turn run ${repeats} times after ${WARM_UP}:`);
  for (const row of rows) console.log(`${row.turn.padEnd(22)} median ${row.medianMs} ms   max ${row.maxMs} ms`);
}
