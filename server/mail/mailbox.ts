/**
 * The sender, as MAIL_FROM writes it: `hello@testable.dev`, or `Testable <hello@testable.dev>`.
 * Read once at startup, so that a typo stops the server with the variable named instead of every
 * email bouncing later.
 */
import { isSendableAddress } from './message-checks.ts';

export interface Mailbox {
  /** The display name, or '' for none. */
  name: string;
  address: string;
}

// A name that would need quoting or could end the header early: quotes, brackets, line breaks.
const NAME_REFUSED = /[\p{Cc}\p{Zl}\p{Zp}"<>\\]/u;

/** The mailbox `text` names, or null when it is not one address with an optional plain name. */
export function parseMailbox(text: string): Mailbox | null {
  const trimmed = text.trim();
  const open = trimmed.indexOf('<');
  if (open === -1) return isSendableAddress(trimmed) ? { name: '', address: trimmed } : null;
  if (!trimmed.endsWith('>')) return null;
  const address = trimmed.slice(open + 1, -1);
  const rawName = trimmed.slice(0, open).trim();
  // A name may come in double quotes, as RFC 5322 writes one with a comma or a full stop.
  const quoted = rawName.length >= 2 && rawName.startsWith('"') && rawName.endsWith('"');
  const name = quoted ? rawName.slice(1, -1).trim() : rawName;
  if (NAME_REFUSED.test(name) || !isSendableAddress(address)) return null;
  return { name, address };
}

/** The mailbox as one header value: the name quoted, so a comma or a full stop in it stays part of it. */
export const formatMailbox = ({ name, address }: Mailbox): string => (name === '' ? address : `"${name}" <${address}>`);
