/**
 * Asking the assistant to fill the plan in, said in a sentence of one's own (docs/interviewer.md,
 * "Acts"): a verb of making ("draft", "propose", "come up with") whose object is the plan or a part
 * of it ("the rest of the personas", "the whole plan"), or a thing left to the assistant ("can you
 * fill this in", "something sensible", "… yourself"). A goal said with the same verbs makes a thing
 * of its own ("create a meal plan", "finish the rest of the course") and is no request. "Suggest"
 * is left to the set phrases of turn-words.ts: "suggest a plan" alone is not the page's phrase.
 */

/** Verbs of making, each with the particles said after it ("come up with", "fill in", "make up"). */
const MAKING = new Set(
  (
    'propose draft generate fill complete finish come make write create invent build sketch put ' +
    'populate prefill autofill do handle sort pick choose decide guess'
  ).split(' '),
);
const PARTICLES = new Set('up in out with together for me us'.split(' '));
/** Words an object opens with, before the noun that says what it is. */
const DETERMINERS = new Set('the a an some whole entire full test my our other remaining'.split(' '));
/** The plan and its parts: made by the assistant whoever asks. */
const PLAN_PARTS = new Set('plan plans rest remainder others personas persona blanks gaps'.split(' '));
/** Parts of the plan a task may also name ("complete the goals"): the assistant's only when it is asked. */
const ASKED_PARTS = new Set('segments goals groups details'.split(' '));
/** Things named only by "something": the assistant's to make when the turn says so ("something sensible"). */
const INDEFINITE = new Set('something anything everything all whatever'.split(' '));
/** Things named by a pronoun: the assistant's to make only when it is asked ("can you fill this in"). */
const PRONOUNS = new Set('it this them one'.split(' '));
const LEFT_OPEN = new Set([...INDEFINITE, ...PRONOUNS]);
/** What says, after the verb, that it is the assistant who makes it: "… yourself", "… for me". */
const FOR_THE_ASKER = new Set('yourself yourselves me us'.split(' '));
/** What says of "something" that the assistant is to make it up: "something sensible". */
const LEAVING = new Set('sensible reasonable plausible realistic typical generic'.split(' '));
/** Whom a part may be made for or of: "the plan for me", "the rest of the personas". */
const FOR_THE_PLAN = new Set([...PLAN_PARTS, ...LEFT_OPEN, 'me', 'us']);
/** The longest turn read for a request said in a sentence: a description may well say "we generate plans". */
const MAX_WORDS = 30;

/**
 * "the rest of the course", "a plan for the week" are things of their own; "the rest of the
 * personas", "the plan for me", "the rest" the plan's.
 */
function ofPlan(words: readonly string[], at: number): boolean {
  if (words[at + 1] !== 'of' && words[at + 1] !== 'for') return true;
  let next = at + 2;
  while (DETERMINERS.has(words[next] ?? '')) next++;
  return FOR_THE_PLAN.has(words[next] ?? '');
}

/** Whether the words (normalised, "u" read as "you") ask the assistant to make the plan or part of it. */
export function asksForSuggestion(words: readonly string[]): boolean {
  if (words.length > MAX_WORDS) return false;
  for (let index = 0; index < words.length; index++) {
    if (!MAKING.has(words[index] ?? '')) continue;
    // "can you fill …", "could you just draft …": the assistant is asked, a few words before the verb.
    const after = words.slice(index + 1);
    const asked =
      words.slice(Math.max(index - 3, 0), index).includes('you') || after.some((word) => FOR_THE_ASKER.has(word));
    let at = index + 1;
    while (PARTICLES.has(words[at] ?? '')) at++;
    while (DETERMINERS.has(words[at] ?? '')) at++;
    const object = words[at] ?? '';
    if ((PLAN_PARTS.has(object) || (asked && ASKED_PARTS.has(object))) && ofPlan(words, at)) return true;
    // "make it realistic" is said of a value; "make something realistic up" leaves it to the assistant.
    // "just fill in whatever": "whatever" ending the turn is whatever the assistant likes.
    const whatever = object === 'whatever' && at === words.length - 1;
    const leaves = asked || whatever || (INDEFINITE.has(object) && after.some((word) => LEAVING.has(word)));
    if ((LEFT_OPEN.has(object) || after.includes('yourself')) && leaves && ofPlan(words, at)) return true;
  }
  return false;
}
