import { afterEach, describe, expect, it, vi } from 'vitest';
import { type PageEvents, watchPage } from '../../../src/leads/page-events';
import { LEADS_CHANNEL } from '../../../src/leads/rules/names';

const events = (): PageEvents => ({
  online: vi.fn(),
  resumed: vi.fn(),
  leaving: vi.fn(),
  finishedInAnotherTab: vi.fn(),
  finishedByWorker: vi.fn(),
  heldElsewhere: vi.fn(),
});

/** A page transition event as the browser fires it: `persisted` when the page is (or was) in the back-forward cache. */
const transition = (type: 'pagehide' | 'pageshow', persisted: boolean) =>
  window.dispatchEvent(Object.assign(new Event(type), { persisted }));

/** Lets a message posted now reach its listeners. */
const delivered = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the leads channel of a page', () => {
  const other = new BroadcastChannel(LEADS_CHANNEL);
  const heard: unknown[] = [];
  other.onmessage = (event) => heard.push(event.data);
  let stop = () => {};
  afterEach(() => {
    stop();
    heard.length = 0;
  });

  it('hears the other tabs, and speaks to them', async () => {
    const on = events();
    ({ stop } = watchPage(on));
    const watch = watchPage(events());
    watch.say('said');
    other.postMessage('lead-1');
    await delivered();
    expect(on.finishedInAnotherTab).toHaveBeenCalledWith('lead-1');
    expect(heard).toEqual(['said']);
    watch.stop();
  });

  it('is closed while the page is away, so that no message evicts it from the back-forward cache, and open again once it is back', async () => {
    const on = events();
    const watch = watchPage(on);
    stop = watch.stop;
    transition('pagehide', true);
    expect(on.leaving).toHaveBeenCalledWith('gone');
    other.postMessage('said while away');
    expect(() => watch.say('not said')).not.toThrow();
    await delivered();
    expect(on.finishedInAnotherTab).not.toHaveBeenCalled();
    expect(heard).toEqual([]);

    transition('pageshow', true);
    expect(on.resumed).toHaveBeenCalledOnce();
    watch.say('back');
    other.postMessage('lead-2');
    await delivered();
    expect(on.finishedInAnotherTab).toHaveBeenCalledWith('lead-2');
    expect(heard).toEqual(['back']);
  });

  it('shown from the back-forward cache with no pagehide heard first, still listens once, and stops', async () => {
    const on = events();
    const watch = watchPage(on);
    stop = watch.stop;
    transition('pageshow', true);
    other.postMessage('lead-4');
    await delivered();
    expect(on.finishedInAnotherTab).toHaveBeenCalledOnce();
    watch.stop();
    other.postMessage('lead-5');
    await delivered();
    expect(on.finishedInAnotherTab).toHaveBeenCalledOnce();
  });

  it('speaks as it goes, before it closes', async () => {
    const on = events();
    const watch = watchPage({ ...on, leaving: () => watch.say({ sending: 'lead-3', until: 1 }) });
    stop = watch.stop;
    transition('pagehide', false);
    await delivered();
    expect(heard).toEqual([{ sending: 'lead-3', until: 1 }]);
  });
});
