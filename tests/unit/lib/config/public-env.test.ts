// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { connectOrigins, isOwnSink, missingSiteUrlWarning, readPublicEnv } from '../../../../src/lib/config/public-env';

describe('readPublicEnv', () => {
  it('uses the documented defaults', () => {
    expect(readPublicEnv({})).toEqual({
      analysisHost: '',
      analysisApiKey: 'local-dev-key',
      leadWebhookUrl: '/api/leads',
      foundersUrl: '/api/founders',
      altchaUrl: '/api/altcha',
      gaId: '',
      siteUrl: 'http://localhost:4321',
      syncWorker: true,
    });
  });

  it.each([
    ['on', true],
    ['off', false],
    [' off ', false],
    ['', true],
  ])('reads PUBLIC_LEAD_SYNC_WORKER=%j as %s', (value, expected) => {
    expect(readPublicEnv({ PUBLIC_LEAD_SYNC_WORKER: value }).syncWorker).toBe(expected);
  });

  it.each([
    [undefined, '/api/founders'],
    ['', ''],
    ['   ', ''],
    [' https://count.example/founders ', 'https://count.example/founders'],
    ['/founders.json', '/founders.json'],
  ])('reads PUBLIC_FOUNDERS_URL=%j as %j: unset is the default, blank turns the count off', (value, expected) => {
    const source = value === undefined ? {} : { PUBLIC_FOUNDERS_URL: value };
    expect(readPublicEnv(source).foundersUrl).toBe(expected);
  });

  it.each([
    [undefined, '/api/altcha'],
    ['', ''],
    ['  ', ''],
    ['https://sink.example/api/altcha', 'https://sink.example/api/altcha'],
  ])('reads PUBLIC_ALTCHA_URL=%j as %j: unset is the default, blank turns the bot check off', (value, expected) => {
    const source = value === undefined ? {} : { PUBLIC_ALTCHA_URL: value };
    expect(readPublicEnv(source).altchaUrl).toBe(expected);
  });

  it('lets the page fetch challenges from the bot check on another origin', () => {
    expect(connectOrigins(readPublicEnv({ PUBLIC_ALTCHA_URL: 'https://sink.example/api/altcha' }))).toContain(
      'https://sink.example',
    );
  });

  it('normalises trailing slashes and blank values', () => {
    const env = readPublicEnv({
      PUBLIC_ANALYSIS_HOST: 'https://api.example.com/',
      PUBLIC_SITE_URL: 'https://testable.example/',
      PUBLIC_ANALYSIS_API_KEY: '  ',
    });
    expect(env.analysisHost).toBe('https://api.example.com');
    expect(env.siteUrl).toBe('https://testable.example');
    expect(env.analysisApiKey).toBe('local-dev-key');
  });

  it.each([
    ['PUBLIC_ANALYSIS_HOST', 'ftp://api.example.com'],
    ['PUBLIC_ANALYSIS_HOST', 'api.example.com'],
    ['PUBLIC_ANALYSIS_HOST', 'javascript:alert(1)'],
    ['PUBLIC_LEAD_WEBHOOK_URL', 'hooks.example.com/lead'],
    ['PUBLIC_LEAD_WEBHOOK_URL', '//hooks.example.com/lead'],
    ['PUBLIC_FOUNDERS_URL', 'api/founders'],
    ['PUBLIC_FOUNDERS_URL', '//count.example/founders'],
    ['PUBLIC_ALTCHA_URL', 'api/altcha'],
    ['PUBLIC_SITE_URL', 'not a url'],
    ['PUBLIC_LEAD_SYNC_WORKER', 'false'],
    ['PUBLIC_LEAD_SYNC_WORKER', 'OFF'],
  ])('rejects %s=%s, naming the variable', (name, value) => {
    expect(() => readPublicEnv({ [name]: value })).toThrow(name);
  });

  it.each([
    ['PUBLIC_LEAD_WEBHOOK_URL', '/api/leads'],
    ['PUBLIC_LEAD_WEBHOOK_URL', 'https://hooks.example.com/catch/1'],
    ['PUBLIC_ANALYSIS_HOST', 'http://localhost:8000'],
  ])('accepts %s=%s', (name, value) => {
    expect(() => readPublicEnv({ [name]: value })).not.toThrow();
  });
});

