/**
 * Schemas of the words of /analysis (the test plan chat), /test-execution (the test scenarios) and
 * the analytics consent banner, which the footer's "Cookie settings" reopens.
 */
import { z } from 'astro/zod';
import { labelled, paragraph, templated, unseen, words } from './fields';

const tabTitle = words('Browser tab title');

/** Words with `{placeholder}` filled in with `what`, shown (or said) `where`. */
const filled = (placeholder: string, title: string, where: string, what: string) =>
  labelled(templated(placeholder), title, `${where}; {${placeholder}} is filled in with ${what}`);
const saidBy = (what: string) => unseen(`what screen readers call ${what}`);
const itemName = 'its name (its number when it has none)';
const personaField = (field: string) =>
  labelled(
    z.strictObject({
      edit: filled('name', 'Edit button', saidBy(`the ✎ button of a persona’s ${field}`), 'the persona’s name'),
      field: filled('name', 'Field', saidBy(`the field of a persona’s ${field} being edited`), 'the persona’s name'),
    }),
    `The persona’s ${field}`,
  );

/** The words of editing the plan in place: buttons, fields and messages. */
const planEditSchema = z.strictObject({
  description: words('Edit description button', saidBy('the ✎ button of the app description')),
  renameUserType: filled('name', 'Rename user type button', saidBy('a user type’s ✎ button'), itemName),
  removeUserType: filled('name', 'Remove user type button', saidBy('a user type’s bin button'), itemName),
  userTypeName: words('User type name field', saidBy('the field of a user type’s name')),
  renameSegment: filled('name', 'Rename segment button', saidBy('a segment’s ✎ button'), itemName),
  removeSegment: filled('name', 'Remove segment button', saidBy('a segment’s bin button'), itemName),
  segmentName: words('Segment name field', saidBy('the field of a segment’s name')),
  unnamedPersona: words('Persona without a name', unseen('stands in for the name of a persona that has none below')),
  personaFields: labelled(
    z.strictObject({
      name: personaField('name'),
      age: personaField('age'),
      gender: personaField('gender'),
      occupation_background: personaField('occupation'),
      state_of_mind: personaField('state of mind'),
      device: personaField('device'),
    }),
    'Persona fields',
    'The words of editing each field of a persona',
  ),
  rewordGoal: filled('goal', 'Reword goal button', saidBy('a goal’s ✎ button'), 'the goal'),
  removeGoal: filled('goal', 'Remove goal button', saidBy('a goal’s bin button'), 'the goal'),
  goal: words('Goal field', saidBy('the field of a goal being reworded')),
  addGoal: words('Add goal button', 'Under a segment’s goals'),
  addGoalTo: filled('name', 'Add goal button, in full', saidBy('the add goal button'), 'the segment’s name'),
  newGoal: filled('name', 'New goal field', saidBy('the field of a new goal'), 'the segment’s name'),
  save: words('Save button', 'Beside a field being edited'),
  cancel: words('Cancel button', 'Beside a field being edited: leaves the value as it was'),
  empty: words('Empty value', 'Under a field saved empty: nothing is saved'),
  emptyGoal: words('Empty new goal', 'Under a new goal saved empty: nothing is added'),
  ageRange: filled(
    'max',
    'Age out of range',
    'Under an age that is not a whole number from 1 up',
    'the oldest age taken',
  ),
  busy: words(
    'While Testable answers',
    'When an edit is tried while a chat answer, which replaces the plan, is on its way',
  ),
  saved: words('Saved', unseen('what screen readers say once a value is saved')),
  goalAdded: words('Goal added', unseen('what screen readers say once a goal is added')),
  userTypeRemoved: filled('name', 'User type removed', 'Beside the Undo button, where it was', itemName),
  segmentRemoved: filled('name', 'Segment removed', 'Beside the Undo button, where it was', itemName),
  goalRemoved: filled('goal', 'Goal removed', 'Beside the Undo button, where it was', 'the goal'),
  undo: words('Undo button', 'Puts back what was just removed'),
  restored: filled('name', 'Put back', unseen('what screen readers say once Undo has put an item back'), 'its name'),
});

const pageDescription = words('Page description', 'What shared links show under the title');

