// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $modal, closeModal, openDemo, openFeedback, openQuiz, openReservation } from '../../../src/stores/modal';
import { resetOnEachOpening } from '../../../src/stores/open-dialog';

describe('the modal store', () => {
  afterEach(() => {
    closeModal();
  });

  it.each([
    [() => openReservation('landing'), { kind: 'reservation', flow: 'landing', appUrl: '' }],
    [() => openReservation('payment'), { kind: 'reservation', flow: 'payment', appUrl: '' }],
    [
      () => openReservation('payment', 'https://shop.example/'),
      { kind: 'reservation', flow: 'payment', appUrl: 'https://shop.example/' },
    ],
    [
      () => openReservation('payment', '', { user_types: [] }),
      { kind: 'reservation', flow: 'payment', appUrl: '', plan: { user_types: [] } },
    ],
    [openFeedback, { kind: 'feedback' }],
    [openDemo, { kind: 'demo' }],
    [openQuiz, { kind: 'quiz' }],
  ])('names one dialog at a time (%#), and closing names none', (open, expected) => {
    open();
    expect($modal.get()).toEqual(expected);
    closeModal();
    expect($modal.get()).toBeNull();
  });

  it('gives a dialog’s store a fresh start at once, then once on each change of the open dialog', () => {
    openFeedback();
    const reset = vi.fn();
    const stop = resetOnEachOpening(reset);
    expect(reset).toHaveBeenCalledExactlyOnceWith({ kind: 'feedback' });
    closeModal();
    expect(reset).toHaveBeenLastCalledWith(null);
    openFeedback();
    // Each opening is a new one, even of the same dialog.
    expect(reset).toHaveBeenCalledTimes(3);
    stop();
    openDemo();
    expect(reset).toHaveBeenCalledTimes(3);
  });
});
