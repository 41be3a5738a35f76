// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readPersonaAnswer } from '../../../../../server/interviewer/replies/persona-answer';
import type { PersonaField } from '../../../../../src/lib/plan/plan';

describe('readPersonaAnswer: who someone is to their family is a job only when the job is asked', () => {
  it.each<[PersonaField, string, string | undefined]>([
    ['gender', 'female, a mother of three', undefined],
    ['state_of_mind', "frazzled, he's a dad of twins", undefined],
    ['occupation_background', 'stay-at-home dad', 'Stay-at-home dad'],
    ['gender', "a woman, she's a florist", 'Florist'],
  ])('%s: %j → %j', (field, said, job) => {
    expect(readPersonaAnswer(field, said, {})?.persona.occupation_background?.value).toBe(job);
  });
});
