// @vitest-environment node
/**
 * Whatever a model answers, the interviewer gets null or a reading whose every value fits its
 * field: random JSON, text that is not JSON, and readings close to right (the acts, fields and
 * values a model would use, with parts missing, too many, too long or of the wrong shape), each
 * through the SDK as a chat completion.
 */
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { readingFitsShapes } from '../../../../../server/interviewer/language/field-shapes';
import { TURN_ACTS, TURN_FIELDS, TURN_REQUESTS } from '../../../../../server/interviewer/language/turn-reading';
import { MAX_ACT_TEXT, MAX_ACTS } from '../../../../../server/interviewer/reading/model-answer';
import { createModelReader, MODEL_TIMEOUT_MS } from '../../../../../server/interviewer/reading/model-reader';
import { DOG_WALKING } from '../../../../support/model-conversation';
import { completion, readingJson } from '../../../../support/model-server';
import { chatText } from '../../../../support/plan-arbitraries';
import { checkProperty, PROPERTY_RUNS } from '../../../../support/properties';

const VALUES = [
  'Dog owners',
  'Please remove the walkers',
  'Walker accepting them',
  'Sarah',
  'And sorry',
  '34',
  '340',
  'Female',
  'female',
  'Night-shift nurse',
  'iPhone 13',
  'Book a walk for tomorrow morning',
  'Keep track of',
  ' Dog owners',
  '',
  'x'.repeat(MAX_ACT_TEXT + 1),
  ...TURN_REQUESTS,
];

const text = fc.oneof(fc.constantFrom(...VALUES), chatText, fc.string());
const nullable = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: null });
const act = fc.record(
  {
    act: fc.constantFrom(...TURN_ACTS, 'guess'),
    field: nullable(fc.constantFrom(...TURN_FIELDS, 'email')),
    value: nullable(text),
    target: nullable(text),
  },
  // A key left out now and then: the schema asks for every one.
  { requiredKeys: ['act'] },
);
/** Acts a careful reader gives (the scripted interview's), in the schema's form. */
const goodAct = fc.constantFrom(
  ...DOG_WALKING.flatMap((turn) => (JSON.parse(readingJson(turn.acts)) as { acts: unknown[] }).acts),
);
const nearlyReading = fc
  .array(fc.oneof({ arbitrary: goodAct, weight: 12 }, { arbitrary: act, weight: 1 }), { maxLength: MAX_ACTS + 3 })
  .map((acts) => JSON.stringify({ acts }));
const anyAnswer = fc.oneof(
  { arbitrary: nearlyReading, weight: 6 },
  { arbitrary: fc.json(), weight: 2 },
  { arbitrary: fc.string(), weight: 1 },
  { arbitrary: nearlyReading.map((json) => json.slice(0, -3)), weight: 1 },
);

it('hands the interviewer null or a reading that fits every shape, whatever JSON the model answers', async () => {
  let answer = '';
  const read = createModelReader(
    { apiUrl: 'http://model.test/v1', apiKey: '', model: 'm', timeoutMs: MODEL_TIMEOUT_MS },
    {
      fetch: async () => Response.json(completion('m', answer)),
      warn: () => {},
    },
  );
  let taken = 0;
  await checkProperty(
    fc.asyncProperty(anyAnswer, async (content) => {
      answer = content;
      const reading = await read({ asked: 'user_type', plan: null, turn: 'Dog owners' });
      if (reading === null) return;
      taken += 1;
      expect(readingFitsShapes(reading)).toBe(true);
      expect(reading.acts.length).toBeGreaterThan(0);
      expect(reading.acts.length).toBeLessThanOrEqual(MAX_ACTS);
      for (const { act, field, value, target } of reading.acts) {
        expect(TURN_ACTS).toContain(act);
        if (field !== undefined) expect(TURN_FIELDS).toContain(field);
        expect((value ?? '').length).toBeLessThanOrEqual(MAX_ACT_TEXT);
        expect((target ?? '').length).toBeLessThanOrEqual(MAX_ACT_TEXT);
        if (act === 'request') expect(TURN_REQUESTS).toContain(value);
      }
    }),
  );
  // Not only refusals: the property saw readings that were taken.
  expect(taken).toBeGreaterThan(PROPERTY_RUNS / 10);
}, 30_000);
