// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MODEL_TIMEOUT_MS, modelSettingsFromEnv } from '../../../../../server/interviewer/reading/model-settings';

const read = (env: Record<string, string | undefined>) => {
  const warnings: string[] = [];
  return { settings: modelSettingsFromEnv(env, (line) => warnings.push(line)), warnings };
};

describe('modelSettingsFromEnv', () => {
  it.each([
    ['OpenAI', 'https://api.openai.com/v1', 'sk-secret', 'https://api.openai.com/v1'],
    ['llama.cpp, no key', 'http://127.0.0.1:8080/v1', '', 'http://127.0.0.1:8080/v1'],
    ['Ollama, a trailing slash', 'http://127.0.0.1:11434/v1/', '', 'http://127.0.0.1:11434/v1'],
    [
      'Workers AI',
      'https://api.cloudflare.com/client/v4/accounts/abc/ai/v1',
      'cf-token',
      'https://api.cloudflare.com/client/v4/accounts/abc/ai/v1',
    ],
    ['the endpoint pasted whole', 'https://api.openai.com/v1/chat/completions', 'k', 'https://api.openai.com/v1'],
  ])('%s: on, with the 3 s timeout', (_, url, key, apiUrl) => {
    expect(read({ INTERVIEWER_API_URL: ` ${url} `, INTERVIEWER_API_KEY: key, INTERVIEWER_MODEL: 'm1' })).toEqual({
      settings: { apiUrl, apiKey: key, model: 'm1', timeoutMs: MODEL_TIMEOUT_MS },
      warnings: [],
    });
  });

  it.each([
    ['nothing set', {}],
    ['all empty', { INTERVIEWER_API_URL: '', INTERVIEWER_API_KEY: ' ', INTERVIEWER_MODEL: '' }],
  ])('%s: off, quietly', (_, env) => {
    expect(read(env)).toEqual({ settings: null, warnings: [] });
  });

  it.each([
    [
      'a model without a URL',
      { INTERVIEWER_MODEL: 'm1' },
      /INTERVIEWER_MODEL or INTERVIEWER_API_KEY is set without INTERVIEWER_API_URL/,
    ],
    ['a key without a URL', { INTERVIEWER_API_KEY: 'sk-secret' }, /without INTERVIEWER_API_URL/],
    ['a URL without a model', { INTERVIEWER_API_URL: 'https://models.example/v1' }, /INTERVIEWER_MODEL is not set/],
    [
      'a URL that is not http(s)',
      { INTERVIEWER_API_URL: 'ftp://models.example/v1', INTERVIEWER_MODEL: 'm' },
      /must be an http\(s\) URL/,
    ],
    ['no URL at all', { INTERVIEWER_API_URL: 'models.example', INTERVIEWER_MODEL: 'm' }, /must be an http\(s\) URL/],
  ])('%s: off, and one line naming the variables, never their values', (_, env, problem) => {
    const { settings, warnings } = read(env);
    expect(settings).toBeNull();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(problem);
    expect(warnings[0]).not.toMatch(/sk-secret|models\.example/);
  });
});
