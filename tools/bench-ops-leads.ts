/**
 * The lead database `npm run bench:ops` measures the operator's queries on: N leads shaped like
 * the ones visitors send over about two years, the same on every run (seeded), so that two runs'
 * figures compare. Built once per count and kept under the system's temporary folder.
 * - one lead in five comes from an address seen before, the earlier ones more often (sometimes
 *   typed in another case);
 * - about 10% feedback of a sentence or a paragraph, 2% founder reservations (seven in ten carry
 *   a plan of 1 to 8 KB of JSON), the rest the wait list, some with an app address;
 * - received_at spread evenly from FIRST_DAY to LAST_DAY, in the order of the row ids.
 * Setting the scene, not measuring: the sink's schema (openLeadDatabase), 50,000 rows a
 * transaction without an fsync per commit, repeat_of computed here by the sink's rule (store.ts)
 * rather than looked up row by row, which took twice as long.
 */
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openLeadDatabase, SCHEMA_VERSION } from '../server/lead-sink/sqlite-store.ts';
import type { ReceivedLead } from '../server/lead-sink/store.ts';
import { INSERTED, leadValues } from '../server/sql/lead-columns.ts';
import { bindNamed, named } from '../server/sql/named-parameters.ts';
import { FOUNDER_MESSAGE, WAITLIST_MESSAGE } from '../src/leads/rules/lead-kind.ts';
import { seededRandom } from './seeded-random.ts';

/** The first and the last moment a lead of the bench was received. */
export const FIRST_DAY = Date.parse('2024-12-01T00:00:00.000Z');
export const LAST_DAY = Date.parse('2026-11-30T23:59:59.999Z');
/** Bump when the leads change, so that a database built before is built again. */
const GENERATION = 2;
const INSERT_BATCH = 50_000;

const FIRST = ['ada', 'bo', 'chen', 'dara', 'eli', 'fatima', 'gus', 'hana', 'ivan', 'jo', 'kofi', 'lena', 'maria'];
const DOMAINS = ['gmail.com', 'outlook.com', 'proton.me', 'example.co.uk', 'startup.io', 'fastmail.com'];
const WORDS =
  'the app crashes when I upload a photo from my phone and the checkout button does nothing on Safari please add a way to export plans love it'.split(
    ' ',
  );
const DEVICES = ['iPhone 15', 'Pixel 8', 'MacBook Air', 'Windows laptop', 'iPad', 'Galaxy S23'];
const MOODS = ['Impatient', 'Curious', 'Distracted', 'Careful', 'In a hurry'];
const JOBS = ['Landscaper', 'Accountant', 'Student', 'Nurse', 'Shop owner', 'Developer'];

/** The address of the `person`-th visitor, as first typed. */
export const emailOf = (person: number) =>
  `${FIRST[person % FIRST.length]}.${person}@${DOMAINS[person % DOMAINS.length]}`;

