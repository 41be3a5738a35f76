import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $conversation, $devUrl, $planState } from '../../../src/stores/plan';
import { $urlAnalysis, analyseAppUrl, dismissUrlError } from '../../../src/stores/url-analysis';

const messages = {
  httpError: 'Error {status}: Unable to analyze the URL',
  unreachableError: 'I could not reach {url}. Please check the spelling.',
};

const respond = (status: number, body: string) => vi.fn().mockResolvedValue(new Response(body, { status }));

describe('analyseAppUrl', () => {
  beforeEach(() => {
    localStorage.clear();
    $devUrl.set('');
    $urlAnalysis.set({ busy: false, error: '' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('posts the normalised address with the API key, keeps the plan and navigates', async () => {
    const fetch = respond(
      200,
      JSON.stringify({ status: 'success', response: 'Hello', initial_state: { app_description: { value: 'x' } } }),
    );
    vi.stubGlobal('fetch', fetch);
    const navigate = vi.fn();
    await analyseAppUrl('  shop.example ', messages, navigate);
    expect(fetch).toHaveBeenCalledWith('/api/analyze', {
      method: 'POST',
      headers: { 'x-api-key': 'local-dev-key', 'content-type': 'application/json' },
      body: JSON.stringify({ url: 'https://shop.example/' }),
    });
    expect(navigate).toHaveBeenCalledWith('/analysis');
    expect($devUrl.get()).toBe('https://shop.example/');
    expect($conversation.get()).toEqual([{ role: 'assistant', content: 'Hello' }]);
    expect($planState.get()).toEqual({ app_description: { value: 'x' } });
  });

  it.each([
    ['a non-OK status', respond(502, 'Bad gateway'), 'Error 502: Unable to analyze the URL'],
    [
      'status "error"',
      respond(200, '{"status":"error"}'),
      'I could not reach https://shop.example/. Please check the spelling.',
    ],
    [
      'no status at all',
      respond(200, '{"response":"hi"}'),
      'I could not reach https://shop.example/. Please check the spelling.',
    ],
    ['junk', respond(200, 'junk'), 'I could not reach https://shop.example/. Please check the spelling.'],
    [
      'a thrown request',
      vi.fn().mockRejectedValue(new TypeError('Failed to fetch')),
      'I could not reach https://shop.example/. Please check the spelling.',
    ],
  ])('on %s it shows "%s" and stays', async (_, fetch, error) => {
    vi.stubGlobal('fetch', fetch);
    const navigate = vi.fn();
    await analyseAppUrl('shop.example', messages, navigate);
    expect($urlAnalysis.get()).toEqual({ busy: false, error });
    expect(navigate).not.toHaveBeenCalled();
    expect($devUrl.get()).toBe('');
    dismissUrlError();
    expect($urlAnalysis.get().error).toBe('');
  });

  it('ignores an invalid address and a second press while busy', async () => {
    const fetch = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetch);
    await analyseAppUrl('not a url', messages, vi.fn());
    expect(fetch).not.toHaveBeenCalled();
    void analyseAppUrl('shop.example', messages, vi.fn());
    void analyseAppUrl('shop.example', messages, vi.fn());
    expect(fetch).toHaveBeenCalledTimes(1);
    expect($urlAnalysis.get().busy).toBe(true);
  });
});
