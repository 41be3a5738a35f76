/**
 * Cloudflare Pages Function for POST /leave: an email's leave link pressed, or a mailbox's
 * one-click unsubscribe (server/confirmations/link-routes.ts). Only POST: a GET is the static
 * page dist/leave/index.html, which never acts.
 */
import { onRequest } from './api/[[path]].ts';

export const onRequestPost = onRequest;