describe('the sink services by default', () => {
  const SITE = 'https://testable.example';
  const WEBHOOKS = {
    unset: undefined,
    own: `${SITE}/api/leads`,
    other: 'https://hooks.example.com/catch/1',
  } as const;
  const SERVICES = [
    ['PUBLIC_FOUNDERS_URL', 'foundersUrl', '/api/founders', 'https://count.example/founders'],
    ['PUBLIC_ALTCHA_URL', 'altchaUrl', '/api/altcha', 'https://sink.example/api/altcha'],
  ] as const;
  // Webhook × the variable unset, on or off: unset follows the webhook, a set value always wins.
  const TABLE = [
    ['unset', 'unset', 'default'],
    ['unset', 'on', 'set'],
    ['unset', 'off', ''],
    ['own', 'unset', 'default'],
    ['own', 'on', 'set'],
    ['own', 'off', ''],
    ['other', 'unset', ''],
    ['other', 'on', 'set'],
    ['other', 'off', ''],
  ] as const;

  describe.each(SERVICES)('%s', (name, key, defaultUrl, setUrl) => {
    it.each(TABLE)('webhook %s, variable %s → %s', (webhook, variable, expected) => {
      const source: Record<string, string> = { PUBLIC_SITE_URL: SITE };
      const webhookUrl = WEBHOOKS[webhook];
      if (webhookUrl) source['PUBLIC_LEAD_WEBHOOK_URL'] = webhookUrl;
      if (variable !== 'unset') source[name] = variable === 'on' ? setUrl : '';
      const want = expected === 'default' ? defaultUrl : expected === 'set' ? setUrl : '';
      expect(readPublicEnv(source)[key]).toBe(want);
    });
  });

  it.each([
    ['/api/leads', 'http://localhost:4321', true],
    ['/hooks/lead', 'https://testable.example', true],
    ['https://testable.example/api/leads', 'https://testable.example/', true],
    ['http://testable.example/api/leads', 'https://testable.example', false],
    ['https://hooks.example.com/catch/1', 'https://testable.example', false],
    ['//hooks.example.com/lead', 'https://testable.example', false],
    ['not a url', 'not a url', false],
  ])('webhook %s on site %s is the own sink: %s', (webhook, site, own) => {
    expect(isOwnSink(webhook, site)).toBe(own);
  });
});

describe('connectOrigins', () => {
  it('lists only the other origins the browser calls', () => {
    expect(connectOrigins(readPublicEnv({}))).toEqual([]);
    expect(
      connectOrigins(
        readPublicEnv({
          PUBLIC_ANALYSIS_HOST: 'https://api.example.com/v1',
          PUBLIC_LEAD_WEBHOOK_URL: 'https://hooks.example.com/catch/1',
          PUBLIC_FOUNDERS_URL: 'https://hooks.example.com/founders',
        }),
      ),
    ).toEqual(['https://api.example.com', 'https://hooks.example.com']);
    expect(connectOrigins(readPublicEnv({ PUBLIC_FOUNDERS_URL: 'https://count.example/founders' }))).toEqual([
      'https://count.example',
    ]);
  });
});

describe('missingSiteUrlWarning', () => {
  it.each([
    [{}, true],
    [{ PUBLIC_SITE_URL: '   ' }, true],
    [{ PUBLIC_SITE_URL: 'https://testable.dev' }, false],
  ])('%j → warns: %s', (source, warns) => {
    const warning = missingSiteUrlWarning(source);
    expect(warning !== null).toBe(warns);
    if (warning) expect(warning).toContain('http://localhost:4321');
  });
});
