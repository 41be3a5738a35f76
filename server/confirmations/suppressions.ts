/**
 * Addresses the site does not write to, whatever leads come (docs/emails.md, "When they go"):
 * a mailbox that left, for 30 days, so a stranger cannot sign someone up again the day they
 * asked to go; and an exact address whose mail failed for good, for good. Kept as a keyed hash
 * (HMAC-SHA-256 under the site's secret, `migrations/0007_mail_suppressions.sql`), since it must
 * outlive the erasure that leaving is, and an erased person must not be findable in it.
 */
import type { SqlRunner } from '../sql/sql-runner.ts';
import { mailboxOf } from './mailbox.ts';

export const LEFT_QUIET_MS = 30 * 24 * 60 * 60_000;

export type SuppressionReason = 'left' | 'failed';

const hex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

export function suppressions(sql: () => Promise<SqlRunner>, secret: string, now: () => number) {
  let key: Promise<CryptoKey> | undefined;
  /** The hash a reason keeps: a left mailbox by its folded form, a failure by the exact address. */
  const hashOf = async (reason: SuppressionReason, address: string) => {
    key ??= crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(`mail-suppression:${secret}`),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    const text = reason === 'left' ? `left:${mailboxOf(address)}` : `failed:${address.trim()}`;
    return hex(await crypto.subtle.sign('HMAC', await key, new TextEncoder().encode(text)));
  };

  return {
    async add(reason: SuppressionReason, address: string): Promise<void> {
      const until = reason === 'left' ? now() + LEFT_QUIET_MS : null;
      await (await sql()).write([
        {
          sql: `INSERT INTO mail_suppressions (address_hash, reason, until) VALUES (?1, ?2, ?3)
            ON CONFLICT (address_hash) DO UPDATE SET until = ?3`,
          params: [await hashOf(reason, address), reason, until],
        },
      ]);
    },
    /** Whether mail to `address` is held back now, for either reason. */
    async holds(address: string): Promise<boolean> {
      const hashes = [await hashOf('left', address), await hashOf('failed', address)];
      const [row] = await (await sql()).all(
        'SELECT 1 AS held FROM mail_suppressions WHERE address_hash IN (?1, ?2) AND (until IS NULL OR until > ?3)',
        ...hashes,
        now(),
      );
      return row !== undefined;
    },
  };
}