export const analysisCopySchema = z.strictObject({
  title: tabTitle,
  description: pageDescription,
  heading: words('Heading', "At the top of the page, above the app's address"),
  close: words('Close button', 'Ends the session: forgets the plan and goes back to the home page'),
  closeConfirm: labelled(
    z.strictObject({
      title: words('Title'),
      body: paragraph('What is lost', 'Under the title'),
      keep: words('Keep button', 'Closes the question and leaves everything as it was (also Escape)'),
      clear: words('Clear button', 'Forgets the chat and the plan, and goes back to the home page'),
    }),
    'Close’s question',
    'Asked when Close is pressed after the visitor has said something or the plan holds anything',
  ),
  chatTitle: words('Chat title', 'Above the chat'),
  greeting: paragraph('First message', "The chat's first message from Testable"),
  messageLabel: words('Answer box name', unseen('what screen readers call the box where the visitor types')),
  messagePlaceholder: words('Example in the answer box', 'Grey text in the empty box'),
  send: words('Send button'),
  newlineHint: words('Note under the answer box'),
  thinking: words('While Testable answers', 'In the chat while the answer is on its way'),
  you: words("Before the visitor's messages", unseen("what screen readers say before the visitor's messages")),
  assistant: words("Before Testable's messages", unseen("what screen readers say before Testable's messages")),
  chatError: words('Chat error', "Testable's message in the chat when no answer came"),
  planTitle: words('Plan title', 'Above the plan'),
  emptyPlan: words('Empty plan (phones)', 'In place of the plan while it is empty, on a phone'),
  emptySplit: words('Empty plan (wide screens)', 'In place of the plan while it is empty, on a wide screen'),
  appDescription: words('App description heading'),
  userType: words('Before a user type'),
  segment: labelled(
    templated('n', 'the segment number'),
    'Segment without a name',
    '{n} is filled in with the number of the segment',
  ),
  persona: words('Persona', unseen("what screen readers say before the persona's name")),
  age: labelled(templated('age'), 'Age', "{age} is filled in with the persona's age"),
  gender: words('Gender label'),
  occupation: words('Occupation label'),
  stateOfMind: words('State of mind label'),
  device: words('Device label'),
  goals: words('Goals heading'),
  startTest: words('Start button', 'Once the plan is complete: leads to the test scenarios'),
  completeFirst: words('Start button before the plan is complete'),
  completeFirstTooltip: words(
    'Why the start button waits',
    'The tooltip of the start button before the plan is complete',
  ),
  tabsLabel: words('Tabs name', unseen("what screen readers call the phone's two tabs, the chat and the plan")),
  buildTab: words('Chat tab', 'On a phone'),
  previewTab: words('Plan tab', 'On a phone'),
  planReady: words(
    'Plan ready mark',
    "On a phone, beside the plan tab's name once the plan is complete (Start Test is there)",
  ),
  resizeLabel: words(
    'Resize handle name',
    unseen('what screen readers call the handle between the chat and the plan, on a wide screen'),
  ),
  edit: labelled(planEditSchema, 'Editing the plan', 'The buttons, fields and messages of editing the plan in place'),
});

const scenarioCount = (what: string) =>
  labelled(templated('count'), what, '{count} is filled in with the number of scenarios');

export const testExecutionCopySchema = z.strictObject({
  title: words(
    'Page label',
    'The small label at the top of the page, before the app’s address; also its browser tab title',
  ),
  description: pageDescription,
  back: words('Back button', 'Back to the test plan chat'),
  heading: words('Heading', 'The largest text on the page'),
  summary: labelled(
    z.strictObject({
      one: scenarioCount('With one scenario'),
      other: scenarioCount('With any other number'),
    }),
    'Summary',
    'Under the heading: how many scenarios the plan holds (one per goal), and when they run',
  ),
  reserve: words(
    'Reserve button',
    'Under the summary, and in the header of this page: opens the reservation, which goes on to the payment step, so it says the price',
  ),
  sampleReport: words('Sample report link', "Leads to the landing page's sample results"),
  nextLabel: words('“What happens next” label', 'Before the sentence under the buttons'),
  next: paragraph('What happens next', 'One sentence under the buttons: what the reservation leads to'),
  personasTitle: words('Personas heading', 'Above the blocks, one per persona, each with its goals'),
  segment: words('Segment label', 'In a persona’s block, before the name of the segment it tests'),
  empty: words('No scenarios', 'In place of the scenarios while the plan has no goal'),
  goBack: words('Back button when there are no scenarios'),
  scenario: labelled(
    z.strictObject({
      unknownPersona: words('No persona', 'When the segment has no persona at all'),
      unnamedPersona: words('Persona without a name'),
      unknownDevice: words('Persona without a device'),
      age: labelled(templated('age'), 'Age', "{age} is filled in with the persona's age"),
      unknownSegment: words('Segment without a name'),
    }),
    'Scenario fallbacks',
    'A persona\'s line reads "name (device) - age, occupation, state of mind"; these words stand in for what the plan leaves out',
  ),
});

const afterChoice = 'When the banner is reopened from "Cookie settings"';

export const consentCopySchema = z.strictObject({
  title: words('Title'),
  text: paragraph('Question', 'Asks whether the visitor accepts analytics cookies; the privacy link follows it'),
  firstAskNote: paragraph(
    'Note on first asking',
    'After the question, until a choice is made: that the cookies stay off unless accepted, and how to change the choice',
  ),
  privacyLink: words('Privacy link', "After the question: leads to the privacy notice's part on analytics"),
  accept: words('Accept button'),
  reject: words('Reject button'),
  close: words('Close button', 'Once a choice is made, or when there is nothing to choose'),
  currentGranted: words('Current choice: accepted', afterChoice),
  currentDenied: words('Current choice: rejected', afterChoice),
  withdrawNote: words('After "accepted"', 'Says that choosing Reject reloads the page'),
  noAnalytics: paragraph('No analytics', 'In place of the question when the site has no analytics set up'),
  settingsLink: words('"Cookie settings" button', 'In the footer of every page: reopens this banner'),
});
