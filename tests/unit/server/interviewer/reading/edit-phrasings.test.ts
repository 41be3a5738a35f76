// @vitest-environment node
/**
 * Edits said the way founders type them: behind a hedge ("tbh", "hmm", "I reckon"), with a verb of
 * saying before the new value ("let's say …", "I meant …"), naming the field ("his phone is …"),
 * and with an explanation after them that answers nothing ("…, most of our members are students").
 */
import { describe, expect, it } from 'vitest';
import type { Asked, TurnAct, TurnField } from '../../../../../server/interviewer/language/turn-reading';
import type { PlanState } from '../../../../../src/lib/plan/plan';
import { readActs } from './read-acts';

/** A climbing gym app: Nadia is described in full, Theo is being asked about. */
const climbing = (): PlanState => ({
  app_description: { value: 'An app for a climbing gym: book sessions, log routes, join courses.' },
  user_types: [
    {
      type: { value: 'Climbers' },
      segments: [
        {
          segment: { value: 'Boulderers' },
          persona: {
            name: { value: 'Nadia' },
            age: { value: '27' },
            gender: { value: 'Female' },
            occupation_background: { value: 'Nurse' },
            state_of_mind: { value: 'Competitive' },
            device: { value: 'iPhone' },
          },
          goals: [{ value: 'Log a new route' }],
        },
        {
          segment: { value: 'Beginners' },
          persona: {
            name: { value: 'Theo' },
            age: { value: '23' },
            gender: { value: 'Male' },
            occupation_background: { value: 'Barista' },
          },
          goals: [],
        },
      ],
    },
    { type: { value: 'Route setters' }, segments: [] },
  ],
});

const read = (said: string, asked: Asked = 'state_of_mind') => readActs(climbing(), asked, said);
const correction = (field: TurnField, value: string, target: string): TurnAct => ({
  act: 'correction',
  field,
  value,
  target,
});
const rename = (field: TurnField, value: string, target: string): TurnAct => ({ act: 'rename', field, value, target });

describe('edits behind a hedge or a verb of saying', () => {
  it.each<[string, TurnAct]>([
    ['tbh he is 25', correction('age', '25', '23')],
    ['hmm he’d be more like 30', correction('age', '30', '23')],
    ['wait he would be 21 actually', correction('age', '21', '23')],
    ['honestly Theo is a chef not a barista', correction('occupation_background', 'Chef', 'Barista')],
    ["let's say newcomers instead of beginners", rename('segment', 'Newcomers', 'Beginners')],
    ['can we say first-timers rather than beginners', rename('segment', 'First-timers', 'Beginners')],
    ['sorry I meant Theodore not Theo', correction('name', 'Theodore', 'Theo')],
    ['i mean Mateo, not Theo', correction('name', 'Mateo', 'Theo')],
    ["Nadia's phone is a Pixel, not an iPhone", correction('device', 'Pixel', 'iPhone')],
    ['so basically make him a line cook', correction('occupation_background', 'Line cook', 'Barista')],
    ['call the route setters coaches pls', rename('user_type', 'Coaches', 'Route setters')],
  ])('%s', (said, act) => {
    expect(read(said)).toEqual([act]);
  });
});

describe('an explanation after an edit, in its sentence', () => {
  it.each<[string, TurnAct, Asked]>([
    [
      'rename route setters to setters, the staff never say route',
      rename('user_type', 'Setters', 'Route setters'),
      'state_of_mind',
    ],
    [
      "let's say newcomers instead of beginners, age isn't really the point",
      rename('segment', 'Newcomers', 'Beginners'),
      'state_of_mind',
    ],
    [
      'call the boulderers regulars, most of our members come every week',
      rename('segment', 'Regulars', 'Boulderers'),
      'state_of_mind',
    ],
  ])('%s', (said, act, asked) => {
    expect(read(said, asked)).toEqual([act]);
  });

  it('a statement in a sentence of its own is still an answer', () => {
    const acts = read('Call the boulderers regulars. Nervous about falling');
    expect(acts).toContainEqual(rename('segment', 'Regulars', 'Boulderers'));
    expect(acts).toContainEqual({ act: 'answer', field: 'state_of_mind', value: 'Nervous about falling' });
  });
});

