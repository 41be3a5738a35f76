import { readFileSync } from 'node:fs';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import ReservationModal from '../../../src/dialogs/reservation/ReservationModal';
import Toaster from '../../../src/islands/Toaster';
import { reservationCopySchema } from '../../../src/lib/schemas/dialogs';
import { $founderCount } from '../../../src/stores/founders';
import { completePayment } from '../../../src/stores/reservation';
import { $toasts } from '../../../src/stores/toasts';

const copy = reservationCopySchema.parse(parse(readFileSync('src/content/modals/reservation.yaml', 'utf8')));

function renderModal(flow: 'landing' | 'payment') {
  const onClose = vi.fn();
  render(
    <>
      <Toaster dismissLabel="Dismiss" />
      <ReservationModal copy={copy} flow={flow} onClose={onClose} />
    </>,
  );
  return onClose;
}

async function submitEmail(email: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  });
}

describe('the reservation dialog, payment flow (1 → 2 → 3)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    $founderCount.set(18);
    $toasts.set([]);
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('', { status: 200 })));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('takes the email, then a simulated 1.2 s payment, then confirms the founder number', async () => {
    const onClose = renderModal('payment');
    await submitEmail('ada@example.com');
    expect(screen.getByRole('dialog', { name: 'Reserve your spot for $10' })).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: /March 2025/ }) as HTMLInputElement).checked).toBe(true);

    fireEvent.change(screen.getByLabelText('Card number'), { target: { value: 'not validated' } });
    fireEvent.click(screen.getByRole('button', { name: 'Complete Reservation' }));
    const busy = screen.getByRole('button', { name: 'Processing...' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    await act(() => vi.advanceTimersByTimeAsync(1199));
    expect(screen.queryByRole('dialog', { name: "You're founder #19!" })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));

    expect(screen.getByRole('dialog', { name: "You're founder #19!" })).toBeTruthy();
    expect(screen.getByText(/within 48 hours/)).toBeTruthy();
    expect($founderCount.get()).toBe(19);
    expect(localStorage.getItem('testable:founderCount')).toBe('19');
    expect(screen.getByRole('status').textContent).toContain("Spot reserved! You're locked in at founder pricing");

    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
  });

  it.each([
    [49, "You're founder #50!", 50],
    [50, "You're founder #51!", 50],
  ])('from a count of %d it shows "%s" and keeps the count at %d at most', async (before, title, after) => {
    $founderCount.set(before);
    renderModal('payment');
    await submitEmail('ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Complete Reservation' }));
    await act(() => vi.advanceTimersByTimeAsync(1200));
    expect(screen.getByRole('dialog', { name: title })).toBeTruthy();
    expect($founderCount.get()).toBe(after);
  });

  it('shows the failure toast when the payment throws, and stays on the payment step', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderModal('payment');
    await submitEmail('ada@example.com');
    await act(() => completePayment(copy.payment, () => Promise.reject(new Error('declined'))));
    expect(screen.getByRole('status').textContent).toContain('Something went wrong. Please try again or email us.');
    expect(screen.getByRole('dialog', { name: 'Reserve your spot for $10' })).toBeTruthy();
    expect($founderCount.get()).toBe(18);
  });

  it('stays on step 1 when the lead cannot be sent', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    renderModal('payment');
    await submitEmail('ada@example.com');
    expect(screen.getByRole('dialog', { name: 'Secure your founder spot' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain("couldn't reach our server");
  });

  it.each(['landing', 'payment'] as const)(
    'in the %s flow a refused lead stays on step 1 with the typed values and a line saying it was not sent',
    async (flow) => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('', { status: 400 })));
      renderModal(flow);
      fireEvent.change(screen.getByLabelText("Your app's address (optional)"), { target: { value: 'myapp.com' } });
      await submitEmail('ada@example.com');
      expect(screen.getByRole('dialog', { name: 'Secure your founder spot' })).toBeTruthy();
      expect(screen.getByRole('alert').textContent).toBe(copy.email.refused);
      expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com');
      expect((screen.getByLabelText("Your app's address (optional)") as HTMLInputElement).value).toBe('myapp.com');
      expect($toasts.get()).toEqual([]);
    },
  );

  it('refuses an app address that would not fit once https:// is put in front, and says why', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderModal('landing');
    const typed = `${'a'.repeat(60)}.com/${'p'.repeat(2048 - 65)}`;
    expect(typed).toHaveLength(2048);
    fireEvent.change(screen.getByLabelText("Your app's address (optional)"), { target: { value: typed } });
    await submitEmail('ada@example.com');
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toContain('That address is too long');
    expect(screen.getByRole('status').textContent).toContain('2,048 characters');
    expect(screen.getByRole('dialog', { name: 'Secure your founder spot' })).toBeTruthy();
  });

  it('closing during the payment cancels it, and the next opening starts afresh', async () => {
    renderModal('payment');
    await submitEmail('ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Complete Reservation' }));
    cleanup(); // the visitor closes the dialog while "Processing..."
    await act(() => vi.advanceTimersByTimeAsync(1200));
    expect($founderCount.get()).toBe(18);
    expect($toasts.get()).toEqual([]);
    renderModal('payment');
    expect(screen.getByRole('dialog', { name: 'Secure your founder spot' })).toBeTruthy();
  });

  it('a lead answered after the dialog closed does not move the next opening on', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderModal('landing');
    await submitEmail('ada@example.com');
    cleanup();
    renderModal('landing');
    await act(async () => answer(new Response('', { status: 200 })));
    expect(screen.getByRole('dialog', { name: 'Secure your founder spot' })).toBeTruthy();
  });

  it('the landing flow ends on the thank-you step, which has no close button', async () => {
    renderModal('landing');
    await submitEmail('ada@example.com');
    expect(screen.getByRole('dialog', { name: 'Thank you, we will contact you shortly' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect($founderCount.get()).toBe(18);
  });
});
