/**
 * What read-turn.ts makes of the clauses of a turn that edit nothing, once the turn made an edit:
 * an aside explaining it, or a word of which group is kept, is no answer (docs/interviewer.md,
 * "Acts").
 */
import { trimEndChars } from '../../../src/lib/forms/trim-chars.ts';
import type { PlanState } from '../../../src/lib/plan/plan.ts';
import { normalizeCommand } from '../words/answers.ts';
import { findItem } from './plan-items.ts';

/** Words an explanation opens with: "we do that by text", "it's boring", "schools always say that". */
const ASIDE_OPENERS = new Set(
  'we well were weve wed they theyre theyll it its thats that theres there i im ill he she because since as otherwise cause'.split(
    ' ',
  ),
);

/** Verbs that make a clause a statement of its own: "movers sounds like the firms", "most of our clients are agencies". */
const STATING_VERBS = new Set(
  (
    'is isnt are arent was wasnt were werent sounds sound seems seem looks look does doesnt do dont did didnt ' +
    'use uses has have hasnt havent never always can cant wont will would need needs want wants ' +
    'come comes go goes get gets got been work works pay pays know knows prefer prefers tend tends'
  ).split(' '),
);
/** Words that make what follows part of a group's name ("students who are broke", "owners with a van"). */
const NAME_JOINERS = new Set('who that which whose with without'.split(' '));
/** The furthest a statement's verb stands from its start: its subject is a few words. */
const MAX_SUBJECT_WORDS = 4;

/** "the owners never touch it", "age isn't really the point": a subject of a few words, then its verb. */
function states(words: readonly string[]): boolean {
  const verb = words.findIndex((word) => STATING_VERBS.has(word));
  return verb >= 1 && verb <= MAX_SUBJECT_WORDS && !words.slice(0, verb).some((word) => NAME_JOINERS.has(word));
}

/**
 * A clause that explains the edit before it in the same sentence ("remove set opening hours, that's
 * done at signup", "call the landlords agents, most of our clients are agencies") is no answer; a
 * sentence of its own ("She marks prescriptions as ready.") is.
 */
export function isAside(clause: KeptClause): boolean {
  const words = normalizeCommand(clause.text).split(' ');
  return clause.afterEdit && (ASIDE_OPENERS.has(words[0] ?? '') || states(words));
}

/** A part of the turn that edits nothing, and whether an edit came before it in its sentence. */
export interface KeptClause {
  text: string;
  afterEdit: boolean;
}

/** Words that say a group is kept ("just", "kids only", "keep the kids") and what only trails them. */
const KEEP_WORDS = new Set(['just', 'only', 'keep']);
const KEEP_TRAILS = new Set(['for', 'now', 'then', 'please']);

/** "Just dog owners for now", "kids only" beside a removal: what is kept, already in the plan. */
export function keepsExisting(plan: PlanState, text: string): boolean {
  const words = normalizeCommand(text).split(' ');
  const named = words.filter((word) => !KEEP_WORDS.has(word) && !KEEP_TRAILS.has(word));
  return (
    words.some((word) => KEEP_WORDS.has(word)) &&
    named.length > 0 &&
    findItem(plan, named.join(' '), ['user_type', 'segment']) !== null
  );
}

/** Words that only join a clause to the edit before it: "… not 38, and he's a dentist", "oh and …". */
const JOINERS = new Set('and also oh but so then btw anyway'.split(' '));
/** Words that close an answer as an aside: "he's a chef btw", "she's 40 by the way". */
const ASIDE_ENDS = ['btw', 'fyi', 'by the way'];

/** What is left to answer beside an edit, without the words joining it to the edit: "and she's fed up" → "she's fed up". */
export function withoutJoiners(text: string): string {
  const words = text.split(' ');
  let start = 0;
  while (start < words.length - 1 && JOINERS.has(normalizeCommand(words[start] ?? ''))) start++;
  return words.slice(start).join(' ');
}

/** The answer without an aside closing it: "he's a chef btw" → "he's a chef". */
export function withoutClosingAside(text: string): string {
  const trimmed = text.trim();
  const lower = trimmed.toLowerCase();
  const end = ASIDE_ENDS.find((aside) => lower.endsWith(` ${aside}`) || lower.endsWith(`, ${aside}`));
  return end ? trimEndChars(trimmed.slice(0, -end.length), ' ,') : text;
}
