// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MAX_DESCRIPTION_LENGTH, MAX_VALUE_LENGTH } from '../../../../server/interviewer/words/answers';
import { PLAN_LIMITS } from '../../../../src/lib/plan/plan';
import { AGE_RANGE, cleanPlanValue, readAge } from '../../../../src/lib/plan/plan-values';

describe('cleanPlanValue', () => {
  it.each([
    ['Walkers', 'Walkers'],
    ['  Walkers  ', 'Walkers'],
    ['Dog\n\twalkers', 'Dog walkers'],
    ['Dog\u0000 walkers\u0085', 'Dog walkers'],
    ['\u00a0\u2003', ''],
    ['', ''],
    ['😀'.repeat(201), '😀'.repeat(200)],
    [`${'a'.repeat(199)} b`, `${'a'.repeat(199)}`],
  ])('%j reads %j', (input, expected) => {
    expect(cleanPlanValue(input)).toBe(expected);
  });

  it('keeps a description of up to 1000 characters', () => {
    expect(cleanPlanValue('a'.repeat(1001), PLAN_LIMITS.descriptionLength)).toBe('a'.repeat(1000));
  });
});

describe('readAge', () => {
  it.each([
    ['34', '34'],
    [' 7 ', '7'],
    ['034', '34'],
    [String(AGE_RANGE.min), '1'],
    [String(AGE_RANGE.max), '120'],
    ['0', null],
    ['121', null],
    ['0034', null],
    ['-3', null],
    ['3.5', null],
    ['1e2', null],
    ['thirty', null],
    ['３４', null],
    ['', null],
  ])('%j reads %j', (input, expected) => {
    expect(readAge(input)).toBe(expected);
  });
});

describe('PLAN_LIMITS', () => {
  it('bounds a value as the interviewer does', () => {
    expect(PLAN_LIMITS.valueLength).toBe(MAX_VALUE_LENGTH);
    expect(PLAN_LIMITS.descriptionLength).toBe(MAX_DESCRIPTION_LENGTH);
  });
});
