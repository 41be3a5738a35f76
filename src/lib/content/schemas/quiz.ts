/** Schemas of the free test-plan quiz: its dialog's words and the checks it builds a plan from. */
import { z } from 'astro/zod';
import { QUIZ_QUESTION_COUNT } from '../../constants';
import { APP_KINDS } from '../../plan/app-kinds';
import { closeButton, example, labelled, paragraph, templated, text, unseen, words } from './fields';

const check = words('Check', 'One thing to test, as a line of the plan');

export const quizCatalogueSchema = z.strictObject({
  kinds: labelled(
    z
      .array(
        z.strictObject({
          id: labelled(z.enum(APP_KINDS), 'Kind', 'Which kind of app this is'),
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
  estimate: words('Promise', 'Shown on the first step and again with the plan, e.g. "13 test cases · about 2 minutes"'),
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
