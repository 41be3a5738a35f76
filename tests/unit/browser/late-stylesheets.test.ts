import { afterEach, describe, expect, it } from 'vitest';
import { applyLateStylesheets } from '../../../src/browser/late-stylesheets';

const linkTo = (href: string) => document.head.querySelector<HTMLLinkElement>(`link[href="${href}"]`);

/** Whether `promise` has settled once the microtasks queued so far have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve));
  return done;
}

afterEach(() => {
  document.head.replaceChildren();
});

// jsdom loads no stylesheet: each link's outcome is the event the test fires on it.
describe('applyLateStylesheets', () => {
  it('puts one link per stylesheet in <head>, as React would, and settles once each has loaded', async () => {
    const applied = applyLateStylesheets(['/a.css', '/b.css']);
    for (const href of ['/a.css', '/b.css']) {
      expect(linkTo(href)?.rel).toBe('stylesheet');
      expect(linkTo(href)?.dataset['precedence']).toBe('default');
    }
    expect(await settled(applied)).toBe(false);
    linkTo('/a.css')?.dispatchEvent(new Event('load'));
    expect(await settled(applied)).toBe(false);
    linkTo('/b.css')?.dispatchEvent(new Event('load'));
    expect(await settled(applied)).toBe(true);
  });

  it('settles when a stylesheet cannot load: the part shows unstyled rather than never', async () => {
    const applied = applyLateStylesheets(['/broken.css']);
    linkTo('/broken.css')?.dispatchEvent(new Event('error'));
    expect(await settled(applied)).toBe(true);
  });

  it('asked twice for one stylesheet, adds one link, and both wait for it', async () => {
    const first = applyLateStylesheets(['/twice.css']);
    const second = applyLateStylesheets(['/twice.css']);
    expect(document.head.querySelectorAll('link[href="/twice.css"]')).toHaveLength(1);
    expect(await settled(second)).toBe(false);
    linkTo('/twice.css')?.dispatchEvent(new Event('load'));
    expect([await settled(first), await settled(second)]).toEqual([true, true]);
    expect(await settled(applyLateStylesheets(['/twice.css']))).toBe(true);
  });

  it('takes a link React has put in <head> as it is, without waiting for it', async () => {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: '/react.css' });
    document.head.append(link);
    expect(await settled(applyLateStylesheets(['/react.css']))).toBe(true);
    expect(document.head.querySelectorAll('link')).toHaveLength(1);
  });

  it('says whether every stylesheet loaded: a part that would rather not show unstyled asks', async () => {
    const loaded = applyLateStylesheets(['/told-a.css', '/told-b.css']);
    const failed = applyLateStylesheets(['/told-a.css', '/told-broken.css']);
    linkTo('/told-a.css')?.dispatchEvent(new Event('load'));
    linkTo('/told-b.css')?.dispatchEvent(new Event('load'));
    linkTo('/told-broken.css')?.dispatchEvent(new Event('error'));
    expect([await loaded, await failed]).toEqual([true, false]);
  });

  it('settles at once when there is nothing to apply', async () => {
    expect(await settled(applyLateStylesheets([]))).toBe(true);
  });
});
