import { afterEach, describe, expect, it, vi } from 'vitest';
import { showPlaceholder, takePlaceholdersPlace } from '../../../src/browser/dialog-placeholder';

const FRAME = '/_astro/modal-frame.css';

/** The words DialogPlaceholder.astro puts in the page, for two of the dialogs. */
function addWords(frame = FRAME): void {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<template data-dialog-placeholder data-frame-styles="${frame}" data-opening="Opening..." data-close="Schließen"
      data-title-reservation="Secure your founder spot" data-title-demo="Watch Dave price a bulk order"></template>`,
  );
}
const placeholder = () => document.querySelector<HTMLDialogElement>('dialog[data-placeholder]');

// jsdom loads no stylesheet: a test fires the link's outcome itself. The stylesheets' module
// remembers each link it applied, for the whole file.
const frameLink = (frame = FRAME) => document.head.querySelector<HTMLLinkElement>(`link[href="${frame}"]`);
const frameLoads = () => frameLink()?.dispatchEvent(new Event('load'));
/** The next task: what the microtasks queued so far have done by then, they did before the browser's next paint. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

/** Asks for the placeholder as `kind`: the dialog made for it, and what takes it down. */
function ask(kind: string, dismiss: () => void = () => {}) {
  const hide = showPlaceholder(kind, dismiss);
  return { dialog: placeholder(), hide };
}

describe('showPlaceholder', () => {
  // One link for the whole file: the stylesheets' module remembers each one it applied.
  it('waits for the frame’s stylesheet, then shows with the dialog’s title and the close label, focused', async () => {
    addWords();
    const { dialog } = ask('demo');
    await nextTask();
    expect(dialog?.open).toBe(false);
    frameLoads();
    await nextTask();
    expect(dialog?.open).toBe(true);
    expect(dialog?.getAttribute('aria-labelledby')).toBe(dialog?.querySelector('h2')?.id);
    expect(dialog?.querySelector('h2')?.textContent).toBe('Watch Dave price a bulk order');
    expect(dialog?.querySelector('[data-close] span')?.textContent).toBe('Schließen');
    expect(dialog?.querySelector('[role="status"]')?.textContent).toBe('Opening...');
    expect(dialog?.ariaBusy).toBe('true');
    expect(document.activeElement).toBe(dialog);
  });

  it('shows within the frame that asks, once the stylesheet has loaded, and is made once', async () => {
    frameLoads();
    addWords();
    let openAtNextTask: boolean | undefined = false;
    const { dialog } = ask('reservation');
    setTimeout(() => {
      openAtNextTask = dialog?.open;
    });
    await nextTask();
    expect(openAtNextTask).toBe(true);
    expect(dialog?.querySelector('h2')?.textContent).toBe('Secure your founder spot');
    ask('demo').hide();
    expect(document.querySelectorAll('dialog')).toHaveLength(1);
  });

  it('never shows as the browser’s bare box: not when the stylesheet fails to load', async () => {
    addWords('/_astro/unreachable.css');
    const { dialog } = ask('reservation');
    frameLink('/_astro/unreachable.css')?.dispatchEvent(new Event('error'));
    await nextTask();
    expect(dialog?.open).toBe(false);
  });

  it.each([
    ['a dialog the page has no words for', 'quiz'],
    ['one of its other words, not a title', 'opening'],
    ['a name no object owns', '__proto__'],
  ])('shows nothing for %s', async (_, kind) => {
    frameLoads();
    addWords();
    ask(kind);
    await nextTask();
    expect(document.querySelector('dialog[open]')).toBeNull();
  });

  it('does nothing on a page without its words', () => {
    expect(() => ask('reservation').hide()).not.toThrow();
    expect(placeholder()).toBeNull();
  });

  it('taken down before it could show, never shows', async () => {
    frameLoads();
    addWords();
    const { dialog, hide } = ask('reservation');
    hide();
    await nextTask();
    expect(dialog?.open).toBe(false);
  });

  it('taken down once shown, closes and no longer answers its controls', async () => {
    frameLoads();
    addWords();
    const dismiss = vi.fn();
    const { dialog, hide } = ask('reservation', dismiss);
    await nextTask();
    hide();
    expect(dialog?.open).toBe(false);
    dialog?.querySelector<HTMLButtonElement>('[data-close]')?.click();
    expect(dismiss).not.toHaveBeenCalled();
  });

  it.each([
    [
      'Escape',
      (dialog: HTMLDialogElement) =>
        dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })),
    ],
    [
      'its close button',
      (dialog: HTMLDialogElement) =>
        dialog
          .querySelector<HTMLElement>('[data-close] svg')
          ?.dispatchEvent(new MouseEvent('click', { bubbles: true })),
    ],
  ])('%s asks to give the tap up, and leaves the closing to whoever takes it down', async (_, act) => {
    frameLoads();
    addWords();
    const dismiss = vi.fn();
    const { dialog } = ask('reservation', dismiss);
    await nextTask();
    if (dialog) act(dialog);
    expect(dismiss).toHaveBeenCalledOnce();
    expect(dialog?.open).toBe(true);
  });

  it('a click inside its box is not a tap outside', async () => {
    frameLoads();
    addWords();
    const dismiss = vi.fn();
    const { dialog } = ask('reservation', dismiss);
    await nextTask();
    // jsdom lays nothing out: every box is 0 × 0 at the origin, and a click there is inside it.
    dialog?.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 0, clientY: 0 }));
    expect(dismiss).not.toHaveBeenCalled();
    dialog?.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 5, clientY: 5 }));
    expect(dismiss).toHaveBeenCalledOnce();
  });
});

describe('takePlaceholdersPlace', () => {
  it('closes the placeholder shown and marks the dialog taking its place, which then does not rise again', async () => {
    frameLoads();
    addWords();
    const { dialog: shown } = ask('reservation');
    await nextTask();
    const dialog = document.createElement('dialog');
    takePlaceholdersPlace(dialog);
    expect(shown?.open).toBe(false);
    expect(dialog.dataset['handedOver']).toBe('');
  });

  it('leaves a dialog opened with no placeholder shown as it is', () => {
    addWords();
    const dialog = document.createElement('dialog');
    takePlaceholdersPlace(dialog);
    expect(dialog.dataset['handedOver']).toBeUndefined();
  });
});
