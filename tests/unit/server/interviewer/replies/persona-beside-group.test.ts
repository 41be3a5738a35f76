// @vitest-environment node
/**
 * A persona named beside its segment: the segment is what is said before the person, the
 * persona's details what is said after; a group named after a group is no person.
 */
import { describe, expect, it } from 'vitest';
import { personaBeside } from '../../../../../server/interviewer/replies/persona-beside-group';
import type { PlanState } from '../../../../../src/lib/plan/plan';
import { readActs } from '../reading/read-acts';

const library = (): PlanState => ({
  app_description: { value: 'Borrow e-books and audiobooks from your local library.' },
  user_types: [{ type: { value: 'Library members' }, segments: [] }],
});

describe('a persona named after the segment', () => {
  it.each([
    ['retired readers. call her Margit', 'Retired readers', { name: 'Margit' }],
    ['Commuters - his name is Kofi, 29', 'Commuters', { name: 'Kofi', age: '29' }],
    ['students; one is called Hana, 20, studying law', 'Students', { name: 'Hana', age: '20' }],
  ])('%j', (said, segment, persona) => {
    const acts = readActs(library(), 'segment', said);
    expect(acts).toContainEqual({ act: 'answer', field: 'segment', value: segment });
    for (const [field, value] of Object.entries(persona)) expect(acts).toContainEqual({ act: 'answer', field, value });
  });
});

describe('what names no person after a group', () => {
  it.each(['Teachers, we call them TAs', 'people called by recruiters', 'Night owls. They read at 2am'])(
    '%j',
    (said) => {
      expect(personaBeside(said)).toBeNull();
    },
  );
});
