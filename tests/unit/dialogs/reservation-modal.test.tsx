import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throwawayDomainOf } from '../../../src/browser/disposable-domains';
import ReservationModal from '../../../src/dialogs/reservation/ReservationModal';
import Toaster from '../../../src/islands/Toaster';
import { $leadOutbox } from '../../../src/leads/store';
import { reservationCopySchema } from '../../../src/lib/content/schemas/dialogs';
import { $founderCount, $foundersTaken, $sinkFounders } from '../../../src/stores/founders';
import { $modal, closeModal, openReservation } from '../../../src/stores/modal';
import { $reservation, completePayment } from '../../../src/stores/reservation';
import { $toasts } from '../../../src/stores/toasts';
import { mockNetwork } from '../../support/mock-network';
import { currentSiteFacts, readCopy } from '../../support/site-copy';
import { type TestUser, testUser } from '../../support/test-user';

const { launch } = currentSiteFacts();
const copy = readCopy('src/content/modals/reservation.yaml', reservationCopySchema);

const server = mockNetwork();
// The dialog asks for the founder count when it opens: here the sink has none to give (each test
// anew), so the numbers are counted in this browser, as they are wherever the count fails.
beforeEach(() => {
  cleanStores($foundersTaken, $sinkFounders);
  $sinkFounders.set({ state: 'loading' });
  server.use(http.get('*/api/founders', () => new HttpResponse(null, { status: 404 })));
});
/** The lead webhook answers every form with `status` (or drops the connection), and counts them. */
function webhook(status: number | 'offline'): { count: number } {
  const calls = { count: 0 };
  server.use(
    http.post('*/api/leads', () => {
      calls.count += 1;
      return status === 'offline' ? HttpResponse.error() : new HttpResponse(null, { status });
    }),
  );
  return calls;
}

/** Opens the dialog as ModalRoot does: the store names it, and Close empties the store. */
function openDialog(flow: 'landing' | 'payment') {
  openReservation(flow);
  render(
    <>
      <Toaster dismissLabel="Dismiss" />
      <ReservationModal copy={copy} flow={flow} onClose={closeModal} />
    </>,
  );
  return testUser('fake');
}

function closeDialog() {
  act(() => closeModal());
  cleanup();
}

const dialog = (name: string | RegExp) => screen.getByRole('dialog', { name });
const toastRegion = () => screen.getByRole('status');

/** Types the email and submits it, then waits for the webhook's answer (if the lead went out). */
async function submitEmail(user: TestUser, email: string) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(screen.queryByRole('button', { name: copy.email.submitting })).not.toBeInTheDocument());
}

