// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { planText } from '../../../../server/ops/plan-text';

const v = (value: string) => ({ value });
const segment = (name: string, persona: Record<string, string>, goals: string[]) => ({
  segment: v(name),
  persona: Object.fromEntries(Object.entries(persona).map(([field, value]) => [field, v(value)])),
  goals: goals.map(v),
});
const plan = (value: unknown) => JSON.stringify(value);

describe('a plan as text', () => {
  it.each<[string, string, string]>([
    ['no plan', '', ''],
    ['blank', '  ', ''],
    ['a plan that cannot be read, as stored', '{"user_types": 3', '{"user_types": 3'],
    ['an empty plan', plan({ user_types: [] }), ''],
    [
      'one segment with its persona and goals',
      plan({
        user_types: [
          {
            type: v('Dog owners'),
            segments: [
              segment('Busy professionals', { name: 'Maria', age: '34', occupation_background: 'Nurse' }, [
                'Book a walk',
                'Pay for a month',
              ]),
            ],
          },
        ],
      }),
      'Dog owners > Busy professionals: Maria, 34, Nurse; goals: Book a walk; Pay for a month',
    ],
    [
      'the app, a described type, two segments, a type without segments',
      plan({
        app_description: v('Dog walking marketplace'),
        user_types: [
          {
            type: v('Owners'),
            description: v('who work long hours'),
            segments: [segment('New owners', {}, ['Find a walker']), segment('Retirees', { age: '70' }, [])],
          },
          { type: v('Walkers'), segments: [] },
        ],
      }),
      'App: Dog walking marketplace | Owners (who work long hours) > New owners: goals: Find a walker | Owners (who work long hours) > Retirees: 70 | Walkers',
    ],
    ['unnamed parts', plan({ user_types: [{ segments: [{ goals: [] }] }] }), '(unnamed user type) > (unnamed segment)'],
  ])('%s', (_, json, text) => {
    expect(planText(json)).toBe(text);
  });
});
