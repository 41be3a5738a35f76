/**
 * The confirmation email's links in every engine: the sink emails a new address (a real SMTP
 * server in the test's process), and the visitor follows the links. Each link is a page whose
 * form has no action, so the engine itself must post to the link's own address, token and all.
 */
import { describe, expect, it } from 'vitest';
import type { Tab } from './driver/tab.ts';
import { engineSuite } from './engine-suite.ts';
import { pageScriptsRan } from './page-state.ts';
import { storedFrom } from './site.ts';
import { click, expectText, fill, path, until } from './steps.ts';

const suite = engineSuite();
const RESERVE = { role: 'dialog', name: 'Secure your founder spot' } as const;

async function joinWaitList(tab: Tab, email: string): Promise<void> {
  await tab.goto('/');
  await pageScriptsRan(tab);
  await click(tab, { role: 'button', name: 'Join the wait list' });
  await fill(tab, { role: 'textbox', name: 'Email', within: RESERVE }, email);
  await click(tab, { role: 'button', name: 'Submit', within: RESERVE });
  await expectText(tab, { role: 'dialog' }, /check your inbox/i);
}

/** Presses the one button of a link's page, and waits for the page the server sends on to. */
async function press(tab: Tab, button: string, lands: string): Promise<void> {
  await click(tab, { role: 'button', name: button });
  await until(`the page ${lands}`, async () => (await path(tab).catch(() => '')) === lands);
}

describe('the confirmation email', () => {
  it('confirms the address from its link, once', async () => {
    const { tab, engine, site } = suite;
    const email = `confirm-${engine}@example.com`;
    await joinWaitList(tab, email);
    const { subject, confirm } = await site.emailTo(email);
    expect(subject).toBe('Confirm your place on the Testable wait list');
    await tab.goto(confirm);
    await expectText(tab, { role: 'heading', name: 'Confirm your email' }, 'Confirm your email');
    await press(tab, 'Confirm my email', '/confirm/done');
    await expectText(tab, { role: 'heading', name: 'You’re confirmed' }, 'You’re confirmed');
    await tab.goto(confirm);
    await press(tab, 'Confirm my email', '/confirm/already');
  });

  it('leaves from its link: the address is erased', async () => {
    const { tab, engine, site } = suite;
    const email = `leave-${engine}@example.com`;
    await joinWaitList(tab, email);
    await storedFrom(site, email);
    const { leave } = await site.emailTo(email);
    await tab.goto(leave);
    await press(tab, 'Remove me', '/leave/done');
    expect((await site.leads()).filter((lead) => lead.email === email)).toEqual([]);
  });
});
