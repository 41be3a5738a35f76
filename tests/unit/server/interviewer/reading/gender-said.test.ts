// @vitest-environment node
/**
 * A persona's gender is stored when it is said: in answer to the gender question (in a word, a
 * sentence, or the pronoun the sentence speaks of them with), or outright beside another answer
 * ("a woman in her forties"). The pronoun a founder happens to use ("she's 44") says nothing.
 */
import { describe, expect, it } from 'vitest';
import type { Asked, TurnAct } from '../../../../../server/interviewer/language/turn-reading';
import type { PlanState } from '../../../../../src/lib/plan/plan';
import { readActs } from './read-acts';

/** A bike-repair booking app, its first persona being described: Ines, then her age, then her gender. */
function bikes(persona: Record<string, string>): PlanState {
  return {
    app_description: { value: 'Book a bike repair at a nearby workshop.' },
    user_types: [
      {
        type: { value: 'Cyclists' },
        segments: [
          {
            segment: { value: 'Commuters' },
            persona: Object.fromEntries(Object.entries(persona).map(([field, value]) => [field, { value }])),
            goals: [],
          },
        ],
      },
    ],
  };
}

const genderOf = (acts: TurnAct[]) => acts.filter((act) => act.field === 'gender').map((act) => act.value);

describe('a pronoun is no answer to the gender question it was not asked', () => {
  it.each<[Asked, Record<string, string>, string]>([
    ['age', { name: 'Ines' }, 'She is 38'],
    ['age', { name: 'Ines' }, "she's 38 years old"],
    ['age', { name: 'Ines' }, 'He is 61 but still cycles daily'],
    ['age', { name: 'Ines' }, 'Ines? Her age is 27'],
    ['name', {}, 'Ines, she fixes her own brakes'],
    ['name', {}, "Marco, he's a courier"],
  ])('asked %s, "%s" stores no gender', (asked, persona, said) => {
    expect(genderOf(readActs(bikes(persona), asked, said))).toEqual([]);
  });
});

describe('a gender said is stored', () => {
  it.each<[Asked, Record<string, string>, string, string]>([
    ['gender', { name: 'Ines', age: '38' }, 'Woman', 'Female'],
    ['gender', { name: 'Ines', age: '38' }, 'she is female', 'Female'],
    ['gender', { name: 'Marco', age: '61' }, "He's a courier", 'Male'],
    ['gender', { name: 'Marco', age: '61' }, 'a man who rides every day', 'Male'],
    ['gender', { name: 'Ines', age: '38' }, 'Non-binary, uses they', 'Non-binary'],
    ['age', { name: 'Ines' }, 'A woman of 38', 'Female'],
  ])('asked %s, "%s" → %s', (asked, persona, said, gender) => {
    expect(genderOf(readActs(bikes(persona), asked, said))).toEqual([gender]);
  });
});
