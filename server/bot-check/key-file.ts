/**
 * The bot check's key on one machine (docs/operating.md "The bot check"): ALTCHA_HMAC_KEY when it is set,
 * else a key made once and kept beside the lead database (`altcha.key`, readable by its owner
 * only), so that `npm start` needs no setting and a restart keeps every proof a browser holds
 * valid. The edge has no disk: there the variable is required (server/edge/edge-host.ts).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { botCheckKeyProblem, KEY_FIX } from './key.ts';

export const KEY_FILE_NAME = 'altcha.key';

/** The key for a lead database at `leadsFile`: the variable's, or the file's, made if need be. */
export function botCheckKeyBeside(leadsFile: string, fromEnv: string): string {
  if (fromEnv !== '') {
    const problem = botCheckKeyProblem(fromEnv);
    if (problem !== null) throw new Error(`${problem}: ${KEY_FIX}.`);
    return fromEnv;
  }
  const file = join(dirname(leadsFile), KEY_FILE_NAME);
  mkdirSync(dirname(file), { recursive: true });
  try {
    // `wx`: two processes starting at once keep the first key written, never one each.
    writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = readFileSync(file, 'utf8').trim();
  const problem = botCheckKeyProblem(key);
  if (problem !== null) throw new Error(`${file} holds no usable key (${problem}); delete it to have a new one made.`);
  return key;
}
