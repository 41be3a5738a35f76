// @vitest-environment node
/** The checks a model's answer passes, once the schema has parsed it, before the interviewer sees it. */
import { describe, expect, it } from 'vitest';
import type { TurnAct } from '../../../../../server/interviewer/language/turn-reading';
import {
  checkedReading,
  MAX_ACT_TEXT,
  MAX_ACTS,
  type ModelAnswer,
  modelAnswerSchema,
} from '../../../../../server/interviewer/reading/model-answer';
import { DOG_WALKING } from '../../../../support/model-conversation';
import { readingJson } from '../../../../support/model-server';

/** The answer a model sends for these acts, as the schema parses it. */
const answered = (...acts: TurnAct[]): ModelAnswer => modelAnswerSchema.parse(JSON.parse(readingJson(acts)));

describe('checkedReading', () => {
  it.each(DOG_WALKING.map((turn) => [turn.say, turn.acts] as const))('takes a careful reading of “%s”', (_, acts) => {
    expect(checkedReading(answered(...acts))).toEqual({ ok: true, reading: { acts } });
  });

  it.each<[string, TurnAct[]]>([
    ['a removal', [{ act: 'removal', field: 'user_type', target: 'Walkers' }]],
    ['a rename', [{ act: 'rename', field: 'segment', value: 'Team leads', target: 'Leads' }]],
    ['a question', [{ act: 'question' }]],
    ['filler', [{ act: 'filler' }]],
    [
      'each request',
      [
        { act: 'request', value: 'start_over' },
        { act: 'request', value: 'done' },
      ],
    ],
    ['as many acts as a turn may hold', Array.from({ length: MAX_ACTS }, () => ({ act: 'filler' as const }))],
  ])('takes %s', (_, acts) => {
    expect(checkedReading(answered(...acts))).toEqual({ ok: true, reading: { acts } });
  });

  it('drops what a question, filler or request carries beside its kind', () => {
    const answer = answered(
      { act: 'question', field: 'age', value: 'how old?', target: 'x' },
      { act: 'request', field: 'goal', value: 'done', target: 'Book a walk' },
    );
    expect(checkedReading(answer)).toEqual({
      ok: true,
      reading: { acts: [{ act: 'question' }, { act: 'request', value: 'done' }] },
    });
  });

  it.each<[string, TurnAct[], string]>([
    ['no act', [], 'no act'],
    [
      'too many acts',
      Array.from({ length: MAX_ACTS + 1 }, () => ({ act: 'filler' as const })),
      `more than ${MAX_ACTS} acts`,
    ],
    [
      'a value too long',
      [{ act: 'answer', field: 'app_description', value: 'a'.repeat(MAX_ACT_TEXT + 1) }],
      'a text longer than 1000 characters',
    ],
    [
      'a target too long',
      [{ act: 'removal', field: 'goal', target: 'b'.repeat(MAX_ACT_TEXT + 1) }],
      'a text longer than 1000 characters',
    ],
    ['an answer without a field', [{ act: 'answer', value: 'Dog owners' }], 'an act without the parts it needs'],
    ['an answer without a value', [{ act: 'answer', field: 'user_type' }], 'an act without the parts it needs'],
    [
      'a removal of a persona field',
      [{ act: 'removal', field: 'age', target: '34' }],
      'an act without the parts it needs',
    ],
    ['a removal without a target', [{ act: 'removal', field: 'goal' }], 'an act without the parts it needs'],
    [
      'a rename of a goal',
      [{ act: 'rename', field: 'goal', value: 'Pay', target: 'Book' }],
      'an act without the parts it needs',
    ],
    [
      'a request of another kind',
      [{ act: 'request', value: 'delete_everything' }],
      'an act without the parts it needs',
    ],
    [
      'a user type that is a clause',
      [{ act: 'answer', field: 'user_type', value: 'Please remove the walkers' }],
      'a value that does not fit its field',
    ],
    [
      'an age past 120',
      [{ act: 'correction', field: 'age', value: '340', target: '34' }],
      'a value that does not fit its field',
    ],
    [
      'a goal cut short',
      [{ act: 'answer', field: 'goal', value: 'Keep track of' }],
      'a value that does not fit its field',
    ],
  ])('refuses %s', (_, acts, why) => {
    expect(checkedReading(answered(...acts))).toEqual({ ok: false, why });
  });
});
