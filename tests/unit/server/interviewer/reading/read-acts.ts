/**
 * A turn read as the chat reads it: `said` in answer to the question the interviewer asks for
 * `asked` on `plan` (checked to be heard as that question), and the acts the rules make of it.
 */
import { expect } from 'vitest';
import type { Asked, TurnAct } from '../../../../../server/interviewer/language/turn-reading';
import { askedOf, questionOf } from '../../../../../server/interviewer/reading/asked';
import { readTurn } from '../../../../../server/interviewer/reading/read-turn';
import type { PlanState } from '../../../../../src/lib/plan/plan';

export function readActs(plan: PlanState, asked: Asked, said: string): TurnAct[] {
  const question = questionOf(plan, asked);
  expect(askedOf(plan, question)).toBe(asked);
  return readTurn(
    [
      { role: 'assistant', content: question },
      { role: 'user', content: said },
    ],
    plan,
  ).acts;
}
