/**
 * The leads the lead soak of `npm run bench:host` stores and imports: shaped like the ones
 * visitors send, and the same on every run, so that two runs' figures compare.
 */
import type { LegacyLead } from '../../server/lead-sink/legacy-leads.ts';
import { seededRandom } from '../../tools/seeded-random.ts';

const FIRST = ['ada', 'bo', 'chen', 'dara', 'eli', 'fatima', 'gus', 'hana', 'ivan', 'jo', 'kofi', 'lena', 'maria'];
const DOMAINS = ['gmail.com', 'outlook.com', 'proton.me', 'example.co.uk', 'startup.io', 'fastmail.com'];
const WORDS =
  'the app crashes when I upload a photo from my phone and the checkout button does nothing on Safari please add a way to export plans love it'.split(
    ' ',
  );

/**
 * Leads as visitors send them: most are waitlist leads (some with an app address), one in ten
 * is feedback of a sentence or a paragraph, one in six comes from an email seen before.
 */
export function* realisticLeads(count: number, seed: number): Generator<LegacyLead> {
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
  const start = Date.parse('2026-01-01T00:00:00.000Z');
  for (let index = 0; index < count; index += 1) {
    const person = index > 10 && next() < 1 / 6 ? Math.floor(next() * index) : index;
    const email = `${pick(FIRST)}.${person}@${DOMAINS[person % DOMAINS.length]}`;
    const feedback = next() < 0.1;
    const words = Array.from({ length: 5 + Math.floor(next() * 80) }, () => pick(WORDS)).join(' ');
    yield {
      received_at: new Date(start + index * 3_000).toISOString(),
      email,
      url: feedback ? 'Feedback form' : next() < 0.4 ? `https://app-${person}.example.com/` : '',
      message: feedback ? words : 'Expression of interest',
      site: `https://testable.example/${feedback ? 'analysis' : ''}?utm_source=${pick(['google', 'x', 'newsletter'])}`,
      submission_id: `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`,
    };
  }
}
