// @vitest-environment node
/**
 * The user types and segments a suggested plan fills (suggest-types.ts): the visitor's, then the
 * groups the app's words name, and stock ones only after those.
 */
import { describe, expect, it } from 'vitest';
import type { NamedGroup } from '../../../../../server/interviewer/plan/app-people';
import { segmentsToFill, typesToFill } from '../../../../../server/interviewer/plan/suggest-types';
import type { UserType } from '../../../../../src/lib/plan/plan';
import { v } from '../../../../support/plans';

const visitor = (...names: string[]): UserType[] => names.map((name) => ({ type: v(name), segments: [] }));
const group = (name: string, ...kinds: string[]): NamedGroup => ({ name, kinds });

describe('typesToFill', () => {
  it.each<[string, UserType[], NamedGroup[], 'generic' | 'marketplace' | 'ecommerce', string[]]>([
    [
      'two of the visitor’s: nothing added',
      visitor('Nurses', 'Managers'),
      [group('Patients')],
      'generic',
      ['Nurses', 'Managers'],
    ],
    [
      'one of the visitor’s, then the app’s',
      visitor('Nurses'),
      [group('Hospital staff')],
      'generic',
      ['Nurses', 'Hospital staff'],
    ],
    [
      'the app’s, up to four',
      [],
      ['A', 'B', 'C', 'D', 'E'].map((name) => group(`${name} owners`)),
      'generic',
      ['A owners', 'B owners', 'C owners', 'D owners'],
    ],
    [
      'the same people once',
      visitor('Bakers'),
      [group('Home bakers'), group('Buyers')],
      'generic',
      ['Bakers', 'Buyers'],
    ],
    ['the other side of its kind', visitor('Sellers'), [], 'marketplace', ['Sellers', 'Buyers']],
    ['the one group coming back', [], [group('Developers')], 'generic', ['Developers', 'Returning developers']],
    ['nothing named, a shop', [], [], 'ecommerce', ['Shoppers', 'Returning customers']],
    ['nothing named at all', [], [], 'generic', ['New visitors', 'Returning users']],
    ['no people in a name', [], [group('Learn to build apps')], 'generic', ['New visitors', 'Returning users']],
  ])('%s', (_, given, named, kind, names) => {
    expect(typesToFill(given, named, kind, true).map((type) => type.userType.type?.value)).toEqual(names);
  });

  it('keeps a kind of the visitor’s group that the app names, for a segment', () => {
    const [bakers] = typesToFill(visitor('Bakers'), [group('Home bakers')], 'generic', true);
    expect(bakers?.kinds).toEqual(['Home bakers']);
  });
});

describe('segmentsToFill', () => {
  const segmentNames = (given: UserType[], named: NamedGroup[], kind: 'generic' | 'marketplace' = 'generic') =>
    typesToFill(given, named, kind, true).map((type) =>
      segmentsToFill(type, kind, true).map((segment) => segment.segment?.value),
    );

  it.each<[string, UserType[], NamedGroup[], (string | undefined)[][]]>([
    [
      'the kinds the app names',
      [],
      [group('Walkers', 'Local walkers'), group('Dog owners')],
      [['Local walkers'], ['New dog owners']],
    ],
    ['people coming back', [], [group('Developers')], [['New developers'], ['Developers with an account']]],
    [
      'the visitor’s, each named',
      [{ type: v('Runners'), segments: [{ segment: v('Marathoners'), goals: [] }, { goals: [] }] }],
      [],
      [['Marathoners', 'New runners'], ['Runners with an account']],
    ],
  ])('%s', (_, given, named, names) => {
    expect(segmentNames(given, named)).toEqual(names);
  });

  it('names a stock user type’s segment as its kind does', () => {
    expect(segmentNames(visitor('Sellers'), [], 'marketplace')).toEqual([['New sellers'], ['First-time buyers']]);
  });
});
