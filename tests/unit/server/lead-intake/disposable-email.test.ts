// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readLeads } from '../../../../server/lead-sink/sqlite-sink';
import { createReferenceHost } from '../../../../server/reference-host/node-host';
import { leadsFilePerTest } from '../../../support/lead-database';
import { leadForm, postForm, readBody } from '../reference-host/helpers';

// A throwaway email service's address stops working within hours: the sink refuses it as it
// refuses an address that is none, whatever the page checked (an old page, a list that did not
// load, a post from elsewhere), and says why, for the page to tell the visitor at the field.
const leads = leadsFilePerTest();

describe('POST /api/leads with a throwaway email service’s address', () => {
  it.each([
    ['a listed domain', 'ada@mailinator.com'],
    ['a domain under a listed one', 'ada@inbox.mailinator.com'],
    ['upper case, a trailing dot and white space', '  Ada@GuerrillaMail.COM. '],
    ['full-width letters (NFKC)', 'ada@ｙｏｐｍａｉｌ.com'],
  ])('answers %s with 400, reason disposable, and stores nothing', async (_label, email) => {
    const app = createReferenceHost({ leadsFile: leads.path });
    const response = await postForm(app, leadForm({ email }));
    expect(response.status).toBe(400);
    expect(await readBody(response)).toEqual({ error: 'email is a disposable address.', reason: 'disposable' });
    expect(await readLeads(leads.path)).toEqual([]);
  });

  it('refuses feedback and a founder reservation alike', async () => {
    const app = createReferenceHost({ leadsFile: leads.path });
    for (const message of ['Does it work with Vue?', 'Founder reservation']) {
      const response = await postForm(
        app,
        leadForm({ email: 'ada@10minutemail.com', message, submission_id: message }),
      );
      expect(response.status).toBe(400);
    }
    expect(await readLeads(leads.path)).toEqual([]);
  });

  it.each([
    ['an address of a provider people keep', 'ada@gmail.com'],
    ['a domain that only contains a listed one', 'ada@mymailinator.com'],
    ['a listed domain with more after it', 'ada@mailinator.com.example.org'],
    ['a listed domain before the at sign', 'mailinator.com@example.com'],
  ])('stores %s', async (_label, email) => {
    const app = createReferenceHost({ leadsFile: leads.path });
    expect((await postForm(app, leadForm({ email }))).status).toBe(200);
    expect((await readLeads(leads.path)).map((lead) => lead.email)).toEqual([email]);
  });

  it('keeps the answer of an address that is none: an invalid address is never called disposable', async () => {
    const app = createReferenceHost({ leadsFile: leads.path });
    const response = await postForm(app, leadForm({ email: 'ada@@mailinator.com' }));
    expect(response.status).toBe(400);
    expect(await readBody(response)).toEqual({ error: 'email is not a valid address.' });
  });
});
