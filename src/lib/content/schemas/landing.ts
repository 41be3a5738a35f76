/** Schemas of the landing page's copy: the hero, the sections and their cards, the FAQ. */
import { z } from 'astro/zod';
import { labelled, order, paragraph, templated, unseen, words } from './fields';

export const heroSchema = z.strictObject({
  eyebrow: words('Badge above the headline', 'The small highlighted line above the headline'),
  headline: words('Headline', 'The big line at the top of the landing page'),
  lede: paragraph('Introduction', 'The paragraph under the headline'),
  price: labelled(
    z.strictObject({
      amount: words('Founder price', 'In large type, e.g. "$49/month"'),
      qualifier: words('After the founder price', 'e.g. "forever for founders"'),
      regular: words('Regular price', 'Shown struck through'),
      regularLabel: words('After the regular price', 'e.g. "regular price"'),
    }),
    'Price line',
    'Under the introduction',
  ),
  availability: words('Availability', 'When Testable opens, under the price line'),
  spotsLabel: words('Words after the founder-spot count', 'Follows the count, as in "18 of 50 founder spots taken"'),
  progressLabel: words('Founder-spot bar name', unseen('what screen readers call the bar of founder spots taken')),
  reassurance: words('Reassurance', 'The small line under the founder-spot bar'),
  preview: labelled(
    z.strictObject({
      label: words('Card title', 'Top left of the card, e.g. "Example run · 07:00"'),
      address: words('App address', "The made-up address in the card's browser bar"),
      summary: words('Summary', 'Top right of the card, e.g. "2 of 3 goals completed"'),
      runs: labelled(
        z
          .array(
            z.strictObject({
              persona: words('AI user', 'Name, age and job, e.g. "Dave, 47 · Landscaper"'),
              goal: words('Goal', 'What this AI user tried to do'),
              passed: labelled(z.boolean(), 'Goal reached', 'On: a green tick; off: a red "!"'),
              result: words('Result', 'The colored label at the end of the line, e.g. "Stuck at pricing"'),
            }),
          )
          .min(1),
        'Runs',
        'One line per AI user',
      ),
    }),
    'Sample run card',
    "The card beside the headline: a day's test run of a made-up app",
  ),
});

export const sectionSchema = z.strictObject({
  eyebrow: words('Small heading', 'The short colored line above the title'),
  title: words('Title', "The section's heading"),
  intro: paragraph('Introduction', 'The line under the title'),
});

export const tryFormSchema = z.strictObject({
  fieldLabel: words('Field label', 'Above the box where visitors type their app address'),
  placeholder: words('Example in the box', 'Grey text in the empty box'),
  button: words('Button', 'Starts the guided chat for the address typed'),
  busyButton: words('Button while checking', 'The button while the address is being checked'),
  hint: words('Note under the box'),
  httpError: labelled(
    templated('status'),
    'Error: the check failed',
    'When the analysis service answers with an error; {status} is filled in with its error number (e.g. 500)',
  ),
  unreachableError: labelled(
    templated('url'),
    'Error: the app could not be reached',
    '{url} is filled in with the address typed',
  ),
  dismissError: words('Close the error', unseen('what screen readers call the × on the error')),
});

export const howItWorksSchema = z.strictObject({
  steps: labelled(
    z.array(z.strictObject({ title: words('Step title'), text: paragraph('Step text') })).min(1),
    'Steps',
    'In order: the page numbers them 1, 2, 3…',
  ),
});

export const personaSchema = z.strictObject({
  order,
  kind: labelled(
    z.enum(['demo', 'story']),
    'Kind of card',
    'demo: its outcome in red, with a button that plays the demo; story: a success story, its outcome in green',
  ),
  name: words('Name', 'First name; its first letter is the round picture'),
  age: labelled(z.int().min(13).max(120), 'Age', 'After the name'),
  occupation: words('Occupation', 'Under the name'),
  device: words('Device', 'The first tag, e.g. "Windows laptop"'),
  stateOfMind: words('State of mind', 'The second tag, e.g. "In a hurry between jobs"'),
  goal: words('Goal', 'What the persona came to do'),
  outcome: words('Outcome', 'What happened'),
  action: words('Demo button', 'Only on a demo card: the button that plays the demo').optional(),
  quote: words('Quote', "Optional: the persona's words at the bottom of the card, in quotation marks").optional(),
});

/** The labels the landing page's cards share (the cards themselves are in personas/ and dashboard/). */
export const cardLabelsSchema = z.strictObject({
  persona: labelled(
    z.strictObject({
      example: words('Example tag', 'At the top of each persona card: says the person and the story are made up'),
      profile: words('Tags name', unseen("what screen readers call the persona's device and state-of-mind tags")),
      goal: words('Goal heading'),
      outcome: words('Outcome heading'),
    }),
    'Persona cards',
  ),
  metric: labelled(
    z.strictObject({
      unit: words('Unit after the change', 'After the ▲/▼ number of a change, e.g. "pts" in "▲ 18 pts"'),
      up: labelled(
        templated('points', 'the rise'),
        'A rise, in words',
        'For screen readers; {points} is filled in with the number of points',
      ),
      down: labelled(
        templated('points', 'the fall'),
        'A fall, in words',
        'For screen readers; {points} is filled in with the number of points',
      ),
      flat: words('No change, in words', 'For screen readers, when a score has not changed'),
    }),
    'Dashboard scores',
    "How a score's change reads: after its ▲/▼ number, and in words for screen readers",
  ),
});

const percent = labelled(z.int().min(0).max(100), 'Score (%)', 'From 0 to 100');
const change = labelled(
  z.int().min(-100).max(100),
  'Change (points)',
  'Since the last report: a minus sign for a fall (e.g. -31), 0 for no change',
);
const metric = z.strictObject({ label: words('Score name'), value: percent, delta: change });

export const dashboardCardSchema = z.strictObject({
  order,
  kind: labelled(
    z.enum(['regression', 'win']),
    'Kind of card',
    'regression: something got worse (red); win: something got better (green)',
  ),
  badge: words('Badge', 'The colored label at the top of the card'),
  title: words('Title', 'The journey tested, e.g. "Mobile checkout"'),
  context: words('Context line', 'Under the title: since when, how many AI users, when'),
  completion: labelled(metric, 'First score', 'Task completion'),
  experience: labelled(metric, 'Second score', 'User experience'),
  evidence: labelled(
    z
      .array(
        z.strictObject({
          quote: words('Quote', 'Shown in quotation marks'),
          who: words('Who said it', 'e.g. "Dave, landscaper, Windows laptop"'),
        }),
      )
      .min(1),
    'What users said',
    "The AI users' own words",
  ),
  fixLabel: words('Fix heading', 'Above the recommended fix'),
  fix: paragraph('Recommended fix'),
});

export const faqSchema = z.strictObject({
  order,
  question: words('Question', 'The answer is the text below'),
});
