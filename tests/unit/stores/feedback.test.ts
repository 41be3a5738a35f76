import { HttpResponse, http } from 'msw';
import { cleanStores } from 'nanostores';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadDisposableDomains } from '../../../src/browser/disposable-domains';
import { $leadOutbox } from '../../../src/leads/store';
import { feedbackCopySchema } from '../../../src/lib/content/schemas/dialogs';
import {
  $feedback,
  canSendFeedback,
  editedFeedbackEmail,
  FEEDBACK_URL_FIELD,
  submitFeedback,
} from '../../../src/stores/feedback';
import { $modal, closeModal, openDemo, openFeedback } from '../../../src/stores/modal';
import { $toasts } from '../../../src/stores/toasts';
import { mockNetwork } from '../../support/mock-network';
import { formOf } from '../../support/recorded-requests';
import { readCopy } from '../../support/site-copy';

const copy = readCopy('src/content/modals/feedback.yaml', feedbackCopySchema);
const SENT = 'Thanks! We will get back to you.';
const messages = { sentToast: SENT, disposableEmail: copy.disposableEmail };
const input = { email: ' ada@example.com ', message: ' Does it work with Vue? ', honeypot: '' };

// Whether the dialog asks for the next lead's proof of work (the prover's own tests solve it).
const prover = vi.hoisted(() => ({ solveNextProof: vi.fn() }));
vi.mock('../../../src/leads/proof/prover', async (original) => ({
  ...(await original<typeof import('../../../src/leads/proof/prover')>()),
  solveNextProof: prover.solveNextProof,
}));

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
  // The dialog's email field fetches the list of throwaway email services when it is shown.
  beforeAll(async () => {
    expect(await loadDisposableDomains()).not.toBeNull();
  });
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
    const sending = submitFeedback(input, messages);
    expect($feedback.get().busy).toBe(true);
    await sending;
    expect(forms).toEqual([
      expect.objectContaining({ email: 'ada@example.com', url: FEEDBACK_URL_FIELD, message: 'Does it work with Vue?' }),
    ]);
    expect($toasts.get()).toEqual([expect.objectContaining({ title: SENT, tone: 'success' })]);
    expect($modal.get()).toBeNull();
    expect($feedback.get()).toEqual({ busy: false, problem: null, invalid: null });
  });

  it.each([
    ['refused', 400],
    ['queued', 503],
  ] as const)('a message %s keeps the dialog open and says why', async (problem, status) => {
    webhook(status);
    await submitFeedback(input, messages);
    expect($feedback.get()).toEqual({ busy: false, problem, invalid: null });
    expect($modal.get()?.kind).toBe('feedback');
    expect($toasts.get()).toEqual([]);
  });

  it('a second send while the first is on its way does nothing', async () => {
    const forms = webhook(200);
    await Promise.all([submitFeedback(input, messages), submitFeedback(input, messages)]);
    expect(forms).toHaveLength(1);
  });

  it('a reply that arrives after the dialog closed leaves whatever is open then alone', async () => {
    webhook(400);
    const sending = submitFeedback(input, messages);
    openDemo();
    await sending;
    expect($modal.get()?.kind).toBe('demo');
    expect($feedback.get().problem).toBeNull();
  });

  it('each opening starts afresh', async () => {
    webhook(400);
    await submitFeedback(input, messages);
    closeModal();
    openFeedback();
    expect($feedback.get()).toEqual({ busy: false, problem: null, invalid: null });
  });

  it.each([
    ['mailinator.com', ' ada@mailinator.com '],
    ['mailinator.com', 'ada@inbox.MAILINATOR.com'],
    ['yopmail.com', 'ada@yopmail.com.'],
  ])('refuses an address at %s (%j) at the field, naming it, and sends nothing', async (domain, email) => {
    const forms = webhook(200);
    await submitFeedback({ ...input, email }, messages);
    expect(forms).toEqual([]);
    expect($feedback.get()).toEqual({
      busy: false,
      problem: null,
      invalid: { field: 'email', message: copy.disposableEmail.replace('{domain}', domain) },
    });
    expect($feedback.get().invalid?.message).toMatch(`${domain} is a throwaway email service`);
    expect($modal.get()?.kind).toBe('feedback');
    expect($toasts.get()).toEqual([]);
  });

  it('says at the field what the sink refused as a throwaway service’s address, which the list here lacks', async () => {
    server.use(
      http.post('*/api/leads', () =>
        HttpResponse.json({ error: 'email is a disposable address.', reason: 'disposable' }, { status: 400 }),
      ),
    );
    await submitFeedback({ ...input, email: 'ada@brand-new-throwaway.example' }, messages);
    expect($feedback.get()).toEqual({
      busy: false,
      problem: null,
      invalid: { field: 'email', message: copy.disposableEmail.replace('{domain}', 'brand-new-throwaway.example') },
    });
    expect($modal.get()?.kind).toBe('feedback');
  });

  it('takes the field’s message away once the email is edited, and sends a kept address', async () => {
    const forms = webhook(200);
    await submitFeedback({ ...input, email: 'ada@mailinator.com' }, messages);
    editedFeedbackEmail();
    expect($feedback.get().invalid).toBeNull();
    await submitFeedback(input, messages);
    expect(forms.map((form) => form['email'])).toEqual(['ada@example.com']);
  });

  it('a refusal clears the last problem, and closing forgets it', async () => {
    webhook(503);
    await submitFeedback(input, messages);
    expect($feedback.get().problem).toBe('queued');
    await submitFeedback({ ...input, email: 'ada@mailinator.com' }, messages);
    expect($feedback.get()).toMatchObject({ problem: null, invalid: { field: 'email' } });
    closeModal();
    openFeedback();
    expect($feedback.get().invalid).toBeNull();
  });

  it.each([
    ['ada@example.com', 'Hi', true],
    ['  ', 'Hi', false],
    ['ada@example.com', ' \n ', false],
  ])('Send is possible for %j and %j: %s', (email, message, expected) => {
    expect(canSendFeedback(email, message)).toBe(expected);
  });

  it.each([
    [200, false],
    [503, false],
    [400, true],
  ])('a message answered %i asks for the next proof: %s', async (status, asks) => {
    prover.solveNextProof.mockClear();
    webhook(status);
    openFeedback();
    await submitFeedback(input, messages);
    // Refused, the words are corrected and sent as a new lead; kept, they go again with their own proof.
    expect(prover.solveNextProof).toHaveBeenCalledTimes(asks ? 1 : 0);
  });
});
