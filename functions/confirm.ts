/**
 * Cloudflare Pages Function for POST /confirm: an email's confirm link pressed (server/confirmations/link-routes.ts).
 * Only POST: a GET is the static page dist/confirm/index.html, which never acts.
 */
import { onRequest } from './api/[[path]].ts';

export const onRequestPost = onRequest;
