/**
 * Schemas of the words of the emails (src/lib/emails/, docs/emails.md) and of their
 * preview pages (/emails/). The server reads the same JSON files when it sends an email, so an
 * edit here reaches the next email as well as the preview.
 */
import { z } from 'astro/zod';
import { labelled, paragraph, templated, words } from './fields';

const subject = words('Subject', 'The subject line of the email');
const preheader = words(
  'Preview text',
  'What most inboxes show after the subject, before the email is opened; hidden in the email itself',
);

/** The words that differ between the two confirmations: what the visitor signed up for. */
const confirmationKind = <T extends z.ZodRawShape>(what: string, more: T) =>
  labelled(
    z.strictObject({
      subject,
      preheader,
      eyebrow: words('Label', 'The short line above the heading: what the email is about'),
      heading: words('Heading', 'The large line at the top of the email'),
      intro: paragraph('Text', `Under the heading: what ${what} means, and why we ask them to confirm`),
      ...more,
    }),
    `For ${what}`,
    `The email asking someone who chose ${what} to confirm their address`,
  );

export const confirmationEmailSchema = z.strictObject({
  waitlist: confirmationKind('the wait list', {}),
  founder: confirmationKind('a founder reservation', {
    payment: paragraph(
      'Payment and refund',
      'Under the text: that no card was charged while payment is simulated, what the $10 reservation is, and how it is refunded, in the words of the FAQ and the reservation dialog; {contactEmail} may name the contact address',
    ),
  }),
  founderSpot: labelled(
    z.strictObject({
      subject: labelled(
        templated('number', 'the founder number'),
        'Subject',
        'The subject line of the email; {number} is filled in with the founder’s number',
      ),
      preheader,
      eyebrow: words('Label', 'The short line above the heading: what the email is about'),
      heading: labelled(
        templated('number', 'the founder number'),
        'Heading',
        'The large line at the top of the email; {number} is filled in with the founder’s number',
      ),
      intro: labelled(
        templated('number', 'the founder number'),
        'Text',
        'Under the heading: the spot is held and its price locked in; {number} is the founder’s number. The founder confirmation’s “Payment and refund” follows it',
        { multiline: true },
      ),
    }),
    'For a founder spot held',
    'The email that tells a founder, once their address is confirmed and their spot held, which number it is',
  ),
  button: words('Button', 'Confirms the email address: it works once'),
  validity: labelled(
    templated('days', 'the days the link works'),
    'How long the link works',
    'Under the button; {days} is filled in with the number of days the button and the link work (14)',
  ),
  linkFallback: words(
    'Before the plain link',
    'Above the same address written out, for an inbox that does not show the button',
  ),
  leavePrompt: words('Before the leave link', 'Near the bottom, for someone who did not sign up or changed their mind'),
  leaveLink: words('Leave link', 'Takes the address off the list, and erases it'),
  leaveNote: paragraph('After the leave link', 'What leaving does'),
  sentBy: labelled(
    templated('company', 'the company that sends the email'),
    'Who sends it',
    'At the bottom; {company} is filled in with the company name, {contactEmail} may name the contact address',
  ),
  reason: labelled(
    templated('site', 'the site’s address'),
    'Why they got it',
    'At the bottom; {site} is filled in with the site’s address, such as testable.dev',
  ),
});

/** The words that differ between the notices: the kind of lead. */
const noticeKind = (what: string) =>
  labelled(
    z.strictObject({
      subject,
      eyebrow: words('Label', 'The short line above the heading: the kind of lead'),
      heading: words('Heading'),
      text: paragraph('Text', `What happened: ${what}, in words that name nobody`),
    }),
    `For ${what}`,
    `The notice of ${what}`,
  );

export const operatorNoticeSchema = z.strictObject({
  waitlist: noticeKind('a confirmed place on the wait list'),
  founder: noticeKind('a confirmed founder reservation'),
  feedback: noticeKind('confirmed feedback'),
  received: labelled(
    templated('time', 'the date and time'),
    'When',
    'Under the text; {time} is filled in with the date and time it was confirmed, in UTC',
  ),
  button: words('Button', 'Opens the operator console, where the details are'),
  privacy: paragraph('Why no details', 'Says that the email carries nothing the visitor typed'),
  reason: labelled(
    templated('site', 'the site’s address'),
    'Why they got it',
    'At the bottom; {site} is filled in with the site’s address',
  ),
});

/** One email on the preview pages. */
const previewEntry = (email: string) =>
  labelled(
    z.strictObject({
      name: words('Name', 'The page’s heading and its link on the list of emails'),
      when: paragraph('When it is sent', 'Under the name: who gets it, and why'),
    }),
    email,
    `Its preview page, at /emails/`,
  );

export const emailPreviewsSchema = z.strictObject({
  title: words('Page title', 'In the browser tab of the list of emails'),
  heading: words('Heading', 'The heading of the list of emails'),
  intro: paragraph('Introduction', 'Under the heading of the list'),
  example: paragraph('Example note', 'On each preview: the links in it are examples, not links that work'),
  confirmationWaitlist: previewEntry('Wait list confirmation'),
  confirmationFounder: previewEntry('Founder confirmation'),
  founderSpot: previewEntry('Founder spot'),
  operatorNotice: previewEntry('Operator notice'),
  subjectLabel: words('Subject label', 'Before the subject of the email shown'),
  headersLabel: words('Headers label', 'Before the email’s headers, such as List-Unsubscribe'),
  htmlHeading: words('Formatted email heading', 'Above the email as most inboxes show it'),
  textHeading: words('Plain text heading', 'Above the plain text part, which inboxes without formatting show'),
  frameTitle: labelled(
    templated('name', 'the email’s name'),
    'Email frame name',
    'What screen readers call the box the email is shown in; {name} is filled in with the email’s name',
  ),
  backLink: words('Back link', 'Leads from a preview back to the list of emails'),
});
