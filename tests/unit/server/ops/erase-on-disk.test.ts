// @vitest-environment node
/**
 * An erasure leaves nothing of the person on disk while the server still has the database open:
 * not in the database file, and not in its write-ahead log, which SQLite otherwise keeps until
 * its next checkpoint.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { erasePerson } from '../../../../server/confirmations/forget-address';
import { leadDatabasePerTest } from '../../../support/lead-database';

const database = leadDatabasePerTest('erase-on-disk-');
const MARK = 'kate.erasable';

const onDisk = (file: string) =>
  [file, `${file}-wal`].filter(existsSync).some((part) => readFileSync(part).includes(MARK));

describe('erasing a person with the database open', () => {
  it('leaves no copy of their address in the database or its log', async () => {
    for (let lead = 0; lead < 30; lead += 1)
      await database().add({ email: `${MARK}@example.com`, submission_id: `kate-${lead}` });
    await database().add({ email: 'someone.else@example.com' });
    expect(onDisk(database().file)).toBe(true);
    expect(await erasePerson(await database().sql(), `${MARK}@example.com`, new Date())).toBe(30);
    expect(onDisk(database().file)).toBe(false);
  });
});
