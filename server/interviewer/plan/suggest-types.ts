/**
 * The user types and segments a suggested plan fills, from the app's own words first. The
 * visitor's user types are kept; while they are fewer than two, the groups the app's words name
 * join them (the page's "For buyers", then the people its description and title name), up to
 * four in all. Only then stock ones: the two sides of the kind of app its words say (a
 * marketplace's buyers and sellers), or the one group named coming back ("Returning developers"),
 * or, when nothing names anyone, the two any web app has.
 *
 * A group's segments are the kinds of them the app's words name ("Local walkers" of walkers),
 * else a neutral first one ("New walkers").
 */
import type { Segment, UserType } from '../../../src/lib/plan/plan.ts';
import { fitsShape } from '../language/field-shapes.ts';
import { namesPeople, withoutArrival } from '../language/people-words.ts';
import { groupMention, inSentence } from '../words/mentions.ts';
import { type NamedGroup, newKinds, sameGroup } from './app-people.ts';
import {
  type CatalogueEntry,
  type CatalogueUserType,
  PLAN_CATALOGUE,
  STARTER_SEGMENT,
  type SuggestedAppKind,
} from './plan-catalogue.ts';

/** The contract's least for a suggested plan. */
export const MIN_USER_TYPES = 2;
/** The most user types a plan is brought to from the app's words (a page names at most four groups). */
const MAX_FROM_APP = 4;
/** The most segments made of the kinds of a group the app names. */
const MAX_KINDS = 3;

export interface TypeToFill {
  userType: UserType;
  /** Kinds of these people the app's words name ("Local walkers"), each a segment to suggest. */
  kinds: string[];
  /** The visitor's, the app's words', stock, or the people of another type coming back. */
  from: 'visitor' | 'app' | 'stock' | 'returning';
  /** The group whose goals it has and whose people its personas are: itself, or the one coming back. */
  group: string;
}

const nameOf = (type: TypeToFill) => type.userType.type?.value ?? '';
const holds = (types: readonly TypeToFill[], name: string) => types.some((type) => sameGroup(nameOf(type), name));
/** Adds the kinds of `type` that `group`, the same people, names, each a segment to suggest. */
const addKinds = (type: TypeToFill, group: NamedGroup) =>
  type.kinds.push(...newKinds(nameOf(type), type.kinds, group).filter((kind) => fitsShape('segment', kind)));

/** A page's "For iPhone apps" names no one: a group's head word ("owners" of "Owners of bakeries") names people. */
const namesAGroup = (name: string) =>
  fitsShape('user_type', name) && namesPeople(name.split(' of ')[0]?.split(' ').at(-1) ?? '');

const newType = (name: string, from: TypeToFill['from'], group = name): TypeToFill => ({
  userType: { type: { value: name }, segments: [] },
  kinds: [],
  from,
  group,
});

/** "Returning developers" for a plan that names developers alone; null for a name it cannot be said of. */
function returning(type: TypeToFill | undefined): TypeToFill | null {
  const mention = type ? groupMention(nameOf(type)) : null;
  if (!type || !mention || withoutArrival(mention) !== mention) return null;
  const name = `Returning ${inSentence(mention)}`;
  return fitsShape('user_type', name) ? newType(name, 'returning', type.group) : null;
}

/** The user types to fill: the visitor's, with the kinds the app names of each, then more while too few. */
export function typesToFill(
  given: readonly UserType[],
  named: readonly NamedGroup[],
  kind: SuggestedAppKind,
  english: boolean,
): TypeToFill[] {
  const types: TypeToFill[] = given.map((userType) => {
    const unnamed = named.find((group) => !given.some((other) => sameGroup(other.type?.value ?? '', group.name)));
    const name = userType.type?.value ?? unnamed?.name ?? 'Other users';
    return {
      userType: { ...userType, type: userType.type ?? { value: name } },
      kinds: [],
      from: 'visitor',
      group: name,
    };
  });
  const room = types.length >= MIN_USER_TYPES ? types.length : MAX_FROM_APP;
  for (const group of named.filter((candidate) => namesAGroup(candidate.name))) {
    const same = types.find((type) => sameGroup(nameOf(type), group.name));
    if (same) addKinds(same, group);
    else if (types.length < room) {
      const added = newType(group.name, 'app');
      addKinds(added, group);
      types.push(added);
    }
  }
  const stock = (entry: CatalogueEntry) => {
    for (const type of entry.userTypes) {
      if (types.length < MIN_USER_TYPES && !holds(types, type.type)) types.push(newType(type.type, 'stock'));
    }
  };
  if (kind !== 'generic') stock(PLAN_CATALOGUE[kind]);
  const back = types.length < MIN_USER_TYPES && english ? returning(types[0]) : null;
  if (back) types.push(back);
  stock(PLAN_CATALOGUE.generic);
  return types;
}

/** The stock user type of that name in the kind's entry or the generic one ("Buyers" in a marketplace). */
export function stockTypeNamed(name: string, kind: SuggestedAppKind): CatalogueUserType | undefined {
  const key = name.trim().toLowerCase().replace(/s$/, '');
  return [PLAN_CATALOGUE[kind], PLAN_CATALOGUE.generic]
    .flatMap((entry) => entry.userTypes)
    .find((type) => type.type.toLowerCase().replace(/s$/, '') === key);
}

/** The name of a segment suggested for `type`: a kind of them the app names, a stock one, or a first one. */
function segmentNames(type: TypeToFill, kind: SuggestedAppKind, english: boolean): string[] {
  const name = nameOf(type);
  const mention = groupMention(name);
  const candidates = [
    ...type.kinds.slice(0, MAX_KINDS),
    stockTypeNamed(name, kind)?.segment,
    type.from === 'returning' ? `${type.group} with an account` : undefined,
    mention && english ? `New ${inSentence(mention)}` : undefined,
  ].filter((candidate): candidate is string => candidate !== undefined && fitsShape('segment', candidate));
  const kinds = candidates.filter((candidate) => type.kinds.includes(candidate));
  return kinds.length > 0 ? kinds : [candidates[0] ?? STARTER_SEGMENT];
}

/** The segments of `type` to complete: the visitor's, each named, or the suggested ones. */
export function segmentsToFill(type: TypeToFill, kind: SuggestedAppKind, english: boolean): Segment[] {
  const [first = STARTER_SEGMENT] = segmentNames(type, kind, english);
  if (type.userType.segments.length > 0) {
    return type.userType.segments.map((segment) => ({ ...segment, segment: segment.segment ?? { value: first } }));
  }
  return segmentNames(type, kind, english).map((name) => ({ segment: { value: name }, goals: [] }));
}
