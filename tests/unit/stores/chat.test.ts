import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ChatReply, sendChatTurn } from '../../../src/lib/api/chat';
import { $chatPending, abortChat, canSendChat, discardChat, sendChatMessage } from '../../../src/stores/chat';
import { $conversation, $planState } from '../../../src/stores/plan';

vi.mock('../../../src/lib/api/chat', () => ({ sendChatTurn: vi.fn() }));

const ERROR = 'Sorry, I encountered an error. Please try again.';
const GREETING = { role: 'assistant' as const, content: 'What does your app do?' };
const sendTurn = vi.mocked(sendChatTurn);

/** A turn that waits until the test answers it, and fails when its signal aborts. */
function pendingTurn() {
  let answer: (reply: ChatReply) => void = () => {};
  sendTurn.mockImplementationOnce(
    (_messages, _state, signal) =>
      new Promise<ChatReply>((resolve, reject) => {
        answer = resolve;
        signal?.addEventListener('abort', () => reject(signal.reason));
      }),
  );
  return (reply: ChatReply) => answer(reply);
}

describe('the chat store', () => {
  beforeEach(() => {
    $conversation.set([GREETING]);
    $planState.set(null);
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  afterEach(() => {
    sendTurn.mockReset();
    localStorage.clear();
  });

  it.each([
    ['a message', 'Hello', false, true],
    ['white space', '   \n ', false, false],
    ['anything while a turn is on its way', 'Hello', true, false],
  ])('%s can be sent: the same rule for the Send button and the store', (_, text, pending, expected) => {
    expect(canSendChat(text, pending)).toBe(expected);
  });

  it.each(['', '   \n '])('sends nothing for %j, and says so', async (text) => {
    expect(sendChatMessage(text, ERROR)).toBeNull();
    expect(sendTurn).not.toHaveBeenCalled();
    expect($conversation.get()).toEqual([GREETING]);
  });

  it('adds the trimmed message, then the reply, and the reply’s state becomes the plan', async () => {
    const state = { app_description: { value: 'A shop' } };
    sendTurn.mockResolvedValueOnce({ response: 'Who uses it?', state });
    await sendChatMessage('  A shop  ', ERROR);
    expect(sendTurn).toHaveBeenCalledWith(
      [GREETING, { role: 'user', content: 'A shop' }],
      null,
      expect.any(AbortSignal),
    );
    expect($conversation.get()).toEqual([
      GREETING,
      { role: 'user', content: 'A shop' },
      { role: 'assistant', content: 'Who uses it?' },
    ]);
    expect($planState.get()).toEqual(state);
    expect($chatPending.get()).toBe(false);
  });

  it.each([null, undefined])('a reply whose state is %s leaves the plan as it was', async (state) => {
    $planState.set({ app_description: { value: 'Kept' } });
    sendTurn.mockResolvedValueOnce({ response: 'Noted.', state });
    await sendChatMessage('More', ERROR);
    expect($planState.get()).toEqual({ app_description: { value: 'Kept' } });
  });

  it('a failed turn ends with the apology, and sending is possible again', async () => {
    sendTurn.mockRejectedValueOnce(new Error('500'));
    await sendChatMessage('Hello', ERROR);
    expect($conversation.get().at(-1)).toEqual({ role: 'assistant', content: ERROR });
    expect($chatPending.get()).toBe(false);
    expect(console.error).toHaveBeenCalled();
  });

  it('while a turn is on its way, another message is not sent', async () => {
    const answer = pendingTurn();
    const first = sendChatMessage('One', ERROR);
    expect($chatPending.get()).toBe(true);
    expect(sendChatMessage('Two', ERROR)).toBeNull();
    expect(sendTurn).toHaveBeenCalledOnce();
    answer({ response: 'Reply', state: null });
    await first;
    expect($conversation.get().map((message) => message.content)).toEqual([GREETING.content, 'One', 'Reply']);
  });

  it.each<[string, () => void, string[]]>([
    ['leaving the page counts as a failed turn', abortChat, [GREETING.content, 'One', ERROR]],
    ['closing the plan drops the turn without a trace', discardChat, [GREETING.content, 'One']],
  ])('%s', async (_, stop, expected) => {
    pendingTurn();
    const turn = sendChatMessage('One', ERROR);
    stop();
    await turn;
    expect($conversation.get().map((message) => message.content)).toEqual(expected);
    expect($chatPending.get()).toBe(false);
  });
});
