/**
 * "Suggest a plan for me": completes the plan the visitor has started. Everything already said
 * stays (description, user types, segments, persona details, goals); only what is missing is
 * suggested, until the plan has what the contract promises: at least two user types, each
 * segment with a full persona and at least two goals.
 *
 * What is suggested comes from what the visitor said first: the groups the app description
 * names, goals written from its actions (group-goals.ts), a persona fitted to each group and no
 * two alike (personas.ts). The catalogue entry of the kind of app fills in only where the
 * visitor said nothing: a plan asked for at once, or a user type the catalogue knows by name.
 */
import { PERSONA_FIELDS, type Persona, type PlanState, type Segment, type UserType } from '../../src/lib/plan/plan.ts';
import { hostOf, suggestedAppKind } from './app-kind.ts';
import { type GroupToFill, goalsFromApp, groupsFromApp } from './group-goals.ts';
import { type Action, readActions } from './language/actions.ts';
import { looksForeign } from './language/foreign.ts';
import { type Group, readGroups } from './language/groups.ts';
import { capitalised, groupMention, inSentence } from './mentions.ts';
import { pageGoalsFor } from './page-proposals.ts';
import { personaCaster, ROLES, type SuggestedPersona } from './personas.ts';
import {
  type CatalogueEntry,
  type CatalogueSegment,
  type CatalogueUserType,
  PLAN_CATALOGUE,
  STARTER_GOALS,
  STARTER_SEGMENT,
  type SuggestedAppKind,
  UNSTATED_GENDER,
} from './plan-catalogue.ts';

export interface SuggestedPlan {
  kind: SuggestedAppKind;
  label: string;
  state: PlanState;
}

/** The contract's least for a suggested plan. */
const MIN_USER_TYPES = 2;
const MIN_GOALS = 2;
/** Goals a new segment is given. */
const NEW_SEGMENT_GOALS = 3;

/** "Sellers", "seller" and " SELLERS " are one user type. */
const comparable = (name: string | undefined) => {
  const lower = (name ?? '').trim().toLowerCase();
  return lower.endsWith('s') ? lower.slice(0, -1) : lower;
};

/** The catalogue's user type of that name, the app's own kind first ("Buyers" in a marketplace). */
function catalogueTypeNamed(name: string | undefined, entry: CatalogueEntry): CatalogueUserType | undefined {
  const key = comparable(name);
  if (key === '') return undefined;
  const everyType = [entry, ...Object.values(PLAN_CATALOGUE)].flatMap((item) => item.userTypes);
  return everyType.find((userType) => comparable(userType.type) === key);
}

/** "New homeowners" for a user type with a clean English name, else the starter any app has. */
function newSegmentName(typeName: string, english: boolean): string {
  const mention = groupMention(typeName);
  return mention && english ? `New ${inSentence(mention)}` : STARTER_SEGMENT;
}

/**
 * Every persona field, the visitor's first. A persona the visitor named keeps that name, and its
 * gender is not guessed from a stranger's.
 */
function completePersona(given: Persona | undefined, suggested: SuggestedPersona): Persona {
  const persona: Persona = {};
  for (const field of PERSONA_FIELDS) persona[field] = given?.[field] ?? { value: suggested[field] };
  if (given?.name && !given.gender) persona.gender = { value: UNSTATED_GENDER };
  return persona;
}

/** The visitor's goals, topped up to at least MIN_GOALS; a new segment gets NEW_SEGMENT_GOALS. */
function completeGoals(given: Segment['goals'], suggested: readonly string[]): Segment['goals'] {
  const goals = [...given];
  const wanted = given.length === 0 ? NEW_SEGMENT_GOALS : MIN_GOALS;
  const known = new Set(goals.map((goal) => goal.value.toLowerCase()));
  for (const goal of suggested) {
    if (goals.length >= wanted) break;
    if (!known.has(goal.toLowerCase())) goals.push({ value: goal });
    known.add(goal.toLowerCase());
  }
  return goals;
}

