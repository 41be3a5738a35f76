// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  type CompanyFacts,
  companyPlaceholderWarning,
  fillFacts,
  formatLaunchMonth,
  isLaunchMonth,
  isPlaceholder,
  launchMonthWarning,
  siteFacts,
  statedCompanyFacts,
} from '../../../../src/lib/content/site-facts';

const FILLED: CompanyFacts = {
  legalName: 'Testable Ltd',
  companyNumber: '12345678',
  registeredOffice: '1 High Street, Leeds, LS1 1AA',
  contactEmail: 'hello@testable.dev',
};
const LABELS = { companyNumber: 'Company number', registeredOffice: 'Registered office' };

describe('the launch month', () => {
  it.each([
    ['2025-12', true],
    ['2026-01', true],
    ['2025-13', false],
    ['2025-00', false],
    ['2025-1', false],
    ['December 2025', false],
    ['2025-12-01', false],
    ['', false],
  ])('%j is a month: %s', (value, expected) => {
    expect(isLaunchMonth(value)).toBe(expected);
  });

  it.each([
    ['2025-12', 'December 2025'],
    ['2026-01', 'January 2026'],
    ['2027-03', 'March 2027'],
  ])('%j reads %j', (value, expected) => {
    expect(formatLaunchMonth(value)).toBe(expected);
  });

  it('refuses to format what is not a month, naming the field', () => {
    expect(() => formatLaunchMonth('Dec 2025')).toThrow(/launchMonth/);
  });

  it.each([
    // During the month and before it: no warning.
    ['2025-12', '2025-11-30T23:59:59Z', false],
    ['2025-12', '2025-12-31T23:59:59Z', false],
    // Once the next month has begun (UTC), the promise is broken.
    ['2025-12', '2026-01-01T00:00:00Z', true],
    ['2025-12', '2026-11-27T12:00:00Z', true],
    ['2026-12', '2026-11-27T12:00:00Z', false],
    ['not a month', '2030-01-01T00:00:00Z', false],
  ])('%j on %s warns: %s', (value, today, warns) => {
    const warning = launchMonthWarning(value, 'src/content/site/site.yaml', new Date(today));
    expect(warning !== undefined).toBe(warns);
    if (warning) expect(warning).toContain('src/content/site/site.yaml → launchMonth');
  });
});

describe('the company facts', () => {
  it.each([
    ['[Testable Ltd]', true],
    ['[12345678]', true],
    ['Testable Ltd', false],
    ['[unclosed', false],
    ['Testable [UK] Ltd', false],
    ['', false],
  ])('%j is a placeholder: %s', (value, expected) => {
    expect(isPlaceholder(value)).toBe(expected);
  });

  it.each<[string, Partial<CompanyFacts>, string[]]>([
    ['all filled', {}, ['Testable Ltd', 'Company number 12345678', 'Registered office 1 High Street, Leeds, LS1 1AA']],
    [
      'no number yet',
      { companyNumber: '[12345678]' },
      ['Testable Ltd', 'Registered office 1 High Street, Leeds, LS1 1AA'],
    ],
    ['nothing filled', { legalName: '[Testable Ltd]', companyNumber: '[1]', registeredOffice: '[An address]' }, []],
  ])('the footer states, with %s: %j', (_, change, expected) => {
    expect(statedCompanyFacts({ ...FILLED, ...change }, LABELS)).toEqual(expected);
  });

  it.each<[Partial<CompanyFacts>, string | undefined]>([
    [{}, undefined],
    [{ companyNumber: '[12345678]' }, 'company.yaml: companyNumber still holds its placeholder'],
    [
      { legalName: '[Ltd]', registeredOffice: '[Address]' },
      'company.yaml: legalName, registeredOffice still hold their placeholders',
    ],
  ])('with %o the build warns %j', (change, start) => {
    const warning = companyPlaceholderWarning({ ...FILLED, ...change }, 'company.yaml');
    if (start === undefined) expect(warning).toBeUndefined();
    else expect(warning).toMatch(new RegExp(`^${start.replace(/[[\]().]/g, '\\$&')}`));
  });
});

describe('the facts filled into copy', () => {
  const facts = siteFacts('2025-12', FILLED, new Date('2025-12-31T23:59:59Z'));

  it('reads the launch month, the contact email and how long a confirmation link works', () => {
    expect(facts).toEqual({ launch: 'December 2025', contactEmail: 'hello@testable.dev', confirmationDays: '14' });
  });

  it('names no launch month once it is over, and copy says its undated form', () => {
    const over = siteFacts('2025-12', FILLED, new Date('2026-01-01T00:00:00Z'));
    expect(over.launch).toBe('');
    const copy = { availability: '{{Available {launch}|Founders get access first}}' };
    expect(fillFacts(copy, facts).availability).toBe('Available December 2025');
    expect(fillFacts(copy, over).availability).toBe('Founders get access first');
  });

  it('fills every string at any depth, and leaves other placeholders and values alone', () => {
    const updated = new Date('2026-11-22');
    const copy = {
      availability: 'Available {launch}',
      nested: { list: ['Write to {contactEmail}', 'Founder #{number}'], count: 3, on: true, none: null },
      updated,
    };
    expect(fillFacts(copy, facts)).toEqual({
      availability: 'Available December 2025',
      nested: { list: ['Write to hello@testable.dev', 'Founder #{number}'], count: 3, on: true, none: null },
      updated,
    });
    expect(copy.availability).toBe('Available {launch}');
  });
});
