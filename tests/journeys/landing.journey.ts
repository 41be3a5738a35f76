/** The landing page as a visitor meets it: the hero, the FAQ, the header's links, at both sizes. */
import { describe, expect, it } from 'vitest';
import { engineSuite, SIZES } from './engine-suite.ts';
import { hydrated, pageScriptsRan } from './page-state.ts';
import { click, evaluate, expectState, expectText, path, until } from './steps.ts';

const suite = engineSuite();
const FAQ = { css: '#faq' } as const;
const question = (name: string) => ({ role: 'button', name, within: FAQ }) as const;
const REFUND = 'What if I change my mind?';
const READY = 'When will it be ready?';

describe.each(Object.entries(SIZES))('the landing page on a %s', (_, size) => {
  it('shows the founder spots, opens one FAQ answer at a time, and Try it Free leads to the form', async () => {
    const { tab } = suite;
    await tab.setViewport(size);
    await tab.goto('/');
    await expectText(tab, { css: '[data-founder-count]' }, '18 of 50');
    await expectText(tab, { css: '[data-founder-percent]' }, '36%');

    // Phones fold the header's links into a menu.
    if (size === SIZES.phone) await click(tab, { css: 'summary', within: { role: 'banner' } });
    await click(tab, { role: 'link', name: 'FAQ', within: { role: 'banner' } });
    await until('the page to be at #faq', async () => (await path(tab)) === '/#faq');
    await hydrated(tab, question(REFUND));
    await click(tab, question(REFUND));
    await expectState(tab, question(REFUND), 'to be open', (state) => state.aria['expanded'] === 'true');
    await expectText(tab, { role: 'region', name: REFUND }, 'full refund anytime before launch');
    await click(tab, question(READY));
    await expectState(tab, question(READY), 'to be open', (state) => state.aria['expanded'] === 'true');
    await expectState(tab, question(REFUND), 'to be closed', (state) => state.aria['expanded'] === 'false');

    await evaluate(tab, () => scrollTo({ top: 0, behavior: 'instant' }));
    await click(tab, { role: 'link', name: 'Try it Free' });
    await until('the page to be at #try', async () => (await path(tab)) === '/#try');
    await expectState(
      tab,
      { role: 'textbox', name: 'Your app’s address' },
      'to be scrolled into view',
      ({ rect }) => rect.top >= 0 && rect.bottom <= size.height,
    );
  });
});

describe('a page that starts away from its top', () => {
  it.each(['/#faq', '/#try', '/#how'])(
    'loaded at %s, runs its scripts: the FAQ opens and a dialog button works',
    async (address) => {
      const { tab } = suite;
      await tab.goto(address);
      await pageScriptsRan(tab);
      await hydrated(tab, question(REFUND));
      await click(tab, question(REFUND));
      await expectState(tab, question(REFUND), 'to be open', (state) => state.aria['expanded'] === 'true');
      await click(tab, { role: 'button', name: 'Join the wait list', within: { role: 'banner' } });
      await expectText(tab, { role: 'dialog' }, 'Secure your founder spot');
    },
  );

  it('reloaded after scrolling, runs its scripts', async () => {
    const { tab } = suite;
    await tab.goto('/');
    // Once its scripts have run: a reload in the middle of their loading aborts them, which
    // Firefox reports as an error of the page being left.
    await pageScriptsRan(tab);
    await evaluate(tab, () => scrollTo({ top: document.body.scrollHeight / 2, behavior: 'instant' }));
    await tab.reload();
    await pageScriptsRan(tab);
    expect(await evaluate(tab, () => scrollY)).toBeGreaterThan(0);
    await click(tab, { role: 'button', name: 'Join the wait list', within: { role: 'banner' } });
    await expectText(tab, { role: 'dialog' }, 'Secure your founder spot');
  });
});
