import { HttpResponse, http } from 'msw';
import { cleanStores } from 'nanostores';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadDisposableDomains } from '../../../src/browser/disposable-domains';
import { readLeadPlan } from '../../../src/leads/rules/lead-plan';
import { $leadOutbox } from '../../../src/leads/store';
import type { PublicEnv } from '../../../src/lib/config/public-env';
import { reservationCopySchema } from '../../../src/lib/content/schemas/dialogs';
import { $founderCount, $foundersTaken, $sinkFounders } from '../../../src/stores/founders';
import { closeModal, openReservation } from '../../../src/stores/modal';
import { $reservation, completePayment, submitEmailStep } from '../../../src/stores/reservation';
import { $toasts } from '../../../src/stores/toasts';
import { queuedEvents } from '../../support/gtag-queue';
import { mockNetwork } from '../../support/mock-network';
import { readCopy } from '../../support/site-copy';

const copy = readCopy('src/content/modals/reservation.yaml', reservationCopySchema);
const ada = { email: 'ada@example.com', url: '', honeypot: '' };

const config = vi.hoisted(
  () => ({ leadWebhookUrl: '/api/leads', foundersUrl: '/api/founders', altchaUrl: '' }) as Partial<PublicEnv>,
);
vi.mock('../../../src/lib/config/site-config', () => ({ config }));
// Whether the dialog asks for the next lead's proof of work (the prover's own tests solve it).
const prover = vi.hoisted(() => ({ solveNextProof: vi.fn() }));
vi.mock('../../../src/leads/proof/prover', async (original) => ({
  ...(await original<typeof import('../../../src/leads/proof/prover')>()),
  solveNextProof: prover.solveNextProof,
}));

const server = mockNetwork();

/** The forms the webhook received; the founder reservation is answered `founder` (JSON), the rest 200. */
function sink(founder: unknown = null): URLSearchParams[] {
  const forms: URLSearchParams[] = [];
  server.use(
    http.post('*/api/leads', async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      forms.push(form);
      const reply = form.get('message') === 'Founder reservation' ? founder : null;
      return reply === null ? new HttpResponse(null, { status: 200 }) : HttpResponse.json(reply);
    }),
  );
  return forms;
}

