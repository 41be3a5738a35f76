/**
 * `npm run ops:password`: reads the operator's password on standard input (typed, or piped:
 * `printf %s "$PASSWORD" | npm run ops:password`) and prints the value of OPS_PASSWORD_HASH for
 * it. The password itself is never printed or stored.
 */
import { text } from 'node:stream/consumers';
import { hashPassword } from '../server/ops/password.ts';

const MIN_LENGTH = 12;

if (process.stdin.isTTY)
  process.stderr.write(`The console's password (at least ${MIN_LENGTH} characters), then Enter and Ctrl-D:\n`);
const password = (await text(process.stdin)).replace(/\r?\n$/, '');
if (password.length < MIN_LENGTH) {
  process.stderr.write(`A password of at least ${MIN_LENGTH} characters, please: nothing was printed.\n`);
  process.exit(1);
}
process.stdout.write(`${await hashPassword(password)}\n`);
