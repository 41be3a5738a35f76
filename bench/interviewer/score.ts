/**
 * How a reading of the corpus is scored (docs/interviewer.md, "Measured on a corpus"): a turn is
 * right when its acts are exactly the expected ones (same act, field, value and target, in any
 * order, none missing and none extra); per act and per field, precision and recall count the
 * acts matched. Values compare ignoring case, runs of spaces and a final full stop.
 */
import { fitsShape } from '../../server/interviewer/language/field-shapes.ts';
import type { TurnAct } from '../../server/interviewer/language/turn-reading.ts';
import type { ExpectedAct } from './corpus.ts';

/** Without its closing full stops and exclamation marks (a loop: `/[.!]+$/` is quadratic on a run of them). */
function withoutEndMarks(text: string): string {
  let end = text.length;
  while (end > 0 && '.!'.includes(text.charAt(end - 1))) end -= 1;
  return text.slice(0, end);
}

export const comparable = (value: string) =>
  withoutEndMarks(value.toLowerCase().replace(/[’]/g, "'").replace(/\s+/g, ' ').trim());

export function matches(expected: ExpectedAct, actual: TurnAct): boolean {
  if (expected.act !== actual.act) return false;
  if (expected.field !== undefined && expected.field !== actual.field) return false;
  if (expected.values && !expected.values.some((value) => comparable(value) === comparable(actual.value ?? ''))) {
    return false;
  }
  return expected.target === undefined || comparable(expected.target) === comparable(actual.target ?? '');
}

export interface TurnScore {
  exact: boolean;
  /** Expected acts matched, by index; the actual acts left over. */
  matched: ExpectedAct[];
  missed: ExpectedAct[];
  extra: TurnAct[];
  /** Values the reading would store that fail their field's shape. */
  misshapen: TurnAct[];
}

const stores = (act: TurnAct) => act.act === 'answer' || act.act === 'correction' || act.act === 'rename';

export function scoreTurn(expected: readonly ExpectedAct[], actual: readonly TurnAct[]): TurnScore {
  const left = [...actual];
  const matched: ExpectedAct[] = [];
  const missed: ExpectedAct[] = [];
  for (const want of expected) {
    const at = left.findIndex((act) => matches(want, act));
    if (at < 0) missed.push(want);
    else {
      matched.push(want);
      left.splice(at, 1);
    }
  }
  const misshapen = actual.filter((act) => stores(act) && act.field && !fitsShape(act.field, act.value ?? ''));
  return { exact: missed.length === 0 && left.length === 0, matched, missed, extra: left, misshapen };
}

export interface Tally {
  /** Matched, expected and read, per key. */
  hit: Map<string, number>;
  want: Map<string, number>;
  got: Map<string, number>;
}

const bump = (map: Map<string, number>, key: string | undefined) => {
  if (key !== undefined) map.set(key, (map.get(key) ?? 0) + 1);
};

export const newTally = (): Tally => ({ hit: new Map(), want: new Map(), got: new Map() });

/** Counts one turn into the per-act and per-field tallies. */
export function tallyTurn(
  acts: Tally,
  fields: Tally,
  expected: readonly ExpectedAct[],
  actual: readonly TurnAct[],
  score: TurnScore,
): void {
  for (const want of expected) bump(acts.want, want.act);
  for (const got of actual) bump(acts.got, got.act);
  for (const hit of score.matched) bump(acts.hit, hit.act);
  for (const want of expected) bump(fields.want, want.field);
  for (const got of actual) bump(fields.got, got.field);
  for (const hit of score.matched) bump(fields.hit, hit.field);
}

export const ratio = (part: number, whole: number) => (whole === 0 ? Number.NaN : part / whole);
