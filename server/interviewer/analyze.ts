/**
 * POST /api/analyze for the reference host: "reaching" the visitor's app and opening the chat.
 *
 * The host runs offline, so reaching the app is simulated by a fixed rule instead of a request.
 * An address is UNREACHABLE when:
 * - it is not an absolute http: or https: URL, or it carries a user name or password;
 * - its host ends in `.invalid` or `.test` (RFC 2606/6761: reserved, never resolvable), so tests
 *   can ask for the error path with e.g. `https://nowhere.invalid`;
 * - its host is a single word other than `localhost` (`http://intranet`: no public name);
 * - its top-level domain is not two or more letters (`https://shop.c`, `https://shop.123`),
 *   unless the host is an IP address.
 * Everything else (any real-looking name, `localhost`, IP addresses, any port or path) is
 * reachable.
 */
import type { PlanState } from '../../src/lib/plan/plan.ts';

export type Reachability = { ok: true; url: URL } | { ok: false; reason: string };

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

export function checkReachable(address: string): Reachability {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return { ok: false, reason: 'The address is not a URL.' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, reason: 'Only http and https addresses can be tested.' };
  }
  if (url.username || url.password) return { ok: false, reason: 'Addresses with a password cannot be tested.' };
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  const isIp = IPV4.test(host) || host.startsWith('[');
  if (isIp || host === 'localhost') return { ok: true, url };
  const labels = host.split('.');
  const tld = labels.at(-1) ?? '';
  if (labels.length < 2 || tld === 'invalid' || tld === 'test' || !/^[a-z]{2,63}$|^xn--[a-z0-9-]+$/.test(tld)) {
    return { ok: false, reason: `${host} does not resolve.` };
  }
  return { ok: true, url };
}

/** The plan the chat starts from: nothing known yet, the first question asks for the description. */
export function initialState(): PlanState {
  return { app_description: { value: '' }, user_types: [] };
}

/** The first chat message: greets, names the address, and asks the first question. */
export function greeting(url: URL): string {
  return (
    `Hi! I'm Testable's test-plan assistant. I had a look at ${url.href} and I'll help you build ` +
    "a test plan for it, one question at a time. If you'd rather skip ahead, say 'suggest a plan for me'. " +
    'First question: what does your app do?'
  );
}
