/**
 * What the interviewer says before its next question: a short acknowledgement of the answer it
 * stored, and the summary of a suggested plan. Like the questions (interview-questions.ts), they
 * repeat what the visitor said only as a clean short name (mentions.ts), never the answer itself.
 */
import type { PersonaField, PlanState } from '../../../src/lib/plan/plan.ts';
import type { Action } from '../language/actions.ts';
import { joinAnd } from '../language/phrases.ts';
import type { SuggestedPlan } from '../plan/suggest.ts';
import {
  goalMention,
  groupMention,
  inSentence,
  MAX_REPEATED_LENGTH,
  personMention,
  repeatsAnswer,
} from '../words/mentions.ts';
import { doingsOf } from './doings.ts';

/** Names listed in a reply; past this, the reply counts them instead. */
const MAX_LISTED_NAMES = 3;

export const plural = (count: number, word: string, words = `${word}s`) => `${count} ${count === 1 ? word : words}`;

const groupInSentence = (value: string | undefined) => {
  const name = groupMention(value);
  return name === null ? null : inSentence(name);
};

/** "your segment", "your 3 segments". */
const yours = (count: number, word: string) => (count === 1 ? `your ${word}` : `your ${count} ${word}s`);

/**
 * Every name clean, and few and short enough to list without the list repeating a long stretch
 * of an answer ("salon owners, front desk staff and clients" is most of what was typed); or null.
 */
function listable(names: readonly (string | null)[]): string[] | null {
  const clean = names.filter((name): name is string => name !== null);
  const fits = clean.length <= MAX_LISTED_NAMES && joinAnd(clean).length <= MAX_REPEATED_LENGTH;
  return clean.length === names.length && fits ? clean : null;
}

/** After the visitor named `added` user types or segments (and `dropped` more than the plan could take). */
function addedGroups(added: readonly string[], dropped: number, noun: string, nouns: string, more = ''): string {
  const cap = dropped > 0 ? ` That is as many as the plan can hold, so I left out the other ${dropped}.` : '';
  const also = more ? ` ${more}` : '';
  if (added.length === 1) return `Got it.${cap}${also}`;
  const names = listable(added.map(groupInSentence));
  const what = names ? `${plural(added.length, noun, nouns)}: ${joinAnd(names)}` : plural(added.length, noun, nouns);
  return `Thanks, that's ${what}.${cap}${also} Let's take them one at a time.`;
}

/** "I noted 2 groups of buyers: local customers and office managers." for each group opened up into parts. */
function partsNoted(groups: readonly { name: string; segments?: string[] }[], answer: string): string {
  const sentences = groups
    .filter((group) => (group.segments?.length ?? 0) > 0)
    .map((group) => {
      const parts = group.segments ?? [];
      const of = groupInSentence(group.name);
      const sentence = (names: readonly string[] | null) =>
        parts.length === 1
          ? `I noted ${names?.[0] ?? 'one group'} as a group${of ? ` of ${of}` : ''}.`
          : `I noted ${plural(parts.length, 'group')}${of ? ` of ${of}` : ''}${names ? `: ${joinAnd(names)}` : ''}.`;
      const named = sentence(listable(parts.map(groupInSentence)));
      // The names only where the reply would not repeat the answer ("buyers: local customers and …").
      return repeatsAnswer(named, answer) ? sentence(null) : named;
    });
  return sentences.join(' ');
}

