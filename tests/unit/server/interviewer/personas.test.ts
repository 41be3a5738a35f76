// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { personaCaster, wishOf } from '../../../../server/interviewer/personas';

describe('personaCaster: a person who fits the group', () => {
  it.each([
    [
      { name: 'Landscapers', description: 'who run small crews and need steady bookings' },
      { occupation_background: 'Landscaper running small crews', state_of_mind: 'Needs steady bookings' },
    ],
    // "… with a handful of staff" would make ten words: an occupation is a short phrase (field-shapes.ts).
    [
      { name: 'Small agencies', description: 'with a handful of staff' },
      { occupation_background: 'Runs a small agency' },
    ],
    [
      { name: 'Students', description: '' },
      { age: '20', occupation_background: 'University student' },
    ],
    [{ name: 'Retirees', description: 'who want to video call their grandchildren' }, { age: '71' }],
    [
      { name: 'Nurses', description: 'working rotating night shifts' },
      { occupation_background: 'Nurse working rotating night shifts' },
    ],
    [{ name: 'Office staff', description: '' }, { occupation_background: 'Office staff' }],
  ])('%j', (group, expected) => {
    expect(personaCaster(new Set())(group)).toMatchObject(expected);
  });

  it('gives a group its own word for background, never a stock trade, and a retiree a former job', () => {
    const homeowner = personaCaster(new Set())({ name: 'Homeowners', description: '' });
    expect(homeowner.occupation_background).toBe('Homeowner');
    expect(personaCaster(new Set())({ name: 'Retirees', description: '' }).occupation_background).toMatch(/^Retired /);
  });

  it('never casts one person twice in a plan, nor a name the visitor gave', () => {
    const taken = new Set(['maya']);
    const cast = personaCaster(taken);
    const names = Array.from({ length: 15 }, (_, index) => cast({ name: `Group ${index}`, description: '' }).name);
    expect(new Set(names).size).toBe(15);
    expect(names).not.toContain('Maya');
  });

  it('casts someone of the gender the visitor gave', () => {
    expect(personaCaster(new Set())({ name: 'Drivers', description: '' }, 'Non-binary').gender).toBe('Non-binary');
  });
});

describe('wishOf: what a group wants, as its state of mind', () => {
  it.each([
    ['who want their garden sorted without phone calls', 'Wants their garden sorted without phone calls'],
    ['who need to trade shifts quickly', 'Needs to trade shifts quickly'],
    ['who run small crews', null],
  ])('%j → %j', (description, mood) => {
    expect(wishOf(description)).toBe(mood);
  });
});
