/**
 * What the server writes to its log, without anyone's email address (docs/emails.md, "When they
 * go": what the logs hold). Logs are kept and read by more people than the lead database, and a
 * mail server's refusal usually names its recipient (Postfix: `550 5.1.1 <ada@example.com>: Recipient address
 * rejected`). Every word with an at sign between text is replaced whole, brackets kept. A scan of
 * words rather than an address pattern: the text may come from anyone's mail server.
 */

export const ADDRESS_MARK = '[address]';

const OPENERS = new Set('<("\'['.split(''));
const CLOSERS = new Set('>)"\'].,:;'.split(''));

const redactWord = (word: string) => {
  let start = 0;
  let end = word.length;
  while (start < end && OPENERS.has(word[start] ?? '')) start += 1;
  while (end > start && CLOSERS.has(word[end - 1] ?? '')) end -= 1;
  const at = word.indexOf('@', start);
  if (at <= start || at >= end - 1) return word;
  return `${word.slice(0, start)}${ADDRESS_MARK}${word.slice(end)}`;
};

/** `text` with every email address in it replaced by [address]. */
export const withoutAddresses = (text: string): string => text.split(/(\s+)/).map(redactWord).join('');

/** An error (its stack where it has one) or any value, as log text without addresses. */
export const logText = (value: unknown): string =>
  withoutAddresses(value instanceof Error ? (value.stack ?? `${value.name}: ${value.message}`) : String(value));