export const acknowledge = {
  /** After the app description: what the goals will be built around ("booking and paying"), when it says. */
  description: (actions: readonly Action[], answer = '') => {
    const doings = doingsOf(actions, answer);
    return doings ? `Thanks, I'll build the goals around ${doings}.` : 'Thanks, that helps.';
  },
  /** After user types were named, with the groups of each that the answer named (`groups`, when it did). */
  userTypes: (
    added: readonly string[],
    dropped: number,
    groups: readonly { name: string; segments?: string[] }[] = [],
    answer = '',
  ) => addedGroups(added, dropped, 'type of user', 'types of user', partsNoted(groups, answer)),
  segments: (added: readonly string[], dropped: number) => addedGroups(added, dropped, 'group', 'groups'),
  personaName: (name: string) => {
    const mention = personMention(name);
    return mention ? `Nice to meet ${mention}.` : 'Thanks.';
  },
  age: (age: string) => `${age} years old, noted.`,
  personaField: () => 'Noted.',
  /** The other persona details an answer gave: "I noted her age, job and device too." */
  alsoNoted: (fields: readonly PersonaField[], gender: string | undefined) => {
    const said = fields.filter((field) => field !== 'gender' && field !== 'name').map((field) => FIELD_WORDS[field]);
    if (said.length === 0) return '';
    const whose = { female: 'her', male: 'his' }[(gender ?? '').toLowerCase()] ?? 'their';
    return `I noted ${whose} ${joinAnd(said)} too.`;
  },
  /** An answer to another persona question: what it added, and what was known already. */
  knownDetails: (added: readonly PersonaField[], known: readonly PersonaField[], gender: string | undefined) => {
    const whose = { female: 'her', male: 'his' }[(gender ?? '').toLowerCase()] ?? 'their';
    const words = (fields: readonly PersonaField[]) =>
      fields.filter((field) => field !== 'gender').map((field) => FIELD_WORDS[field]);
    const said = (fields: readonly PersonaField[]) => `${whose} ${joinAnd(words(fields))}`;
    const noted = words(added).length > 0 ? `I noted ${said(added)}` : '';
    const had = words(known).length > 0 ? `I have ${said(known)} already` : '';
    if (!noted && !had) return 'I have that already.';
    return `${[noted, had].filter(Boolean).join('; ')}.`;
  },
  goals: (added: readonly string[]) => {
    if (added.length > 1) return `Added ${added.length} goals.`;
    const goal = goalMention(added[0]);
    return goal ? `Added the goal "${goal}".` : 'Added that goal.';
  },
};

const FIELD_WORDS: Record<PersonaField, string> = {
  name: 'name',
  age: 'age',
  gender: 'gender',
  occupation_background: 'job',
  state_of_mind: 'state of mind',
  device: 'device',
};

/** An answer with no group in it that could be read, in English or another language: `question` again. */
export const askForGroupsAgain = (question: string) => `Sorry, I could not pick out the groups in that. ${question}`;

export const notCaught = (question: string) => `Sorry, I did not catch that. ${question}`;
export const offTopic = (question: string) => `I can only help with your test plan here. ${question}`;

/** What the visitor had given before asking for a suggestion, as "your 2 user types, Dana and your 3 goals". */
function keptSummary(given: PlanState): string {
  const types = given.user_types.filter((userType) => userType.type?.value);
  const segments = given.user_types.flatMap((userType) => userType.segments);
  const personas = segments.filter((segment) => Object.keys(segment.persona ?? {}).length > 0);
  const goals = segments.reduce((sum, segment) => sum + segment.goals.length, 0);
  const typeNames = listable(types.map((userType) => groupInSentence(userType.type?.value)));
  const personaNames = listable(personas.map((segment) => personMention(segment.persona?.name?.value)));
  return joinAnd(
    [
      types.length === 0 ? '' : typeNames ? joinAnd(typeNames) : yours(types.length, 'user type'),
      segments.length === 0 ? '' : yours(segments.length, 'segment'),
      personas.length === 0 ? '' : personaNames ? joinAnd(personaNames) : yours(personas.length, 'persona'),
      goals === 0 ? '' : yours(goals, 'goal'),
    ].filter(Boolean),
  );
}

/**
 * The reply to "suggest a plan for me": what the plan is for, what of the visitor's it kept,
 * what it added, and the offer of more (whose answer the next turn reads as the open-ended offer).
 */
export function suggestionReply(given: PlanState, suggestion: SuggestedPlan, appUrl: string | null): string {
  const where = `${suggestion.label}${appUrl ? ` at ${appUrl}` : ''}`;
  const close = 'It is complete, so you can press Start Test now. Would you like to add another user type or segment?';
  const kept = keptSummary(given);
  // Catalogue names only: the user types the visitor gave come first, the added ones after them.
  const added = suggestion.state.user_types
    .slice(given.user_types.length)
    .map((userType) => userType.type?.value ?? '');
  if (!kept)
    return `Here is a suggested test plan for ${where}: ${joinAnd(added)}, each with a persona and goals. ${close}`;
  const adding = added.length > 0 ? `, adding ${joinAnd(added)}` : '';
  return `Here is a suggested test plan for ${where}, built on what you told me. I kept ${kept}, and filled in the rest${adding}. ${close}`;
}
