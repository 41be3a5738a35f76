/**
 * Adding to a plan whose every field is filled, said in one clause ("yes, add groomers as another
 * user type", "add professional bakers too", "maybe one more segment: junior devs"): a new user
 * type, or a segment when the clause says so. Read only where the question offered more. A user
 * type is named by what comes before what describes it ("add carers who order for someone else" →
 * "Carers"); a segment may say what kind at length.
 */
import type { Asked, TurnAct } from '../language/turn-reading.ts';
import { capitalised } from '../words/mentions.ts';
import { core, join, wordsOf } from './clause-words.ts';

const ADDING = ['lets add', 'add', 'one more', 'another', 'also add', 'we should add', 'please add', 'plus'];
/** Words that start a description of the group added. */
const RELATIVES = new Set(['who', 'that', 'which', 'whose']);
const UNDER = new Set(['under', 'for', 'of', 'in']);
const KINDS = new Set(['kind', 'kinds', 'sort', 'sorts']);
const NAMING = new Set('segment segments user type types group groups as another a new too also well'.split(' '));

export function readAddition(clause: string, asked: Asked): TurnAct | null {
  if (asked !== 'anything_else') return null;
  const words = core(wordsOf(clause)).filter((word) => word !== 'maybe' && word !== 'yes' && word !== 'yeah');
  const verb = ADDING.find((phrase) => join(words.slice(0, phrase.split(' ').length)) === phrase);
  if (!verb) return null;
  const field = words.includes('segment') ? 'segment' : 'user_type';
  const after = words.slice(verb.split(' ').length).filter((word) => !NAMING.has(word));
  const relative = field === 'user_type' ? after.findIndex((word) => RELATIVES.has(word)) : -1;
  const named = relative > 0 ? after.slice(0, relative) : after;
  // "another segment under drivers", "a segment for backpackers": the type it goes under, the group said next (added-groups.ts).
  // "one more kind of sender": a kind of a group offered, the group itself said next (added-groups.ts).
  if (UNDER.has(named[0] ?? '') || (KINDS.has(named[0] ?? '') && named[1] === 'of')) return null;
  return named.length > 0 && named.length <= 6 ? { act: 'answer', field, value: capitalised(join(named)) } : null;
}
