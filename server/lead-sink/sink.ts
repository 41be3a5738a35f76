/**
 * The reference lead sink: stands in for the third-party webhook that receives waitlist leads
 * and feedback, storing each lead in a LeadStore (store.ts): one SQLite file on one machine
 * (sqlite-sink.ts), D1 on the edge (server/edge/edge-host.ts). It stamps each lead with the time it was
 * received; the store finds repeats.
 */
import type { SqlRunner } from '../sql/sql-runner.ts';
import type { LeadInput, LeadStore } from './store.ts';

export interface LeadSink {
  /** Stores the lead durably; `duplicate` when its submission_id was already stored. */
  add(lead: LeadInput): Promise<{ duplicate: boolean }>;
  /** The database the leads are in, for the founder count and the operator (server/ops/). */
  database(): Promise<SqlRunner>;
}

export interface ClosableLeadSink extends LeadSink {
  /** Closes the store (after which `add` opens it again). */
  close(): Promise<void>;
}

/**
 * A sink over the store `open` gives, opened on first use, so a host that never receives a lead
 * never creates one; a failed opening (a folder that cannot be created, a database locked past
 * the deadline) is tried again by the next lead.
 */
export function leadSink(open: () => Promise<LeadStore>, now: () => Date = () => new Date()): ClosableLeadSink {
  let opening: Promise<LeadStore> | null = null;
  const store = () => {
    opening ??= open().catch((error: unknown) => {
      opening = null;
      throw error;
    });
    return opening;
  };
  return {
    async add(lead) {
      return (await store()).add({ received_at: now().toISOString(), ...lead });
    },
    database: async () => (await store()).sql,
    async close() {
      const current = opening;
      opening = null;
      if (current) await (await current).close();
    },
  };
}
