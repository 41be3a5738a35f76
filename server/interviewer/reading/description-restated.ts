/**
 * The app said anew, without naming its description (docs/interviewer.md, "Acts"): "actually it's
 * more of a marketplace where groomers list their free slots", "sorry, it's really a booking tool
 * for studios, not artists". A sentence that says what the app is ("it's", "the app is", "we're")
 * and names a kind of app ("a marketplace", "a booking tool"), with a word that takes back what
 * was said before ("actually", "really", "more of", "sorry"), is a correction of the description;
 * the new one runs from it to the end of the turn, or to a sentence about something else.
 */
import type { PlanState } from '../../../src/lib/plan/plan.ts';
import type { Asked, TurnAct } from '../language/turn-reading.ts';
import { normalizeCommand } from '../words/answers.ts';
import { clausesOf, descriptionFrom, endsSentence } from './description-anew.ts';

/** What says the app is something: "it's", "it is", "the app is", "we're", "we are". */
const SUBJECTS = [['its'], ['it', 'is'], ['the', 'app', 'is'], ['the', 'apps'], ['were'], ['we', 'are']];
/** Words that take back what was said of the app before. */
const TAKING_BACK = new Set(
  'actually really more rather sorry correction correct instead wait clear clarify not mean'.split(' '),
);
/** Words that may stand between the subject and the kind of app: "more of a", "really just a". */
const MODIFIERS = new Set(
  'actually really more rather just basically mainly mostly kind sort of like a an the more closer'.split(' '),
);
/** Kinds of app, by the noun a founder says it with. */
const APP_NOUNS = new Set(
  (
    'app application marketplace platform tool site website service portal saas subscription directory network ' +
    'community shop store chatbot bot extension plugin dashboard crm product system software game tracker planner ' +
    'organiser organizer builder finder aggregator exchange booking'
  ).split(' '),
);
/** The most words said before the subject: "no sorry, actually it's …". */
const MAX_LEAD = 8;
/** The most words between the subject and the kind of app: "more of a booking". */
const MAX_REACH = 5;
/** The most words before the subject in the clause a new description opens with: "actually, sorry, it's …". */
const MAX_OPENING = 4;
/** The fewest words the new description is said in. */
const MIN_WORDS = 5;

const wordsIn = (said: string, clause: { start: number; end: number }) =>
  normalizeCommand(said.slice(clause.start, clause.end)).split(' ').filter(Boolean);

/** Where the words say what the app is, past the lead-in: the indexes after each subject. */
function subjectEnds(words: readonly string[]): number[] {
  const ends: number[] = [];
  for (let start = 0; start < Math.min(words.length, MAX_LEAD); start++) {
    const subject = SUBJECTS.find((parts) => parts.every((part, index) => words[start + index] === part));
    if (subject) ends.push(start + subject.length);
  }
  return ends;
}

/**
 * Whether the sentence says the app is another kind of app, taking back what was said before:
 * "actually it's a marketplace …", "it's not just for tenants, it's a marketplace …".
 */
function restatesApp(words: readonly string[]): boolean {
  return subjectEnds(words).some((end) => {
    let noun = end;
    while (noun < Math.min(words.length, end + MAX_REACH) && MODIFIERS.has(words[noun] ?? '')) noun++;
    if (!APP_NOUNS.has(words[noun] ?? '') && !APP_NOUNS.has(words[noun + 1] ?? '')) return false;
    return words.slice(0, noun).some((word) => TAKING_BACK.has(word));
  });
}

/** The correction a turn makes by saying anew what the app is; null when it makes none. */
export function readDescriptionRestated(
  plan: PlanState,
  said: string,
  asked?: Asked,
): { act: TurnAct; before: string } | null {
  const target = plan.app_description?.value;
  // Asked what the app is (a description read from its page offered), what it is said to be answers it.
  if (!target || asked === 'app_description') return null;
  const clauses = clausesOf(said);
  let sentence = 0;
  for (const [index, clause] of clauses.entries()) {
    // "sorry, the app is really …": what takes back may be a clause of its own before it.
    const words = wordsIn(said, { start: clauses[sentence]?.start ?? 0, end: clause.end });
    if (restatesApp(words)) {
      // The new description opens where the app is said to be something: "hmm, let me correct myself, it's …".
      const opens = clauses.findIndex(
        (part, at) =>
          at >= sentence && at <= index && subjectEnds(wordsIn(said, part).slice(0, MAX_OPENING)).length > 0,
      );
      const first = opens < 0 ? sentence : opens;
      const value = descriptionFrom(said, clauses, first);
      const long = normalizeCommand(value).split(' ').length >= MIN_WORDS;
      if (!long || value.endsWith('?') || value === target) return null;
      const act: TurnAct = { act: 'correction', field: 'app_description', value, target };
      return { act, before: said.slice(0, clauses[sentence]?.start) };
    }
    if (endsSentence(clause.mark)) sentence = index + 1;
  }
  return null;
}
