import { describe, expect, it } from 'vitest';
import { emailLinkPagesSchema } from '../../../../src/lib/content/schemas/email-link-pages';
import { EMAIL_LINK_FIELDS, EMAIL_LINK_PAGES, emailLinkPath } from '../../../../src/lib/email-links/pages';

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

  it('has words for each page and for no other', () => {
    const { shape } = emailLinkPagesSchema;
    expect(Object.keys(shape)).toEqual(Object.keys(EMAIL_LINK_PAGES));
    expect(Object.keys(shape.confirm.shape)).toEqual([...EMAIL_LINK_PAGES.confirm]);
    expect(Object.keys(shape.leave.shape)).toEqual([...EMAIL_LINK_PAGES.leave]);
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
