/**
 * The test-plan journey: an app address on the landing page, the guided chat on /analysis, the
 * scenarios on /test-execution and a reservation with payment; and the rules it rests on that
 * engines could read differently (the address check, the composer's width).
 */
import { describe, expect, it } from 'vitest';
import type { Query } from './driver/in-page.ts';
import type { Tab } from './driver/tab.ts';
import { engineSuite, PHONE, SIZES } from './engine-suite.ts';
import { hydrated, landedOn, pageScriptsRan } from './page-state.ts';
import { storedFrom } from './site.ts';
import { click, evaluate, expectState, expectText, fill, inspect, path, until } from './steps.ts';

const suite = engineSuite();
const ADDRESS: Query = { role: 'textbox', name: 'Your app’s address', within: { css: '#try' } };
const CONTINUE: Query = { role: 'button', name: 'Continue', within: { css: '#try' } };
const ANSWER: Query = { role: 'textbox', name: 'Your answer' };
const RESERVE: Query = { role: 'dialog', name: 'Secure your founder spot' };
const PAYMENT: Query = { role: 'dialog', name: 'Reserve your spot for $10' };

const count = (tab: Tab, selector: string) =>
  evaluate(tab, (css: string) => document.querySelectorAll(css).length, selector);

describe.each(Object.entries(SIZES))('the test plan on a %s', (sizeName, size) => {
  it('address → guided plan → scenarios → reservation with payment, and each lead is stored once', async () => {
    const { tab, engine, site } = suite;
    const email = `planner-${engine}-${sizeName}@example.com`;
    await tab.setViewport(size);
    await tab.goto('/');
    await click(tab, { role: 'link', name: 'Try it Free' });
    await landedOn(tab, 'try');
    await hydrated(tab, ADDRESS);
    // The shop's page, served from this machine: the reference host reads it.
    const shop = `${site.pages}/shop`;
    await fill(tab, ADDRESS, shop);
    await click(tab, CONTINUE);

    await until('/analysis to open', async () => (await path(tab)) === '/analysis');
    await expectText(tab, { role: 'heading', name: 'Building test plan' }, 'Building test plan');
    await expectText(tab, { css: '.analysis__url' }, shop);
    await until('the greeting', async () => (await count(tab, '[role=log] .bubble--assistant')) === 1);
    await expectText(
      tab,
      { css: '[role=log] .bubble--assistant' },
      /Its title is “Greenyard — Garden supplies delivered”/,
    );
    await fill(tab, ANSWER, 'suggest a plan for me');
    await tab.press('Enter');
    await until('the plan’s reply', async () => (await count(tab, '[role=log] .bubble--assistant')) === 2);
    await expectState(tab, { role: 'log' }, 'to be idle', (state) => state.aria['busy'] === 'false');

    // The plan is complete: its tab says so (Start Test is there).
    if (size === PHONE) await click(tab, { role: 'tab', name: 'Preview Ready' });
    await until('two user types in the plan', async () => (await count(tab, '.user-type')) >= 2);
    await click(tab, { role: 'link', name: 'Start Test' });

    await until('/test-execution to open', async () => (await path(tab)) === '/test-execution');
    await until('the scenarios', async () => (await count(tab, '.scenario')) >= 4);
    // One block per persona, its line once; the summary counts the scenarios listed.
    await expectText(tab, { css: '.persona__line' }, /\(.+\) - \d+ years old/);
    const scenarios = await count(tab, '.scenario');
    await expectText(tab, { css: '.execution__summary' }, `${scenarios} scenarios, run every day from launch`);

    // Every opener fills in the app just analyzed: the header's on a desktop, the page's own on a phone.
    await pageScriptsRan(tab);
    const within: Query = size === PHONE ? { role: 'main' } : { role: 'banner' };
    await click(tab, { role: 'button', name: 'Reserve for $10', within });
    await expectState(
      tab,
      { role: 'textbox', name: 'Your app’s address (optional)', within: RESERVE },
      'to hold the app analyzed',
      (state) => state.value === shop,
    );
    await fill(tab, { role: 'textbox', name: 'Email', within: RESERVE }, email);
    await click(tab, { role: 'button', name: 'Submit', within: RESERVE });
    await fill(tab, { role: 'textbox', name: 'Card number', within: PAYMENT }, '4242 4242 4242 4242');
    await click(tab, { role: 'button', name: 'Complete Reservation', within: PAYMENT });
    // The site sends mail: the spot is held, and numbered, once the address is confirmed.
    await expectText(tab, { role: 'dialog' }, 'One step left: confirm your email');
    await expectText(tab, { role: 'status' }, 'Reservation received! Confirm your email to hold your spot');
    // Step 1's lead, and the reservation's with the plan built here, each stored once.
    const leads = await storedFrom(site, email);
    expect(leads.map((lead) => lead.message)).toEqual(['Expression of interest', 'Founder reservation']);
    expect(JSON.parse(leads[1]?.plan ?? '{}').user_types.length).toBeGreaterThan(0);
  });
});

describe('rules every engine must read alike', () => {
  // The address check runs on the engine's own URL parser, then on one host rule of ours
  // (src/lib/forms/host-name.ts): these are the addresses the engines' parsers disagree on, and neighbours.
  const VERDICTS: [string, boolean][] = [
    ['example.com', true],
    ['https://app.example.io/pricing', true],
    ['localhost:3000', true],
    ['café.example', true],
    ['xn--caf-dma.example', true],
    ['my_app.example', true],
    ['http://[::1]:3000', true],
    ['127.0.0.1:8080', true],
    ['xn--.example', false],
    ['"shop".example', false],
    ['shop..example', false],
    ['exa mple.com', false],
    ['ftp://example.com', false],
    ['javascript:alert(1)', false],
    ['https://user:secret@example.com', false],
    ['   ', false],
  ];

  it('the try-it address check gives the same verdict in every engine', async () => {
    const { tab } = suite;
    await tab.goto('/#try');
    await hydrated(tab, ADDRESS);
    const verdicts: [string, boolean][] = [];
    for (const [address] of VERDICTS) {
      await fill(tab, ADDRESS, address);
      await expectState(tab, ADDRESS, `to hold ${JSON.stringify(address)}`, (state) => state.value === address);
      verdicts.push([address, !(await inspect(tab, CONTINUE))?.disabled]);
    }
    expect(verdicts).toEqual(VERDICTS);
  });

  it('the chat composer fits a 320 px screen: Send stays inside the card', async () => {
    const { tab } = suite;
    await tab.goto('/');
    await evaluate(tab, () => localStorage.setItem('testable:devUrl', 'https://greenyard-shop.example/'));
    const viewport = await tab.setViewport({ width: 320, height: 640 });
    await tab.goto('/analysis');
    // WebKit's window is never narrower than 447 px: there the page itself is held to 320 px.
    if (viewport.width > 320) await evaluate(tab, () => document.documentElement.style.setProperty('width', '320px'));
    const send = await expectState(tab, { role: 'button', name: 'Send' }, 'to be laid out', (s) => s.rect.width > 0);
    const composer = await inspect(tab, { css: '.composer' });
    expect(send.rect.right).toBeLessThanOrEqual(Math.min(320, composer?.rect.right ?? 0));
    const answer = await inspect(tab, ANSWER);
    expect(answer?.rect.width).toBeGreaterThan(100);
  });
});
