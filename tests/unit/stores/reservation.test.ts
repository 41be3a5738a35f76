import { HttpResponse, http } from 'msw';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $leadOutbox } from '../../../src/leads/store';
import { reservationCopySchema } from '../../../src/lib/content/schemas/dialogs';
import { $founderCount } from '../../../src/stores/founders';
import { closeModal, openReservation } from '../../../src/stores/modal';
import { $reservation, completePayment, submitEmailStep } from '../../../src/stores/reservation';
import { $toasts } from '../../../src/stores/toasts';
import { queuedEvents } from '../../support/gtag-queue';
import { mockNetwork } from '../../support/mock-network';
import { readCopy } from '../../support/site-copy';

const copy = readCopy('src/content/modals/reservation.yaml', reservationCopySchema);
const ada = { email: 'ada@example.com', url: '', honeypot: '' };

const server = mockNetwork();
/** The webhook's answer waits until the test gives it. */
function slowWebhook(): (status: number) => void {
  let answer: (status: number) => void = () => {};
  const status = new Promise<number>((resolve) => (answer = resolve));
  server.use(http.post('*/api/leads', async () => new HttpResponse(null, { status: await status })));
  return answer;
}

describe('the reservation store', () => {
  beforeEach(() => {
    $founderCount.set(18);
  });
  afterEach(() => {
    closeModal();
    cleanStores($reservation, $leadOutbox);
    $toasts.set([]);
    localStorage.clear();
    window.dataLayer?.splice(0);
  });

  it.each(['landing', 'payment'] as const)('each %s opening starts at step 1 and is counted', (flow) => {
    openReservation(flow);
    $reservation.set({ ...$reservation.get(), step: 'confirmed', busy: true });
    closeModal();
    expect($reservation.get()).toMatchObject({ step: 'email', busy: false, problem: null });
    openReservation(flow);
    expect(queuedEvents()).toEqual([
      ['reservation_started', { flow }],
      ['reservation_started', { flow }],
    ]);
  });

  it('an invalid email raises the toast and sends nothing', async () => {
    openReservation('landing');
    await submitEmailStep('landing', { ...ada, email: 'ada@example' }, copy.email);
    expect($toasts.get()).toEqual([expect.objectContaining({ title: copy.email.invalidEmailTitle, tone: 'error' })]);
    expect($reservation.get()).toMatchObject({
      step: 'email',
      invalid: { field: 'email', message: copy.email.invalidEmailTitle },
    });
  });

  it('a second refusal replaces the first toast, and closing the dialog takes it away', async () => {
    openReservation('landing');
    await submitEmailStep('landing', { ...ada, email: 'ada' }, copy.email);
    await submitEmailStep('landing', { ...ada, email: 'ada@' }, copy.email);
    expect($toasts.get()).toHaveLength(1);
    closeModal();
    expect($toasts.get()).toEqual([]);
    expect($reservation.get().invalid).toBeNull();
  });

  it.each([
    ['landing', 'thanks', [['reservation_completed', { flow: 'landing' }]]],
    ['payment', 'payment', []],
  ] as const)('in the %s flow a sent lead moves on to %s', async (flow, step, completed) => {
    const answer = slowWebhook();
    openReservation(flow);
    const sending = submitEmailStep(flow, ada, copy.email);
    expect($reservation.get().busy).toBe(true);
    answer(200);
    await sending;
    expect($reservation.get()).toMatchObject({ step, busy: false });
    expect(queuedEvents().slice(1)).toEqual(completed);
  });

  it('a lead answered after the dialog closed does not move the next opening on', async () => {
    const answer = slowWebhook();
    openReservation('landing');
    const sending = submitEmailStep('landing', ada, copy.email);
    closeModal();
    openReservation('landing');
    answer(200);
    await sending;
    expect($reservation.get()).toMatchObject({ step: 'email', busy: false });
  });

  it('closing while the payment runs cancels it: no spot is taken, no toast', async () => {
    let paid: () => void = () => {};
    openReservation('payment');
    const paying = completePayment(copy.payment, () => new Promise<void>((resolve) => (paid = resolve)));
    closeModal();
    paid();
    await paying;
    expect($founderCount.get()).toBe(18);
    expect($toasts.get()).toEqual([]);
  });

  it('a completed payment takes the next founder spot and confirms it', async () => {
    openReservation('payment');
    await completePayment(copy.payment, () => Promise.resolve());
    expect($reservation.get()).toMatchObject({ step: 'confirmed', founderNumber: 19, busy: false });
    expect(queuedEvents().at(-1)).toEqual(['reservation_completed', { flow: 'payment' }]);
  });
});
