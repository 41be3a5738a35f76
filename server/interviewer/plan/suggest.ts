/**
 * "Suggest a plan for me": completes the plan the visitor has started. Everything already said
 * stays (description, user types, segments, persona details, goals); only what is missing is
 * suggested, until the plan has what the contract promises: at least two user types, each
 * segment with a full persona and at least two goals.
 *
 * What is suggested comes from the app's own words: its description, the page the host read
 * (app_page: its title, the groups it speaks to, its buttons and headings) and the groups the
 * visitor named. User types are the groups those words name (suggest-types.ts), goals are
 * written from the app's actions (group-goals.ts) and its page, and each persona is cast for its
 * group (personas.ts). Stock values fill in only where the words give nothing, and only the
 * neutral ones of the kind of app the words say (app-kind.ts, plan-catalogue.ts). Every value
 * suggested has the shape its field must have (language/field-shapes.ts), or it is not suggested.
 */
import { PERSONA_FIELDS, type Persona, type PlanState, type Segment } from '../../../src/lib/plan/plan.ts';
import { type Action, readActions } from '../language/actions.ts';
import { fitsShape } from '../language/field-shapes.ts';
import { looksForeign } from '../language/foreign.ts';
import { type Group, readGroups } from '../language/groups.ts';
import { hostOf, suggestedAppKind } from './app-kind.ts';
import { peopleNamed, sameGroup } from './app-people.ts';
import { type GroupToFill, goalsFromApp, offersSomething, withActionsAsActions } from './group-goals.ts';
import { type PageSide, pageGoalsFor } from './page-proposals.ts';
import { personaCaster, ROLES, type SuggestedPersona } from './personas.ts';
import {
  PLAN_CATALOGUE,
  RETURNING_GOALS,
  STARTER_GOALS,
  type SuggestedAppKind,
  UNSTATED_GENDER,
} from './plan-catalogue.ts';
import { segmentsToFill, stockTypeNamed, type TypeToFill, typesToFill } from './suggest-types.ts';

export interface SuggestedPlan {
  kind: SuggestedAppKind;
  label: string;
  state: PlanState;
}

const MIN_GOALS = 2;
/** Goals a new segment is given. */
const NEW_SEGMENT_GOALS = 3;

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
    if (!known.has(goal.toLowerCase()) && fitsShape('goal', goal)) goals.push({ value: goal });
    known.add(goal.toLowerCase());
  }
  return goals;
}

/**
 * Whom a segment's persona is cast as: a kind of the group the segment names ("Front-end
 * developers" of developers), or the people a group named by its role in the app ("Buyers") is
 * made of ("Office managers ordering for events").
 */
function castGroup(group: Group, segment: string | undefined): Group {
  const [part] = segment ? (readGroups(segment) ?? []) : [];
  const head = (name: string) => name.toLowerCase().split(' ').at(-1) ?? '';
  const kindOf = part && sameGroup(part.name, group.name) && part.name.length > group.name.length;
  const madeOf = part && ROLES.has(head(group.name)) && !ROLES.has(head(part.name));
  // A kind of the group is still the group: what was said of the group is said of it too.
  if (part && kindOf) return { name: part.name, description: part.description || group.description };
  return part && madeOf ? { name: part.name, description: part.description } : group;
}

/**
 * Which of the page's goals each user type gets: the side that offers ("Start selling") is the
 * group the description says sells, lists or teaches, else the second of two groups the app
 * names; the first other group comes to buy. People coming back get none: they are past it.
 */
function pageSides(types: readonly TypeToFill[], groups: readonly GroupToFill[], actions: readonly Action[]) {
  const sides = types.map((): PageSide | null => null);
  const named = types.flatMap((type, index) => (type.from === 'returning' ? [] : [index]));
  if (named.length === 1) sides[named[0] as number] = 'both';
  if (named.length < 2) return sides;
  const offering = named.find((index) => offersSomething(groups[index] as GroupToFill, actions)) ?? named[1];
  sides[offering as number] = 'offers';
  sides[named.find((index) => index !== offering) as number] = 'comes';
  return sides;
}

/**
 * A complete plan for the app, built on `given` (the plan so far, already bounded): its
 * description or one written from the address, its user types completed, and more user types
 * while there are fewer than two.
 */
export function suggestPlan(appUrl: string | null, given: PlanState, hints = ''): SuggestedPlan {
  const description = given.app_description?.value ?? '';
  const page = given.app_page;
  const names = given.user_types.flatMap((userType) => [
    userType.type?.value ?? '',
    ...userType.segments.map((segment) => segment.segment?.value ?? ''),
  ]);
  // The page's goals are not among its words: those from its forms are ours ("… complete the checkout").
  const words = [description, ...names, page?.title ?? '', ...(page?.groups ?? []), hints];
  // The page's kind is what its own words said, headings and buttons included (page-proposals.ts).
  const said = suggestedAppKind(appUrl, words);
  const kind = said === 'generic' ? (page?.kind ?? said) : said;
  // The library reads English: text in another language gives no actions or people to build on.
  const english = !looksForeign(description);
  const actions = english ? withActionsAsActions(readActions(description)) : [];
  const texts = [description, page?.title ?? ''].filter((text) => text !== '' && !looksForeign(text));
  const pageGroups = (page?.groups ?? []).map((name) => ({ name, kinds: [] }));
  const types = typesToFill(given.user_types, [...pageGroups, ...peopleNamed(texts)], kind, english);
  const groups: GroupToFill[] = types.map((type) => ({
    name: type.group,
    description: type.userType.description?.value ?? '',
    segments: type.kinds,
  }));
  // The groups the visitor named are the app's sides; when they named none, those its words name.
  const visitors = groups.filter((_, index) => types[index]?.from === 'visitor');
  const sides = visitors.length > 0 ? visitors : groups.filter((_, index) => types[index]?.from === 'app');
  const pageSide = pageSides(types, groups, actions);
  const taken = new Set(
    given.user_types.flatMap((userType) =>
      userType.segments.map((segment) => segment.persona?.name?.value.toLowerCase() ?? ''),
    ),
  );
  const cast = personaCaster(taken);

  const userTypes = types.map((type, index) => {
    const group = groups[index] as GroupToFill;
    const fromApp = goalsFromApp(group, actions, sides);
    const side = pageSide[index];
    const appGoals = [...fromApp.slice(0, 2), ...(side ? pageGoalsFor(page, side) : []), ...fromApp.slice(2)];
    // Stock goals only where the app's words give none, and then the neutral ones of its kind.
    const stock = type.from === 'returning' ? RETURNING_GOALS : STARTER_GOALS;
    const suggestedGoals = [
      ...appGoals,
      ...(appGoals.length === 0 ? (stockTypeNamed(group.name, kind)?.goals ?? []) : []),
      ...stock,
    ];
    return {
      ...type.userType,
      segments: segmentsToFill(type, kind, english).map((segment) => {
        const gender = segment.persona?.gender?.value;
        const person = cast(
          castGroup({ name: group.name, description: group.description }, segment.segment?.value),
          gender,
        );
        return {
          ...segment,
          persona: completePersona(segment.persona, person),
          goals: completeGoals(segment.goals, suggestedGoals),
        };
      }),
    };
  });
  const entry = PLAN_CATALOGUE[kind];
  const host = appUrl ? hostOf(appUrl) : 'your address';
  return {
    kind,
    label: entry.label,
    state: { app_description: { value: description || entry.describe(host) }, user_types: userTypes },
  };
}
