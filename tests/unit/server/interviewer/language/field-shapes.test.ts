// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fitsShape } from '../../../../../server/interviewer/language/field-shapes';
import type { TurnField } from '../../../../../server/interviewer/language/turn-reading';

const cases: [TurnField, string, boolean][] = [
  ['name', 'Sarah', true],
  ['name', 'Mary-Jane', true],
  ['name', 'And sorry', false],
  ['name', 'she', false],
  ['age', '29', true],
  ['age', '0', false],
  ['age', '121', false],
  ['age', '25-34', false],
  ['age', 'thirty', false],
  ['gender', 'Female', true],
  ['gender', 'woman', false],
  ['user_type', 'Team leads', true],
  ['user_type', 'Owners with one dog', true],
  ['user_type', 'Kinds of people', false],
  ['user_type', 'Please remove the walkers', false],
  ['user_type', 'Walker accepting them', false],
  ['user_type', 'Owners first.', false],
  ['segment', 'Busy professionals', true],
  ['segment', 'Keep track of', false],
  ['occupation_background', 'Night-shift nurse', true],
  ['occupation_background', 'She works nights', false],
  // A word in capitals names something ("ER", "IT"), and is no "er" or "it".
  ['occupation_background', 'ICU nurse', true],
  ['occupation_background', 'IT contractor', true],
  ['occupation_background', 'Er a nurse', false],
  ['state_of_mind', 'Impatient', true],
  ['device', 'iPhone 15', true],
  ['device', 'an iPhone. And a laptop', false],
  ['goal', 'Book a walk for tomorrow morning', true],
  ['goal', 'Cook', true],
  ['goal', 'Learn to build an app with Node.js', true],
  ['goal', 'Learn a to build app with Node.js', false],
  ['goal', 'Keep track of', false],
  ['goal', 'they book a walk', false],
  ['goal', 'Book a walk. Then pay.', false],
  // "her" at the end is whom the goal is about after a verb or a preposition, and whose, cut short, elsewhere.
  ['goal', 'Ask the other parents about her', true],
  ['goal', 'Text her', true],
  ['goal', 'Send the invoice to her', true],
  ['goal', 'Call the school and her', false],
  ['app_description', 'An app that matches dog owners with local walkers.', true],
  ['app_description', '', false],
];

describe('field shapes', () => {
  it.each(cases)('%s %j fits: %s', (field, value, fits) => {
    expect(fitsShape(field, value)).toBe(fits);
  });
});
