/**
 * Which language model, if any, reads the visitor's turns (docs/interviewer.md, "A language model,
 * optionally"): an OpenAI-compatible chat-completions API named by INTERVIEWER_API_URL and
 * INTERVIEWER_MODEL, with INTERVIEWER_API_KEY when the server asks for one. Off when
 * INTERVIEWER_API_URL is unset. The same on one machine and on the edge, and free of the SDK:
 * reading the environment must not load it.
 *
 * A setting half made is never an error that stops the site, since the rules read every turn
 * anyway: it is logged once, naming the variables (never their values: a URL may hold a
 * password), and the model stays off.
 */

import { trimEndChars } from '../../../src/lib/forms/trim-chars.ts';

export interface ModelSettings {
  /** INTERVIEWER_API_URL: the API's base, up to `/v1`; `/chat/completions` is added to it. */
  apiUrl: string;
  /** INTERVIEWER_API_KEY: sent as `Authorization: Bearer …`; empty for a local server that takes none. */
  apiKey: string;
  /** INTERVIEWER_MODEL: the model's name as the API knows it. */
  model: string;
  /** How long a turn waits for the model before the rules read it. */
  timeoutMs: number;
}

/** A visitor waits at most this much longer for an answer than without a model. */
export const MODEL_TIMEOUT_MS = 3_000;

const isHttpUrl = (text: string) => {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
};

/** The base of the API: an address pasted with its endpoint, or a trailing slash, still works. */
const apiBase = (url: string) => trimEndChars(url, '/').replace(/\/chat\/completions$/, '');

/** The model the environment names, or null for none (see the top of this file). */
export function modelSettingsFromEnv(
  env: Readonly<Record<string, string | undefined>>,
  warn: (line: string) => void = console.warn,
): ModelSettings | null {
  const value = (name: string) => env[name]?.trim() ?? '';
  const apiUrl = value('INTERVIEWER_API_URL');
  const model = value('INTERVIEWER_MODEL');
  const problems: string[] = [];
  if (apiUrl === '') {
    if (model !== '' || value('INTERVIEWER_API_KEY') !== '')
      problems.push('INTERVIEWER_MODEL or INTERVIEWER_API_KEY is set without INTERVIEWER_API_URL');
  } else {
    if (!isHttpUrl(apiUrl))
      problems.push('INTERVIEWER_API_URL must be an http(s) URL, such as https://api.openai.com/v1');
    if (model === '') problems.push('INTERVIEWER_MODEL is not set: the name of the model to ask');
  }
  if (problems.length > 0) {
    warn(`[interviewer] No language model reads the turns (docs/interviewer.md): ${problems.join('; ')}.`);
    return null;
  }
  if (apiUrl === '') return null;
  return { apiUrl: apiBase(apiUrl), apiKey: value('INTERVIEWER_API_KEY'), model, timeoutMs: MODEL_TIMEOUT_MS };
}