/** The user types the plan will have: the visitor's, then the groups the description names, then the catalogue's. */
function userTypesToFill(given: PlanState, entry: CatalogueEntry, actions: readonly Action[]): UserType[] {
  const unused = entry.userTypes.filter(
    (candidate) =>
      !given.user_types.some((userType) => comparable(userType.type?.value) === comparable(candidate.type)),
  );
  const types = given.user_types.map((userType) => ({
    ...userType,
    type: userType.type ?? { value: unused.shift()?.type ?? 'Other users' },
  }));
  const names = types.map((userType) => userType.type.value);
  // The groups the description names, then those the page speaks to ("For buyers").
  for (const subject of [...groupsFromApp(actions, names), ...(given.app_page?.groups ?? [])]) {
    if (types.length >= MIN_USER_TYPES) break;
    if (types.some((userType) => comparable(userType.type.value) === comparable(subject))) continue;
    types.push({ type: { value: capitalised(subject) }, segments: [] });
  }
  for (const extra of unused) {
    if (types.length >= MIN_USER_TYPES) break;
    types.push({ type: { value: extra.type }, segments: [] });
  }
  return types;
}

/**
 * Whom a segment's persona is cast as: a group named by its role in the app ("Buyers") whose
 * segment names people by their work ("Office managers ordering for events") is those people.
 */
function castGroup(group: GroupToFill, segment: string | undefined): Group {
  const [part] = segment ? (readGroups(segment) ?? []) : [];
  const head = (name: string) => name.toLowerCase().split(' ').at(-1) ?? '';
  if (!part || !ROLES.has(head(group.name)) || ROLES.has(head(part.name))) {
    return { name: group.name, description: group.description };
  }
  return { name: part.name, description: part.description };
}

/**
 * A complete plan for the app, built on `given` (the plan so far, already bounded): its
 * description or one written from the address, its user types completed, and more user types
 * while there are fewer than two.
 */
export function suggestPlan(appUrl: string | null, given: PlanState, hints = ''): SuggestedPlan {
  const description = given.app_description?.value ?? '';
  const names = given.user_types.flatMap((userType) => [
    userType.type?.value ?? '',
    ...userType.segments.map((segment) => segment.segment?.value ?? ''),
  ]);
  const described = suggestedAppKind(appUrl, [description, ...names, hints].join(' '));
  // What the page showed (a checkout, its structured data) tells the kind when the words do not.
  const kind = described === 'generic' ? (given.app_page?.kind ?? described) : described;
  const entry = PLAN_CATALOGUE[kind];
  // The library reads English: a description in another language gives no actions to build on.
  const english = !looksForeign(description);
  const actions = english ? readActions(description) : [];
  const taken = new Set(
    given.user_types.flatMap((userType) =>
      userType.segments.map((segment) => segment.persona?.name?.value.toLowerCase() ?? ''),
    ),
  );
  const cast = personaCaster(taken);
  const types = userTypesToFill(given, entry, actions);
  const groups = types.map((userType) => ({
    name: userType.type?.value ?? '',
    description: userType.description?.value ?? '',
    segments: userType.segments.map((segment) => segment.segment?.value ?? ''),
  }));

  const userTypes = types.map((userType, typeIndex): UserType => {
    const name = userType.type?.value ?? '';
    const group = groups.find((other) => other.name === name) ?? { name, description: '' };
    const namesake: CatalogueSegment | undefined = catalogueTypeNamed(name, entry)?.segments[0];
    const fromApp = goalsFromApp(group, actions, groups.slice(0, given.user_types.length));
    // Two goals from what the app does, then the page's own (its buttons and forms), then the rest.
    const suggestedGoals = [
      ...fromApp.slice(0, 2),
      ...pageGoalsFor(given.app_page, typeIndex, types.length),
      ...fromApp.slice(2),
      ...(namesake?.goals ?? []),
      ...STARTER_GOALS,
    ];
    const segments = userType.segments.length > 0 ? userType.segments : [{ goals: [] }];
    return {
      ...userType,
      segments: segments.map((segment, index) => {
        const gender = segment.persona?.gender?.value;
        const useNamesake = namesake && index === 0 && !taken.has(namesake.persona.name.toLowerCase()) && !gender;
        if (useNamesake) taken.add(namesake.persona.name.toLowerCase());
        const persona = useNamesake ? namesake.persona : cast(castGroup(group, segment.segment?.value), gender);
        return {
          segment: segment.segment ?? { value: namesake?.segment ?? newSegmentName(name, english) },
          persona: completePersona(segment.persona, persona),
          goals: completeGoals(segment.goals, suggestedGoals),
        };
      }),
    };
  });
  const host = appUrl ? hostOf(appUrl) : 'your address';
  return {
    kind,
    label: entry.label,
    state: { app_description: { value: description || entry.describe(host) }, user_types: userTypes },
  };
}
