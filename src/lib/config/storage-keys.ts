/** localStorage keys; outside tests and tools rely on these names. */
export const STORAGE_KEYS = {
  founderCount: 'testable:founderCount',
  testPlanBuilt: 'testable:testPlanBuilt',
  devUrl: 'testable:devUrl',
  conversation: 'testable:conversation',
  planState: 'testable:planState',
  leadOutbox: 'testable:leadOutbox',
  /** Webhook origins seen answering with CORS headers (docs/pages.md "How the pages work"). */
  corsWebhooks: 'testable:corsWebhooks',
  consent: 'testable:consent',
} as const;
