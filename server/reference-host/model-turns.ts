/**
 * The chat route's use of a language model (docs/interviewer.md, "A language model, optionally"):
 * when the host has one, each turn is read by it before the interviewer answers, within its
 * timeout. A model costs money per turn, and the chat route is open to anyone, so one client
 * address has it read at most MODEL_READS_PER_MINUTE turns a minute; past that, and whenever the
 * model fails, the rules read the turn as they do without one.
 */
import type { Context } from 'hono';
import type { ChatMessage } from '../../src/lib/plan/conversation.ts';
import type { PlanState } from '../../src/lib/plan/plan.ts';
import { clientAddress } from '../http/client-address.ts';
import { createRateLimiter } from '../http/rate-limit.ts';
import type { TurnReading } from '../interviewer/language/turn-reading.ts';
import { modelInput } from '../interviewer/reading/model-input.ts';
import { createModelReader } from '../interviewer/reading/model-reader.ts';
import { DEFAULT_MAX_LEAD_CLIENTS, type ReferenceHostOptions } from './options.ts';

/** Far more than a person types (a whole interview is about fifteen turns), few enough to bound a flood's bill. */
export const MODEL_READS_PER_MINUTE = 30;

/** How a turn is read before the interviewer answers it: by the model, or undefined for the rules. */
export type TurnModel = (
  c: Context,
  conversation: readonly ChatMessage[],
  state: PlanState | null,
) => Promise<TurnReading | undefined>;

export function turnModel(options: ReferenceHostOptions, now: () => number): TurnModel {
  const { model } = options;
  if (!model) return async () => undefined;
  const read = createModelReader(model);
  const limiter = createRateLimiter({
    limit: MODEL_READS_PER_MINUTE,
    windowMs: 60_000,
    maxKeys: options.maxLeadClients ?? DEFAULT_MAX_LEAD_CLIENTS,
    now,
  });
  return async (c, conversation, state) => {
    if (!limiter.hit(clientAddress(c)).allowed) return undefined;
    return (await read(modelInput(conversation, state))) ?? undefined;
  };
}
