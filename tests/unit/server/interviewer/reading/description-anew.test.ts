// @vitest-environment node
/**
 * A new app description said after a sentence that asks for it, or said anew as what the app
 * "really" is, is a correction of the description whatever was asked; the first description is
 * kept without a greeting before it or the doubt of a final question mark.
 */
import { describe, expect, it } from 'vitest';
import type { Asked, TurnAct } from '../../../../../server/interviewer/language/turn-reading';
import { asksForDescription } from '../../../../../server/interviewer/reading/description-anew';
import type { PlanState } from '../../../../../src/lib/plan/plan';
import { readActs } from './read-acts';

const before = 'An app for allotment holders to swap seeds.';
const allotments = (): PlanState => ({
  app_description: { value: before },
  user_types: [
    {
      type: { value: 'Allotment holders' },
      segments: [{ segment: { value: 'Retired gardeners' }, persona: { name: { value: 'Iris' } }, goals: [] }],
    },
  ],
});
const corrected = (value: string): TurnAct => ({ act: 'correction', field: 'app_description', value, target: before });

describe('a new description said after a sentence asking for it', () => {
  it.each<[string, string]>([
    [
      'the description is a bit off. Allotment holders swap seeds and surplus veg with the plots next to theirs',
      'Allotment holders swap seeds and surplus veg with the plots next to theirs',
    ],
    [
      'can I redo the app description? Seed and veg swaps between allotment neighbours',
      'Seed and veg swaps between allotment neighbours',
    ],
    [
      'I think I explained it wrong. it is a swap shop for seeds, cuttings and spare veg',
      'it is a swap shop for seeds, cuttings and spare veg',
    ],
    [
      "our blurb isn't right, it's a swap shop for allotment seeds and cuttings",
      "it's a swap shop for allotment seeds and cuttings",
    ],
    [
      'forget what I wrote about the app earlier - people on the same allotment site lend tools and swap seeds',
      'people on the same allotment site lend tools and swap seeds',
    ],
    [
      "I didn't describe it well. Actually, plot holders lend tools and swap seeds. Oh and she's 70",
      'plot holders lend tools and swap seeds.',
    ],
  ])('reads "%s"', (said, value) => {
    expect(readActs(allotments(), 'age', said)).toContainEqual(corrected(value));
  });

  it.each([
    ['the description is fine, she is 70'],
    ["don't change the description, she's 70"],
    ['the description is wrong, can you fix it?'],
    ['update the summary, then send it to the committee'],
  ])('reads no new description in "%s"', (said) => {
    expect(readActs(allotments(), 'age', said)).not.toContainEqual(
      expect.objectContaining({ field: 'app_description' }),
    );
  });

  it.each<[string, boolean]>([
    ['the app description is out of date', true],
    ['sorry, I described it badly', true],
    ['let me explain it again', true],
    ['we put the seeds in again', false],
    ['the description is great', false],
  ])('"%s" asks for a new description: %s', (said, asks) => {
    expect(asksForDescription(said)).toBe(asks);
  });
});

describe('a new description labelled as one, or asked for in other words', () => {
  it.each<[string, string]>([
    ['Updated description: plot neighbours swap seeds and lend tools', 'plot neighbours swap seeds and lend tools'],
    ['new blurb - plot neighbours swap seeds and lend tools', 'plot neighbours swap seeds and lend tools'],
    ['correction on the app: it lets plot neighbours swap seeds', 'it lets plot neighbours swap seeds'],
    ['please change what the app does to: plot neighbours swap seeds', 'plot neighbours swap seeds'],
    ["could you make the description 'a seed swap for allotment sites'", 'a seed swap for allotment sites'],
    ['replace the description with a seed swap for allotment sites', 'a seed swap for allotment sites'],
  ])('reads "%s"', (said, value) => {
    expect(readActs(allotments(), 'age', said)).toContainEqual(corrected(value));
  });
});

describe('the app said anew as another kind of app', () => {
  it.each<[string, string, Asked]>([
    [
      "actually it's more of a marketplace where plot holders sell spare veg to neighbours",
      "it's more of a marketplace where plot holders sell spare veg to neighbours",
      'age',
    ],
    [
      'sorry, the app is really a booking tool for shared allotment sheds and tools',
      'the app is really a booking tool for shared allotment sheds and tools',
      'segment',
    ],
    [
      'ok let me correct that, it is a swap platform for allotment holders',
      'it is a swap platform for allotment holders',
      'age',
    ],
    [
      "it's not only for seeds, it's a swap app for tools and veg as well",
      "it's not only for seeds, it's a swap app for tools and veg as well",
      'age',
    ],
  ])('reads "%s"', (said, value, asked) => {
    const plan = allotments();
    if (asked === 'segment') plan.user_types[0]?.segments.splice(0);
    expect(readActs(plan, asked, said)).toContainEqual(corrected(value));
  });

  it('reads a kind of app said without taking anything back as no correction', () => {
    expect(readActs(allotments(), 'age', "she's 70, it's a great app for her")).not.toContainEqual(
      expect.objectContaining({ field: 'app_description' }),
    );
  });
});

describe('the first description', () => {
  const empty = (): PlanState => ({ user_types: [] });
  it.each<[string, string]>([
    ['Hi! It is a seed swap app for allotment holders', 'It is a seed swap app for allotment holders'],
    ['sure, happy to. seed swaps between allotment plots', 'seed swaps between allotment plots'],
    ['not sure how to say it... a seed swap for allotments?', 'not sure how to say it... a seed swap for allotments'],
    ['Seed swaps for allotments, what else do you need?', 'Seed swaps for allotments'],
  ])('reads "%s"', (said, value) => {
    expect(readActs(empty(), 'app_description', said)).toContainEqual({
      act: 'answer',
      field: 'app_description',
      value,
    });
  });
});
