// @vitest-environment node
/**
 * A group named, then removed by its pronoun (pronoun-removals.ts), and what is answered after a
 * removal in the same turn (read-turn.ts).
 */
import { describe, expect, it } from 'vitest';
import { withoutClosingAside, withoutJoiners } from '../../../../../server/interviewer/reading/kept-clauses';
import { removalOfNamed } from '../../../../../server/interviewer/reading/pronoun-removals';
import type { PlanState } from '../../../../../src/lib/plan/plan';
import { readActs } from './read-acts';

const plan: PlanState = {
  app_description: { value: 'An app for booking driving lessons.' },
  user_types: [
    {
      type: { value: 'Learners' },
      segments: [
        {
          segment: { value: 'Teenage learners' },
          persona: { name: { value: 'Jo' }, age: { value: '17' }, gender: { value: 'Female' } },
          goals: [],
        },
        { segment: { value: 'Nervous adults' }, goals: [] },
      ],
    },
    { type: { value: 'Instructors' }, segments: [] },
  ],
};

describe('a group removed by its pronoun', () => {
  it.each([
    ['instructors just use paper, so drop them', '', 'user_type', 'Instructors'],
    ['ditch those please', 'the nervous adults are a different product', 'segment', 'Nervous adults'],
    ['honestly remove them', 'we never sell to instructors', 'user_type', 'Instructors'],
  ])('%j after %j removes %s %s', (clause, before, field, target) => {
    expect(removalOfNamed(plan, clause, before)?.act).toEqual({ act: 'removal', field, target });
  });

  it.each([
    ['remove them', ''],
    ['remove them and add parents', 'instructors'],
    ['drop them', 'she likes it'],
  ])('%j after %j removes nothing', (clause, before) => {
    expect(removalOfNamed(plan, clause, before)).toBeNull();
  });
});

describe('an answer beside a removal', () => {
  it.each([
    ["instructors aren't really users, delete them. she's a student", 'Instructors'],
    ["we're not doing instructors any more. and she's a student", 'Instructors'],
  ])('%j removes %s and answers', (said, target) => {
    expect(readActs(plan, 'occupation_background', said)).toEqual(
      expect.arrayContaining([
        { act: 'removal', field: 'user_type', target },
        { act: 'answer', field: 'occupation_background', value: 'Student' },
      ]),
    );
  });
});

describe('the words around an answer beside an edit', () => {
  it.each([
    ['and she drives', 'she drives'],
    ['oh and also a tablet', 'a tablet'],
    ['and', 'and'],
  ])('%j → %j', (said, left) => {
    expect(withoutJoiners(said)).toBe(left);
  });

  it.each([
    ["she's a vet btw", "she's a vet"],
    ['an android, by the way', 'an android'],
    ['btw', 'btw'],
  ])('%j → %j', (said, left) => {
    expect(withoutClosingAside(said)).toBe(left);
  });
});
