// @vitest-environment node
/**
 * A group's new name said as a swap of names, or with the reason for it after: the reason is no
 * part of the name.
 */
import { describe, expect, it } from 'vitest';
import type { TurnAct } from '../../../../../server/interviewer/language/turn-reading';
import { swappedNames, withoutReason } from '../../../../../server/interviewer/reading/rename-phrasings';
import type { PlanState } from '../../../../../src/lib/plan/plan';
import { readActs } from './read-acts';

const words = (text: string) => text.split(' ');

/** A car wash booking app: two user types, the first with a segment being described. */
const carWash = (): PlanState => ({
  app_description: { value: 'Book a hand car wash at a local site.' },
  user_types: [
    {
      type: { value: 'Drivers' },
      segments: [{ segment: { value: 'Commuters' }, persona: { name: { value: 'Lena' } }, goals: [] }],
    },
    { type: { value: 'Site owners' }, segments: [] },
  ],
});
const read = (said: string) => readActs(carWash(), 'age', said);
const rename = (field: 'user_type' | 'segment', value: string, target: string): TurnAct => ({
  act: 'rename',
  field,
  value,
  target,
});

describe('the words of a new name, without the reason after it', () => {
  it.each([
    ['regulars because they come weekly', 'regulars'],
    ['night workers since they wash at night', 'night workers'],
    ['operators as that is our word', 'operators'],
    ['people who wash weekly', 'people who wash weekly'],
    ['fleet drivers so they know', 'fleet drivers'],
  ])('%s', (said, name) => {
    expect(withoutReason(words(said)).join(' ')).toBe(name);
  });
});

describe('names swapped', () => {
  it.each([
    ['swap commuters for daily drivers', 'commuters', 'daily drivers'],
    ['replace the owners with operators', 'the owners', 'operators'],
    ['go with operators for site owners', 'site owners', 'operators'],
    ['operators is a better name for site owners', 'site owners', 'operators'],
  ])('%s', (said, old, now) => {
    expect(swappedNames(words(said))).toEqual({ old: words(old), now: words(now) });
  });

  it('a task that uses something is no swap', () => {
    expect(swappedNames(words('book a wash for friday'))).toBeNull();
  });
});

describe('renames read so', () => {
  it.each<[string, TurnAct]>([
    ['call the site owners operators because most rent the site', rename('user_type', 'Operators', 'Site owners')],
    ["let's go with daily drivers for commuters", rename('segment', 'Daily drivers', 'Commuters')],
    ['swap commuters for daily drivers please', rename('segment', 'Daily drivers', 'Commuters')],
    ['not commuters exactly, more like daily drivers', rename('segment', 'Daily drivers', 'Commuters')],
  ])('%s', (said, act) => {
    expect(read(said)).toEqual([act]);
  });
});
