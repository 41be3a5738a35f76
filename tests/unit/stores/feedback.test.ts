import { HttpResponse, http } from 'msw';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $leadOutbox } from '../../../src/leads/store';
import { $feedback, canSendFeedback, FEEDBACK_URL_FIELD, submitFeedback } from '../../../src/stores/feedback';
import { $modal, closeModal, openDemo, openFeedback } from '../../../src/stores/modal';
import { $toasts } from '../../../src/stores/toasts';
import { mockNetwork } from '../../support/mock-network';
import { formOf } from '../../support/recorded-requests';

const SENT = 'Thanks! We will get back to you.';
const input = { email: ' ada@example.com ', message: ' Does it work with Vue? ', honeypot: '' };

const server = mockNetwork();
/** The webhook answers with `status`, and each form it receives is kept. */
function webhook(status: number): Record<string, string>[] {
  const forms: Record<string, string>[] = [];
  server.use(
    http.post('*/api/leads', async ({ request }) => {
      forms.push(await formOf(request));
      return new HttpResponse(null, { status });
    }),
  );
  return forms;
}

describe('the feedback store', () => {
  beforeEach(() => {
    vi.useFakeTimers(); // a kept message's retry waits on it
    openFeedback();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    closeModal();
    cleanStores($feedback, $leadOutbox);
    $toasts.set([]);
    localStorage.clear();
    vi.useRealTimers();
  });

  it('sends the trimmed words marked as feedback, thanks the visitor and closes the dialog', async () => {
    const forms = webhook(200);
    const sending = submitFeedback(input, SENT);
    expect($feedback.get().busy).toBe(true);
    await sending;
    expect(forms).toEqual([
      expect.objectContaining({ email: 'ada@example.com', url: FEEDBACK_URL_FIELD, message: 'Does it work with Vue?' }),
    ]);
    expect($toasts.get()).toEqual([expect.objectContaining({ title: SENT, tone: 'success' })]);
    expect($modal.get()).toBeNull();
    expect($feedback.get()).toEqual({ busy: false, problem: null });
  });

  it.each([
    ['refused', 400],
    ['queued', 503],
  ] as const)('a message %s keeps the dialog open and says why', async (problem, status) => {
    webhook(status);
    await submitFeedback(input, SENT);
    expect($feedback.get()).toEqual({ busy: false, problem });
    expect($modal.get()?.kind).toBe('feedback');
    expect($toasts.get()).toEqual([]);
  });

  it('a second send while the first is on its way does nothing', async () => {
    const forms = webhook(200);
    await Promise.all([submitFeedback(input, SENT), submitFeedback(input, SENT)]);
    expect(forms).toHaveLength(1);
  });

  it('a reply that arrives after the dialog closed leaves whatever is open then alone', async () => {
    webhook(400);
    const sending = submitFeedback(input, SENT);
    openDemo();
    await sending;
    expect($modal.get()?.kind).toBe('demo');
    expect($feedback.get().problem).toBeNull();
  });

  it('each opening starts afresh', async () => {
    webhook(400);
    await submitFeedback(input, SENT);
    closeModal();
    openFeedback();
    expect($feedback.get()).toEqual({ busy: false, problem: null });
  });

  it.each([
    ['ada@example.com', 'Hi', true],
    ['  ', 'Hi', false],
    ['ada@example.com', ' \n ', false],
  ])('Send is possible for %j and %j: %s', (email, message, expected) => {
    expect(canSendFeedback(email, message)).toBe(expected);
  });
});
