/** Plan-state building blocks shared by the unit and browser tests. */
import { PERSONA_FIELDS, type PlanState } from '../../src/lib/plan/plan.ts';

export const v = (value: string) => ({ value });

/** A persona with every field: the reference host's limits are tested, and its bench measured, with her. */
export const ANA = {
  name: v('Ana'),
  age: v('38'),
  gender: v('Female'),
  occupation_background: v('Nurse'),
  state_of_mind: v('Tired'),
  device: v('Phone'),
};

/** A persona with every field, whose scenario text is "Maria (iPhone 15) - 34 years old, Landscaper, Impatient". */
export const MARIA = {
  name: v('Maria'),
  age: v('34'),
  gender: v('Female'),
  occupation_background: v('Landscaper'),
  state_of_mind: v('Impatient'),
  device: v('iPhone 15'),
};

/** Maria's user type: trade buyers with one segment, landscapers, and two goals. */
export const TRADE_BUYERS = {
  type: v('Trade buyers'),
  segments: [
    {
      segment: v('Landscapers'),
      persona: MARIA,
      goals: [v('Price 40 bags of mulch'), v('Book a delivery slot')],
    },
  ],
};

/** Every value a plan holds, in order. */
export const valuesOf = (plan: PlanState): string[] => [
  ...(plan.app_description ? [plan.app_description.value] : []),
  ...plan.user_types.flatMap((userType) => [
    ...(userType.type ? [userType.type.value] : []),
    ...userType.segments.flatMap((segment) => [
      ...(segment.segment ? [segment.segment.value] : []),
      ...PERSONA_FIELDS.flatMap((field) => segment.persona?.[field]?.value ?? []),
      ...segment.goals.map((goal) => goal.value),
    ]),
  ]),
];
