// @vitest-environment node
/**
 * Groups said by what their people do: named as a short plural noun phrase, the doer of the verb
 * with what they do it to ("people who sell candles" → "Candle sellers").
 */
import { describe, expect, it } from 'vitest';
import { readGroups } from '../../../../../server/interviewer/language/groups';
import { namedByWhatTheyDo } from '../../../../../server/interviewer/language/people-who';

describe('people said by what they do are named by it', () => {
  it.each([
    ['people who sell handmade candles at markets', ['Handmade candle sellers']],
    ['folks who run small bakeries', ['Small bakery owners']],
    ['ppl who want to learn Italian and people who teach it', ['Italian learners', 'Teachers']],
    ['people who drive vans for a living', ['Van drivers']],
    ['people who cook at home, plus people who buy meal kits', ['Home cooks', 'Meal kit buyers']],
    ['people renting a flat, and landlords', ['People renting a flat', 'Landlords']],
  ])('%j → %j', (answer, names) => {
    expect(readGroups(answer)?.map((group) => group.name)).toEqual(names);
  });
});

describe('what is not said of people, or says nothing of what they do, names no one new', () => {
  it.each([
    ['people', 'who use it every day'],
    ['people', 'who need a loan'],
    ['nurses', 'who teach students'],
    ['people', 'on the night shift'],
  ])('%j %j → null', (name, description) => {
    expect(namedByWhatTheyDo(name, description)).toBeNull();
  });
});
