// @vitest-environment node
/** Contractions typed without their apostrophe (contractions.ts), read as the answer rules read "she's". */
import { describe, expect, it } from 'vitest';
import { withApostrophes } from '../../../../../server/interviewer/reading/contractions';
import type { PlanState } from '../../../../../src/lib/plan/plan';
import { readActs } from './read-acts';

describe('the apostrophe put back', () => {
  it.each([
    ['shes a vet', "she's a vet"],
    ['Hes tired', "He's tired"],
    ['theyre students, theyve no money', "they're students, they've no money"],
    ['a garden shed', 'a garden shed'],
    ['the shell company', 'the shell company'],
  ])('%j → %j', (typed, read) => {
    expect(withApostrophes(typed)).toBe(read);
  });
});

const plan: PlanState = {
  app_description: { value: 'An app for booking a plumber.' },
  user_types: [
    {
      type: { value: 'Homeowners' },
      segments: [
        { segment: { value: 'Landlords' }, persona: { name: { value: 'Ravi' }, age: { value: '48' } }, goals: [] },
      ],
    },
  ],
};

describe('a job said with the apostrophe left out', () => {
  it.each([
    ['hes an electrician', 'Electrician'],
    ['shes a pharmacist', 'Pharmacist'],
  ])('%j is %s', (said, job) => {
    const asked = { ...plan, user_types: structuredClone(plan.user_types) };
    const persona = asked.user_types[0]?.segments[0]?.persona;
    if (persona) persona.gender = { value: 'Male' };
    expect(readActs(asked, 'occupation_background', said)).toEqual([
      { act: 'answer', field: 'occupation_background', value: job },
    ]);
  });
});
