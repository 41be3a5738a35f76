/**
 * Cloudflare Pages Function for every /api/* address: the reference analysis host and lead sink
 * on D1 (server/edge/edge-host.ts). The pages themselves are dist/, served by Pages.
 */
import { type EdgeEnv, edgeApp } from '../../server/edge/edge-host.ts';

/** What Pages hands a Function (the part used here). */
interface PagesContext {
  request: Request;
  env: EdgeEnv;
  waitUntil(promise: Promise<unknown>): void;
  passThroughOnException(): void;
}

export const onRequest = (context: PagesContext) =>
  edgeApp.fetch(context.request, context.env, {
    waitUntil: (promise) => context.waitUntil(promise),
    passThroughOnException: () => context.passThroughOnException(),
    props: {},
  });
