/**
 * The one HTTP client for the analysis host: base URL and API key from the configuration,
 * JSON in and out, and bodies that are not JSON read as null instead of throwing.
 */
import { config } from '../config/site-config';

export async function analysisRequest(
  path: string,
  { method = 'GET', body, signal }: { method?: 'GET' | 'POST'; body?: unknown; signal?: AbortSignal } = {},
): Promise<Response> {
  return fetch(`${config.analysisHost}${path}`, {
    method,
    headers: { 'x-api-key': config.analysisApiKey, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    ...(signal ? { signal } : {}),
  });
}

/** The response body as JSON, or null when it is empty or not JSON. */
export async function readJson(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text());
  } catch {
    return null;
  }
}
