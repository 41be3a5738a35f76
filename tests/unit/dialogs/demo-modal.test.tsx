import { act, cleanup, render, screen } from '@testing-library/react';
import { Activity } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import DemoModal from '../../../src/dialogs/demo/DemoModal';
import { demoCopySchema } from '../../../src/lib/content/schemas/demo';
import { testUser } from '../../support/test-user';
import { readEntryData } from '../content/read-entry';

const copy = demoCopySchema.parse(readEntryData('src/content/modals/demo.yaml'));

/**
 * Moves the fake clock on in short slices, each in its own act(): the dialog schedules its next
 * timeout in an effect, which runs only when act() hands control back to React.
 */
function advance(ms: number): void {
  for (let left = ms; left > 0; left -= 250) {
    act(() => {
      vi.advanceTimersByTime(Math.min(left, 250));
    });
  }
}

function open(onClose = vi.fn()) {
  const view = render(<DemoModal copy={copy} onClose={onClose} />);
  const user = testUser('fake');
  return { ...view, onClose, user };
}

/**
 * Our pending timers, once jsdom's own has run: after a DOM change jsdom keeps a ~16 ms "rendering
 * update" interval of its own. 50 ms is far shorter than any wait in the script, so a timer of the
 * dialog's would still be counted.
 */
function pendingTimers(): number {
  act(() => {
    vi.advanceTimersByTime(50);
  });
  return vi.getTimerCount();
}

const progress = () => screen.getByRole('progressbar', { name: copy.progressLabel }).getAttribute('aria-valuenow');
const thought = () => screen.getByRole('figure', { name: copy.thinkingLabel }).textContent;
const live = () => {
  const regions = document.querySelectorAll('[aria-live]');
  expect(regions).toHaveLength(1);
  return regions[0]?.textContent ?? '';
};
const quantity = () => document.querySelector('.demo-calc__input');
const priceDisplay = () => document.querySelector('.demo-calc__price')?.textContent ?? '';
const calculator = () => document.querySelector('.demo-calc');
const control = (label: string) => screen.getByRole('button', { name: label });

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('DemoModal', () => {
  it('starts on open and plays the five steps on schedule', () => {
    open();
    expect(screen.getByRole('dialog', { name: copy.title })).toBeVisible();
    expect(progress()).toBe('0');
    expect(thought()).toContain(copy.idleThinking);
    expect(control(copy.pause)).toBeVisible();

    advance(1999);
    expect(progress()).toBe('0');

    advance(1);
    expect(progress()).toBe('20');
    expect(thought()).toContain(copy.steps[0]?.thinking);
    expect(live()).toContain(copy.steps[0]?.thinking);
    expect(quantity()).not.toHaveClass('is-filled');

    advance(1000);
    expect(quantity()).toHaveClass('is-filled');
    expect(quantity()?.textContent).toBe(copy.app.quantity);

    advance(2000);
    expect(progress()).toBe('40');
    expect(thought()).toContain(copy.steps[1]?.thinking);
    expect(priceDisplay()).not.toContain(copy.app.calculating);

    advance(1000);
    expect(priceDisplay()).toContain(copy.app.calculating);
    expect(live()).toContain(copy.app.calculating);

    advance(3000);
    expect(progress()).toBe('60');
    expect(priceDisplay()).toContain(copy.app.price);
    expect(priceDisplay()).toContain(copy.app.priceNote);
    expect(live()).toContain(copy.app.priceNote);

    advance(4000);
    expect(progress()).toBe('80');
    expect(priceDisplay()).toContain(copy.app.error);
    expect(live()).toContain(copy.app.error);
    expect(screen.queryByRole('button', { name: copy.watchAgain })).not.toBeInTheDocument();

    advance(5000);
    expect(progress()).toBe('100');
    expect(thought()).toContain(copy.steps[4]?.thinking);
    expect(calculator()).not.toHaveClass('is-faded');

    advance(1000);
    expect(calculator()).toHaveClass('is-faded');
    expect(screen.getByText(copy.finished, { selector: '.demo__finished p' })).toBeVisible();
    expect(control(copy.watchAgain)).toBeVisible();
    expect(control(copy.replay)).toBeVisible();
    expect(screen.queryByRole('button', { name: copy.pause })).not.toBeInTheDocument();
    // Finished: nothing is left waiting.
    expect(pendingTimers()).toBe(0);
  });

  it('pauses with the time left kept, and resumes from there', async () => {
    const { user } = open();
    advance(2500);
    await user.click(control(copy.pause));
    expect(control(copy.resume)).toBeVisible();
    expect(pendingTimers()).toBe(0);

    advance(30000 - 50);
    expect(progress()).toBe('20');
    expect(quantity()).not.toHaveClass('is-filled');

    await user.click(control(copy.resume));
    expect(control(copy.pause)).toBeVisible();
    advance(499);
    expect(quantity()).not.toHaveClass('is-filled');
    advance(1);
    expect(quantity()).toHaveClass('is-filled');

    advance(2000);
    expect(progress()).toBe('40');
  });

  it.each([
    ['Watch Again', copy.watchAgain],
    ['the replay control', copy.replay],
  ])('%s restarts from the beginning', async (_name, label) => {
    const { user } = open();
    advance(19000);
    expect(progress()).toBe('100');

    await user.click(control(label));
    expect(progress()).toBe('0');
    expect(thought()).toContain(copy.idleThinking);
    expect(calculator()).not.toHaveClass('is-faded');
    expect(priceDisplay()).toContain(copy.app.idlePrice);
    expect(screen.queryByRole('button', { name: copy.watchAgain })).not.toBeInTheDocument();
    expect(control(copy.pause)).toBeVisible();

    advance(2000);
    expect(progress()).toBe('20');
  });

  it('Close in the finished panel closes the dialog', async () => {
    const { onClose, user } = open();
    advance(19000);
    const closeButtons = screen.getAllByRole('button', { name: copy.close });
    const finishedClose = closeButtons.find((button) => button.closest('.demo__finished'));
    if (!finishedClose) throw new Error('no Close button in the finished panel');
    await user.click(finishedClose);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['running', false],
    ['paused', true],
  ])('leaves no timer behind when closed while %s', async (_state, paused) => {
    const { unmount, user } = open();
    advance(5500);
    // The next event (6000 ms) is waiting while running; a pause clears it, and closing must too.
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    if (paused) await user.click(control(copy.pause));
    unmount();
    expect(pendingTimers()).toBe(0);
  });

  it('starts over on the next open', () => {
    const first = open();
    advance(9500);
    first.unmount();
    open();
    expect(progress()).toBe('0');
    expect(priceDisplay()).toContain(copy.app.idlePrice);
  });

  // The dialogs' island renders each dialog out of sight at idle (src/islands/ModalRoot.tsx).
  it('starts its session when shown, not when rendered out of sight before', () => {
    const readied = (mode: 'hidden' | 'visible') => (
      <Activity mode={mode}>
        <DemoModal copy={copy} onClose={vi.fn()} />
      </Activity>
    );
    const view = render(readied('hidden'));
    advance(9500);
    view.rerender(readied('visible'));
    expect(progress()).toBe('0');
    advance(1999);
    expect(progress()).toBe('0');
    advance(1);
    expect(progress()).toBe('20');
  });

  it('keeps the fictional app out of the tab order', () => {
    open();
    const app = document.querySelector('.demo-browser');
    expect(app?.querySelectorAll('button, input, a, [tabindex]')).toHaveLength(0);
    expect(document.querySelector('.demo-cursor')).toHaveAttribute('aria-hidden', 'true');
  });
});
