import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showPlaceholder, takePlaceholdersPlace } from '../../../src/browser/dialog-placeholder';

const FRAME = '/_astro/modal-frame.css';
const WORDS = {
  reservation: { title: 'Secure your founder spot', close: 'Close' },
  demo: { title: 'Watch Dave price a bulk order', close: 'Schließen' },
};

/** The placeholder as DialogPlaceholder.astro writes it. */
function addPlaceholder(): HTMLDialogElement {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<dialog data-placeholder='${JSON.stringify(WORDS)}' data-frame-styles="${FRAME}" tabindex="-1">
      <h2></h2><button type="button" data-close><span></span></button><p role="status">Opening…</p>
    </dialog>`,
  );
  return document.querySelector('dialog') as HTMLDialogElement;
}

// jsdom loads no stylesheet: a test says which have loaded, and fires the link's event itself.
let loaded: string[] = [];
const frameLink = () => document.head.querySelector<HTMLLinkElement>(`link[href="${FRAME}"]`);
function frameLoads() {
  loaded = [new URL(FRAME, document.baseURI).href];
  frameLink()?.dispatchEvent(new Event('load'));
}
/** The next task: what the microtasks queued so far have done by then, they did before the browser's next paint. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

beforeEach(() => {
  loaded = [];
  vi.spyOn(document, 'styleSheets', 'get').mockImplementation(
    () => loaded.map((href) => ({ href })) as unknown as StyleSheetList,
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('showPlaceholder', () => {
  // One link for the whole file: the stylesheets' module remembers each one it applied.
  it('waits for the frame’s stylesheet, then shows with the dialog’s title and close label, focused', async () => {
    const dialog = addPlaceholder();
    showPlaceholder('demo', () => {});
    await nextTask();
    expect(dialog.open).toBe(false);
    frameLoads();
    await nextTask();
    expect(dialog.open).toBe(true);
    expect(dialog.querySelector('h2')?.textContent).toBe('Watch Dave price a bulk order');
    expect(dialog.querySelector('[data-close] span')?.textContent).toBe('Schließen');
    expect(document.activeElement).toBe(dialog);
  });

  it('shows within the frame that asks, once the stylesheet has loaded', async () => {
    frameLoads();
    const dialog = addPlaceholder();
    let openAtNextTask = false;
    setTimeout(() => {
      openAtNextTask = dialog.open;
    });
    showPlaceholder('reservation', () => {});
    await nextTask();
    expect(openAtNextTask).toBe(true);
    expect(dialog.querySelector('h2')?.textContent).toBe('Secure your founder spot');
  });

  it('never shows as the browser’s bare box: not while the stylesheet has failed', async () => {
    const dialog = addPlaceholder();
    loaded = [];
    showPlaceholder('reservation', () => {});
    await nextTask();
    expect(dialog.open).toBe(false);
  });

  it.each([
    ['a dialog it has no words for', 'quiz'],
    ['a name that is not a dialog', '__proto__'],
  ])('shows nothing for %s', async (_, kind) => {
    frameLoads();
    const dialog = addPlaceholder();
    showPlaceholder(kind, () => {});
    await nextTask();
    expect(dialog.open).toBe(false);
  });

  it('does nothing on a page without a placeholder', () => {
    expect(() => showPlaceholder('reservation', () => {})()).not.toThrow();
  });

  it('taken down before it could show, never shows', async () => {
    frameLoads();
    const dialog = addPlaceholder();
    showPlaceholder('reservation', () => {})();
    await nextTask();
    expect(dialog.open).toBe(false);
  });

  it('taken down once shown, closes and no longer answers its controls', async () => {
    frameLoads();
    const dialog = addPlaceholder();
    const dismiss = vi.fn();
    const hide = showPlaceholder('reservation', dismiss);
    await nextTask();
    hide();
    expect(dialog.open).toBe(false);
    dialog.querySelector<HTMLButtonElement>('[data-close]')?.click();
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
      (dialog: HTMLDialogElement) => dialog.querySelector<HTMLButtonElement>('[data-close] span')?.click(),
    ],
  ])('%s asks to give the tap up, and leaves the closing to whoever takes it down', async (_, act) => {
    frameLoads();
    const dialog = addPlaceholder();
    const dismiss = vi.fn();
    showPlaceholder('reservation', dismiss);
    await nextTask();
    act(dialog);
    expect(dismiss).toHaveBeenCalledOnce();
    expect(dialog.open).toBe(true);
  });

  it('a click inside its box is not a tap outside', async () => {
    frameLoads();
    const dialog = addPlaceholder();
    const dismiss = vi.fn();
    showPlaceholder('reservation', dismiss);
    await nextTask();
    // jsdom lays nothing out: every box is 0 × 0 at the origin, and a click there is inside it.
    dialog.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 0, clientY: 0 }));
    expect(dismiss).not.toHaveBeenCalled();
    dialog.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 5, clientY: 5 }));
    expect(dismiss).toHaveBeenCalledOnce();
  });
});

describe('takePlaceholdersPlace', () => {
  it('closes the placeholder shown and marks the dialog taking its place, which then does not rise again', async () => {
    frameLoads();
    const placeholder = addPlaceholder();
    showPlaceholder('reservation', () => {});
    await nextTask();
    const dialog = document.createElement('dialog');
    takePlaceholdersPlace(dialog);
    expect(placeholder.open).toBe(false);
    expect(dialog.dataset['handedOver']).toBe('');
  });

  it('leaves a dialog opened with no placeholder shown as it is', () => {
    addPlaceholder();
    const dialog = document.createElement('dialog');
    takePlaceholdersPlace(dialog);
    expect(dialog.dataset['handedOver']).toBeUndefined();
  });
});
