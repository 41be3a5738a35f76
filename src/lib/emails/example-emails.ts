/**
 * Each email with example links, as the preview pages (/emails/), their tests and the
 * screenshots (docs/screenshots/email-*.png) show it: the templates' real output, only the links
 * made up, and made up plainly.
 */
import type { ConfirmationEmailCopy, EmailPreviewsCopy, OperatorNoticeCopy } from '../content/collections.ts';
import { confirmationEmail } from './confirmation-email.ts';
import { founderSpotEmail } from './founder-spot-email.ts';
import { operatorNotice } from './operator-notice.ts';
import type { EmailSender, RenderedEmail } from './rendered-email.ts';

/** The emails there are, by the name of their preview page, in the order the pages list them. */
export const EXAMPLE_EMAILS = [
  'confirmation-waitlist',
  'confirmation-founder',
  'founder-spot',
  'operator-notice',
] as const;
export type ExampleEmailName = (typeof EXAMPLE_EMAILS)[number];

/** The field of the preview pages' words (src/content/emails/previews.json) that names each email. */
const PREVIEW_FIELDS = {
  'confirmation-waitlist': 'confirmationWaitlist',
  'confirmation-founder': 'confirmationFounder',
  'founder-spot': 'founderSpot',
  'operator-notice': 'operatorNotice',
} as const satisfies Record<ExampleEmailName, keyof EmailPreviewsCopy>;

/** What the preview pages say of an email: its name, and when it is sent. */
export const previewWords = (name: ExampleEmailName, copy: EmailPreviewsCopy): { name: string; when: string } =>
  copy[PREVIEW_FIELDS[name]];

export interface ExampleInput {
  siteUrl: string;
  sender: EmailSender;
  confirmation: ConfirmationEmailCopy;
  notice: OperatorNoticeCopy;
}

/** A fixed moment, so that a preview or a screenshot does not change from one build to the next. */
export const EXAMPLE_TIME = new Date('2026-11-21T16:42:00.000Z');

/** The founder number the example spot email names. */
export const EXAMPLE_SPOT = 7;

const exampleLink = (siteUrl: string, path: string) => new URL(`/example-link/${path}?token=example`, siteUrl).href;

export function exampleEmail(
  name: ExampleEmailName,
  { siteUrl, sender, confirmation, notice }: ExampleInput,
): RenderedEmail {
  if (name === 'operator-notice') {
    return operatorNotice({
      kind: 'founder',
      consoleUrl: new URL('/ops', siteUrl).href,
      siteUrl,
      copy: notice,
      receivedAt: EXAMPLE_TIME,
      sender,
    });
  }
  if (name === 'founder-spot') {
    return founderSpotEmail({
      number: EXAMPLE_SPOT,
      leaveUrl: exampleLink(siteUrl, 'leave'),
      siteUrl,
      copy: confirmation,
      sender,
    });
  }
  return confirmationEmail({
    kind: name === 'confirmation-founder' ? 'founder' : 'waitlist',
    confirmUrl: exampleLink(siteUrl, 'confirm'),
    leaveUrl: exampleLink(siteUrl, 'leave'),
    siteUrl,
    copy: confirmation,
    sender,
  });
}
