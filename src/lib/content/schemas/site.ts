/** Schemas of the words every page shares (header, footer, page metadata) and of the prose pages. */
import { z } from 'astro/zod';
import { anchorHref, labelled, paragraph, text, unseen, words } from './fields';

export const siteSchema = z.strictObject({
  name: words('Product name', 'In the logo, the browser tab and shared links'),
  tagline: words('Tagline', "After the product name in the home page's browser tab, and under the logo in the footer"),
  description: labelled(
    text.max(170, 'keep the meta description under 170 characters'),
    'Description for search engines',
    'What search results and shared links show under the title of a page without a description of its own; under 170 characters',
    { multiline: true },
  ),
  contactEmail: labelled(
    z.email(),
    'Contact email',
    "Where the footer's feedback link writes to when the feedback dialog cannot open",
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
      legal: words('Legal line', 'The small print above the copyright'),
      copyright: words('Copyright line'),
    }),
    'Footer',
    'At the bottom of every page; its "Cookie settings" button is with the cookie banner\'s words',
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
