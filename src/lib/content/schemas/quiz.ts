/** Schemas of the free test-plan quiz: its dialog's words and the checks it builds a plan from. */
import { z } from 'astro/zod';
import { QUIZ_QUESTION_COUNT } from '../../constants';
import { QUIZ_APP_KINDS } from '../../quiz-kinds';
import { closeButton, example, labelled, paragraph, templated, text, unseen, words } from './fields';

const check = words('Check', 'One thing to test, as a line of the plan');
const keywords = (what: string) =>
  labelled(
    z.array(words('Keyword')).min(1),
    'Keywords',
    `Words in the visitor's answer that name this ${what}, in any case`,
  );

export const quizCatalogueSchema = z.strictObject({
  kinds: labelled(
    z
      .array(
        z.strictObject({
          id: labelled(z.enum(QUIZ_APP_KINDS), 'Kind', 'Which kind of app this is'),
          label: words('Name', 'Fills {kind} in the plan\'s introduction: "Built for your Marketplace app"'),
          keywords: labelled(
            z.array(words('Keyword')).min(1),
            'Keywords',
            'Words in the answers that point to this kind, in any case; in the answer to the first question they count double',
          ),
          items: labelled(z.array(check).min(1), 'Checks', "This kind's checks, first in the plan"),
        }),
      )
      .min(1),
    'Kinds of app',
    "The quiz finds the kind of app from the visitor's answers and lists that kind's checks first, then the generic ones, 12 at most",
  ),
  generic: labelled(
    z.array(check).min(12, 'keep at least 12 generic items so every plan can be filled'),
    'Generic checks',
    "After the kind's checks, until the plan has 12; the whole plan when no kind is found, so keep at least 12",
  ),
  features: labelled(
    z.array(
      z.strictObject({
        keywords: keywords('feature'),
        step: words('Step', 'What a user does with it, in running text: "check out". Steps join in this list\'s order'),
      }),
    ),
    'Features',
    'The features a visitor may name as mattering most; the plan opens with one journey through the ones named',
  ),
  concerns: labelled(
    z.array(
      z.strictObject({
        keywords: keywords('worry'),
        where: words('Where', 'How the journey is run, in running text: "on a mid-range Android phone over 4G"'),
        check: check,
      }),
    ),
    'Worries',
    'What a visitor may say worries them; the first one named sets how the journey is run, and each adds its check',
  ),
  fromAnswers: labelled(
    z.strictObject({
      anywhere: words('Where, when no worry is named', 'In running text: "on a phone and on a computer"'),
      between: words('Between two steps', 'After a comma: "then"'),
      feature: labelled(
        templated('feature'),
        'A feature not in the list',
        "{feature} is filled in with the visitor's words",
      ),
      concern: labelled(
        templated('concern'),
        'A worry not in the list',
        "{concern} is filled in with the visitor's words",
      ),
    }),
    'Checks from the answers',
    "The lines that name the visitor's own features and worries, first in the plan",
  ),
});

const start = z.strictObject({
  intro: paragraph('Introduction', 'Under the title'),
  choiceLegend: words('Question above the two choices'),
  live: words('First choice: a live app'),
  liveHint: words('Under the first choice'),
  building: words('Second choice: still building'),
  buildingHint: words('Under the second choice'),
  urlLabel: words('App address field label', 'With the first choice'),
  urlPlaceholder: example('app address'),
  descriptionLabel: words('Description field label', 'With the second choice'),
  descriptionPlaceholder: example('description'),
  next: words('Next button'),
});

const chat = z.strictObject({
  title: words('Title'),
  progress: words('Progress', '{n} is filled in with the number of the question, {total} with how many there are'),
  answerLabel: words('Answer field label'),
  answerPlaceholder: example('answer'),
  next: words('Next button', 'After each question but the last'),
  generate: words('Last button', 'After the last question: makes the plan'),
  you: words('Before the answers', unseen("what screen readers say before the visitor's answers")),
  assistant: words('Before the questions', unseen('what screen readers say before the questions')),
  questions: labelled(
    z.array(words('Question')).length(QUIZ_QUESTION_COUNT),
    'Questions',
    `Exactly ${QUIZ_QUESTION_COUNT}, in this order: what kind of app it is (its answer counts double in finding the ` +
      'kind of app), which features matter most, what worries the visitor',
  ),
});

const plan = z.strictObject({
  title: words('Title'),
  count: labelled(templated('count'), 'Count', '{count} is filled in with the number of test cases in the plan shown'),
  intro: words(
    'Introduction',
    '{kind} is filled in with the name of the kind of app found, or else with "Kind of app when none is found" below',
  ),
  download: words('Download button', 'Downloads the plan as a PDF'),
  downloading: words('Download button while preparing'),
  reserve: words('Reserve button', 'Opens the reservation, with the payment step'),
  reserveNote: words('Note under the buttons'),
  pdfTitle: words('PDF: title'),
  pdfApp: labelled(
    templated('app'),
    'PDF: app line',
    "{app} is filled in with the app's address or description, or else the kind of app",
  ),
  pdfIntro: paragraph('PDF: introduction'),
  pdfFooter: words('PDF: footer', 'At the bottom of every page of the PDF'),
});

export const quizCopySchema = z.strictObject({
  title: words('Title', 'Of the first step'),
  close: closeButton,
  estimate: labelled(
    templated('count'),
    'Promise',
    'Shown on the first step; {count} is filled in with how many test cases a plan has, e.g. "{count} test cases · about 2 minutes"',
  ),
  start: labelled(start, 'First step', 'Where the app is: live, or still being built'),
  chat: labelled(chat, 'Questions step'),
  plan: labelled(plan, 'Plan step', 'The plan, with its download and the reservation'),
  thanks: labelled(
    z.strictObject({ title: words('Title'), text: paragraph('Text'), done: words('Button', 'Closes the dialog') }),
    'Thank-you step',
    'After the PDF download',
  ),
  genericKind: labelled(
    text,
    'Kind of app when none is found',
    'Fills {kind} in the plan\'s introduction when the answers match no kind of app, e.g. "web"',
  ),
});
