// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { $toasts, dismissToast, showToast } from '../../../src/stores/toasts';

describe('the toasts', () => {
  beforeEach(() => $toasts.set([]));

  it('shows toasts in the order they came, each with an id of its own', () => {
    const first = showToast({ title: 'Sent', tone: 'success' });
    const second = showToast({ title: 'Refused', description: 'Try again', tone: 'error' });
    expect(second).not.toBe(first);
    expect($toasts.get()).toEqual([
      { id: first, title: 'Sent', tone: 'success' },
      { id: second, title: 'Refused', description: 'Try again', tone: 'error' },
    ]);
  });

  it('dismisses only the toast named, and an unknown id changes nothing', () => {
    const first = showToast({ title: 'One', tone: 'success' });
    const second = showToast({ title: 'Two', tone: 'success' });
    dismissToast(first);
    expect($toasts.get().map((toast) => toast.id)).toEqual([second]);
    dismissToast(first);
    expect($toasts.get().map((toast) => toast.id)).toEqual([second]);
  });
});
