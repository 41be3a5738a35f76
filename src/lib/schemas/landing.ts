/** Schemas of the landing page's copy, the site's shared words and the prose pages. */
import { z } from 'astro/zod';
import { anchorHref, templated, text } from './fields';

export const siteSchema = z.strictObject({
  name: text,
  tagline: text,
  description: text.max(170, 'keep the meta description under 170 characters'),
  contactEmail: z.email(),
  skipLink: text,
  nav: z.array(z.strictObject({ label: text, href: anchorHref })).min(1),
  navLabel: text,
  menuLabel: text,
  reserveButton: text,
  tryButton: text,
  dismissToast: text,
  mobileBarLabel: text,
  // Before a prose page's date (the privacy notice).
  updatedLabel: text,
  footer: z.strictObject({
    navLabel: text,
    feedbackLink: text,
    privacyLink: text,
    homeLink: text,
    legal: text,
    copyright: text,
  }),
});

export const heroSchema = z.strictObject({
  eyebrow: text,
  headline: text,
  lede: text,
  price: z.strictObject({ amount: text, qualifier: text, regular: text, regularLabel: text }),
  availability: text,
  spotsLabel: text,
  progressLabel: text,
  reassurance: text,
  preview: z.strictObject({
    label: text,
    address: text,
    summary: text,
    runs: z.array(z.strictObject({ persona: text, goal: text, passed: z.boolean(), result: text })).min(1),
  }),
});

export const sectionSchema = z.strictObject({
  eyebrow: text,
  title: text,
  intro: text,
});

export const tryFormSchema = z.strictObject({
  fieldLabel: text,
  placeholder: text,
  button: text,
  busyButton: text,
  hint: text,
  httpError: templated('status'),
  unreachableError: templated('url'),
  dismissError: text,
});

export const howItWorksSchema = z.strictObject({
  steps: z.array(z.strictObject({ title: text, text })).min(1),
});

export const personaSchema = z.strictObject({
  order: z.int().nonnegative(),
  kind: z.enum(['demo', 'story']),
  name: text,
  age: z.int().min(13).max(120),
  occupation: text,
  device: text,
  stateOfMind: text,
  goal: text,
  outcome: text,
  action: text.optional(),
  quote: text.optional(),
});

/** The labels the persona cards and the dashboard cards share. */
export const cardLabelsSchema = z.strictObject({
  persona: z.strictObject({ profile: text, goal: text, outcome: text }),
  metric: z.strictObject({
    unit: text,
    up: templated('points', 'the rise'),
    down: templated('points', 'the fall'),
    flat: text,
  }),
});

const percent = z.int().min(0).max(100);
const metric = z.strictObject({ label: text, value: percent, delta: z.int().min(-100).max(100) });

export const dashboardCardSchema = z.strictObject({
  order: z.int().nonnegative(),
  kind: z.enum(['regression', 'win']),
  badge: text,
  title: text,
  context: text,
  completion: metric,
  experience: metric,
  evidence: z.array(z.strictObject({ quote: text, who: text })).min(1),
  fixLabel: text,
  fix: text,
});

export const faqSchema = z.strictObject({
  order: z.int().nonnegative(),
  question: text,
});

export const pageSchema = z.strictObject({
  title: text,
  description: text,
  heading: text,
  updated: z.coerce.date(),
  homeLink: text.optional(),
});
