/** A lead as the outbox stores it, for the lead feature's tests: queued at 0 and due at once unless told. */
import { LEAD_FORMAT, type PendingLead } from '../../src/leads/rules/outbox';

export const storedLead = (submission_id: string, extra: Partial<PendingLead> = {}): PendingLead => ({
  email: 'ada@example.com',
  url: '',
  message: 'Expression of interest',
  site: 'http://localhost/',
  submission_id,
  plan: '',
  format: LEAD_FORMAT,
  queuedAt: 0,
  attempts: 0,
  opaqueSends: 0,
  nextAttemptAt: 0,
  ...extra,
});

/** The two ways a page learns that the visitor is leaving. */
export const LEAVING: [string, () => void][] = [
  ['pagehide', () => window.dispatchEvent(new Event('pagehide'))],
  [
    'visibilitychange to hidden',
    () => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
      Reflect.deleteProperty(document, 'visibilityState');
    },
  ],
];
