/**
 * One more group for a complete plan, said across clauses ("one more type: bike shops that take
 * overflow", "another segment under drivers - students without a car", "carers who order for
 * others, as another user type please") or as a group and nothing else ("practice managers too").
 * Read only where the question offered more (docs/interviewer.md, "Acts"); additions.ts reads the
 * group said in the same clause as the adding words.
 */
import { readGroups, segmentName } from '../language/groups.ts';
import { namesPeople } from '../language/people-words.ts';
import type { Asked, TurnAct } from '../language/turn-reading.ts';
import { LEADS, wordsOf } from './clause-words.ts';

const setOf = (words: string) => new Set(words.split(' '));
/** Words that offer one more: "add", "another", "one more", "a new …". */
const ADDING = setOf('add another more new extra additional');
const SEGMENT_WORDS = setOf('segment segments subgroup subgroups');
const TYPE_WORDS = setOf('type types user users group groups kind kinds');
/** Words said around the offer that add nothing: "yes, maybe one more type, please". */
const AROUND = setOf('yes yeah yep sure maybe one a an as like please too i think we should need could would');
/** Words that name the user type a segment goes under: "another segment under drivers". */
const UNDER = setOf('under for of in to');
/** Words a group said alone is added with: "practice managers too", "also landlords". */
const CLOSING_ALSO = ['too', 'as well'];
const OPENING_ALSO = setOf('also plus');

interface Clause {
  text: string;
}

/** Saying a group was left out: "judges! forgot them", "oh, almost forgot, …". */
const FORGOT = setOf('forgot forget forgotten');
const FORGOT_AROUND = setOf('i we almost nearly totally completely them about those oh and sorry to mention say');
/** What a group said alone is added as: "…, as a segment of learners", "as another user type". */
const AS = 'as';

/** The field a clause offers one more of, when it says nothing else ("one more type", "another segment under drivers"). */
function offerIn(clause: string): 'user_type' | 'segment' | null {
  const words = wordsOf(clause);
  if (words.some((word) => FORGOT.has(word)) && words.every((word) => FORGOT.has(word) || FORGOT_AROUND.has(word)))
    return 'user_type';
  const field = words.findIndex((word) => SEGMENT_WORDS.has(word) || TYPE_WORDS.has(word));
  const adds = words.some((word) => ADDING.has(word)) || words[0] === AS;
  if (field < 0 || !adds) return null;
  const under = words.findIndex((word, at) => at > field && UNDER.has(word));
  const said = (under > 0 ? words.slice(0, under) : words).filter(
    (word) =>
      word !== AS &&
      !ADDING.has(word) &&
      !AROUND.has(word) &&
      !LEADS.has(word) &&
      !SEGMENT_WORDS.has(word) &&
      !TYPE_WORDS.has(word),
  );
  if (said.length > 0) return null;
  return words.some((word) => SEGMENT_WORDS.has(word)) || kindOf(words) >= 0 ? 'segment' : 'user_type';
}

/** Words that say a kind of some group, and words that name no group: "another kind of sender" is a segment of senders. */
const KIND_WORDS = setOf('kind kinds sort sorts');
const ANYONE = setOf('user users people person customer customers group groups');

/** Where "kind of …" names the user type a segment is a kind of ("one more kind of sender"); -1 when it names none. */
function kindOf(words: readonly string[]): number {
  const kind = words.findIndex((word, at) => KIND_WORDS.has(word) && words[at + 1] === 'of');
  const named = words[kind + 2];
  return kind >= 0 && named !== undefined && !ANYONE.has(named) ? kind : -1;
}

function groupNamed(field: 'user_type' | 'segment', text: string): TurnAct | null {
  const group = readGroups(text)?.[0];
  if (!group) return null;
  return { act: 'answer', field, value: field === 'segment' ? segmentName(group) : group.name };
}

/** The user type a segment added was said to go under ("another segment under drivers"), by the words said. */
const SAID_UNDER = new WeakMap<TurnAct, string>();
export const typeSaidUnder = (act: TurnAct): string | undefined => SAID_UNDER.get(act);

/** The words after "under", "for" or "of" in an offer of a segment: the user type it goes under. */
function underIn(clause: string): string {
  const words = wordsOf(clause);
  const kind = kindOf(words);
  const field = kind >= 0 ? kind : words.findIndex((word) => SEGMENT_WORDS.has(word));
  const under = words.findIndex((word, at) => at > field && UNDER.has(word));
  return field >= 0 && under > 0 ? words.slice(under + 1).join(' ') : '';
}

/**
 * The group a clause that only offers one more ("one more type") adds: the next clause's, else
 * the one before it; with whether it took the next clause.
 */
export function groupAddedBeside(
  clauses: readonly Clause[],
  index: number,
  asked: Asked,
): { act: TurnAct; takesNext: boolean } | null {
  const field = asked === 'anything_else' ? offerIn(clauses[index]?.text ?? '') : null;
  if (!field) return null;
  const next = clauses[index + 1]?.text.trim() ?? '';
  const fromNext = next === '' ? null : groupNamed(field, next);
  const before = fromNext || index === 0 ? null : groupNamed(field, clauses[index - 1]?.text ?? '');
  const act = fromNext ?? before;
  const under = field === 'segment' ? underIn(clauses[index]?.text ?? '') : '';
  if (act && under) SAID_UNDER.set(act, under);
  return act ? { act, takesNext: fromNext !== null } : null;
}

/** "Practice managers too", "also landlords": one group named and nothing else, a new user type. */
export function groupAddedAlone(clause: string, asked: Asked): TurnAct | null {
  if (asked !== 'anything_else') return null;
  const words = wordsOf(clause).filter((word) => !LEADS.has(word) || OPENING_ALSO.has(word));
  const text = words.join(' ');
  const closing = CLOSING_ALSO.find((also) => text.endsWith(` ${also}`));
  const opening = OPENING_ALSO.has(words[0] ?? '');
  if (!closing && !opening) return null;
  const name = opening ? words.slice(1).join(' ') : text.slice(0, -(closing?.length ?? 0) - 1);
  const groups = readGroups(name);
  const [group] = groups ?? [];
  const head = group?.name.split(' ').at(-1) ?? '';
  if (!group || groups?.length !== 1 || group.description !== '' || !namesPeople(head)) return null;
  return { act: 'answer', field: 'user_type', value: group.name };
}