describe('the reservation dialog, payment flow (1 → 2 → 3)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    $founderCount.set(18);
    $toasts.set([]);
    webhook(200);
  });
  afterEach(() => {
    closeDialog();
    cleanStores($reservation, $leadOutbox);
    localStorage.clear();
    vi.useRealTimers();
  });

  it('takes the email, then a simulated 1.2 s payment, then confirms the founder number', async () => {
    const user = openDialog('payment');
    // Before a card step, the dialog says what comes next and never that nothing is charged.
    expect(dialog('Secure your founder spot')).toHaveAccessibleDescription(copy.email.introBeforePayment);
    expect(dialog('Secure your founder spot')).not.toHaveTextContent(/nothing is charged|free/i);
    await submitEmail(user, 'ada@example.com');
    expect(dialog('Reserve your spot for $10')).toBeVisible();
    // The one launch month (site.yaml) while it is ahead, none once it has passed; the simulated
    // payment said on the payment step itself.
    expect(screen.getByRole('checkbox', { name: copy.payment.saveCard })).toBeChecked();
    expect(copy.payment.saveCard).toBe(`Save my card for when Testable launches${launch ? ` in ${launch}` : ''}`);
    expect(dialog('Reserve your spot for $10')).toHaveTextContent(copy.payment.simulated);

    // Pasted: the card is not validated, and typing it key by key only slows the test.
    await user.click(screen.getByLabelText('Card number'));
    await user.paste('not validated');
    await user.click(screen.getByRole('button', { name: 'Complete Reservation' }));
    expect(screen.getByRole('button', { name: 'Processing...' })).toHaveAttribute('aria-disabled', 'true');
    await act(() => vi.advanceTimersByTimeAsync(1199));
    expect(screen.queryByRole('dialog', { name: "You're founder #19!" })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));

    // No email follows a numbered spot (no mailer, or an address confirmed already): none is promised.
    expect(dialog("You're founder #19!")).toHaveAccessibleDescription(copy.confirmed.text);
    expect(dialog("You're founder #19!")).not.toHaveTextContent(/email|48 hours/i);
    expect($founderCount.get()).toBe(19);
    expect(localStorage.getItem('testable:founderCount')).toBe('19');
    // The toast shows inside the open dialog: the rest of the page is inert.
    expect(dialog("You're founder #19!")).toContainElement(toastRegion());
    expect(toastRegion()).toHaveTextContent("Spot reserved! You're locked in at founder pricing");

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect($modal.get()).toBeNull();
  });

  it.each([
    [49, "You're founder #50!", 50],
    [50, "You're founder #51!", 50],
  ])('from a count of %d it shows "%s" and keeps the count at %d at most', async (before, title, after) => {
    $founderCount.set(before);
    const user = openDialog('payment');
    await submitEmail(user, 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Complete Reservation' }));
    await act(() => vi.advanceTimersByTimeAsync(1200));
    expect(dialog(title)).toBeVisible();
    expect($founderCount.get()).toBe(after);
  });

  it('shows the failure toast when the payment throws, and stays on the payment step', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = openDialog('payment');
    await submitEmail(user, 'ada@example.com');
    await act(() => completePayment(copy.payment, () => Promise.reject(new Error('declined'))));
    expect(toastRegion()).toHaveTextContent('Something went wrong. Please try again or email us.');
    expect(dialog('Reserve your spot for $10')).toBeVisible();
    expect($founderCount.get()).toBe(18);
  });

  it('stays on step 1 when the lead cannot be sent', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    webhook('offline');
    const user = openDialog('payment');
    await submitEmail(user, 'ada@example.com');
    expect(dialog('Secure your founder spot')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('couldn’t reach our server');
  });

  it.each(['landing', 'payment'] as const)(
    'in the %s flow a refused lead stays on step 1 with the typed values and a line saying it was not sent',
    async (flow) => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      webhook(400);
      const user = openDialog(flow);
      await user.type(screen.getByLabelText('Your app’s address (optional)'), 'myapp.com');
      await submitEmail(user, 'ada@example.com');
      expect(dialog('Secure your founder spot')).toBeVisible();
      expect(screen.getByRole('alert')).toHaveTextContent(copy.email.refused);
      expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
      expect(screen.getByLabelText('Your app’s address (optional)')).toHaveValue('myapp.com');
      expect($toasts.get()).toEqual([]);
    },
  );

  it('marks a refused email at the field, moves the focus there, and drops its toast once step 1 is done', async () => {
    const user = openDialog('landing');
    await submitEmail(user, 'ada@example');
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(copy.email.invalidEmailTitle);
    expect(email).toHaveFocus();
    expect(toastRegion()).toHaveTextContent(copy.email.invalidEmailTitle);
    // Editing the field takes its message away until the next submit.
    await user.type(email, '.com');
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(dialog(copy.thanks.title)).toBeVisible());
    // The toast described step 1: it does not stay over the thanks.
    expect($toasts.get()).toEqual([]);
  });

  it('refuses a throwaway email service’s address at the field, naming the service, and sends nothing', async () => {
    const calls = webhook(200);
    const user = openDialog('landing');
    // The field fetches the list when it is shown.
    await vi.waitFor(() => expect(throwawayDomainOf('ada@mailinator.com')).toBe('mailinator.com'));
    await submitEmail(user, 'ada@mailinator.com');
    const email = screen.getByLabelText('Email');
    const description =
      'mailinator.com is a throwaway email service, and we’d lose touch with you. Use your work or personal address.';
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(description);
    expect(email).toHaveFocus();
    expect(toastRegion()).toHaveTextContent(copy.email.disposableEmailTitle);
    expect(toastRegion()).toHaveTextContent(description);
    expect(calls.count).toBe(0);
    await user.clear(email);
    expect(email).not.toHaveAttribute('aria-invalid');
    await submitEmail(user, 'ada@example.com');
    await waitFor(() => expect(dialog(copy.thanks.title)).toBeVisible());
    expect(calls.count).toBe(1);
  });

  it.each([
    ['uses the address suggested, with one click', true, 'ada@gmail.com'],
    ['never blocks: the address as typed is sent when the hint is ignored', false, 'ada@gmal.com'],
  ])('a misspelt provider gets a hint once the field is left; it %s', async (_, accept, sent) => {
    const emails: string[] = [];
    server.use(
      http.post('*/api/leads', async ({ request }) => {
        emails.push(new URLSearchParams(await request.text()).get('email') ?? '');
        return new HttpResponse(null, { status: 200 });
      }),
    );
    const user = openDialog('landing');
    const email = screen.getByLabelText('Email');
    await user.type(email, sent === 'ada@gmail.com' ? 'ada@gmial.com' : sent);
    // No hint while typing: only once the visitor moves on.
    expect(screen.queryByRole('button', { name: 'ada@gmail.com' })).not.toBeInTheDocument();
    await user.tab();
    const suggestion = screen.getByRole('button', { name: 'ada@gmail.com' });
    expect(email).toHaveAccessibleDescription(/^Did you mean ada@gmail\.com/);
    if (accept) {
      await user.click(suggestion);
      expect(email).toHaveValue('ada@gmail.com');
      expect(email).toHaveFocus();
      expect(screen.queryByRole('button', { name: 'ada@gmail.com' })).not.toBeInTheDocument();
      expect(email).not.toHaveAccessibleDescription();
    }
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(dialog(copy.thanks.title)).toBeVisible());
    expect(emails).toEqual([sent]);
  });

  it('says joining the wait list is free: no card step follows', () => {
    openDialog('landing');
    expect(dialog('Secure your founder spot')).toHaveAccessibleDescription(copy.email.intro);
    expect(copy.email.intro).toMatch(/free/);
  });

  it('refuses an app address that would not fit once https:// is put in front, and says why', async () => {
    const calls = webhook(200);
    const user = openDialog('landing');
    const typed = `${'a'.repeat(60)}.com/${'p'.repeat(2048 - 65)}`;
    expect(typed).toHaveLength(2048);
    // Pasted, as such an address would be: typing it key by key would only slow the test.
    await user.click(screen.getByLabelText('Your app’s address (optional)'));
    await user.paste(typed);
    await submitEmail(user, 'ada@example.com');
    expect(calls.count).toBe(0);
    expect(toastRegion()).toHaveTextContent('That address is too long');
    expect(toastRegion()).toHaveTextContent('2,048 characters');
    expect(dialog('Secure your founder spot')).toBeVisible();
    const address = screen.getByLabelText('Your app’s address (optional)');
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(address).toHaveAccessibleDescription(/2,048 characters/);
    expect(address).toHaveFocus();
  });

  it('closing during the payment cancels it, and the next opening starts afresh', async () => {
    const user = openDialog('payment');
    await submitEmail(user, 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Complete Reservation' }));
    closeDialog(); // the visitor closes the dialog while "Processing..."
    await act(() => vi.advanceTimersByTimeAsync(1200));
    expect($founderCount.get()).toBe(18);
    expect($toasts.get()).toEqual([]);
    openDialog('payment');
    expect(dialog('Secure your founder spot')).toBeVisible();
  });

  it('a lead answered after the dialog closed does not move the next opening on', async () => {
    let answer: (status: number) => void = () => {};
    const status = new Promise<number>((resolve) => (answer = resolve));
    server.use(http.post('*/api/leads', async () => new HttpResponse(null, { status: await status })));
    const user = openDialog('landing');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    closeDialog();
    openDialog('landing');
    await act(async () => answer(200));
    expect(dialog('Secure your founder spot')).toBeVisible();
  });

  it('the landing flow ends on the thank-you step, which has no close button and ignores Escape', async () => {
    const user = openDialog('landing');
    await submitEmail(user, 'ada@example.com');
    const thanks = dialog('Thank you, we will contact you shortly');
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(thanks).toBeVisible();
    expect($founderCount.get()).toBe(18);
  });

  it.each([
    ['sent: the inbox', { ok: true, confirmation: 'sent' }, copy.thanks.linkTitle, copy.thanks.linkSentText],
    ['on its way', { ok: true, confirmation: 'queued' }, copy.thanks.linkTitle, copy.thanks.linkQueuedText],
    ['none told of: the usual words', { ok: true }, copy.thanks.title, copy.thanks.text],
    [
      'markup: the usual words, the markup nowhere',
      { ok: true, confirmation: '<b>x</b>' },
      copy.thanks.title,
      copy.thanks.text,
    ],
  ])('the thank-you step tells of the email that asks to confirm the address: %s', async (_, reply, title, text) => {
    server.use(http.post('*/api/leads', () => HttpResponse.json(reply)));
    const user = openDialog('landing');
    await submitEmail(user, 'ada@example.com');
    const thanks = dialog(title);
    expect(thanks).toHaveAccessibleDescription(text);
    expect(thanks).not.toHaveTextContent('<b>');
    // The free wait list holds no founder spot, and says so nowhere.
    expect(thanks).toHaveTextContent('free wait list');
    expect(thanks).not.toHaveTextContent(/founder/i);
  });

  it('Escape closes step 1', async () => {
    const user = openDialog('landing');
    await user.type(screen.getByLabelText('Email'), 'half-typed@');
    await user.keyboard('{Escape}');
    expect($modal.get()).toBeNull();
  });
});

