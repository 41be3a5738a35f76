/** Schemas of the words every page shares (header, footer, page metadata) and of the prose pages. */
import { z } from 'astro/zod';
import { isLaunchMonth } from '../site-facts';
import { anchorHref, labelled, paragraph, text, unseen, words } from './fields';

const FACT_HINT =
  'Until you fill it in, keep the example in [square brackets]: the footer leaves it out and the build warns';

export const siteSchema = z.strictObject({
  name: words('Product name', 'In the logo, the browser tab and shared links'),
  tagline: words('Tagline', "After the product name in the home page's browser tab, and under the logo in the footer"),
  description: labelled(
    text.max(170, 'keep the meta description under 170 characters'),
    'Description for search engines',
    'What search results and shared links show under the title of a page without a description of its own; under 170 characters',
    { multiline: true },
  ),
  launchMonth: labelled(
    z.string().refine(isLaunchMonth, 'must be a month written YYYY-MM, such as 2025-12'),
    'Launch month',
    'The month Testable launches, written YYYY-MM (2025-12 reads “December 2025”). Every mention of the launch uses it: write {launch} in any text, inside a pair of forms {{dated|undated}} (“{{Available {launch}|Founders get access first}}”): the second is said once the month is past, when the build also warns',
  ),
  skipLink: words(
    'Skip-to-content link',
    'Appears at the top of each page for keyboard users, to jump past the header',
  ),
  nav: labelled(
    z
      .array(
        z.strictObject({
          label: words('Link text'),
          href: labelled(
            anchorHref,
            'Section it leads to',
            "# and the section's name: #how, #what, #results-dashboard, #try, #faq or #join",
          ),
        }),
      )
      .min(1),
    'Header links',
    "The links to the landing page's sections, in the header and in the phone menu",
  ),
  navLabel: words('Header links name', unseen('what screen readers call the row of links in the header')),
  menuLabel: words('Menu button name', unseen('what screen readers call the phone menu button and its list of links')),
  reserveButton: words(
    'Reserve button',
    "In the header, the hero and the phone's bottom bar: opens the reservation dialog",
  ),
  tryButton: words('Try button', "In the header, the hero and the phone's bottom bar: leads to the try-it form"),
  dialogOpening: words(
    'While a dialog opens',
    'In a dialog tapped while the page is still loading, under its title, until the dialog itself shows',
  ),
  dialogClose: words(
    'Close a dialog still opening',
    unseen('what screen readers call the × of a dialog tapped while the page is still loading'),
  ),
  dismissToast: words('Close a pop-up message', unseen('what screen readers call the × that closes a pop-up message')),
  mobileBarLabel: words(
    'Phone bottom bar name',
    unseen('what screen readers call the buttons fixed at the bottom of a phone screen'),
  ),
  updatedLabel: words('Before the date of a page', 'Before the date of a prose page such as the privacy notice'),
  footer: labelled(
    z.strictObject({
      navLabel: words('Footer links name', unseen("what screen readers call the footer's links")),
      feedbackLink: words('Feedback link', 'Opens the feedback dialog'),
      privacyLink: words('Privacy link', 'Leads to the privacy notice'),
      homeLink: words('Home link', 'Leads to the landing page; the landing page itself does not show it'),
      legal: words('Legal line', 'The small print above the company details'),
      companyNumber: words('Before the company number', 'In the footer, before the number in company.yaml'),
      registeredOffice: words('Before the registered address', 'In the footer, before the address in company.yaml'),
      contact: words('Before the contact email', 'In the footer, before the email in company.yaml'),
      copyright: words('Copyright line'),
    }),
    'Footer',
    'At the bottom of every page; its "Cookie settings" button is with the cookie banner\'s words',
  ),
});

/** The company behind the site: what the footer states, filled in by whoever runs it. */
export const companySchema = z.strictObject({
  legalName: words('Company name', `The registered name, such as Testable Ltd. ${FACT_HINT}`),
  companyNumber: words('Company number', `As registered, such as 12345678. ${FACT_HINT}`),
  registeredOffice: words('Registered office address', `On one line. ${FACT_HINT}`),
  contactEmail: labelled(
    z.email(),
    'Contact email',
    'Shown in the footer, written wherever the copy says {contactEmail}, and where the feedback link writes to when the feedback dialog cannot open',
  ),
});

export const pageSchema = z.strictObject({
  title: words('Browser tab title', "The page's title in the browser tab and in search results"),
  description: paragraph('Description for search engines', 'What search results and shared links show under the title'),
  heading: words('Heading', 'The big heading at the top of the page'),
  updated: labelled(
    z.coerce.date(),
    'Last updated',
    'The date shown under the heading (not on a page with a home button)',
  ),
  homeLink: words(
    'Home button',
    'Optional: a button back to the home page under the text, as on the page-not-found page; such a page shows no date',
  ).optional(),
});
