import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { replacePage } from '../../../src/browser/navigation';
import { sendChatTurn } from '../../../src/lib/api/chat';
import { $analysedUrl, closeAnalysis } from '../../../src/stores/analysis';
import { $chatPending, sendChatMessage } from '../../../src/stores/chat';
import { $conversation, $devUrl, $planState } from '../../../src/stores/plan';

// jsdom cannot leave a page: the store's one way out is watched instead.
vi.mock('../../../src/browser/navigation', () => ({ replacePage: vi.fn() }));
vi.mock('../../../src/lib/api/chat', () => ({ sendChatTurn: vi.fn() }));

const URL = 'https://shop.example/';

/** What the page does while it shows the plan: it watches the address. */
const showPage = () => $analysedUrl.listen(() => {});

/** A chat turn that ends only when its signal aborts. */
function turnUntilAborted() {
  vi.mocked(sendChatTurn).mockImplementationOnce(
    (_messages, _state, signal) =>
      new Promise((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason))),
  );
}

describe('the /analysis page store', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    cleanStores($analysedUrl);
    localStorage.clear();
  });

  it('sends a visitor without an address home', () => {
    $devUrl.set('');
    showPage();
    expect(replacePage).toHaveBeenCalledWith('/');
  });

  it('keeps a visitor with an address, and sends nobody anywhere before the page shows', () => {
    $devUrl.set(URL);
    expect(replacePage).not.toHaveBeenCalled();
    showPage();
    expect($analysedUrl.get()).toBe(URL);
    expect(replacePage).not.toHaveBeenCalled();
  });

  it('Close drops the turn on its way without a trace, forgets the plan and goes home', async () => {
    $devUrl.set(URL);
    $conversation.set([{ role: 'assistant', content: 'Hello' }]);
    $planState.set({ app_description: { value: 'A shop' } });
    showPage();
    turnUntilAborted();
    const turn = sendChatMessage('A shop', 'Sorry');
    closeAnalysis();
    await turn;
    expect($conversation.get()).toEqual([]);
    expect($planState.get()).toBeNull();
    expect($chatPending.get()).toBe(false);
    expect(replacePage).toHaveBeenCalledWith('/');
  });

  it('leaving the page ends the turn on its way as failed; once the page is gone, nothing listens', async () => {
    $devUrl.set(URL);
    $conversation.set([]);
    const hide = showPage();
    turnUntilAborted();
    const turn = sendChatMessage('A shop', 'Sorry');
    window.dispatchEvent(new Event('pagehide'));
    await turn;
    expect($conversation.get().map((message) => message.content)).toEqual(['A shop', 'Sorry']);

    hide();
    cleanStores($analysedUrl);
    turnUntilAborted();
    const later = sendChatMessage('More', 'Sorry');
    window.dispatchEvent(new Event('pagehide'));
    expect($chatPending.get()).toBe(true);
    closeAnalysis(); // ends it for the next test
    await later;
  });
});
