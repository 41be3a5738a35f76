/** Schemas of the words of the reservation and feedback dialogs. */
import { z } from 'astro/zod';
import { closeButton, example, labelled, paragraph, templated, words } from './fields';

/** The label of the form's honeypot field, which people never see (src/dialogs/shared/Honeypot.tsx). */
const honeypot = words(
  'Hidden field label',
  'The label of the hidden field that only spam bots fill in: people never see it',
);
const notSent = (what: string) =>
  paragraph(
    'Server not reached',
    `When the ${what} could not be sent: kept on the device and sent once the connection is back`,
  );
const refused = (what: string) => paragraph('Turned down', `When our server turned the ${what} down`);
const unverified = (what: string) =>
  paragraph(
    'Spam check failed',
    `When our server turned the ${what} down because this browser's proof that it is not a bot did not pass`,
  );
/**
 * The text instead of a step's usual one when our server tells of the email that asks the visitor
 * to confirm their address (docs/emails.md): sent, or on its way.
 */
const linkSentText = paragraph(
  'Text: confirmation email sent',
  'Instead of the text when our server has sent the visitor an email with a link to confirm their address',
);
const linkQueuedText = paragraph(
  'Text: confirmation email on its way',
  'Instead of the text when that email is due but not sent yet (the mail server is slow, or today’s emails are used up)',
);
const usualText = paragraph(
  'Text',
  'When no email to confirm the address is on its way (no email is set up, or the address is confirmed already)',
);
/** The words at the email field when the address is a throwaway email service's ("mailinator.com"). */
const disposableEmail = (title: string, description: string) =>
  labelled(templated('domain', 'the throwaway email service'), title, description, { multiline: true });
/** The hint under an email field that looks like a common provider's misspelt. */
const emailSuggestion = labelled(
  templated('email', 'the address suggested'),
  'Typo hint',
  'Under the email field when the address looks misspelt ("gmial.com"); {email} is the suggested address, which the visitor can click to use',
);
/** The email field's words, in each dialog that asks for an address (src/dialogs/shared/EmailField.tsx). */
const emailFieldWords = {
  emailLabel: words('Email field label'),
  emailPlaceholder: example('email'),
  emailSuggestion,
};

