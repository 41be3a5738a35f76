import { analysisRequest, readJson } from './client';
import { literal, object, unknown } from './shape.ts';

/** What /api/analyze answers when it worked: its reply is read as text, its state as the plan's. */
const AnalyzeAnswer = object({ status: literal('success'), response: unknown, initial_state: unknown });

export type AnalyzeResult =
  | { ok: true; reply: string; initialState: unknown }
  | { ok: false; reason: 'http'; status: number }
  | { ok: false; reason: 'unreachable' };

/**
 * POST /api/analyze {url}. A non-2xx answer, an answer with status "error", a body that is not
 * the expected JSON and a failed request are told apart only as far as the visitor needs.
 */
export async function analyzeUrl(url: string, signal?: AbortSignal): Promise<AnalyzeResult> {
  let response: Response;
  try {
    response = await analysisRequest('/api/analyze', { method: 'POST', body: { url }, ...(signal ? { signal } : {}) });
  } catch {
    return { ok: false, reason: 'unreachable' };
  }
  if (!response.ok) return { ok: false, reason: 'http', status: response.status };
  const data = await readJson(response);
  if (!AnalyzeAnswer(data)) return { ok: false, reason: 'unreachable' };
  return {
    ok: true,
    reply: typeof data.response === 'string' ? data.response : '',
    initialState: data.initial_state ?? null,
  };
}
