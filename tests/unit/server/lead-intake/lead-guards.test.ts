// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readLeads } from '../../../../server/lead-sink/sqlite-sink';
import { createReferenceHost } from '../../../../server/reference-host/node-host';
import { leadsFilePerTest } from '../../../support/lead-database';
import { leadForm, postForm, readBody } from '../reference-host/helpers';

// What keeps the lead sink for this site's visitors: other sites' pages are refused, and one
// client address may post only so often.
const leads = leadsFilePerTest();

describe('POST /api/leads from a browser page', () => {
  const post = (
    app: ReturnType<typeof createReferenceHost>,
    origin: string | undefined,
    url = 'http://localhost/api/leads',
  ) =>
    app.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(origin === undefined ? {} : { origin }) },
      body: new URLSearchParams(leadForm({ submission_id: '' })).toString(),
    });

  it.each([
    ['no Origin (a server-to-server call)', 200, undefined],
    ['the origin the request was addressed to', 200, 'http://localhost'],
    ["PUBLIC_SITE_URL's origin by default", 200, 'http://localhost:4321'],
    ['another site', 403, 'https://evil.example'],
    ['the literal null of a sandboxed frame or a file', 403, 'null'],
    ['another port of the same host', 403, 'http://localhost:8080'],
    ['https where the request came over http', 403, 'https://localhost'],
    ['an empty Origin', 403, ''],
  ])('%s → %d', async (_label, status, origin) => {
    const app = createReferenceHost({ leadsFile: leads.path });
    const response = await post(app, origin);
    expect(response.status).toBe(status);
    if (status === 403) {
      expect(await readBody(response)).toEqual({ error: expect.any(String) });
      expect(await readLeads(leads.path)).toEqual([]);
    }
  });

  it('accepts the configured origins instead of the default', async () => {
    const app = createReferenceHost({
      leadsFile: leads.path,
      allowedOrigins: ['https://testable.example', 'https://www.testable.example'],
    });
    expect((await post(app, 'https://www.testable.example')).status).toBe(200);
    expect((await post(app, 'https://testable.example')).status).toBe(200);
    expect((await post(app, 'http://localhost:4321')).status).toBe(403);
    expect((await post(app, 'https://testable.example', 'https://testable.example/api/leads')).status).toBe(200);
  });
});

describe('POST /api/leads per client address', () => {
  let time = 0;
  const now = () => time;

  it('answers 429 JSON with Retry-After in seconds past the limit, and stores nothing more', async () => {
    time = 0;
    const app = createReferenceHost({ leadsFile: leads.path, leadsPerMinute: 3, now });
    for (let i = 0; i < 3; i++) expect((await postForm(app, leadForm({ submission_id: `s${i}` }))).status).toBe(200);
    time = 15_500;
    const refused = await postForm(app, leadForm({ submission_id: 's3' }));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('45');
    expect(await readBody(refused)).toEqual({ error: expect.any(String) });
    expect(await readLeads(leads.path)).toHaveLength(3);
    time = 60_000;
    expect((await postForm(app, leadForm({ submission_id: 's3' }))).status).toBe(200);
  });

  it('allows 20 a minute by default', async () => {
    time = 0;
    const app = createReferenceHost({ leadsFile: leads.path, now });
    const statuses = [];
    for (let i = 0; i < 21; i++) statuses.push((await postForm(app, leadForm({ submission_id: `s${i}` }))).status);
    expect(statuses).toEqual([...Array.from({ length: 20 }, () => 200), 429]);
  });

  it('counts a repeat of a stored submission_id like a new lead, never more', async () => {
    time = 0;
    const app = createReferenceHost({ leadsFile: leads.path, leadsPerMinute: 2, now });
    expect(await readBody(await postForm(app, leadForm()))).toEqual({ ok: true });
    expect(await readBody(await postForm(app, leadForm()))).toEqual({ ok: true, duplicate: true });
    expect((await postForm(app, leadForm())).status).toBe(429);
    expect((await postForm(app, leadForm({ submission_id: 'new' }))).status).toBe(429);
  });

  it('counts other addresses apart', async () => {
    time = 0;
    const app = createReferenceHost({ leadsFile: leads.path, leadsPerMinute: 1, now });
    const from = (remoteAddress: string) =>
      app.request(
        '/api/leads',
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(leadForm({ submission_id: remoteAddress })).toString(),
        },
        { incoming: { socket: { remoteAddress } } },
      );
    expect((await from('192.0.2.1')).status).toBe(200);
    expect((await from('192.0.2.1')).status).toBe(429);
    expect((await from('192.0.2.2')).status).toBe(200);
  });
});
