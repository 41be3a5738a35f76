/**
 * Cloudflare Pages Function for /ops and every address under it: the operator's console on D1
 * (server/ops/ops-routes.ts through server/edge/edge-host.ts), a 404 unless OPS_PASSWORD_HASH is set.
 */
export { onRequest } from '../api/[[path]].ts';
