/**
 * One importer at a time: several servers may start at once on one lead database, and only one
 * of them may import an older release's leads into it. The lock is a file beside the database
 * (`<file>.import-lock`, holding its process id), taken before anything is looked at; a lock
 * whose process is gone (killed mid-import) is taken over.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { isRecord } from '../../src/lib/is-record.ts';

/** The lock file of the one importer, beside the database. */
export const IMPORT_LOCK_SUFFIX = '.import-lock';

const LOCK_WAIT_MS = 50;

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return isRecord(error) && error['code'] === 'EPERM';
  }
};

/** Runs `work` holding the import lock of `file`, waiting while a live process holds it. */
export async function withImportLock<Result>(file: string, work: () => Promise<Result>): Promise<Result> {
  const lock = `${file}${IMPORT_LOCK_SUFFIX}`;
  for (;;) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if (!isRecord(error) || error['code'] !== 'EEXIST') throw error;
      const holder = Number(await readFile(lock, 'utf8').catch(() => ''));
      // A lock left by a process that is gone (killed mid-import) is taken over.
      if (Number.isSafeInteger(holder) && holder > 0 && !isAlive(holder)) rmSync(lock, { force: true });
      else await sleep(LOCK_WAIT_MS);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { force: true });
  }
}
