// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fitsShape } from '../../../../../server/interviewer/language/field-shapes';
import { personaCaster, wishOf } from '../../../../../server/interviewer/plan/personas';
import { PERSONA_FIELDS } from '../../../../../src/lib/plan/plan';

describe('personaCaster: a person who fits the group', () => {
  it.each([
    [
      { name: 'Landscapers', description: 'who run small crews and need steady bookings' },
      { occupation_background: 'Landscaper running small crews', state_of_mind: 'Needs steady bookings' },
    ],
    [
      { name: 'Small agencies', description: 'with a handful of staff' },
      { occupation_background: 'Runs a small agency with a handful of staff' },
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

describe('personaCaster: a background in the group’s own words, a life that fits it', () => {
  const cast = (name: string) => personaCaster(new Set())({ name, description: '' });

  it.each([
    ['Developers', /^Developer$/, /laptop|MacBook/],
    ['Front-end developers', /^Front-end developer$/, /laptop|MacBook/],
    ['New developers', /^Developer$/, /laptop|MacBook/],
    ['Dog owners', /^Dog owner$/, /\S/],
    ['Local mechanics', /^Local mechanic$/, /phone|Galaxy|Moto/],
    ['Busy parents', /^Parent of /, /iPhone|Galaxy/],
    ['Kids', /pupil/, /iPad/],
    ['Small bakeries', /^Runs a small bakery$/, /\S/],
    ['Landscaping crews', /^Leads a landscaping crew$/, /\S/],
    ['New office staff', /^Office staff$/, /\S/],
    // "iPhone user" cannot start an occupation (its field starts with a capital): a neutral one.
    ['iPhone users', /^Works (full|part)-time$/, /\S/],
    ['Owners of small bakeries', /^Owner of small bakeries$/, /\S/],
  ])('%s: %s on %s', (name, occupation, device) => {
    const person = cast(name);
    expect(person.occupation_background).toMatch(occupation);
    expect(person.device).toMatch(device);
  });

  it.each([
    ['Developers', 23, 48],
    ['Kids', 11, 11],
    ['University students', 20, 20],
    ['Retirees', 65, 90],
    ['Nurses', 25, 58],
  ])('%s are %i to %i', (name, youngest, oldest) => {
    const age = Number(cast(name).age);
    expect(age).toBeGreaterThanOrEqual(youngest);
    expect(age).toBeLessThanOrEqual(oldest);
  });

  it('casts every field in its shape, whatever the group', () => {
    const taken = new Set<string>();
    const caster = personaCaster(taken);
    const groups = ['Developers', 'Kids', 'Retirees', 'Nurses', 'Landscapers', 'Accountants', 'Teachers', 'Artists'];
    for (const name of [...groups, 'Parents', 'Dog owners', 'Team admins', 'Visitors', 'Small agencies']) {
      const person = caster({ name, description: 'who want their work sorted without phone calls' });
      for (const field of PERSONA_FIELDS)
        expect(fitsShape(field, person[field]), `${name} ${field}: ${person[field]}`).toBe(true);
    }
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
