/**
 * A conversation with the reference host itself, without HTTP: its first reply to a saved page
 * (tests/support/pages/), read by its own reader as if from `devUrl`, then the interviewer's
 * reply to each of `answers` in turn. The tests of the interview after a page and the
 * screenshots of /analysis both start from it.
 */
import { readFile } from 'node:fs/promises';
import { readPageStream } from '../../server/app-reader/page-stream.ts';
import { READ_LIMITS } from '../../server/app-reader/read-page.ts';
import { interview } from '../../server/interviewer/interviewer.ts';
import { openingFor } from '../../server/interviewer/replies/opening.ts';
import type { ChatMessage } from '../../src/lib/plan/conversation.ts';
import type { PlanState } from '../../src/lib/plan/plan.ts';

export interface PageConversation {
  conversation: ChatMessage[];
  /** The plan after the last reply. */
  state: PlanState;
  /** The interviewer's replies to `answers`, in order (the first reply to the page not among them). */
  replies: string[];
}

export async function conversationAfterPage(
  devUrl: string,
  savedPage: string,
  answers: readonly string[],
): Promise<PageConversation> {
  const bytes = await readFile(new URL(`./pages/${savedPage}`, import.meta.url));
  const { facts } = await readPageStream(new Response(bytes).body, {
    url: devUrl,
    contentType: 'text/html',
    maxBytes: READ_LIMITS.maxBytes,
  });
  const opening = openingFor({ ok: true, facts }, devUrl);
  if (opening.status !== 'success') throw new Error(`${savedPage} gave no first reply`);
  const conversation: ChatMessage[] = [{ role: 'assistant', content: opening.response }];
  let state = opening.initial_state;
  const replies: string[] = [];
  for (const answer of answers) {
    conversation.push({ role: 'user', content: answer });
    const turn = interview(conversation, state);
    state = turn.state;
    replies.push(turn.response);
    conversation.push({ role: 'assistant', content: turn.response });
  }
  return { conversation, state, replies };
}
