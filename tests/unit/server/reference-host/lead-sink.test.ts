// @vitest-environment node
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { createReferenceHost } from '../../../../server/reference-host/app';
import { createLeadSink, readLeads } from '../../../../server/reference-host/lead-sink';
import { leadForm, leadsFilePerTest, postForm, readBody } from './helpers';

const store = leadsFilePerTest();
let file: string;
beforeEach(() => {
  file = store.path;
});
const lead = leadForm;

const lines = () => readFileSync(file, 'utf8').split('\n').filter(Boolean);
const clock = () => Date.parse('2026-11-21T10:00:00.000Z');

describe('POST /api/leads', () => {
  it('appends the lead as one JSON line with received_at, creating the folder, without an API key', async () => {
    const app = createReferenceHost({ leadsFile: file, now: clock });
    const response = await postForm(app, lead());
    expect(response.status).toBe(200);
    expect(await readBody(response)).toEqual({ ok: true });
    expect(lines().map((line) => JSON.parse(line))).toEqual([{ received_at: '2026-11-21T10:00:00.000Z', ...lead() }]);
  });

  it('ignores a repeated submission_id, also after a restart, and loses nothing', async () => {
    const first = createReferenceHost({ leadsFile: file });
    expect(await readBody(await postForm(first, lead()))).toEqual({ ok: true });
    expect(await readBody(await postForm(first, lead({ message: 'changed' })))).toEqual({ ok: true, duplicate: true });
    expect(await readBody(await postForm(first, lead({ submission_id: 'sub-2', email: 'bo@example.com' })))).toEqual({
      ok: true,
    });

    // A new process on the same file: what the old one answered is still there and still known.
    const restarted = createReferenceHost({ leadsFile: file });
    const again = await postForm(restarted, lead({ submission_id: 'sub-2' }));
    expect(again.status).toBe(200);
    expect(await readBody(again)).toEqual({ ok: true, duplicate: true });
    expect(await readBody(await postForm(restarted, lead({ submission_id: 'sub-3', url: 'Feedback form' })))).toEqual({
      ok: true,
    });

    const stored = await readLeads(file);
    expect(stored.map((item) => [item.submission_id, item.email, item.message])).toEqual([
      ['sub-1', 'ada@example.com', 'Expression of interest'],
      ['sub-2', 'bo@example.com', 'Expression of interest'],
      ['sub-3', 'ada@example.com', 'Expression of interest'],
    ]);
  });

  it('stores concurrent repeats of one submission once', async () => {
    const app = createReferenceHost({ leadsFile: file });
    const answers = await Promise.all(Array.from({ length: 8 }, () => postForm(app, lead()).then(readBody)));
    expect(answers.filter((body) => body['duplicate'] === true)).toHaveLength(7);
    expect(lines()).toHaveLength(1);
  });

  it('sees leads another writer appended to the same file', async () => {
    const one = createLeadSink({ file });
    const other = createLeadSink({ file });
    expect(await one.add(lead())).toEqual({ duplicate: false });
    expect(await other.add(lead())).toEqual({ duplicate: true });
    expect(await other.add(lead({ submission_id: 'sub-2' }))).toEqual({ duplicate: false });
    expect(await one.add(lead({ submission_id: 'sub-2' }))).toEqual({ duplicate: true });
    expect(lines()).toHaveLength(2);
  });

  it('stores every lead that has no submission_id', async () => {
    const app = createReferenceHost({ leadsFile: file });
    await postForm(app, lead({ submission_id: '' }));
    await postForm(app, { email: 'x@example.com' });
    expect((await readLeads(file)).map((item) => [item.email, item.url, item.submission_id])).toEqual([
      ['ada@example.com', 'https://example.com/', ''],
      ['x@example.com', '', ''],
    ]);
  });

  it('stores two identical leads that both lack a submission_id: nothing says they are repeats', async () => {
    const app = createReferenceHost({ leadsFile: file });
    for (let i = 0; i < 2; i++)
      expect(await readBody(await postForm(app, lead({ submission_id: '' })))).toEqual({ ok: true });
    expect(await readLeads(file)).toHaveLength(2);
  });

  it('stores an email the form accepts, trimmed', async () => {
    const app = createReferenceHost({ leadsFile: file });
    expect((await postForm(app, lead({ email: '  ada+test@mail.example.co.uk ' }))).status).toBe(200);
    expect((await readLeads(file))[0]?.email).toBe('ada+test@mail.example.co.uk');
  });

  it('starts a fresh line after a line torn by a crash, and skips the torn line when reading', async () => {
    writeFileSync(
      join(store.dir, 'leads.jsonl'),
      `${JSON.stringify({ received_at: 'x', ...lead({ submission_id: 'old' }) })}\n{"received_at":"2026-`,
    );
    file = join(store.dir, 'leads.jsonl');
    const app = createReferenceHost({ leadsFile: file });
    expect(await readBody(await postForm(app, lead({ submission_id: 'old' })))).toEqual({ ok: true, duplicate: true });
    expect(await readBody(await postForm(app, lead()))).toEqual({ ok: true });
    expect(lines()).toHaveLength(3);
    expect((await readLeads(file)).map((item) => item.submission_id)).toEqual(['old', 'sub-1']);
  });

  it('keeps HTML and formulas as the text they are', async () => {
    const app = createReferenceHost({ leadsFile: file });
    const message = '<script>alert(1)</script>\n=HYPERLINK("x")';
    await postForm(app, lead({ message }));
    expect((await readLeads(file))[0]?.message).toBe(message);
  });

  it.each([
    ['no email', { message: 'hi' }, 400],
    ['a blank email', lead({ email: '   ' }), 400],
    ['an email without an at sign', lead({ email: 'ada.example.com' }), 400],
    ['an email without a dot in its domain', lead({ email: 'ada@example' }), 400],
    ['an email with a space inside', lead({ email: 'ada lovelace@example.com' }), 400],
    ['an email with two at signs', lead({ email: 'ada@@example.com' }), 400],
    ['an email whose domain starts with its dot', lead({ email: 'ada@.com' }), 400],
    ['a message over 5000 characters', lead({ message: 'x'.repeat(5001) }), 400],
    ['an email over 320 characters', lead({ email: `${'a'.repeat(320)}@x.io` }), 400],
    ['a submission_id over 200 characters', lead({ submission_id: 'x'.repeat(201) }), 400],
  ])('answers %s with a JSON %d and stores nothing', async (_label, fields, status) => {
    const app = createReferenceHost({ leadsFile: file });
    const response = await postForm(app, fields);
    expect(response.status).toBe(status);
    expect(await readBody(response)).toEqual({ error: expect.any(String) });
    expect(await readLeads(file)).toEqual([]);
  });

  it('answers a JSON body with 415 and a body over 64 KiB with 413', async () => {
    const app = createReferenceHost({ leadsFile: file });
    const json = await app.request('/api/leads', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(lead()),
    });
    expect(json.status).toBe(415);
    expect(await readBody(json)).toEqual({ error: expect.any(String) });
    const huge = await postForm(app, lead({ message: 'x'.repeat(70 * 1024) }));
    expect(huge.status).toBe(413);
    expect(await readBody(huge)).toEqual({ error: expect.any(String) });
  });

  it('accepts multipart forms but not files', async () => {
    const app = createReferenceHost({ leadsFile: file });
    const form = new FormData();
    form.set('email', 'ada@example.com');
    expect((await app.request('/api/leads', { method: 'POST', body: form })).status).toBe(200);
    const withFile = new FormData();
    withFile.set('email', new File(['x'], 'x.txt'));
    expect((await app.request('/api/leads', { method: 'POST', body: withFile })).status).toBe(400);
  });

  it('answers 405 to GET', async () => {
    const app = createReferenceHost({ leadsFile: file });
    expect((await app.request('/api/leads')).status).toBe(405);
  });
});
