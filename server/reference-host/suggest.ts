/**
 * "Suggest a plan for me": completes the plan the visitor has started, from the catalogue entry
 * of the kind of app its address, description and user types point to. Everything already said
 * stays (description, user types, segments, persona details, goals); only what is missing is
 * suggested, until the plan has what the contract promises: at least two user types, each
 * segment with a full persona and at least two goals.
 */
import type { AppKind } from '../../src/lib/plan/app-kinds.ts';
import {
  PERSONA_FIELDS,
  type Persona,
  type PersonaField,
  type PlanState,
  type Segment,
  type UserType,
} from '../../src/lib/plan/plan.ts';
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

/**
 * Checked in this order: a marketplace also has a "shop" and a "cart", so its own words win;
 * an online shop can have a "dashboard", so shop words win over SaaS words.
 */
const KIND_KEYWORDS: readonly [AppKind, readonly string[]][] = [
  [
    'marketplace',
    ['marketplace', 'market place', 'sellers', 'seller', 'buyers', 'vendors', 'listings', 'peer to peer'],
  ],
  [
    'ecommerce',
    [
      'shop',
      'store',
      'cart',
      'checkout',
      'ecommerce',
      'e commerce',
      'boutique',
      'products',
      'merch',
      'webshop',
      'onlineshop',
      'tienda',
    ],
  ],
  ['saas', ['dashboard', 'subscription', 'team', 'saas', 'workspace', 'crm', 'b2b', 'invoicing', 'analytics', 'admin']],
];

/** The contract's least for a suggested plan. */
const MIN_USER_TYPES = 2;
const MIN_GOALS = 2;

/**
 * Addresses run words together ("myshop.io"), so the host is searched for keywords anywhere;
 * descriptions are prose, so there a keyword must start a word ("store" but not "restore").
 */
