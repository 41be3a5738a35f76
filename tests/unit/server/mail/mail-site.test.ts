// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { mailSiteFrom, parseMailSite } from '../../../../server/mail/mail-site';

const GOOD = {
  product: 'Testable',
  company: 'Testable Ltd',
  contactEmail: 'hello@testable.dev',
  siteUrl: 'https://testable.dev',
};

describe('parseMailSite', () => {
  it('reads the sender and the site the build wrote', () => {
    expect(parseMailSite(GOOD)).toEqual({
      sender: { product: 'Testable', company: 'Testable Ltd', contactEmail: 'hello@testable.dev' },
      siteUrl: 'https://testable.dev',
    });
  });

  it.each<[string, unknown]>([
    ['nothing', null],
    ['an array', [GOOD]],
    ['no product', { ...GOOD, product: '' }],
    ['no company', { ...GOOD, company: ' ' }],
    ['a contact that is not one address', { ...GOOD, contactEmail: 'hello@testable.dev\nBcc: x@y.z' }],
    ['no site', { ...GOOD, siteUrl: '' }],
    ['a site with a path', { ...GOOD, siteUrl: 'https://testable.dev/x' }],
    ['a site that is not the web', { ...GOOD, siteUrl: 'javascript:alert(1)' }],
    ['a site that is no address', { ...GOOD, siteUrl: 'testable.dev' }],
  ])('refuses %s, naming the fix', (_name, json) => {
    expect(() => parseMailSite(json)).toThrow(/run npm run build/);
  });
});

describe('mailSiteFrom', () => {
  it('reads once, and again after a failure', async () => {
    const read = vi.fn<() => Promise<unknown>>().mockRejectedValueOnce(new Error('no file')).mockResolvedValue(GOOD);
    const site = mailSiteFrom(read);
    await expect(site()).rejects.toThrow('no file');
    expect((await site()).siteUrl).toBe('https://testable.dev');
    await site();
    expect(read).toHaveBeenCalledTimes(2);
  });
});
