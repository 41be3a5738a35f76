/**
 * The one seam where a language model may read a visitor's turn instead of the rules
 * (docs/interviewer.md, "A language model, optionally"). It asks an OpenAI-compatible
 * chat-completions API, through the AI SDK, for the turn's acts as JSON of a fixed schema
 * (model-answer.ts), and hands back a reading only when every check passes. Otherwise, a timeout
 * (MODEL_TIMEOUT_MS, no retry), a network error, an error status, or an answer that is not a
 * reading or does not fit the field shapes, it logs one line saying why (never the turn's words)
 * and answers null: the rules read the turn, and the visitor has waited at most the timeout more.
 *
 * The SDK and the schema are imported on the first turn a model reads, never by a host without
 * one, and never before (the chat route's other work does not wait for them).
 */

import type { TurnReading } from '../language/turn-reading.ts';
import type { ModelReaderInput } from './model-input.ts';
import { SYSTEM_PROMPT, turnPrompt } from './model-prompt.ts';
import type { ModelSettings } from './model-settings.ts';

export type { ModelReaderInput } from './model-input.ts';
export { MODEL_TIMEOUT_MS, type ModelSettings, modelSettingsFromEnv } from './model-settings.ts';

/** Reads one turn: a reading that passed every check, or null for the rules to read it. */
export type ModelReader = (input: ModelReaderInput) => Promise<TurnReading | null>;

export interface ModelReaderHooks {
  /** The HTTP client the SDK uses; the runtime's fetch unless a test hands in its own. */
  fetch?: typeof fetch;
  /** Where the line about a reading not used goes. */
  warn?: (line: string) => void;
}

/** An answer the SDK parsed but the checks refused. */
class RefusedAnswer extends Error {}

async function loadModel(settings: ModelSettings, fetch: typeof globalThis.fetch | undefined) {
  const [{ generateText, Output }, { createOpenAICompatible }, { checkedReading, modelAnswerSchema }] =
    await Promise.all([import('ai'), import('@ai-sdk/openai-compatible'), import('./model-answer.ts')]);
  const provider = createOpenAICompatible({
    name: 'interviewer',
    baseURL: settings.apiUrl,
    ...(settings.apiKey ? { apiKey: settings.apiKey } : {}),
    // response_format json_schema (strict): OpenAI, llama.cpp, Ollama and Workers AI take it.
    supportsStructuredOutputs: true,
    ...(fetch ? { fetch } : {}),
  });
  const model = provider.chatModel(settings.model);
  const output = Output.object({ schema: modelAnswerSchema, name: 'turn_reading' });
  return async (input: ModelReaderInput, abortSignal: AbortSignal): Promise<TurnReading> => {
    // No temperature or token cap: newer OpenAI models refuse both, and the timeout bounds the answer anyway.
    const answer = await generateText({
      model,
      output,
      system: SYSTEM_PROMPT,
      prompt: turnPrompt(input),
      maxRetries: 0,
      abortSignal,
    });
    const checked = checkedReading(answer.output);
    if (!checked.ok) throw new RefusedAnswer(checked.why);
    return checked.reading;
  };
}

/** Settles with `work`, or rejects once `signal` aborts, whichever comes first. */
function within<T>(signal: AbortSignal, work: Promise<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const stop = () => reject(signal.reason);
    if (signal.aborted) return stop();
    signal.addEventListener('abort', stop, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
  });
}

/** Why a reading was not used, in words that carry nothing of the turn or of the answer. */
function whyNot(error: unknown, signal: AbortSignal, timeoutMs: number): string {
  if (signal.aborted) return `no answer within ${timeoutMs} ms`;
  if (error instanceof RefusedAnswer) return `an answer with ${error.message}`;
  const name = error instanceof Error ? error.name : typeof error;
  const status = error instanceof Error && 'statusCode' in error ? error.statusCode : undefined;
  if (typeof status === 'number') return `status ${status}`;
  if (name === 'AI_APICallError') return 'the API could not be reached';
  if (/^AI_(NoObjectGenerated|NoOutputGenerated|JSONParse|TypeValidation)Error$/.test(name))
    return 'an answer that is not a reading';
  return `an error (${name})`;
}

/** The reader a host or the corpus bench uses, for the model `settings` name (model-settings.ts). */
export function createModelReader(settings: ModelSettings, hooks: ModelReaderHooks = {}): ModelReader {
  const { warn = console.warn } = hooks;
  let loading: ReturnType<typeof loadModel> | undefined;
  return async (input) => {
    if (input.turn.trim() === '') return null;
    const signal = AbortSignal.timeout(settings.timeoutMs);
    try {
      loading ??= loadModel(settings, hooks.fetch);
      return await within(
        signal,
        loading.then((read) => read(input, signal)),
      );
    } catch (error) {
      warn(
        `[interviewer] The model's reading was not used (${whyNot(error, signal, settings.timeoutMs)}); the rules read the turn.`,
      );
      return null;
    }
  };
}
