// @vitest-environment node
/**
 * What the model is told the question asked for is what the interviewer asked: worked out from
 * the plan and the last question with the interviewer's own functions, turn by turn.
 */
import { describe, expect, it } from 'vitest';
import type { Asked } from '../../../../../server/interviewer/language/turn-reading';
import { askedOf } from '../../../../../server/interviewer/reading/asked';
import { modelInput } from '../../../../../server/interviewer/reading/model-input';
import {
  addSegmentQuestion,
  addUserTypeQuestion,
  moreGoalsQuestion,
  offerQuestion,
} from '../../../../../server/interviewer/replies/interview-questions';
import { CONFIRM_DESCRIPTION_MARK } from '../../../../../server/interviewer/replies/opening';
import type { PlanState } from '../../../../../src/lib/plan/plan';
import { DOG_WALKING, scriptedRequests } from '../../../../support/model-conversation';
import { MARIA, TRADE_BUYERS, v } from '../../../../support/plans';

describe('modelInput, along a whole interview', () => {
  it.each(scriptedRequests().map((request, index) => [index + 1, request.turn.say, request] as const))(
    'turn %i (%s): the question it answers, the turn, and the messages before it',
    (_, say, { turn, conversation, state }) => {
      const input = modelInput(conversation, state);
      expect(input.asked).toBe(turn.asked);
      expect(input.turn).toBe(say);
      expect(input.recent).toEqual(conversation.slice(0, -1));
    },
  );

  it('covers the interview’s steps', () => {
    expect(new Set(DOG_WALKING.map((turn) => turn.asked)).size).toBeGreaterThanOrEqual(10);
  });
});

describe('askedOf, past the plan’s gaps', () => {
  const full: PlanState = { app_description: v('A shop for garden tools'), user_types: [TRADE_BUYERS] };
  const cases: [string, PlanState, string, Asked][] = [
    ['more goals', full, moreGoalsQuestion(full), 'more_goals'],
    ['another user type', full, addUserTypeQuestion(), 'user_type'],
    ['another segment', full, addSegmentQuestion(full), 'segment'],
    ['the offer of either', full, offerQuestion(full), 'anything_else'],
    ['no question at all', full, '', 'anything_else'],
    [
      'the description the page proposed',
      { app_description: v('A shop for garden tools'), user_types: [] },
      `I'd describe your app as: “A shop for garden tools”. ${CONFIRM_DESCRIPTION_MARK}`,
      'app_description',
    ],
    [
      'a persona half made',
      {
        app_description: v('A shop'),
        user_types: [
          { type: v('Buyers'), segments: [{ segment: v('New buyers'), persona: { name: MARIA.name }, goals: [] }] },
        ],
      },
      'How old is Maria?',
      'age',
    ],
  ];

  it.each(cases)('%s', (_, plan, previous, asked) => {
    expect(askedOf(plan, previous)).toBe(asked);
  });
});
