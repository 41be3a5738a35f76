// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { interview } from '../../../../server/interviewer/interviewer';
import { MAX_DESCRIPTION_LENGTH, MAX_VALUE_LENGTH } from '../../../../server/interviewer/words/answers';
import { findAppUrl, MAX_APP_URL_LENGTH } from '../../../../server/interviewer/words/app-url';
import { readBoundedPlan } from '../../../../server/interviewer/words/plan-bounds';
import type { ChatMessage } from '../../../../src/lib/plan/conversation';
import { PLAN_LIMITS, type PlanState, type Segment, type UserType } from '../../../../src/lib/plan/plan';
import { ANA, v } from '../../../support/plans';

const segment = (goals: number): Segment => ({
  segment: v('Busy parents'),
  persona: ANA,
  goals: Array.from({ length: goals }, (_, index) => v(`Goal ${index + 1}`)),
});
const userType = (segments: number): UserType => ({
  type: v('Parents'),
  segments: Array.from({ length: segments }, () => segment(1)),
});
const plan = (userTypes: UserType[]): PlanState => ({ app_description: v('Plans meals'), user_types: userTypes });

const say = (state: PlanState, previous: string, answer: string) =>
  interview(
    [
      { role: 'assistant', content: previous },
      { role: 'user', content: answer },
    ] satisfies ChatMessage[],
    state,
  );

describe('the interviewer at the caps of PLAN_LIMITS', () => {
  it('adds no goal past the cap, says so, and offers what there is room for', () => {
    const full = plan([{ type: v('Parents'), segments: [segment(PLAN_LIMITS.goalsPerSegment)] }]);
    const turn = say(full, 'What else does Ana want to get done, if anything?', 'Cook on Sunday');
    expect(turn.response).toMatch(
      new RegExp(`Ana already has ${PLAN_LIMITS.goalsPerSegment} goals.*did not add.*user type.*segment`, 'i'),
    );
    expect(turn.state).toEqual(full);
  });

  it('stops inviting goals once the last one fills the segment', () => {
    const almost = plan([{ type: v('Parents'), segments: [segment(PLAN_LIMITS.goalsPerSegment - 1)] }]);
    const turn = say(almost, 'What else does Ana want to get done, if anything?', 'Cook on Sunday');
    expect(turn.state.user_types[0]?.segments[0]?.goals).toHaveLength(PLAN_LIMITS.goalsPerSegment);
    expect(turn.response).toMatch(/Added the goal "Cook on Sunday".*most one segment can hold/);
    expect(turn.response).not.toMatch(/to get done, if anything/);
  });

  it('adds no user type past the cap, whether asked for or answered', () => {
    const full = plan(Array.from({ length: PLAN_LIMITS.userTypes }, () => userType(1)));
    const asked = say(
      full,
      'Should we add another user type or another segment of parents, or are we done?',
      'user type',
    );
    expect(asked.response).toMatch(
      new RegExp(`already has ${PLAN_LIMITS.userTypes} user types.*segment of Parents`, 'i'),
    );
    const answered = say(full, 'Who else uses your app: which other type of user should we add?', 'Grandparents');
    expect(answered.response).toMatch(/did not add another/);
    expect(answered.state).toEqual(full);
  });

  it('adds no segment past the cap, whether asked for or answered', () => {
    const full = plan([userType(PLAN_LIMITS.segmentsPerUserType)]);
    const asked = say(
      full,
      'Should we add another user type or another segment of parents, or are we done?',
      'segment',
    );
    expect(asked.response).toMatch(
      new RegExp(
        `Parents already has ${PLAN_LIMITS.segmentsPerUserType} segments.*another user type, or are we done\\?`,
        'i',
      ),
    );
    const answered = say(full, 'Which other group of parents should we add as a segment?', 'Grandparents');
    expect(answered.response).toMatch(/did not add another/);
    expect(answered.state).toEqual(full);
  });

  it('says when nothing more fits', () => {
    const full = plan(Array.from({ length: PLAN_LIMITS.userTypes }, () => userType(PLAN_LIMITS.segmentsPerUserType)));
    expect(say(full, 'What else does Ana want to get done, if anything?', 'done').response).toMatch(
      /as many user types and segments as it can hold/,
    );
  });
});

describe('readBoundedPlan', () => {
  it('clips forged values to what the interviewer itself keeps, and keeps honest plans as they are', () => {
    const honest = plan([userType(2)]);
    expect(readBoundedPlan(honest)).toEqual(honest);
    const forged = plan([
      { type: v('t'.repeat(10_000)), segments: [{ ...segment(1), persona: { name: v('n'.repeat(10_000)) } }] },
    ]);
    forged.app_description = v('d'.repeat(10_000));
    const bounded = readBoundedPlan(forged);
    expect(bounded.app_description?.value).toHaveLength(MAX_DESCRIPTION_LENGTH);
    expect(bounded.user_types[0]?.type?.value).toHaveLength(MAX_VALUE_LENGTH);
    expect(bounded.user_types[0]?.segments[0]?.persona?.name?.value).toHaveLength(MAX_VALUE_LENGTH);
  });

  it('keeps no more items than PLAN_LIMITS', () => {
    const huge = plan(Array.from({ length: 50 }, () => userType(50)));
    const bounded = readBoundedPlan(huge);
    expect(bounded.user_types).toHaveLength(PLAN_LIMITS.userTypes);
    expect(bounded.user_types[0]?.segments).toHaveLength(PLAN_LIMITS.segmentsPerUserType);
  });
});

describe('findAppUrl on hostile text', () => {
  it('trims 60 KiB of trailing dots in one pass', () => {
    expect(findAppUrl([{ role: 'assistant', content: `http://a${'.'.repeat(60 * 1024)}` }])).toBe('http://a');
  });

  it('ignores an address longer than any greeting names', () => {
    const long = `https://example.com/${'a'.repeat(MAX_APP_URL_LENGTH)}`;
    const conversation: ChatMessage[] = [
      { role: 'assistant', content: long },
      { role: 'assistant', content: 'Look at https://shop.example/.' },
    ];
    expect(findAppUrl(conversation)).toBe('https://shop.example/');
  });
});
