/**
 * The first reply of the chat, after the host has tried to read the visitor's page: it says what
 * it read, in sentences a person would write, and proposes the app's description from it for
 * the visitor to confirm or correct. It never claims to have read what it did not: a page drawn
 * by JavaScript gives only its title, a sign-in wall only its sign-in page, and a page it could
 * not open is named as such, with the reason, before the usual first question. Only an address
 * that is no address, or whose name does not resolve, answers the contract's error, which tells
 * the visitor to check the spelling.
 */
import type { FormPurpose, PageFacts, PageRead, PageUnread } from '../../../src/lib/page/page-facts.ts';
import type { PlanState } from '../../../src/lib/plan/plan.ts';
import { joinAnd } from '../language/phrases.ts';
import { appPageOf, proposedDescription } from '../plan/page-proposals.ts';

export type Opening =
  | { status: 'success'; response: string; initial_state: PlanState }
  | { status: 'error'; error: string };

const HELLO = "Hi! I'm Testable's test-plan assistant.";
const SKIP = "If you'd rather skip ahead, say 'suggest a plan for me'.";
const FIRST_QUESTION = 'First question: what does your app do?';
/** The words the interviewer knows its confirmation question by (interviewer.ts). */
export const CONFIRM_DESCRIPTION_MARK = 'Is that right? Say yes, or tell me in a sentence what your app does.';

export const quoted = (text: string) => `“${text}”`;
/** A sentence ends once: “…again.” is not followed by another full stop. */
export const ended = (sentence: string) => (/[.!?…]”?$/.test(sentence) ? sentence : `${sentence}.`);

const FORM_NAMES: Record<FormPurpose, string> = {
  'sign-up': 'a sign-up form',
  'log-in': 'a log-in form',
  search: 'a search box',
  checkout: 'a cart or checkout',
  booking: 'a booking form',
  contact: 'a contact form',
  subscribe: 'an email sign-up',
};

/** What a tester would look for, as found on the page. */
function noticed(facts: PageFacts, groups: readonly string[]): string[] {
  const found = facts.forms.map((purpose) => FORM_NAMES[purpose]);
  if (groups.length > 0) found.push(`pages for ${joinAnd(groups.map((group) => group.toLowerCase()))}`);
  if (facts.pricing) found.push('prices');
  if (facts.cookieBanner) found.push('a cookie banner');
  const buttons = facts.callsToAction.slice(0, 3).map(quoted);
  if (buttons.length > 0) found.push(`${buttons.length > 1 ? 'buttons such as' : 'a button'} ${joinAnd(buttons)}`);
  return found.slice(0, 6);
}

/** "French" for "fr-CA"; null for English, or a code no one knows. */
function otherLanguage(code: string): string | null {
  const primary = code.split('-')[0]?.toLowerCase() ?? '';
  if (primary === '' || primary === 'en') return null;
  try {
    const name = new Intl.DisplayNames(['en'], { type: 'language' }).of(primary);
    return name && name.toLowerCase() !== primary ? name : null;
  } catch {
    return null;
  }
}

/** "I read x" and, when it sent the reader on, where it ended up. */
function readSentence(typed: string, facts: PageFacts): string {
  const sameSite = (() => {
    try {
      return new URL(typed).host === new URL(facts.url).host;
    } catch {
      return true;
    }
  })();
  return sameSite ? `I read ${facts.url}.` : `I read ${typed}, which sent me on to ${facts.url}.`;
}

const WHY_NOT: Record<
  Exclude<PageUnread['reason'], 'invalid' | 'unresolved' | 'status' | 'not-html' | 'private'>,
  string
> = {
  timeout: "it didn't answer within 8 seconds",
  unreachable: "I couldn't connect to it",
  redirects: 'it redirected me more than 5 times',
};

function whyNotRead(unread: PageUnread): string {
  if (unread.reason === 'status') return `it answered with an error (HTTP ${unread.status})`;
  if (unread.reason === 'not-html') return `it answered with ${unread.contentType}, not a web page`;
  if (unread.reason === 'private') {
    const where = unread.redirected ? 'it sent me on to an address' : "it's an address";
    return `${where} on a private network, which I don't open from the internet`;
  }
  return WHY_NOT[unread.reason as keyof typeof WHY_NOT];
}

const emptyPlan = (): PlanState => ({ user_types: [] });

function unreadOpening(url: string, unread: PageUnread): Opening {
  if (unread.reason === 'invalid' || unread.reason === 'unresolved') {
    const why = unread.reason === 'invalid' ? 'it is not an http or https address' : 'its name does not resolve';
    return { status: 'error', error: `Could not reach the address: ${why}.` };
  }
  const response =
    `${HELLO} I tried to open ${url}, but ${whyNotRead(unread)}, so I haven't read anything from it. ` +
    `Let's build the test plan from what you tell me, one question at a time. ${SKIP} ${FIRST_QUESTION}`;
  return { status: 'success', response, initial_state: emptyPlan() };
}

/** A page that gave little: drawn by JavaScript, or a sign-in wall. What was read is said, then the usual question. */
function partialOpening(facts: PageFacts): string {
  const title = facts.title ? `I could only read its title, ${quoted(facts.title)}` : "I couldn't read anything on it";
  const what = facts.loginWall
    ? `it asks visitors to sign in first, so all I could read was its sign-in page${facts.title ? ` (${quoted(facts.title)})` : ''}`
    : `its page is drawn by JavaScript, so ${title}`;
  return `${HELLO} I opened ${facts.url}, but ${what}. I'll help you build a test plan for it, one question at a time. ${SKIP} ${FIRST_QUESTION}`;
}

function readOpening(typed: string, facts: PageFacts): Opening {
  const page = appPageOf(facts);
  if (facts.drawnByScript || facts.loginWall) {
    return { status: 'success', response: partialOpening(facts), initial_state: { user_types: [], app_page: page } };
  }
  const proposal = proposedDescription(facts);
  const found = noticed(facts, page.groups);
  const language = otherLanguage(facts.language);
  const sentences = [
    HELLO,
    readSentence(typed, facts),
    facts.title ? ended(`Its title is ${quoted(facts.title)}`) : '',
    found.length > 0 ? `On the page I found ${joinAnd(found)}.` : '',
    language ? `The page is in ${language}; I'll ask my questions in English.` : '',
  ];
  if (!proposal) {
    const response = [...sentences, 'It says very little about the app itself.', SKIP, FIRST_QUESTION];
    return {
      status: 'success',
      response: response.filter(Boolean).join(' '),
      initial_state: { user_types: [], app_page: page },
    };
  }
  // The page's own description is the proposal when it has one: said once, as the page's words.
  const proposing = facts.description
    ? `It describes itself as ${quoted(proposal)}`
    : `So I'd describe your app as: ${quoted(proposal)}`;
  const response = [...sentences, ended(proposing), CONFIRM_DESCRIPTION_MARK, SKIP];
  return {
    status: 'success',
    response: response.filter(Boolean).join(' '),
    initial_state: { app_description: { value: proposal }, user_types: [], app_page: page },
  };
}

/** The first reply and plan for what reading `read.url` gave. */
export function openingFor(read: PageRead, typed: string): Opening {
  return read.ok ? readOpening(typed, read.facts) : unreadOpening(read.url, read.unread);
}
