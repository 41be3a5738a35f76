// @vitest-environment node
/**
 * Corrections of a persona's details, said of the persona by name wherever it stands in the plan,
 * or by pronoun of the one being asked about: the value stored is the new detail alone, without
 * who has it, the verb that says so, or what trails off after it.
 */
import { describe, expect, it } from 'vitest';
import type { Asked, TurnAct, TurnField } from '../../../../../server/interviewer/language/turn-reading';
import type { PlanState } from '../../../../../src/lib/plan/plan';
import { readActs } from './read-acts';

/** A recipe app: Omar is described in full, Rita is being asked about. */
const recipes = (): PlanState => ({
  app_description: { value: 'Weekly meal plans and recipes.' },
  user_types: [
    {
      type: { value: 'Home cooks' },
      segments: [
        {
          segment: { value: 'Busy parents' },
          persona: {
            name: { value: 'Omar' },
            age: { value: '41' },
            gender: { value: 'Male' },
            occupation_background: { value: 'Maths teacher' },
            state_of_mind: { value: 'Tired in the evenings' },
            device: { value: 'Pixel 7' },
          },
          goals: [{ value: 'Plan dinners for the week' }],
        },
        {
          segment: { value: 'Students' },
          persona: { name: { value: 'Rita' }, age: { value: '20' }, gender: { value: 'Female' } },
          goals: [],
        },
      ],
    },
  ],
});

function read(said: string, asked: Asked = 'occupation_background'): TurnAct[] {
  const plan = recipes();
  return readActs(plan, asked, said);
}

const correction = (field: TurnField, value: string, target: string): TurnAct => ({
  act: 'correction',
  field,
  value,
  target,
});

describe('corrections of a persona', () => {
  it.each<[string, TurnAct]>([
    ['Omar uses an iPhone, not a Pixel', correction('device', 'iPhone', 'Pixel 7')],
    ['oh omar has a galaxy tab rather than a pixel', correction('device', 'Galaxy tab', 'Pixel 7')],
    [
      "btw Omar's on a chromebook w touchscreen, not the pixel",
      correction('device', 'Chromebook with touchscreen', 'Pixel 7'),
    ],
    ['Omar is more like 45', correction('age', '45', '41')],
    ["omar's 39 actually", correction('age', '39', '41')],
    ['Omar teaches science, not maths', correction('occupation_background', 'Science teacher', 'Maths teacher')],
    [
      "Omar's a head teacher by the way, not just a maths teacher",
      correction('occupation_background', 'Head teacher', 'Maths teacher'),
    ],
    [
      'Omar is a school nurse actually, not a teacher',
      correction('occupation_background', 'School nurse', 'Maths teacher'),
    ],
    ['make Omar a woman', correction('gender', 'Female', 'Male')],
    ["Omar's a woman really", correction('gender', 'Female', 'Male')],
    ["can you change Omar's name to Yusuf?", correction('name', 'Yusuf', 'Omar')],
    ['Omar should be Omid', correction('name', 'Omid', 'Omar')],
  ])('reads "%s"', (said, act) => {
    expect(read(said)).toEqual([act]);
  });

  it.each<[string, TurnAct]>([
    ['she is 22, not 20', correction('age', '22', '20')],
    ['her age should be 22', correction('age', '22', '20')],
    ["she's actually called Rina", correction('name', 'Rina', 'Rita')],
    ["Omar's job should be head of maths", correction('occupation_background', 'Head of maths', 'Maths teacher')],
  ])('reads "%s" of the persona asked about, or named', (said, act) => {
    expect(read(said)).toEqual([act]);
  });

  it('reads a discourse word after a named correction as no new name', () => {
    const acts = read("Omar's a woman. Anyway, Rita is a student");
    expect(acts).toContainEqual(correction('gender', 'Female', 'Male'));
    expect(acts).not.toContainEqual(expect.objectContaining({ field: 'name' }));
  });

  it('reads no age in a number said of something else', () => {
    expect(read('they cook like 3 times a week')).not.toContainEqual(expect.objectContaining({ field: 'age' }));
  });

  it('reads "make her 30" after a correction of a named persona as no second correction', () => {
    expect(read('Omar would be 43 now, not 41, so just make her 43')).toEqual([correction('age', '43', '41')]);
  });

  it.each<[string, TurnAct[]]>([
    ["Omar's a woman, Olga", [correction('gender', 'Female', 'Male'), correction('name', 'Olga', 'Omar')]],
    [
      'please make Omar a woman, and make it Mona',
      [correction('gender', 'Female', 'Male'), correction('name', 'Mona', 'Omar')],
    ],
  ])('reads "%s" as two corrections of the persona named first', (said, acts) => {
    expect(read(said)).toEqual(acts);
  });

  it('reads the old value said apart from a correction ("sorry, not a Pixel") as part of it', () => {
    expect(read('Omar has an iPhone, sorry, not a Pixel')).toEqual([correction('device', 'iPhone', 'Pixel 7')]);
  });

  it.each(['Omar teaches in Year 5', 'Omar has run the club since 12 years'])('reads no age in "%s"', (said) => {
    expect(read(said)).not.toContainEqual(expect.objectContaining({ field: 'age' }));
  });
});
