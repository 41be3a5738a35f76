// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { allowedOriginsFromEnv, httpOrigin, isAllowedOrigin } from '../../../../server/lead-intake/lead-origin';
import { referenceHostOptionsFromEnv } from '../../../../server/reference-host/node-host';

describe('httpOrigin', () => {
  it.each([
    ['https://testable.example/path?q#f', 'https://testable.example'],
    ['  HTTP://Testable.Example:80/ ', 'http://testable.example'],
    ['https://testable.example:8443', 'https://testable.example:8443'],
    ['null', null],
    ['', null],
    ['testable.example', null],
    ['ftp://testable.example', null],
    ['file:///etc/passwd', null],
  ])('%j → %j', (text, origin) => {
    expect(httpOrigin(text)).toBe(origin);
  });
});

describe('allowedOriginsFromEnv', () => {
  it.each<[string, string | undefined, string[]]>([
    ['http://localhost:4321', undefined, ['http://localhost:4321']],
    [
      'https://testable.example/',
      'https://www.testable.example, https://testable.example ,',
      ['https://testable.example', 'https://www.testable.example'],
    ],
    [
      'https://testable.example',
      'not a url,javascript:alert(1),http://127.0.0.1:4321',
      ['https://testable.example', 'http://127.0.0.1:4321'],
    ],
  ])('%j + %j → %j', (site, extra, origins) => {
    expect(allowedOriginsFromEnv(site, extra)).toEqual(origins);
  });
});

describe('isAllowedOrigin', () => {
  const allowed = ['https://testable.example'];
  it.each<[string | undefined, string, boolean]>([
    [undefined, 'http://127.0.0.1:4321/api/leads', true],
    ['http://127.0.0.1:4321', 'http://127.0.0.1:4321/api/leads', true],
    ['https://testable.example', 'http://127.0.0.1:4321/api/leads', true],
    ['http://localhost:4321', 'http://127.0.0.1:4321/api/leads', false],
    ['https://testable.example.evil.example', 'http://127.0.0.1:4321/api/leads', false],
    ['null', 'http://127.0.0.1:4321/api/leads', false],
    ['', 'http://127.0.0.1:4321/api/leads', false],
    ['https://evil.example', 'https://evil.example/api/leads', true],
  ])('Origin %j to %s → %s', (origin, url, expected) => {
    expect(isAllowedOrigin(origin, url, allowed)).toBe(expected);
  });
});

describe('the lead settings from the environment', () => {
  it.each<[Record<string, string>, number, string[]]>([
    [{}, 20, ['http://localhost:4321']],
    [{ LEADS_PER_MINUTE: '500', PUBLIC_SITE_URL: 'https://testable.example' }, 500, ['https://testable.example']],
    [{ LEADS_PER_MINUTE: '0' }, 0, ['http://localhost:4321']],
    [{ LEADS_PER_MINUTE: 'many' }, 20, ['http://localhost:4321']],
    [{ LEADS_PER_MINUTE: '-1' }, 20, ['http://localhost:4321']],
    [{ LEADS_PER_MINUTE: '2.5' }, 20, ['http://localhost:4321']],
    [
      { LEAD_ALLOWED_ORIGINS: 'https://a.example,https://b.example/' },
      20,
      ['http://localhost:4321', 'https://a.example', 'https://b.example'],
    ],
  ])('%j → %d a minute from %j', (env, leadsPerMinute, allowedOrigins) => {
    expect(referenceHostOptionsFromEnv(env)).toMatchObject({ leadsPerMinute, allowedOrigins });
  });
});
