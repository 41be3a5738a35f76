/**
 * How the console writes times and days: in UTC, the zone leads are stored in, spelt out the
 * same on every host (no locale data), so the operator reads one clock wherever the console runs.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const ISO_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const monthName = (month: string) => MONTHS[Number(month) - 1];

/** `2026-11-21T10:04:59.123Z` as `21 Nov 2026, 10:04 UTC`; anything else as it is. */
export function readableTime(iso: string): string {
  const match = ISO_TIME.exec(iso);
  const month = match && monthName(match[2] as string);
  if (!match || !month) return iso;
  const [, year, , day, hours, minutes] = match;
  return `${Number(day)} ${month} ${year}, ${hours}:${minutes} UTC`;
}

/** `2026-11-21` as `21 Nov`; anything else as it is. */
export function shortDay(day: string): string {
  const match = ISO_DAY.exec(day);
  const month = match && monthName(match[2] as string);
  return match && month ? `${Number(match[3])} ${month}` : day;
}

/** `12345` as `12,345`. */
export function grouped(count: number): string {
  const digits = String(count);
  let text = '';
  for (let index = 0; index < digits.length; index += 1) {
    if (index > 0 && (digits.length - index) % 3 === 0) text += ',';
    text += digits[index];
  }
  return text;
}

/** `1 lead`, `2 leads`: a count with its noun, the noun in the plural unless the count is one. */
export const counted = (count: number, one: string, many = `${one}s`) =>
  `${grouped(count)} ${count === 1 ? one : many}`;
