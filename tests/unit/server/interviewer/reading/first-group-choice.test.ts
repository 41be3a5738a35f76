// @vitest-environment node
/**
 * Which group goes first (first-group.ts readFirstGroupChoice): a group named with a hedge or a
 * verb around it, by a short form, with a slip, or by the one word no other group's name has.
 */
import { describe, expect, it } from 'vitest';
import { readFirstGroupChoice } from '../../../../../server/interviewer/plan/first-group';
import { sameWord } from '../../../../../server/interviewer/words/word-likeness';
import type { PlanState } from '../../../../../src/lib/plan/plan';

const planOf = (...types: string[]): PlanState => ({
  app_description: { value: 'An app.' },
  user_types: types.map((type) => ({ type: { value: type }, segments: [] })),
});

describe('the group chosen first', () => {
  it.each([
    [['Tutors', 'Students'], 'students defo', 1],
    [['Tutors', 'Students'], 'The tutors come first, the students after', 0],
    [['Tutors', 'Students'], 'and then start with the students obviously', 1],
    [['Tutors', 'Students'], 'students are the bigger group, so them', 1],
    [['Sales managers', 'Support agents'], 'support agnets first', 1],
    [['Sales managers', 'Support agents'], 'sales managers should go first, they pay', 0],
    [['Frontend developers', 'QA engineers'], 'frontend devs please', 0],
    [['Clinic administrators', 'Patients'], 'admins', 0],
    [['Hobby gardeners', 'Nurseries'], 'gardners', 0],
    [['HR managers', 'Line managers'], 'begin with HR', 0],
    [['Kids', 'Parents'], 'kids only', 0],
  ])('%j: %j chooses group %i', (types, said, index) => {
    expect(readFirstGroupChoice(planOf(...types), said)).toEqual({ index, namesSegment: false });
  });

  it('keeps a new part of the group named as a segment of it', () => {
    expect(readFirstGroupChoice(planOf('Tutors', 'Students'), 'actually, students in their final year')).toEqual({
      index: 1,
      namesSegment: true,
      segmentName: 'Students in their final year',
    });
  });

  it.each([
    [['Volunteer coordinators', 'Volunteers'], 'volunters', 1],
    [['Team managers', 'Managers'], 'team managers first', 0],
  ])('%j: %j chooses the closest name, %i', (types, said, index) => {
    expect(readFirstGroupChoice(planOf(...types), said)?.index).toBe(index);
  });

  it('chooses no group when a slip fits two', () => {
    expect(readFirstGroupChoice(planOf('Bakers', 'Makers'), 'bkers')).toBeNull();
  });
});

describe('the group chosen by its place in the list', () => {
  it.each([
    [['Landlords', 'Tenants'], 'the second one', 1],
    [['Landlords', 'Tenants'], 'hmm the first lot I reckon, they pay', 0],
    [['Landlords', 'Tenants'], 'the latter i think', 1],
    [['Landlords', 'Tenants', 'Letting agents'], 'the latter', 2],
    [['Landlords', 'Tenants', 'Letting agents'], "let's go with the last bunch", 2],
    [['Landlords', 'Tenants', 'Letting agents'], 'top one please', 0],
    [['Landlords', 'Tenants', 'Letting agents'], 'the 3rd group', 2],
    [['Landlords', 'Tenants'], 'start by the tenants', 1],
  ])('%j: %j chooses group %i', (types, said, index) => {
    expect(readFirstGroupChoice(planOf(...types), said)).toEqual({ index, namesSegment: false });
  });

  it('chooses no place the list does not have', () => {
    expect(readFirstGroupChoice(planOf('Landlords', 'Tenants'), 'the third one')).toBeNull();
  });
});

describe('a word said as a word of a name', () => {
  it.each([
    ['dev', 'developer', true],
    ['admin', 'administrator', true],
    ['volunter', 'volunteer', true],
    ['begginer', 'beginner', true],
    ['cat', 'car', false],
    ['an', 'analyst', false],
    ['nurse', 'purse', true],
    ['teacher', 'preacher', false],
    ['agnet', 'agent', true],
  ])('%j for %j: %s', (said, named, same) => {
    expect(sameWord(said, named)).toBe(same);
  });
});
