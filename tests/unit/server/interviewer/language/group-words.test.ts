// @vitest-environment node
/**
 * Group names as they are typed: slashes between names, compound words without their hyphen,
 * names in the possessive or the singular, and a whole congregation.
 */
import { describe, expect, it } from 'vitest';
import { readableGroups } from '../../../../../server/interviewer/language/group-words';
import { readGroups } from '../../../../../server/interviewer/language/groups';

describe('readableGroups', () => {
  it.each([
    ['drivers/riders', 'drivers, riders'],
    ['carers and/or nurses', 'carers and/or nurses'],
    ['mums w/ toddlers', 'mums w/ toddlers'],
    ['part time staff', 'part-time staff'],
    ["the driver's and the rider's", 'the driver and the rider'],
    ["it's drivers", "it's drivers"],
    ["the driver's car", "the driver's car"],
  ])('%j → %j', (typed, readable) => {
    expect(readableGroups(typed)).toBe(readable);
  });
});

describe('the groups of answers typed that way', () => {
  it.each([
    ['drivers/riders', ['Drivers', 'Riders']],
    ['Driver, rider, fleet manager', ['Drivers', 'Riders', 'Fleet managers']],
    ['full time nurses and agency staff', ['Full-time nurses', 'Agency staff']],
    ["The patient's and the nurse's", ['Patients', 'Nurses']],
    ['the audience, and the venue managers', ['Audience', 'Venue managers']],
    ['anyone who sells vintage clothes', ['Vintage clothes sellers']],
    ['people who fix watches', ['Watch fixers']],
  ])('%j → %j', (answer, names) => {
    expect(readGroups(answer)?.map((group) => group.name)).toEqual(names);
  });
});