export const reservationCopySchema = z.strictObject({
  close: closeButton,
  honeypot,
  email: labelled(
    z.strictObject({
      title: words('Title'),
      intro: paragraph('Introduction', 'Under the title when joining the wait list, which is free'),
      introBeforePayment: paragraph(
        'Introduction before a payment',
        'Under the title instead, when the $10 payment step follows (from the test scenarios page or the free test plan)',
      ),
      ...emailFieldWords,
      urlLabel: words('App address field label', 'The visitor may leave this field empty'),
      urlPlaceholder: example('app address'),
      submit: words('Button'),
      submitting: words('Button while sending'),
      invalidEmailTitle: words(
        'Invalid email: title',
        'Pop-up message when the email is missing or not an email address',
      ),
      invalidEmailDescription: words('Invalid email: text', 'Under the title of that pop-up message'),
      disposableEmailTitle: words(
        'Throwaway email: title',
        'Pop-up message when the email is at a throwaway email service (mailinator.com, say), which we refuse',
      ),
      disposableEmailDescription: disposableEmail(
        'Throwaway email: text',
        'Beside the email field and under the title of that pop-up message; {domain} is filled in with the service, such as mailinator.com',
      ),
      notSent: notSent('details'),
      refused: refused('details'),
      unverified: unverified('details'),
      urlTooLongTitle: words('Address too long: title', 'Pop-up message when the app address is too long to keep'),
      urlTooLongDescription: labelled(
        templated('limit', 'the longest address accepted'),
        'Address too long: text',
        '{limit} is filled in with the longest address accepted, in characters',
      ),
      privacy: words('Privacy note', 'Small print above the button'),
    }),
    'Email step',
    'The first step: the visitor leaves an email and, if they like, their app address',
  ),
  payment: labelled(
    z.strictObject({
      title: words('Title'),
      intro: paragraph('Introduction', 'Under the title'),
      cardNumberLabel: words('Card number label'),
      cardNumberPlaceholder: example('card number'),
      expiryLabel: words('Expiry date label'),
      expiryPlaceholder: example('expiry date'),
      cvcLabel: words('Security code label'),
      cvcPlaceholder: example('security code'),
      saveCard: words('Save-card checkbox'),
      submit: words('Pay button'),
      submitting: words('Pay button while paying'),
      simulated: words(
        'Simulated payment note',
        'Above the card fields: the payment is simulated and no charge is made',
      ),
      successToast: words('Paid: pop-up message'),
      pendingToast: words(
        'Paid, spot held once confirmed: pop-up message',
        'Instead, when our server sends an email to confirm the address: the spot is held only once it is confirmed',
      ),
      failureToast: words('Payment failed: pop-up message'),
    }),
    'Payment step',
    'After the email step when reserving from the test scenarios page or the free test plan: the simulated payment',
  ),
  confirmed: labelled(
    z.strictObject({
      title: labelled(
        templated('number', 'the founder number'),
        'Title',
        '{number} is filled in with the founder number',
      ),
      text: usualText,
      pendingTitle: words(
        'Title: spot held once confirmed',
        'Instead of the title when our server sends an email to confirm the address: the spot is held, and numbered, only once the address is confirmed',
      ),
      linkSentText: paragraph(
        'Text: spot held once confirmed, email sent',
        'Under that title when our server has sent the visitor an email with a link to confirm their address',
      ),
      linkQueuedText: paragraph(
        'Text: spot held once confirmed, email on its way',
        'Under that title when that email is due but not sent yet (the mail server is slow, or today’s emails are used up)',
      ),
      pendingText: paragraph(
        'Text: spot held once confirmed, no email possible',
        'Under that title when no email can confirm the address (it left the list lately, or mail to it failed); {contactEmail} may name the contact address',
      ),
      alreadyTitle: labelled(
        templated('number', 'the founder number'),
        'Title: spot already held',
        'Instead of the title when this email had reserved a founder spot before, so no second spot was taken; {number} is filled in with its founder number',
      ),
      alreadyText: paragraph('Text: spot already held', 'Instead of the text in that case'),
      emailedText: paragraph(
        'Text: founder number emailed',
        'Instead of the text when the address was confirmed already and the email naming its founder number is on its way',
      ),
      notSent: notSent('reservation'),
      refused: refused('reservation'),
      unverified: unverified('reservation'),
      done: words('Button', 'Closes the dialog'),
    }),
    'Confirmed step',
    'The last step after a payment',
  ),
  refusedLater: labelled(
    z.strictObject({
      title: words('Title'),
      text: labelled(
        templated('email', 'the address whose details were refused'),
        'Text',
        '{email} is filled in with the email address of the details turned down',
        { multiline: true },
      ),
    }),
    'Turned down later',
    'Pop-up message when details kept on the device are sent later (after a reload, say) and our server turns them down',
  ),
  expiredLater: labelled(
    z.strictObject({
      title: words('Title'),
      text: labelled(
        templated('email', 'the address whose details could not be sent'),
        'Text',
        '{email} is filled in with the email address of the details that never reached us',
        { multiline: true },
      ),
    }),
    'Never sent',
    'Pop-up message when details kept on the device could not reach our server for a week and are no longer kept',
  ),
  thanks: labelled(
    z.strictObject({
      title: words('Title', 'When no email to confirm the address is on its way'),
      text: usualText,
      linkTitle: words(
        'Title: confirmation email sent or on its way',
        'Instead of the title when our server has sent, or is sending, an email with a link to confirm the address: it says what the text asks of the visitor',
      ),
      linkSentText,
      linkQueuedText,
      ok: words('Button', 'Closes the dialog: the only way out of this step'),
    }),
    'Thank-you step',
    'The last step when reserving from the landing page, after the email step',
  ),
});

export const feedbackCopySchema = z.strictObject({
  title: words('Title'),
  intro: paragraph('Introduction', 'Under the title'),
  ...emailFieldWords,
  messageLabel: words('Message field label'),
  messagePlaceholder: example('message'),
  send: words('Button'),
  sending: words('Button while sending'),
  sentToast: words('Sent: pop-up message'),
  disposableEmail: disposableEmail(
    'Throwaway email',
    'Beside the email field when the email is at a throwaway email service (mailinator.com, say), which we refuse; {domain} is filled in with the service',
  ),
  notSent: notSent('message'),
  refused: refused('message'),
  unverified: unverified('message'),
  close: closeButton,
  honeypot,
});
