/**
 * Cloudflare Pages Function for every /api/* address: the reference analysis host and lead sink
 * on D1 (server/edge/app.ts). The pages themselves are dist/, served by Pages.
 */
import { handle } from 'hono/cloudflare-pages';
import { edgeApp } from '../../server/edge/app.ts';

export const onRequest = handle(edgeApp);
