/**
 * Another process holding a lead database's write lock, as a backup tool or a second server
 * might: `node tools/hold-write-lock.ts <database> <ms>` takes the lock, prints "held",
 * and lets it go after <ms>.
 */
import { DatabaseSync } from 'node:sqlite';

const [file, ms] = process.argv.slice(2);
const db = new DatabaseSync(file ?? '', { timeout: 5_000 });
db.exec('BEGIN IMMEDIATE');
db.exec(
  "INSERT INTO leads (received_at, email, url, message, site, email_key, repeat_of) VALUES ('held', 'held@example.com', '', '', '', 'held@example.com', '')",
);
console.log('held');
setTimeout(() => {
  db.exec('COMMIT');
  db.close();
}, Number(ms));
