// @vitest-environment node
/**
 * A new app description asked for in the turn is a correction of it, whatever was asked: the new
 * description runs to the end of the turn, and what was said before it is read as usual.
 */
import { describe, expect, it } from 'vitest';
import type { Asked, TurnAct } from '../../../../../server/interviewer/language/turn-reading';
import type { PlanState } from '../../../../../src/lib/plan/plan';
import { readActs } from './read-acts';

const before = 'A parking app for finding spaces.';
const parking = (): PlanState => ({
  app_description: { value: before },
  user_types: [
    {
      type: { value: 'Drivers' },
      segments: [{ segment: { value: 'Commuters' }, persona: { name: { value: 'Joe' } }, goals: [] }],
    },
  ],
});

function read(said: string, asked: Asked = 'age'): TurnAct[] {
  const plan = parking();
  return readActs(plan, asked, said);
}

const described = (value: string): TurnAct => ({ act: 'correction', field: 'app_description', value, target: before });

describe('a new app description', () => {
  it.each<[string, string]>([
    [
      'Could you update the description: drivers find, book and pay for a parking space, by the hour or the day.',
      'drivers find, book and pay for a parking space, by the hour or the day.',
    ],
    ['Please rewrite the app description to: Book a parking space near work.', 'Book a parking space near work.'],
    ["the description should be 'find and book parking near your office'", 'find and book parking near your office'],
    ['ok, correct our description please: it finds parking, and pays for it.', 'it finds parking, and pays for it.'],
  ])('reads "%s"', (said, value) => {
    expect(read(said)).toEqual([described(value)]);
  });

  it('reads what was said before the new description as an answer', () => {
    expect(read('About 40. Also fix the description: it finds and books parking spaces.')).toEqual([
      described('it finds and books parking spaces.'),
      { act: 'answer', field: 'age', value: '40' },
    ]);
  });

  it('reads a description named in passing as no correction', () => {
    expect(read('the description is fine, he is 40')).not.toContainEqual(
      expect.objectContaining({ field: 'app_description' }),
    );
  });
});

describe('what follows an edit', () => {
  it.each([
    ['Commuters we do not do for now, please remove.', [{ act: 'removal', field: 'segment', target: 'Commuters' }]],
    [
      'remove the commuters segment, we’ll add them back later',
      [{ act: 'removal', field: 'segment', target: 'Commuters' }],
    ],
  ])('reads "%s" as the edit alone', (said, acts) => {
    expect(read(said)).toEqual(acts);
  });
});

describe('a new app description, said without its word', () => {
  it.each<[string, string]>([
    [
      'can you fix the blurb: drivers rent a neighbour’s driveway by the hour',
      'drivers rent a neighbour’s driveway by the hour',
    ],
    ['change the summary to: Find and pay for parking near the stadium.', 'Find and pay for parking near the stadium.'],
    ['let me rephrase: people rent out their driveway to commuters', 'people rent out their driveway to commuters'],
    [
      'I described it badly, it is a marketplace for private parking spaces',
      'it is a marketplace for private parking spaces',
    ],
  ])('reads "%s"', (said, value) => {
    expect(read(said)).toContainEqual(described(value));
  });

  it('reads a rephrasing with nothing after it as no correction', () => {
    expect(read('let me rephrase that')).not.toContainEqual(expect.objectContaining({ field: 'app_description' }));
  });
});
