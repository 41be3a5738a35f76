// @vitest-environment node
/**
 * Groups as the plan stores them: a segment keeps as much of what describes it as still names
 * people (docs/interviewer.md, "Field shapes"), cut where a qualifier starts.
 */
import { describe, expect, it } from 'vitest';
import { fitsShape } from '../../../../../server/interviewer/language/field-shapes';
import { readGroups, segmentName } from '../../../../../server/interviewer/language/groups';
import { segmentsIn, segmentValue } from '../../../../../server/interviewer/plan/segment-value';

describe('a segment keeps the part of its description that still names people', () => {
  it.each([
    [{ name: 'Students', description: 'who share it with their flatmates' }, 'Students'],
    [{ name: 'Nurses', description: 'on nights who hate it' }, 'Nurses on nights'],
    [{ name: 'Retirees', description: 'with a garden they love' }, 'Retirees with a garden'],
    [{ name: 'Drivers', description: 'who rent a van' }, 'Drivers who rent a van'],
    [{ name: 'Parents', description: '' }, 'Parents'],
  ])('%j → %j', (group, name) => {
    expect(segmentName(group)).toBe(name);
    expect(fitsShape('segment', name)).toBe(true);
  });
});

describe('several segments in a sentence, each stored though one is described by a pronoun', () => {
  it.each([
    ['night nurses who use it on breaks, and carers doing it part time', ['Night nurses', 'Carers']],
    [
      'Pensioners who find it fiddly, plus teenagers with their first phone',
      ['Pensioners', 'Teenagers with their first phone'],
    ],
  ])('%j → %j', (answer, segments) => {
    expect(segmentsIn(answer)).toEqual(segments);
  });
});

describe('a plural the library reads as a verb still names a group', () => {
  it.each([
    ['night nurses and porters', ['Night nurses', 'Porters']],
    ['small firms with one office, and tribute bands', ['Small firms', 'Tribute bands']],
    ['coach drivers, hen parties, students', ['Coach drivers', 'Hen parties', 'Students']],
    ['Landscapers who mow lawns and invoices', ['Landscapers']],
  ])('%j → %j', (answer, names) => {
    expect(readGroups(answer)?.map((group) => group.name)).toEqual(names);
  });
});

describe('a group said to count for less is a group of its own, its how-often words dropped', () => {
  it.each([
    ['Gardeners, and to a lesser extent landscapers who quote', ['Gardeners', 'Landscapers']],
    ['tenants mostly, letting agents to a lesser degree', ['Tenants', 'Letting agents']],
    ['Parents mainly. grandparents sometimes but less', ['Parents', 'Grandparents']],
    ['Cleaners, and cat sitters but less so', ['Cleaners', 'Cat sitters']],
    ['Dog walkers, and the occasional pet sitter', ['Dog walkers', 'Pet sitters']],
  ])('%j → %j', (answer, names) => {
    expect(readGroups(answer)?.map((group) => group.name)).toEqual(names);
  });
});

describe('"It\'s …", "There are …" open the answer that names the groups; later on they say more of one', () => {
  it.each([
    ["it's mostly carers, and a few district nurses", ['Carers', 'District nurses']],
    ['There are the tenants, and then the landlords', ['Tenants', 'Landlords']],
    ["they're students and lecturers", ['Students', 'Lecturers']],
    ['theres young drivers and their parents', ['Young drivers', 'Parents']],
    ["Plumbers. They're the ones who quote.", ['Plumbers']],
    ["Tutors. It's extra money for them.", ['Tutors']],
    ["there's two kinds, tutors and parents", ['Tutors', 'Parents']],
  ])('%j → %j', (answer, names) => {
    expect(readGroups(answer)?.map((group) => group.name)).toEqual(names);
  });

  it.each([["it's for plumbers"], ["It's a tool for plumbers"], ["it's anyone with a dog"]])(
    '%j names no group by the words after "it\'s"',
    (answer) => {
      expect(readGroups(answer)?.map((group) => group.name) ?? []).not.toContain('For plumbers');
      expect(readGroups(answer)?.map((group) => group.name) ?? []).not.toContain('Tools');
      expect(readGroups(answer)?.map((group) => group.name) ?? []).not.toContain('Anyone');
    },
  );
});

describe('one segment, said with how often or as typed', () => {
  it.each([
    ['night owls mainly', 'Night owls'],
    ['weekend riders too', 'Weekend riders'],
    ['first time renters', 'First-time renters'],
    ['Renters who have never used an app like this', 'Renters'],
    ['commuters with a folding bike they take on the train', 'Commuters with a folding bike'],
  ])('%j → %j', (answer, segment) => {
    expect(segmentValue(answer)).toBe(segment);
  });

  it.each([['riders are all ages really'], ['people who want it']])('%j is not cut down to a name', (answer) => {
    expect(fitsShape('segment', segmentValue(answer))).toBe(false);
  });
});
