import { HttpResponse, http } from 'msw';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $conversation, $devUrl, $planState } from '../../../src/stores/plan';
import { $urlAnalysis, analyseAppUrl, dismissUrlError, isUnreachableAddress } from '../../../src/stores/url-analysis';
import { mockNetwork } from '../../support/mock-network';
import { recordRequests } from '../../support/recorded-requests';

const messages = {
  httpError: 'Error {status}: Unable to analyze the URL',
  unreachableError: 'I could not reach {url}. Please check the spelling.',
};
const unreachable = 'I could not reach https://shop.example/. Please check the spelling.';

const network = mockNetwork();
const requests = recordRequests(network);
const analysisAnswers = (answer: () => Response | Promise<Response>) => network.use(http.post('/api/analyze', answer));
const respond = (status: number, body: string) => () => new HttpResponse(body, { status });

describe('analyseAppUrl', () => {
  beforeEach(() => {
    localStorage.clear();
    $devUrl.set('');
    $urlAnalysis.set({ busy: false, error: '', unreachable: '' });
  });

  it('posts the normalised address with the API key, keeps the plan and navigates', async () => {
    analysisAnswers(() =>
      HttpResponse.json({ status: 'success', response: 'Hello', initial_state: { app_description: { value: 'x' } } }),
    );
    const navigate = vi.fn();
    await analyseAppUrl('  shop.example ', messages, navigate);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(new URL(request?.url ?? '').pathname).toBe('/api/analyze');
    expect(request?.headers.get('x-api-key')).toBe('local-dev-key');
    expect(request?.headers.get('content-type')).toBe('application/json');
    await expect(request?.text()).resolves.toBe(JSON.stringify({ url: 'https://shop.example/' }));
    expect(navigate).toHaveBeenCalledWith('/analysis');
    expect($devUrl.get()).toBe('https://shop.example/');
    expect($conversation.get()).toEqual([{ role: 'assistant', content: 'Hello' }]);
    expect($planState.get()).toEqual({ app_description: { value: 'x' } });
  });

  // The address is in doubt unless the host answered with a status of its own.
  it.each([
    ['a non-OK status', respond(502, 'Bad gateway'), 'Error 502: Unable to analyze the URL', ''],
    ['status "error"', respond(200, '{"status":"error"}'), unreachable, 'https://shop.example/'],
    ['no status at all', respond(200, '{"response":"hi"}'), unreachable, 'https://shop.example/'],
    ['junk', respond(200, 'junk'), unreachable, 'https://shop.example/'],
    ['a thrown request', () => HttpResponse.error(), unreachable, 'https://shop.example/'],
  ])('on %s it shows "%s" and stays', async (_, answer, error, address) => {
    analysisAnswers(answer);
    const navigate = vi.fn();
    await analyseAppUrl('shop.example', messages, navigate);
    expect($urlAnalysis.get()).toEqual({ busy: false, error, unreachable: address });
    expect(navigate).not.toHaveBeenCalled();
    expect($devUrl.get()).toBe('');
    dismissUrlError();
    expect($urlAnalysis.get()).toEqual({ busy: false, error: '', unreachable: '' });
  });

  it('ignores an invalid address and a second press while busy', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    analysisAnswers(async () => {
      await answered;
      return respond(502, '')();
    });
    await analyseAppUrl('not a url', messages, vi.fn());
    expect(requests).toEqual([]);
    const first = analyseAppUrl('shop.example', messages, vi.fn());
    void analyseAppUrl('shop.example', messages, vi.fn());
    expect($urlAnalysis.get().busy).toBe(true);
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    answer();
    await first;
    expect(requests).toHaveLength(1);
  });
});

describe('isUnreachableAddress', () => {
  const failed = { busy: false, error: 'I could not reach…', unreachable: 'https://shop.example/' };
  it.each([
    ['the address as typed', 'shop.example', failed, true],
    ['the same address written otherwise', ' HTTPS://Shop.example/ ', failed, true],
    ['a corrected address', 'shop.example.com', failed, false],
    ['a half-typed address', 'shop', failed, false],
    ['an empty field', '', failed, false],
    ['no failure', 'shop.example', { busy: false, error: '', unreachable: '' }, false],
  ])('%s: %s', (_, input, state, expected) => {
    expect(isUnreachableAddress(input, state)).toBe(expected);
  });
});

describe('a page restored from the back-forward cache', () => {
  const busy = { busy: true, error: '', unreachable: '' };
  const pageshow = (persisted: boolean) => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted }));
  // Unmounts the store at once: nanostores otherwise keeps it mounted a moment after its last listener.
  afterEach(() => cleanStores($urlAnalysis));

  it('makes the form usable again while the form listens, and only when restored', () => {
    const stopListening = $urlAnalysis.listen(() => {});
    $urlAnalysis.set(busy);
    pageshow(false);
    expect($urlAnalysis.get().busy).toBe(true);
    pageshow(true);
    expect($urlAnalysis.get()).toEqual({ busy: false, error: '', unreachable: '' });
    stopListening();
  });

  it('leaves no listener on the window once nothing shows the store', () => {
    vi.useFakeTimers();
    cleanStores($urlAnalysis);
    const add = vi.spyOn(window, 'addEventListener');
    const remove = vi.spyOn(window, 'removeEventListener');
    const stopListening = $urlAnalysis.listen(() => {});
    stopListening();
    vi.runAllTimers(); // nanostores unmounts a store a moment after its last listener goes
    vi.useRealTimers();
    const added = add.mock.calls.filter(([type]) => type === 'pageshow').map(([, listener]) => listener);
    const removed = remove.mock.calls.filter(([type]) => type === 'pageshow').map(([, listener]) => listener);
    expect(added).toHaveLength(1);
    expect(removed).toEqual(added);
  });
});
