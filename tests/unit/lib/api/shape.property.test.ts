// @vitest-environment node
/**
 * The declared shapes of src/lib/api/, and each endpoint that reads through them, against any
 * JSON a host may answer: nothing throws but the endpoint's own errors, and a value is accepted
 * exactly when it has the declared shape.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { analyzeUrl } from '../../../../src/lib/api/analysis';
import { checkTask, sendChatTurn } from '../../../../src/lib/api/chat';
import { either, literal, number, object, unknown } from '../../../../src/lib/api/shape';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

describe('the shapes', () => {
  const person = object({ kind: literal('person'), age: either(number, literal('unknown')), note: unknown });
  // The same rule, written out by hand: what the shape must agree with.
  const isPerson = (value: unknown) =>
    isPlainObject(value) &&
    value['kind'] === 'person' &&
    ((typeof value['age'] === 'number' && Number.isFinite(value['age'])) || value['age'] === 'unknown');

  const people = fc.record(
    {
      kind: fc.constantFrom('person', 'robot'),
      age: fc.oneof(fc.integer(), fc.double(), fc.constantFrom('unknown', 'old')),
      note: fc.anything(),
    },
    { requiredKeys: [] },
  );

  it('accept exactly what the written-out rule accepts, and never throw', () => {
    fc.assert(
      fc.property(fc.oneof(people, fc.jsonValue(), fc.anything()), (value) => {
        expect(person(value)).toBe(isPerson(value));
      }),
      { numRuns: 500 },
    );
  });
});

const answer = (status: number, body: string) => () => Promise.resolve(new Response(body, { status }));
const anyBody = fc.oneof(
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.string(),
  fc.constantFrom('', 'null', '<html>500</html>'),
);

describe('the endpoints, whatever the host answers', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('/api/analyze: success only with status "success", its reply always text', async () => {
    await fc.assert(
      fc.asyncProperty(anyBody, async (body) => {
        vi.stubGlobal('fetch', answer(200, body));
        const result = await analyzeUrl('https://shop.example/');
        let data: unknown = null;
        try {
          data = JSON.parse(body);
        } catch {}
        expect(result.ok).toBe(isPlainObject(data) && data['status'] === 'success');
        if (result.ok) expect(typeof result.reply).toBe('string');
      }),
      { numRuns: 200 },
    );
  });

  it('/api/chatasync: a job starts only with a task id, else "No task_id returned"', async () => {
    await fc.assert(
      fc.asyncProperty(anyBody, async (body) => {
        const statusAnswer = JSON.stringify({ status: 'success', response: 'ok' });
        const fetchStub = vi.fn(
          async (url: string) => new Response(url.includes('/status/') ? statusAnswer : body, { status: 202 }),
        );
        vi.stubGlobal('fetch', fetchStub);
        const outcome = await sendChatTurn([], null).then(
          (reply) => reply.response,
          (error: Error) => error.message,
        );
        expect(['ok', 'No task_id returned']).toContain(outcome);
      }),
      { numRuns: 200 },
    );
  });

  it('a status poll: waits, answers or fails with a message, never anything else', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(200, 404, 500, 503), anyBody, async (status, body) => {
        vi.stubGlobal('fetch', answer(status, body));
        const step = await checkTask('t1').then(
          (answered) => answered,
          (error: Error) => error,
        );
        if (step instanceof Error) expect(step.message).not.toBe('');
        else if (step.done) expect(typeof step.value.response).toBe('string');
        else expect(step).toEqual({ done: false });
      }),
      { numRuns: 300 },
    );
  });
});

describe('dialogs.json', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  const words = fc.dictionary(fc.string(), fc.jsonValue());
  const outline = fc.record(
    {
      reservation: words,
      feedback: words,
      demo: words,
      quiz: words,
      quizCatalogue: words,
      prefetch: fc.jsonValue(),
      stylesheets: fc.oneof(fc.dictionary(fc.string(), fc.array(fc.string())), fc.jsonValue()),
    },
    { requiredKeys: ['reservation', 'feedback', 'demo', 'quiz', 'quizCatalogue'] },
  );

  it('is taken with every dialog’s words, refused with a clear message otherwise', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(outline, fc.jsonValue()), async (data) => {
        vi.resetModules();
        const { loadDialogCopy } = await import('../../../../src/lib/api/dialog-copy');
        vi.stubGlobal('fetch', answer(200, JSON.stringify(data)));
        const keys = ['reservation', 'feedback', 'demo', 'quiz', 'quizCatalogue'];
        const file: Record<string, unknown> | undefined = isPlainObject(data) ? data : undefined;
        const isFileList = (list: unknown) => Array.isArray(list) && list.every((path) => typeof path === 'string');
        const prefetch = file?.['prefetch'];
        const stylesheets = file?.['stylesheets'];
        const complete =
          file !== undefined &&
          keys.every((key) => isPlainObject(file[key])) &&
          (prefetch === undefined || isFileList(prefetch)) &&
          (stylesheets === undefined || (isPlainObject(stylesheets) && Object.values(stylesheets).every(isFileList)));
        const outcome = await loadDialogCopy().then(
          () => 'taken',
          (error: Error) => error.message,
        );
        expect(outcome).toBe(complete ? 'taken' : '/dialogs.json does not hold the dialogs’ words');
      }),
      { numRuns: 100 },
    );
  });
});
