// @vitest-environment node
/**
 * The mail settings (README "Configure"): which mailer each set of variables makes on one
 * machine and on the edge, and the error that a half-made setting stops the server with.
 */
import { describe, expect, it } from 'vitest';
import { mailerFromEnv as edgeMailerFromEnv } from '../../../../server/mail/edge-mailer-env';
import { DEFAULT_MAIL_API_URL, mailSettingsFromEnv } from '../../../../server/mail/mail-settings';
import { mailerFromEnv as nodeMailerFromEnv } from '../../../../server/mail/node-mailer-env';
import { operatorAddressFromEnv } from '../../../../server/mail/operator-address';

const FROM = { name: 'Testable', address: 'hello@testable.dev' };
const SMTP_URL = 'smtp://mailer:secret-password@smtp.example.com:587';

describe('the mail settings', () => {
  it.each([
    ['nothing set: no mail', {}, null, null],
    ['only blanks: no mail', { SMTP_URL: ' ', MAIL_FROM: '' }, null, null],
    [
      'SMTP',
      { SMTP_URL, MAIL_FROM: 'Testable <hello@testable.dev>' },
      { transport: 'smtp', smtpUrl: SMTP_URL, from: FROM },
      'error',
    ],
    [
      'an HTTP API, at Resend by default',
      { MAIL_API_KEY: 're_123', MAIL_FROM: 'Testable <hello@testable.dev>' },
      { transport: 'http', apiUrl: DEFAULT_MAIL_API_URL, apiKey: 're_123', from: FROM },
      { transport: 'http', apiUrl: DEFAULT_MAIL_API_URL, apiKey: 're_123', from: FROM },
    ],
    [
      'an HTTP API elsewhere',
      { MAIL_API_KEY: 'k', MAIL_API_URL: 'https://mail.example/send', MAIL_FROM: 'hello@testable.dev' },
      {
        transport: 'http',
        apiUrl: 'https://mail.example/send',
        apiKey: 'k',
        from: { name: '', address: 'hello@testable.dev' },
      },
      {
        transport: 'http',
        apiUrl: 'https://mail.example/send',
        apiKey: 'k',
        from: { name: '', address: 'hello@testable.dev' },
      },
    ],
    [
      'both: SMTP on one machine, the API on the edge',
      { SMTP_URL, MAIL_API_KEY: 'k', MAIL_FROM: 'Testable <hello@testable.dev>' },
      { transport: 'smtp', smtpUrl: SMTP_URL, from: FROM },
      { transport: 'http', apiUrl: DEFAULT_MAIL_API_URL, apiKey: 'k', from: FROM },
    ],
  ])('%s', (_, env, onOneMachine, onTheEdge) => {
    expect(mailSettingsFromEnv(env, { smtp: true })).toEqual(onOneMachine);
    if (onTheEdge === 'error')
      expect(() => mailSettingsFromEnv(env, { smtp: false })).toThrow(/edge cannot speak SMTP/);
    else expect(mailSettingsFromEnv(env, { smtp: false })).toEqual(onTheEdge);
  });

  it.each([
    ['SMTP_URL without MAIL_FROM', { SMTP_URL }, /MAIL_FROM is not set/],
    ['MAIL_API_KEY without MAIL_FROM', { MAIL_API_KEY: 'k' }, /MAIL_FROM is not set/],
    ['MAIL_FROM alone', { MAIL_FROM: 'hello@testable.dev' }, /nothing to send with: set SMTP_URL or MAIL_API_KEY/],
    ['a MAIL_FROM that is not an address', { SMTP_URL, MAIL_FROM: 'Testable' }, /MAIL_FROM must be one address/],
    [
      'a MAIL_FROM with a line break',
      { SMTP_URL, MAIL_FROM: 'a@b.dev\nBcc: c@d.dev' },
      /MAIL_FROM must be one address/,
    ],
    [
      'an SMTP_URL of another scheme',
      { SMTP_URL: 'http://smtp.example.com', MAIL_FROM: 'a@b.dev' },
      /SMTP_URL must be/,
    ],
    ['an SMTP_URL that is no URL', { SMTP_URL: 'smtp.example.com:587', MAIL_FROM: 'a@b.dev' }, /SMTP_URL must be/],
    [
      'MAIL_API_URL without its key',
      { MAIL_API_URL: 'https://mail.example/send', MAIL_FROM: 'a@b.dev' },
      /without MAIL_API_KEY/,
    ],
    [
      'a MAIL_API_URL over plain http to another machine',
      { MAIL_API_KEY: 'k', MAIL_API_URL: 'http://mail.example/send', MAIL_FROM: 'a@b.dev' },
      /MAIL_API_URL must be an https/,
    ],
  ])('refuses %s, naming the variable', (_, env, message) => {
    expect(() => mailSettingsFromEnv(env, { smtp: true })).toThrow(message);
  });

  it('names every problem at once, and never repeats a value (SMTP_URL holds a password)', () => {
    const env = { SMTP_URL: 'ftp://mailer:secret-password@x', MAIL_API_URL: 'https://m.example', MAIL_FROM: 'nope' };
    let message = '';
    try {
      mailSettingsFromEnv(env, { smtp: true });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n- ').slice(1)).toEqual([
      expect.stringMatching(/^MAIL_FROM must be/),
      expect.stringMatching(/^SMTP_URL must be/),
      expect.stringMatching(/^MAIL_API_URL is set without MAIL_API_KEY/),
    ]);
    expect(message).not.toContain('secret-password');
  });
});

describe('mailerFromEnv', () => {
  it('makes a mailer on one machine for SMTP or the API, and none without settings', () => {
    expect(nodeMailerFromEnv({})).toBeNull();
    expect(nodeMailerFromEnv({ SMTP_URL, MAIL_FROM: 'a@b.dev' })).toHaveProperty('send');
    expect(nodeMailerFromEnv({ MAIL_API_KEY: 'k', MAIL_FROM: 'a@b.dev' })).toHaveProperty('send');
    expect(() => nodeMailerFromEnv({ SMTP_URL })).toThrow(/MAIL_FROM/);
  });

  it('makes the API’s mailer on the edge, and says that SMTP is not to be had there', () => {
    expect(edgeMailerFromEnv({})).toBeNull();
    expect(edgeMailerFromEnv({ MAIL_API_KEY: 'k', MAIL_FROM: 'a@b.dev' })).toHaveProperty('send');
    expect(() => edgeMailerFromEnv({ SMTP_URL, MAIL_FROM: 'a@b.dev' })).toThrow(/edge cannot speak SMTP/);
  });
});

describe('OPS_NOTIFY_EMAIL', () => {
  it('is the operator’s address, or none', () => {
    expect(operatorAddressFromEnv({ OPS_NOTIFY_EMAIL: ' ops@testable.dev ' })).toBe('ops@testable.dev');
    expect(operatorAddressFromEnv({})).toBeNull();
    expect(() => operatorAddressFromEnv({ OPS_NOTIFY_EMAIL: 'ops@testable.dev, eve@example.net' })).toThrow(
      /OPS_NOTIFY_EMAIL must be one email address/,
    );
  });
});
