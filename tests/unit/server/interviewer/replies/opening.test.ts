// @vitest-environment node
/**
 * The chat's first reply (server/interviewer/replies/opening.ts): it says what was read, proposes the
 * description from the page, and never claims a read that did not happen.
 */
import { describe, expect, it } from 'vitest';
import { CONFIRM_DESCRIPTION_MARK, openingFor } from '../../../../../server/interviewer/replies/opening';
import type { PageFacts, PageRead, PageUnread } from '../../../../../src/lib/page/page-facts';

const URL_TYPED = 'https://crumb.example/';

const facts = (overrides: Partial<PageFacts> = {}): PageFacts => ({
  url: URL_TYPED,
  title: 'Crumb & Co · Home-baked cakes',
  description: 'A marketplace where home bakers sell cakes to people nearby.',
  siteName: 'Crumb & Co',
  language: 'en',
  headings: ['Cakes baked in your neighbourhood'],
  navigation: ['For buyers', 'For bakers', 'Sign in'],
  forms: ['search', 'sign-up'],
  callsToAction: ['Order a cake', 'Start selling', 'Find cakes', 'Gift cards'],
  pricing: true,
  cookieBanner: false,
  jsonLdTypes: [],
  drawnByScript: false,
  loginWall: false,
  textLength: 900,
  ...overrides,
});
const read = (page: PageFacts): PageRead => ({ ok: true, facts: page });
const unread = (why: PageUnread): PageRead => ({ ok: false, url: URL_TYPED, unread: why });

describe('a page that was read', () => {
  const opening = openingFor(read(facts()), URL_TYPED);

  it('says what the page says and what is on it, then proposes the description to confirm', () => {
    expect(opening).toMatchObject({ status: 'success' });
    if (opening.status !== 'success') return;
    expect(opening.response).toBe(
      "Hi! I'm Testable's test-plan assistant. I read https://crumb.example/. " +
        'Its title is “Crumb & Co · Home-baked cakes”. ' +
        'On the page I found a search box, a sign-up form, pages for buyers and bakers, prices and buttons such as “Order a cake”, “Start selling” and “Find cakes”. ' +
        'It describes itself as “A marketplace where home bakers sell cakes to people nearby.” ' +
        `${CONFIRM_DESCRIPTION_MARK} If you'd rather skip ahead, say 'suggest a plan for me'.`,
    );
  });

  it('proposes the description, and carries what later turns build on', () => {
    if (opening.status !== 'success') throw new Error('expected success');
    expect(opening.initial_state).toEqual({
      app_description: { value: 'A marketplace where home bakers sell cakes to people nearby.' },
      user_types: [],
      app_page: {
        title: 'Crumb & Co · Home-baked cakes',
        kind: 'marketplace',
        groups: ['Buyers', 'Bakers'],
        goals: [
          'Order a cake',
          'Start selling',
          'Find cakes',
          'Search for something specific and open one of the results',
          'Sign up for a new account and reach the first screen after it',
        ],
      },
    });
  });

  it.each<[string, Partial<PageFacts>, string]>([
    ['no description: the main heading', { description: '' }, '“Cakes baked in your neighbourhood”'],
    ['no description or heading: the title', { description: '', headings: [] }, '“Crumb & Co · Home-baked cakes”'],
  ])('%s is proposed', (_, overrides, proposal) => {
    const answer = openingFor(read(facts(overrides)), URL_TYPED);
    expect(answer.status === 'success' && answer.response).toContain(`So I'd describe your app as: ${proposal}.`);
  });

  it('names where a redirect took it', () => {
    const answer = openingFor(read(facts({ url: 'https://www.crumb.example/en/' })), URL_TYPED);
    expect(answer.status === 'success' && answer.response).toContain(
      'I read https://crumb.example/, which sent me on to https://www.crumb.example/en/.',
    );
  });

  it('says when the page is in another language', () => {
    const answer = openingFor(read(facts({ language: 'fr-FR' })), URL_TYPED);
    expect(answer.status === 'success' && answer.response).toContain(
      "The page is in French; I'll ask my questions in English.",
    );
  });
});

describe('a page that gave little', () => {
  it.each<[string, Partial<PageFacts>, string]>([
    [
      'drawn by JavaScript',
      { drawnByScript: true, title: 'Ledgerly' },
      'but its page is drawn by JavaScript, so I could only read its title, “Ledgerly”.',
    ],
    [
      'drawn by JavaScript, untitled',
      { drawnByScript: true, title: '' },
      "but its page is drawn by JavaScript, so I couldn't read anything on it.",
    ],
    [
      'a sign-in wall',
      { loginWall: true, title: 'Sign in · Acme' },
      'but it asks visitors to sign in first, so all I could read was its sign-in page (“Sign in · Acme”).',
    ],
  ])('%s: says what it could read, proposes nothing, asks the usual question', (_, overrides, says) => {
    const answer = openingFor(read(facts(overrides)), URL_TYPED);
    if (answer.status !== 'success') throw new Error('expected success');
    expect(answer.response).toContain(`I opened https://crumb.example/, ${says}`);
    expect(answer.response).toMatch(/First question: what does your app do\?$/);
    expect(answer.initial_state.app_description).toBeUndefined();
  });
});

describe('a page that was not read', () => {
  it.each<[PageUnread, string]>([
    [
      { reason: 'private', redirected: false },
      "it's an address on a private network, which I don't open from the internet",
    ],
    [
      { reason: 'private', redirected: true },
      "it sent me on to an address on a private network, which I don't open from the internet",
    ],
    [{ reason: 'timeout' }, "it didn't answer within 8 seconds"],
    [{ reason: 'unreachable' }, "I couldn't connect to it"],
    [{ reason: 'redirects' }, 'it redirected me more than 5 times'],
    [{ reason: 'status', status: 503 }, 'it answered with an error (HTTP 503)'],
    [{ reason: 'not-html', contentType: 'application/pdf' }, 'it answered with application/pdf, not a web page'],
  ])('%o: says so and why, and asks the usual question', (why, says) => {
    const answer = openingFor(unread(why), URL_TYPED);
    if (answer.status !== 'success') throw new Error('expected success');
    expect(answer.response).toContain(
      `I tried to open https://crumb.example/, but ${says}, so I haven't read anything from it.`,
    );
    expect(answer.response).not.toMatch(/I read|I had a look|I opened/);
    expect(answer.response).toMatch(/First question: what does your app do\?$/);
    expect(answer.initial_state).toEqual({ user_types: [] });
  });

  it.each<PageUnread>([{ reason: 'unresolved' }, { reason: 'invalid' }])(
    '%o: the error the page shows as “check the spelling”',
    (why) => {
      expect(openingFor(unread(why), URL_TYPED)).toMatchObject({ status: 'error' });
    },
  );
});