describe('a group said to be more like another', () => {
  it.each<[string, TurnAct, Asked]>([
    ['the route setters are more like coaches', rename('user_type', 'Coaches', 'Route setters'), 'state_of_mind'],
    [
      'actually the boulderers are really more like regulars, call them that',
      rename('segment', 'Regulars', 'Boulderers'),
      'state_of_mind',
    ],
    [
      'hmm the segment is more like first-timers, rename it to that',
      rename('segment', 'First-timers', 'Beginners'),
      'state_of_mind',
    ],
  ])('%s', (said, act, asked) => {
    expect(read(said, asked)).toEqual([act]);
  });

  it('a number is said of the persona, never a name', () => {
    expect(read('tbh he is more like 30')).toEqual([correction('age', '30', '23')]);
  });
});

describe('a persona detail said with its field, or as a change', () => {
  it.each<[string, TurnAct]>([
    ['his job is line cook actually', correction('occupation_background', 'Line cook', 'Barista')],
    ["Nadia's mood is relaxed now", correction('state_of_mind', 'Relaxed', 'Competitive')],
    ['Nadia switched to a Pixel', correction('device', 'Pixel', 'iPhone')],
    ['he turned 24 last week', correction('age', '24', '23')],
    ['rename Theo to Teo', correction('name', 'Teo', 'Theo')],
  ])('%s', (said, act) => {
    expect(read(said)).toEqual([act]);
  });

  it('a job is no name: "change Theo to a chef" renames nobody', () => {
    expect(read('change Theo to a chef')).not.toContainEqual(expect.objectContaining({ field: 'name' }));
  });
});

describe('the goal, said while a persona without goals is asked about', () => {
  it.each<[string, TurnAct]>([
    ['the first goal should be log a new boulder', correction('goal', 'Log a new boulder', 'Log a new route')],
    ['change the goal to log a session', correction('goal', 'Log a session', 'Log a new route')],
  ])('%s', (said, act) => {
    expect(read(said)).toEqual([act]);
  });
});

describe('a group removed by a word of its name that is not its head', () => {
  const withStaff = (...names: string[]) => {
    const plan = climbing();
    for (const name of names) plan.user_types.push({ type: { value: name }, segments: [] });
    return plan;
  };
  const removal: TurnAct = { act: 'removal', field: 'user_type', target: 'Staff members' };

  it.each(['drop the staff, they use a spreadsheet', 'get rid of staff', "we don't need the staff"])('%s', (said) => {
    expect(readActs(withStaff('Staff members'), 'state_of_mind', said)).toEqual([removal]);
  });

  it('a word of two groups names neither', () => {
    const acts = readActs(withStaff('Staff members', 'Staff trainers'), 'state_of_mind', 'drop the staff');
    expect(acts).not.toContainEqual(expect.objectContaining({ act: 'removal' }));
  });
});

describe('what was typed before, and ages in words', () => {
  it.each<[string, TurnAct]>([
    ["I put barista but he's really a chef", correction('occupation_background', 'Chef', 'Barista')],
    ['i wrote 23 but he is 25', correction('age', '25', '23')],
    ['said iphone but Nadia has a pixel', correction('device', 'Pixel', 'iPhone')],
    ['make him twenty-five, not twenty three', correction('age', '25', '23')],
    ["he's more like thirty", correction('age', '30', '23')],
  ])('%s', (said, act) => {
    expect(read(said)).toEqual([act]);
  });

  it.each(['he has been doing it twenty years', 'been working 20 years in cafes'])(
    'a duration is no age: %s',
    (said) => {
      expect(read(said)).not.toContainEqual(expect.objectContaining({ field: 'age' }));
    },
  );
});

describe('more ways of removing a group', () => {
  const removal: TurnAct = { act: 'removal', field: 'user_type', target: 'Route setters' };

  it.each([
    'take the route setters off',
    'leave the route setters out please',
    'we can do without the route setters',
    'ignore the route setters',
    "don't include the route setters",
    'route setters are out of scope',
    'not doing route setters yet',
    'oh no need for the route setters',
  ])('%s', (said) => {
    expect(read(said)).toEqual([removal]);
  });

  it.each(['take the bus to the gym off peak', 'ignore that'])('no group named: %s', (said) => {
    expect(read(said)).not.toContainEqual(expect.objectContaining({ act: 'removal' }));
  });
});