describe('step 3 says what the sink said of the reservation', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    $founderCount.set(18);
    $toasts.set([]);
  });
  afterEach(() => {
    closeDialog();
    cleanStores($reservation, $leadOutbox);
    localStorage.clear();
    vi.useRealTimers();
  });

  /** Step 1's lead is accepted; the founder reservation's gets `founder`. */
  function sink(founder: () => Response, count = { taken: 30, cap: 50 }): URLSearchParams[] {
    const forms: URLSearchParams[] = [];
    server.use(
      http.get('*/api/founders', () => HttpResponse.json(count)),
      http.post('*/api/leads', async ({ request }) => {
        const form = new URLSearchParams(await request.text());
        forms.push(form);
        return form.get('message') === 'Founder reservation' ? founder() : HttpResponse.json({ ok: true });
      }),
    );
    return forms;
  }

  async function pay(): Promise<void> {
    const user = openDialog('payment');
    await submitEmail(user, 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Complete Reservation' }));
    await act(() => vi.advanceTimersByTimeAsync(1200));
    // Then the reservation's lead goes out, and step 3 waits for its answer.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: copy.payment.submitting })).not.toBeInTheDocument(),
    );
  }

  it.each([
    [
      'the number the sink gives this address',
      () => HttpResponse.json({ ok: true, founder: { number: 31, already: false } }),
      "You're founder #31!",
      copy.confirmed.text,
    ],
    [
      'a repeat of a delivered reservation: the same number',
      () => HttpResponse.json({ ok: true, duplicate: true, founder: { number: 31, already: false } }),
      "You're founder #31!",
      copy.confirmed.text,
    ],
    [
      'a spot this address already holds',
      () => HttpResponse.json({ ok: true, founder: { number: 22, already: true } }),
      'Founder spot #22 is already yours!',
      copy.confirmed.alreadyText,
    ],
    [
      'a spot held once the address is confirmed, its email sent: no number, the inbox',
      () => HttpResponse.json({ ok: true, founder: { pending: true, already: false }, confirmation: 'sent' }),
      copy.confirmed.pendingTitle,
      copy.confirmed.linkSentText,
    ],
    [
      'a spot held once the address is confirmed, its email on its way',
      () => HttpResponse.json({ ok: true, founder: { pending: true, already: true }, confirmation: 'queued' }),
      copy.confirmed.pendingTitle,
      copy.confirmed.linkQueuedText,
    ],
    [
      'a spot held once the address is confirmed, and no email can go to it: write to us',
      () => HttpResponse.json({ ok: true, founder: { pending: true, already: false } }),
      copy.confirmed.pendingTitle,
      copy.confirmed.pendingText,
    ],
    [
      'the number, and a word of an email (which a numbered spot never needs): the usual text',
      () => HttpResponse.json({ ok: true, founder: { number: 31, already: false }, confirmation: 'sent' }),
      "You're founder #31!",
      copy.confirmed.text,
    ],
    [
      'the number, and a word that is not one the page knows: the usual text, the word nowhere',
      () => HttpResponse.json({ ok: true, founder: { number: 31, already: false }, confirmation: '<b>x</b>' }),
      "You're founder #31!",
      copy.confirmed.text,
    ],
    [
      'a spot this address already holds, whose email went with its first reservation',
      () => HttpResponse.json({ ok: true, founder: { number: 22, already: true }, confirmation: 'sent' }),
      'Founder spot #22 is already yours!',
      copy.confirmed.alreadyText,
    ],
    [
      'no number (another webhook): the count the page knew plus one',
      () => new HttpResponse(null, { status: 204 }),
      "You're founder #31!",
      copy.confirmed.text,
    ],
    [
      'kept on this device: the count the page knew plus one, and never a claim of delivery',
      () => new HttpResponse(null, { status: 503 }),
      "You're founder #31!",
      copy.confirmed.notSent,
    ],
    [
      'turned down: said so',
      () => new HttpResponse(null, { status: 400 }),
      "You're founder #31!",
      copy.confirmed.refused,
    ],
  ])('%s', async (_, founder, title, description) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const forms = sink(founder);
    await pay();
    expect(dialog(title)).toHaveAccessibleDescription(description);
    expect(forms.map((form) => form.get('message'))).toEqual(['Expression of interest', 'Founder reservation']);
    // This browser's count takes the spot as ever (what shows when the sink's count fails).
    expect($founderCount.get()).toBe(19);
  });

  it('the sink’s number counts at once in the count the page shows', async () => {
    sink(() => HttpResponse.json({ ok: true, founder: { number: 31, already: false } }));
    await pay();
    expect($sinkFounders.get()).toEqual({ state: 'known', taken: 31 });
  });
});