/** The leads of the bench, oldest first. */
export function* opsLeads(count: number, seed = 7): Generator<ReceivedLead> {
  const next = seededRandom(seed);
  const pick = <Item>(items: readonly Item[]) => items[Math.floor(next() * items.length)] as Item;
  const hex = (length: number) => {
    let text = '';
    while (text.length < length)
      text += Math.floor(next() * 2 ** 32)
        .toString(16)
        .padStart(8, '0');
    return text.slice(0, length);
  };
  const sentence = (words: number) => Array.from({ length: words }, () => pick(WORDS)).join(' ');
  /** A plan as the quiz and /test-execution send it, of about `bytes`. */
  const plan = (person: number, bytes: number) => {
    const userTypes: unknown[] = [];
    const state = {
      app_url: `https://app-${person}.example.com/`,
      app_description: sentence(20),
      user_types: userTypes,
    };
    for (let size = 0; size < bytes; size = JSON.stringify(state).length)
      userTypes.push({
        name: `${pick(['Buyers', 'Sellers', 'Admins', 'Guests', 'Owners'])} ${userTypes.length + 1}`,
        segments: [
          {
            name: pick(['New', 'Returning', 'Power users']),
            persona: {
              name: pick(FIRST),
              age: 18 + Math.floor(next() * 60),
              gender: pick(['female', 'male', '']),
              occupation_background: pick(JOBS),
              state_of_mind: pick(MOODS),
              device: pick(DEVICES),
            },
            goals: Array.from({ length: 2 + Math.floor(next() * 3) }, () => sentence(8)),
          },
        ],
      });
    return JSON.stringify(state);
  };
  const step = (LAST_DAY - FIRST_DAY) / count;
  let people = 0;
  for (let index = 0; index < count; index += 1) {
    const repeat = people > 10 && next() < 0.2;
    // Early visitors come back more often than later ones.
    const person = repeat ? Math.floor(next() ** 2 * people) : people++;
    const typed = emailOf(person);
    const email = repeat && next() < 0.1 ? typed[0]?.toUpperCase() + typed.slice(1) : typed;
    const kind = next();
    const feedback = kind < 0.1;
    const founder = !feedback && kind < 0.12;
    const appUrl = next() < 0.4 ? `https://app-${person}.example.com/` : '';
    yield {
      received_at: new Date(FIRST_DAY + Math.floor((index + next()) * step)).toISOString(),
      email,
      url: feedback ? 'Feedback form' : appUrl,
      message: feedback ? sentence(5 + Math.floor(next() * 80)) : founder ? FOUNDER_MESSAGE : WAITLIST_MESSAGE,
      site: `https://testable.example/${feedback ? 'analysis' : ''}?utm_source=${pick(['google', 'x', 'newsletter'])}`,
      // A server-to-server lead now and then has no submission_id.
      submission_id: next() < 0.001 ? '' : `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`,
      plan: founder && next() < 0.7 ? plan(person, 1024 + Math.floor(next() * 7 * 1024)) : '',
    };
  }
}

/** Where the database of `count` leads is kept between runs. */
export const cachedDatabase = (count: number) =>
  join(tmpdir(), 'testable-bench-ops', `schema${SCHEMA_VERSION}-gen${GENERATION}-${count}`, 'leads.db');

/**
 * The database of `count` leads, built unless kept from a run before (a build stopped halfway is
 * never taken for one: it is renamed into place once whole). Whether it was built now.
 */
export async function opsDatabase(count: number): Promise<{ file: string; built: boolean }> {
  const file = cachedDatabase(count);
  if (existsSync(file)) return { file, built: false };
  mkdirSync(join(file, '..'), { recursive: true });
  const building = `${file}.building`;
  for (const part of ['', '-wal', '-shm']) rmSync(`${building}${part}`, { force: true });
  const db = await openLeadDatabase(building);
  db.exec('PRAGMA synchronous = OFF');
  // The unique index of random submission ids takes every page: kept in memory while building.
  db.exec('PRAGMA cache_size = -524288');
  const statement = named(`INSERT INTO leads (${INSERTED.columns}, repeat_of) VALUES (${INSERTED.values}, :repeat_of)`);
  const insert = db.prepare(statement.sql);
  // repeat_of: the first lead of the same address, by its submission_id or its received_at.
  const firstOf = new Map<string, string>();
  let inBatch = 0;
  db.exec('BEGIN');
  for (const lead of opsLeads(count)) {
    const values = leadValues(lead);
    const first = firstOf.get(values.email_key);
    if (first === undefined) firstOf.set(values.email_key, values.submission_id ?? `received_at=${lead.received_at}`);
    insert.run(...bindNamed(statement, { ...values, repeat_of: first ?? '' }).params);
    inBatch += 1;
    if (inBatch === INSERT_BATCH) {
      db.exec('COMMIT; BEGIN');
      inBatch = 0;
    }
  }
  db.exec('COMMIT');
  db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  db.close();
  renameSync(building, file);
  return { file, built: true };
}
