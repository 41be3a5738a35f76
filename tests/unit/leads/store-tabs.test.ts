import { describe, expect, it, vi } from 'vitest';
import { parseOutbox } from '../../../src/leads/rules/stored-outbox';
import { $leadOutbox, $leadsSeen, flushOutbox, submitLead } from '../../../src/leads/store';
import { earlierLead, lead, leadSinkTest, networkError, ok, SINK } from '../../support/lead-sink';
import { formOf } from '../../support/recorded-requests';

const { requests, answers } = leadSinkTest();

describe('leads left by an earlier page', () => {
  it('schedules the retry of a lead an earlier page left in its backoff window', async () => {
    answers(SINK, ok);
    const dueIn = 1500;
    $leadOutbox.set([earlierLead('waiting', { attempts: 1, nextAttemptAt: Date.now() + dueIn })]);
    await flushOutbox();
    expect(requests).toEqual([]);
    await vi.advanceTimersByTimeAsync(dueIn - 1);
    expect(requests).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect((await formOf(requests[0]))['submission_id']).toBe('waiting');
    expect($leadOutbox.get()).toEqual([]);
  });

  it('sends what an earlier page left in storage', async () => {
    answers(SINK, ok);
    $leadOutbox.set([earlierLead('earlier', { attempts: 4 })]);
    await flushOutbox();
    expect((await formOf(requests[0]))['submission_id']).toBe('earlier');
    expect($leadOutbox.get()).toEqual([]);
  });

  it('replaces a queued lead on a re-submit instead of adding another', async () => {
    answers(SINK, networkError);
    await submitLead(lead);
    await submitLead({ ...lead, url: 'https://later.example/' });
    expect($leadOutbox.get()).toHaveLength(1);
    expect($leadOutbox.get()[0]).toMatchObject({ url: 'https://later.example/' });
  });
});

describe('leads shared with other tabs', () => {
  it("still sends a lead that another tab's stale write dropped from storage", async () => {
    answers(SINK, networkError, ok);
    await expect(submitLead(lead)).resolves.toBe('queued');
    localStorage.setItem('testable:leadOutbox', '[]');
    window.dispatchEvent(new StorageEvent('storage', { key: 'testable:leadOutbox', newValue: '[]' }));
    // Put back at once, so it would survive this page closing too.
    expect(parseOutbox(localStorage.getItem('testable:leadOutbox') ?? undefined, Date.now())).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(requests).toHaveLength(2);
    expect((await formOf(requests[1]))['email']).toBe(lead.email);
    expect(localStorage.getItem('testable:leadOutbox')).toBeNull();
  });

  it('does not send a lead another tab says it delivered', async () => {
    answers(SINK, networkError, ok);
    await submitLead(lead);
    const [queued] = $leadOutbox.get();
    const otherTab = new BroadcastChannel('testable:leads');
    otherTab.postMessage(queued?.submission_id);
    otherTab.close();
    await vi.waitFor(() => expect($leadsSeen.get().finished).toHaveProperty(queued?.submission_id ?? ''));
    localStorage.setItem('testable:leadOutbox', '[]');
    await vi.advanceTimersByTimeAsync(600_000);
    expect(requests).toHaveLength(1);
  });

  it("keeps another tab's lead that reached storage first", async () => {
    answers(SINK, networkError);
    const otherTab = {
      ...lead,
      email: 'grace@example.com',
      site: 'http://x/',
      submission_id: 'other-tab',
      format: 2,
      queuedAt: 0,
      attempts: 0,
      opaqueSends: 0,
      nextAttemptAt: 0,
    };
    localStorage.setItem('testable:leadOutbox', JSON.stringify([otherTab]));
    await submitLead(lead);
    const stored = JSON.parse(localStorage.getItem('testable:leadOutbox') ?? '[]');
    expect(stored.map((item: { submission_id: string }) => item.submission_id)).toEqual([
      'other-tab',
      expect.any(String),
    ]);
  });
});