/** Step 1 of the payment flow, sent: what the payment then reserves for. */
async function emailStep(email = 'ada@example.com', honeypot = ''): Promise<void> {
  await submitEmailStep('payment', { email, url: 'shop.example', honeypot }, copy.email);
  expect($reservation.get().step).toBe('payment');
}
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
    config.foundersUrl = '/api/founders';
    cleanStores($foundersTaken, $sinkFounders);
    $sinkFounders.set({ state: 'loading' });
    server.use(http.get('*/api/founders', () => HttpResponse.json({ taken: 30, cap: 50 })));
  });
  afterEach(() => {
    closeModal();
    cleanStores($reservation, $leadOutbox, $foundersTaken, $sinkFounders);
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

  describe('with the list of throwaway email services, which the email field fetches when shown', () => {
    beforeAll(async () => {
      expect(await loadDisposableDomains()).not.toBeNull();
    });

    it.each([
      ['landing', 'mailinator.com', 'ada@mailinator.com'],
      ['payment', 'mailinator.com', ' Ada@Inbox.Mailinator.COM '],
      ['landing', 'guerrillamail.com', 'ada@guerrillamail.com.'],
    ] as const)(
      'in the %s flow an address at %s (%j) is refused at the field, naming it',
      async (flow, domain, email) => {
        const forms = sink();
        openReservation(flow);
        await submitEmailStep(flow, { ...ada, email }, copy.email);
        const description = copy.email.disposableEmailDescription.replace('{domain}', domain);
        expect(description).toMatch(`${domain} is a throwaway email service`);
        expect($toasts.get()).toEqual([
          expect.objectContaining({ title: copy.email.disposableEmailTitle, description, tone: 'error' }),
        ]);
        expect($reservation.get()).toMatchObject({
          step: 'email',
          busy: false,
          invalid: { field: 'email', message: description },
        });
        expect(forms).toEqual([]);
        expect($leadOutbox.get()).toEqual([]);
      },
    );

    it('an address the sink refuses as a throwaway service’s, which the list here lacks, is refused at the field', async () => {
      server.use(
        http.post('*/api/leads', () =>
          HttpResponse.json({ error: 'email is a disposable address.', reason: 'disposable' }, { status: 400 }),
        ),
      );
      openReservation('landing');
      await submitEmailStep('landing', { ...ada, email: 'ada@Brand-New-Throwaway.example.' }, copy.email);
      const description = copy.email.disposableEmailDescription.replace('{domain}', 'brand-new-throwaway.example');
      expect($reservation.get()).toMatchObject({
        step: 'email',
        busy: false,
        problem: null,
        invalid: { field: 'email', message: description },
      });
      expect($toasts.get()).toEqual([expect.objectContaining({ title: copy.email.disposableEmailTitle, description })]);
    });

    it('an invalid address is told as invalid, not as a throwaway one', async () => {
      openReservation('landing');
      await submitEmailStep('landing', { ...ada, email: 'ada@@mailinator.com' }, copy.email);
      expect($reservation.get().invalid).toEqual({ field: 'email', message: copy.email.invalidEmailTitle });
    });

    it('an address kept after the refusal is sent, and the toast goes', async () => {
      const forms = sink();
      openReservation('landing');
      await submitEmailStep('landing', { ...ada, email: 'ada@yopmail.com' }, copy.email);
      await submitEmailStep('landing', ada, copy.email);
      expect($reservation.get()).toMatchObject({ step: 'thanks', invalid: null });
      expect($toasts.get()).toEqual([]);
      expect(forms.map((form) => form.get('email'))).toEqual(['ada@example.com']);
    });
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

  describe('the email that asks the address to confirm itself, as the sink’s answer tells of it', () => {
    /** The webhook answers the wait-list lead with `waitlist` and the founder reservation with `founder` (JSON, or an empty 200 for null). */
    function answers(waitlist: unknown, founder: unknown = null): void {
      server.use(
        http.post('*/api/leads', async ({ request }) => {
          const founderLead = new URLSearchParams(await request.text()).get('message') === 'Founder reservation';
          const reply = founderLead ? founder : waitlist;
          return reply === null ? new HttpResponse(null, { status: 200 }) : HttpResponse.json(reply);
        }),
      );
    }

    it.each<[string, unknown, 'sent' | 'queued' | null]>([
      ['sent', { ok: true, confirmation: 'sent' }, 'sent'],
      ['on its way', { ok: true, confirmation: 'queued' }, 'queued'],
      ['none told of', { ok: true }, null],
      ['markup instead of a word', { ok: true, confirmation: '<b>x</b>' }, null],
      ['no body', null, null],
    ])('the landing flow’s thanks: %s', async (_, reply, confirmation) => {
      answers(reply);
      openReservation('landing');
      await submitEmailStep('landing', ada, copy.email);
      expect($reservation.get()).toMatchObject({ step: 'thanks', confirmation });
    });

    it('a wait-list lead kept on this device tells of no email', async () => {
      server.use(http.post('*/api/leads', () => HttpResponse.json({ confirmation: 'sent' }, { status: 503 })));
      openReservation('landing');
      await submitEmailStep('landing', ada, copy.email);
      expect($reservation.get()).toMatchObject({ step: 'email', problem: 'queued', confirmation: null });
    });

    it.each<[string, unknown, 'sent' | 'queued' | null]>([
      ['sent', { ok: true, founder: { number: 31, already: false }, confirmation: 'sent' }, 'sent'],
      ['on its way', { ok: true, founder: { number: 31, already: false }, confirmation: 'queued' }, 'queued'],
      ['none told of, though step 1’s was', { ok: true, founder: { number: 31, already: false } }, null],
      ['junk', { ok: true, founder: { number: 31, already: false }, confirmation: 42 }, null],
    ])('the founder reservation’s step 3: %s', async (_, founder, confirmation) => {
      answers({ ok: true, confirmation: 'sent' }, founder);
      openReservation('payment');
      await emailStep();
      expect($reservation.get().confirmation).toBe('sent');
      await completePayment(copy.payment, () => Promise.resolve());
      expect($reservation.get()).toMatchObject({
        step: 'confirmed',
        founder: { number: 31, lead: 'sent' },
        confirmation,
      });
    });

    it.each<[string, unknown, true | undefined]>([
      ['on its way', { ok: true, founder: { number: 31, already: false }, spotEmail: 'queued' }, true],
      ['none told of', { ok: true, founder: { number: 31, already: false } }, undefined],
      ['junk', { ok: true, founder: { number: 31, already: false }, spotEmail: 'sent' }, undefined],
    ])('a confirmed address’s reservation: the email naming its spot %s', async (_, founder, emailed) => {
      answers({ ok: true }, founder);
      openReservation('payment');
      await emailStep();
      await completePayment(copy.payment, () => Promise.resolve());
      const spot = $reservation.get().founder;
      expect(spot).toMatchObject({ number: 31, lead: 'sent' });
      expect(spot && 'emailed' in spot ? spot.emailed : undefined).toBe(emailed);
      expect($reservation.get().confirmation).toBeNull();
    });

    it('a founder reservation kept on this device, or turned down, tells of no email', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      for (const status of [503, 400]) {
        server.use(
          http.post('*/api/leads', async ({ request }) =>
            new URLSearchParams(await request.text()).get('message') === 'Founder reservation'
              ? HttpResponse.json({ confirmation: 'sent' }, { status })
              : HttpResponse.json({ confirmation: 'sent' }),
          ),
        );
        openReservation('payment');
        await emailStep();
        await completePayment(copy.payment, () => Promise.resolve());
        expect($reservation.get()).toMatchObject({ step: 'confirmed', confirmation: null });
        closeModal();
        $leadOutbox.set([]);
      }
    });

    it('each opening starts without one', async () => {
      answers({ confirmation: 'sent' });
      openReservation('landing');
      await submitEmailStep('landing', ada, copy.email);
      closeModal();
      openReservation('landing');
      expect($reservation.get().confirmation).toBeNull();
    });
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

  it('a completed payment sends the founder reservation, with the number the sink gives it', async () => {
    const forms = sink({ ok: true, founder: { number: 31, already: false } });
    openReservation('payment');
    await emailStep();
    await completePayment(copy.payment, () => Promise.resolve());
    expect($reservation.get()).toMatchObject({
      step: 'confirmed',
      founder: { number: 31, already: false, lead: 'sent' },
      busy: false,
    });
    expect(queuedEvents().at(-1)).toEqual(['reservation_completed', { flow: 'payment' }]);
    const founder = forms[1];
    expect(Object.fromEntries(founder ?? [])).toMatchObject({
      email: 'ada@example.com',
      url: 'https://shop.example/',
      message: 'Founder reservation',
    });
    // A reservation opened with no plan sends none: the webhook sees the five fields of any lead.
    expect(founder?.has('plan')).toBe(false);
    // The count shown counts it at once; this browser's count takes its spot as ever.
    expect($foundersTaken.get()).toBe(31);
    expect($founderCount.get()).toBe(19);
  });

  it('carries the plan it was opened for, as JSON the console reads back', async () => {
    const plan = {
      app_description: { value: 'A mulch shop' },
      user_types: [{ segments: [{ goals: [{ value: 'Pay' }] }] }],
    };
    const forms = sink({ ok: true, founder: { number: 31, already: false } });
    openReservation('payment', 'shop.example', plan);
    await emailStep();
    await completePayment(copy.payment, () => Promise.resolve());
    expect(readLeadPlan(forms[1]?.get('plan') ?? '')).toEqual(plan);
    expect(forms[0]?.has('plan')).toBe(false);
  });

  it.each([
    ['a spot the address holds already', 22, true, 30, { ok: true, founder: { number: 22, already: true } }],
    ['no founder number (another webhook)', 31, false, 30, null],
    ['an odd founder number', 31, false, 30, { ok: true, founder: { number: 0, already: false } }],
  ])('%s: founder #%d, already %s, and the count stays %d', async (_, number, already, shown, reply) => {
    sink(reply);
    openReservation('payment');
    await vi.waitFor(() => expect($foundersTaken.get()).toBe(30));
    await emailStep();
    await completePayment(copy.payment, () => Promise.resolve());
    expect($reservation.get().founder).toEqual({ number, already, lead: 'sent' });
    expect($foundersTaken.get()).toBe(shown);
  });

  it.each([
    ['sent', { ok: true, founder: { pending: true, already: false }, confirmation: 'sent' }, 'sent'],
    ['on its way', { ok: true, founder: { pending: true, already: true }, confirmation: 'queued' }, 'queued'],
    ['none possible', { ok: true, founder: { pending: true, already: false } }, null],
  ] as const)(
    'a spot held once the address is confirmed (email %s): no number, and the count does not move',
    async (_, reply, confirmation) => {
      sink(reply);
      openReservation('payment');
      await vi.waitFor(() => expect($foundersTaken.get()).toBe(30));
      await emailStep();
      await completePayment(copy.payment, () => Promise.resolve());
      expect($reservation.get()).toMatchObject({
        step: 'confirmed',
        founder: { pending: true, lead: 'sent' },
        confirmation,
      });
      expect($reservation.get().founder).not.toHaveProperty('number');
      expect($foundersTaken.get()).toBe(30);
      // And the toast claims no spot either.
      expect($toasts.get().map((toast) => toast.title)).toEqual([copy.payment.pendingToast]);
    },
  );

  it('a reservation kept on this device: the count the page knew plus one, and said to be waiting', async () => {
    server.use(
      http.post('*/api/leads', async ({ request }) =>
        new URLSearchParams(await request.text()).get('message') === 'Founder reservation'
          ? new HttpResponse(null, { status: 503 })
          : new HttpResponse(null, { status: 200 }),
      ),
    );
    openReservation('payment');
    await vi.waitFor(() => expect($foundersTaken.get()).toBe(30));
    await emailStep();
    await completePayment(copy.payment, () => Promise.resolve());
    expect($reservation.get().founder).toEqual({ number: 31, already: false, lead: 'queued' });
    expect($leadOutbox.get()).toEqual([expect.objectContaining({ message: 'Founder reservation' })]);
  });

  it('with the sink’s count off, the number is this browser’s, and the reservation is still sent', async () => {
    config.foundersUrl = '';
    $sinkFounders.set({ state: 'off' });
    const forms = sink({ ok: true, founder: { number: 31, already: false } });
    openReservation('payment');
    await emailStep();
    await completePayment(copy.payment, () => Promise.resolve());
    expect($reservation.get().founder).toEqual({ number: 19, already: false, lead: 'sent' });
    expect(forms.map((form) => form.get('message'))).toEqual(['Expression of interest', 'Founder reservation']);
    expect($foundersTaken.get()).toBe(19);
  });

  it.each([
    ['payment', 'founder'],
    ['landing', null],
  ] as const)(
    'the %s flow’s email step is sent with intent %s: a reservation’s asks for no email of its own',
    async (flow, intent) => {
      const forms = sink();
      openReservation(flow);
      await submitEmailStep(flow, ada, copy.email);
      expect(forms.map((form) => [form.get('message'), form.get('intent')])).toEqual([
        ['Expression of interest', intent],
      ]);
    },
  );

  it('a bot that filled the honeypot at step 1 sends no reservation either', async () => {
    const forms = sink();
    openReservation('payment');
    await emailStep('ada@example.com', 'https://spam.example');
    await completePayment(copy.payment, () => Promise.resolve());
    expect(forms).toEqual([]);
    expect($reservation.get().step).toBe('confirmed');
  });

  it.each([
    ['landing', 200, false],
    ['landing', 503, false],
    ['landing', 400, true],
    ['payment', 200, true],
    ['payment', 503, true],
  ] as const)('in the %s flow, a lead answered %i asks for the next proof: %s', async (flow, status, asks) => {
    prover.solveNextProof.mockClear();
    server.use(http.post('*/api/leads', () => new HttpResponse(null, { status })));
    openReservation(flow);
    await submitEmailStep(flow, ada, copy.email);
    // A refusal is corrected and sent as a new lead, and the payment step sends the reservation;
    // a lead kept for later is sent again with its own proof, and a wait list joined sends no more.
    expect(prover.solveNextProof).toHaveBeenCalledTimes(asks ? 1 : 0);
  });
});
