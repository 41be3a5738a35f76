// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FOUNDER_SPOTS } from '../../../../src/lib/constants';
import { emailLinkPagesSchema } from '../../../../src/lib/content/schemas/email-link-pages';
import {
  EMAIL_LINK_FIELDS,
  EMAIL_LINK_PAGES,
  emailLinkPath,
  emailLinkRoutes,
  founderSpotPath,
} from '../../../../src/lib/email-links/pages';

describe('the pages of an email’s links', () => {
  it.each([
    ['confirm', 'ask', '/confirm'],
    ['confirm', 'done', '/confirm/done'],
    ['confirm', 'already', '/confirm/already'],
    ['confirm', 'expired', '/confirm/expired'],
    ['confirm', 'invalid', '/confirm/invalid'],
    ['confirm', 'busy', '/confirm/busy'],
    ['leave', 'ask', '/leave'],
    ['leave', 'done', '/leave/done'],
    ['leave', 'invalid', '/leave/invalid'],
    ['leave', 'busy', '/leave/busy'],
  ] as const)('%s %s is at %s', (action, page, path) => {
    expect(emailLinkPath(action, page)).toBe(path);
  });

  it('routes each link’s own page at its bare address, the only one with a button to post', () => {
    expect(emailLinkRoutes('leave')).toEqual([
      { params: { state: undefined }, props: { page: 'ask', field: EMAIL_LINK_FIELDS.leave } },
      { params: { state: 'done' }, props: { page: 'done', field: undefined } },
      { params: { state: 'invalid' }, props: { page: 'invalid', field: undefined } },
      { params: { state: 'busy' }, props: { page: 'busy', field: undefined } },
    ]);
    expect(emailLinkRoutes('confirm').map(({ props }) => props.field)).toEqual([
      EMAIL_LINK_FIELDS.confirm,
      ...EMAIL_LINK_PAGES.confirm.slice(1).map(() => undefined),
    ]);
  });

  it('has words for each page and for no other', () => {
    const { shape } = emailLinkPagesSchema;
    expect(Object.keys(shape)).toEqual(Object.keys(EMAIL_LINK_PAGES));
    // And the page a founder's confirmation leads to, one per spot, which names the spot.
    expect(Object.keys(shape.confirm.shape).sort()).toEqual([...EMAIL_LINK_PAGES.confirm, 'founder'].sort());
    expect(Object.keys(shape.leave.shape)).toEqual([...EMAIL_LINK_PAGES.leave]);
  });

  it('sends a founder’s confirmation to the page of its spot, one for each of the 50; any other to /confirm/done', () => {
    expect(founderSpotPath(1)).toBe('/confirm/founder/1');
    expect(founderSpotPath(FOUNDER_SPOTS)).toBe('/confirm/founder/50');
    for (const none of [null, 0, FOUNDER_SPOTS + 1, 2.5, Number.NaN]) expect(founderSpotPath(none)).toBeNull();
  });

  it('posts one field beside the token: leaving posts RFC 8058’s one-click body', () => {
    expect(new URLSearchParams([[EMAIL_LINK_FIELDS.leave.name, EMAIL_LINK_FIELDS.leave.value]]).toString()).toBe(
      'List-Unsubscribe=One-Click',
    );
    expect(new URLSearchParams([[EMAIL_LINK_FIELDS.confirm.name, EMAIL_LINK_FIELDS.confirm.value]]).toString()).toBe(
      'confirm=1',
    );
  });
});