export function suggestedAppKind(appUrl: string | null, description: string): SuggestedAppKind {
  const host = appUrl
    ? hostOf(appUrl)
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, ' ')
    : '';
  const compactHost = host.replace(/ /g, '');
  const prose = ` ${description.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  for (const [kind, keywords] of KIND_KEYWORDS) {
    const matches = keywords.some(
      (keyword) => compactHost.includes(keyword.replace(/ /g, '')) || prose.includes(` ${keyword}`),
    );
    if (matches) return kind;
  }
  return 'generic';
}

/** The host name of an address ("shop.example.com"), or the text itself when it is not a URL. */
export function hostOf(appUrl: string): string {
  try {
    return new URL(appUrl).host;
  } catch {
    return appUrl;
  }
}

export interface SuggestedPlan {
  kind: SuggestedAppKind;
  label: string;
  state: PlanState;
}

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

/** Hands out the catalogue's personas in turn, so the segments it fills do not all look alike. */
function personaSource(entry: CatalogueEntry) {
  const pool = [entry, ...Object.values(PLAN_CATALOGUE)]
    .flatMap((item) => item.userTypes)
    .flatMap((userType) => userType.segments.map((segment) => segment.persona));
  let turn = 0;
  return (gender: string | undefined): Record<PersonaField, string> => {
    const wanted = comparable(gender);
    const alike = wanted ? pool.find((persona) => comparable(persona.gender) === wanted) : undefined;
    const next = pool[turn++ % pool.length] as Record<PersonaField, string>;
    return alike ?? next;
  };
}

/** What fills a user type's gaps: its catalogue namesake's first segment, or a starter any app has. */
interface Template {
  segment: string;
  persona?: Record<PersonaField, string>;
  goals: readonly string[];
}

function templateFor(userType: UserType, entry: CatalogueEntry): Template {
  const namesake: CatalogueSegment | undefined = catalogueTypeNamed(userType.type?.value, entry)?.segments[0];
  return namesake ?? { segment: STARTER_SEGMENT, goals: STARTER_GOALS };
}

/**
 * Where a segment's missing persona details come from. The namesake's persona fits its first
 * segment (unless the visitor gave another gender); any other segment gets the next persona, of
 * the visitor's gender when one matches, and a user type the catalogue does not know is that
 * persona's background ("Crew owners").
 */
function personaFor(
  segment: Segment,
  index: number,
  template: Template,
  typeName: string,
  nextPersona: (gender: string | undefined) => Record<PersonaField, string>,
): Record<PersonaField, string> {
  const gender = segment.persona?.gender?.value;
  const namesake = template.persona;
  if (namesake && index === 0 && (!gender || comparable(gender) === comparable(namesake.gender))) return namesake;
  const next = nextPersona(gender);
  return namesake ? next : { ...next, occupation_background: typeName };
}

/**
 * Every persona field, the visitor's first. A persona the visitor named keeps that name, and its
 * gender is not guessed from a stranger's.
 */
function completePersona(given: Persona | undefined, suggested: Record<PersonaField, string>): Persona {
  const persona: Persona = {};
  for (const field of PERSONA_FIELDS) persona[field] = given?.[field] ?? { value: suggested[field] };
  if (given?.name && !given.gender) persona.gender = { value: UNSTATED_GENDER };
  return persona;
}

/** The visitor's goals, topped up from the template to at least MIN_GOALS; a new segment gets them all. */
function completeGoals(given: Segment['goals'], template: Template): Segment['goals'] {
  const goals = [...given];
  const wanted = given.length === 0 ? template.goals.length : MIN_GOALS;
  const known = new Set(goals.map((goal) => goal.value.toLowerCase()));
  for (const goal of template.goals) {
    if (goals.length >= wanted) break;
    if (!known.has(goal.toLowerCase())) goals.push({ value: goal });
  }
  return goals;
}

function fromCatalogue(userType: CatalogueUserType): UserType {
  return {
    type: { value: userType.type },
    segments: userType.segments.map((segment) => {
      const persona: Persona = {};
      for (const field of PERSONA_FIELDS) persona[field] = { value: segment.persona[field] };
      return { segment: { value: segment.segment }, persona, goals: segment.goals.map((goal) => ({ value: goal })) };
    }),
  };
}

/**
 * A complete plan for the app, built on `given` (the plan so far, already bounded): its
 * description or one written from the address, its user types completed, and the catalogue's
 * user types after them while there are fewer than two.
 */
export function suggestPlan(appUrl: string | null, given: PlanState, hints = ''): SuggestedPlan {
  const description = given.app_description?.value ?? '';
  const names = given.user_types.flatMap((userType) => [
    userType.type?.value ?? '',
    ...userType.segments.map((segment) => segment.segment?.value ?? ''),
  ]);
  const kind = suggestedAppKind(appUrl, [description, ...names, hints].join(' '));
  const entry = PLAN_CATALOGUE[kind];
  const nextPersona = personaSource(entry);
  const unused = entry.userTypes.filter(
    (candidate) =>
      !given.user_types.some((userType) => comparable(userType.type?.value) === comparable(candidate.type)),
  );

  const userTypes = given.user_types.map((userType): UserType => {
    const type = userType.type ?? { value: unused.shift()?.type ?? 'Other users' };
    const template = templateFor({ ...userType, type }, entry);
    const segments = userType.segments.length > 0 ? userType.segments : [{ goals: [] }];
    return {
      type,
      segments: segments.map((segment, index) => ({
        segment: segment.segment ?? { value: template.segment },
        persona: completePersona(segment.persona, personaFor(segment, index, template, type.value, nextPersona)),
        goals: completeGoals(segment.goals, template),
      })),
    };
  });
  for (const extra of unused) {
    if (userTypes.length >= MIN_USER_TYPES) break;
    userTypes.push(fromCatalogue(extra));
  }
  const host = appUrl ? hostOf(appUrl) : 'your address';
  return {
    kind,
    label: entry.label,
    state: { app_description: { value: description || entry.describe(host) }, user_types: userTypes },
  };
}
