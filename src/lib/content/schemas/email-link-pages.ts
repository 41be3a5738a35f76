/**
 * Schema of the words of the pages a confirmation email's links open (/confirm, /leave) and of
 * the pages the server sends the visitor on to (src/lib/email-links/pages.ts, docs/emails.md).
 */
import { z } from 'astro/zod';
import { labelled, paragraph, templated, words } from './fields';

const AFTER = 'A page the site shows once the button of that page was pressed';

/** A page with a heading and a text; `text` may be a schema of its own (one that needs a placeholder). */
const page = (name: string, when: string, text = paragraph('Text', 'Under the heading')) =>
  labelled(
    z.strictObject({
      title: words('Browser tab title'),
      heading: words('Heading'),
      text,
      homeLink: words('Home button', 'Optional: a button back to the home page, under the text').optional(),
    }),
    name,
    when,
  );

/** The page of the link itself: what its one button does. */
const ask = (name: string, when: string, button: string) =>
  labelled(
    z.strictObject({
      title: words('Browser tab title'),
      heading: words('Heading'),
      text: paragraph('Text', 'Under the heading: what pressing the button does'),
      button: words('Button', button),
    }),
    name,
    when,
  );

/** Words that name the founder spot a confirmation holds. */
const spotNumbered = (name: string, options: { multiline?: boolean } = {}) =>
  labelled(templated('number', 'the founder number'), name, '{number} is filled in with the founder number', options);

const busy = (link: string) =>
  page('Try again later', `${AFTER}, when our server could not do it just then: asks to ${link} again in a minute`);

export const emailLinkPagesSchema = z.strictObject({
  confirm: labelled(
    z.strictObject({
      ask: ask(
        'Confirm page',
        'What the button of the confirmation email opens (/confirm): nothing is confirmed until its button is pressed',
        'Confirms the email address',
      ),
      done: page('Confirmed', `${AFTER}: the address is confirmed`),
      founder: labelled(
        z.strictObject({
          title: spotNumbered('Browser tab title'),
          heading: spotNumbered('Heading'),
          text: spotNumbered('Text', { multiline: true }),
          homeLink: words('Home button', 'A button back to the home page, under the text'),
        }),
        'Confirmed: a founder spot held',
        `${AFTER}, when the address had reserved a founder spot: from now on the spot is held, and this page names it; {number} is filled in with the founder number`,
      ),
      already: page('Confirmed before', `${AFTER}, when the link had been used: the address is confirmed already`),
      expired: page(
        'Link too old',
        `${AFTER}, when the link is older than it works for`,
        labelled(
          templated('confirmationDays', 'the days a link works'),
          'Text',
          'Under the heading; {confirmationDays} is filled in with the days a link works (14)',
          { multiline: true },
        ),
      ),
      invalid: page('Link not valid', `${AFTER}, when the link is not one we sent, or part of it is missing`),
      busy: busy('press the button in the email'),
    }),
    'Confirming an email address',
    'The pages of the link that confirms an address',
  ),
  leave: labelled(
    z.strictObject({
      ask: ask(
        'Leave page',
        'What the leave link of the confirmation email opens (/leave): nothing is erased until its button is pressed',
        'Removes the address, and erases everything sent with it',
      ),
      done: page('Removed', `${AFTER}: the address and what was sent with it are erased`),
      invalid: page(
        'Link not valid',
        `${AFTER}, when the link is not valid or was used already; {contactEmail} is filled in with the contact address, shown as a link`,
      ),
      busy: busy('open the link in the email'),
    }),
    'Leaving the list',
    'The pages of the link that takes an address off the list',
  ),
});
