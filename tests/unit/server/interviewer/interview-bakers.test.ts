// @vitest-environment node
/**
 * A whole conversation as the founder of a home-baker marketplace answers it: two sides with
 * verbs of their own (bakers cook and list cakes; buyers browse, order and pay), buyers who are
 * mainly local customers and sometimes office managers, "Bakers first, honestly", a persona
 * described in one answer with her job and her mood, and "Like I said, she's a school
 * receptionist…" when the interviewer moves on. The plan must hold two user types with their
 * segments, the persona as said, and goals each side can follow in its own words.
 */
import { describe, expect, it } from 'vitest';
import {
  converse,
  GOAL_SENTENCE,
  goalsOf,
  personaNamed,
  repeatedSlice,
  segmentNames,
  userTypeNamed,
} from './interview-turns';

const ANSWERS = [
  "It's a marketplace for home bakers. Bakers cook from their own kitchens and list their cakes, and buyers browse, order and pay through the app, then confirm the pickup.",
  'Bakers who cook from their own kitchens and list cakes, and buyers: local customers mainly; sometimes office managers ordering for events.',
  'Bakers first, honestly',
  "Hobby bakers who've just started selling",
  "Her name is Maggie. She's a school receptionist who bakes in the evenings, and she's usually a bit stressed by the time she opens the app.",
  '45',
  'Female',
  "Like I said, she's a school receptionist…",
  'An old Samsung phone',
  'Accept an order for a birthday cake and mark it ready for pickup',
  'Tom, 52. He runs a small accounting office, pretty relaxed, orders on his iPad.',
  'Male',
  'Order a birthday cake for Saturday and pay in the app',
];

const { replies, given, plan } = converse('https://homebakes.example/', ANSWERS);
/** The reply to the answer at `index`. */
const replyTo = (index: number) => replies[index] ?? '';

describe('a home-baker marketplace, answered as its founder would', () => {
  it('names the actions the goals will be built around, with their -ing forms and objects', () => {
    expect(replyTo(0)).toMatch(/^Thanks, I'll build the goals around cooking, listing and ordering cakes\. /);
  });

  it('reads a main group and an occasional one as two groups of buyers, not more user types', () => {
    expect(given.user_types.map((userType) => userType.type?.value)).toEqual(['Bakers', 'Buyers']);
    expect(userTypeNamed(plan, 'Bakers')?.description?.value).toMatch(/cook from their own kitchens/);
    expect(segmentNames(plan, 'Buyers')).toEqual(['Local customers', 'Office managers ordering for events']);
    expect(replyTo(1)).toBe(
      "Thanks, that's 2 types of user: bakers and buyers. I noted 2 groups of buyers: local customers and office managers. " +
        "Let's take them one at a time. Bakers or buyers: which group should we test first?",
    );
  });

  it('takes "Bakers first, honestly" as a choice, not as a name', () => {
    expect(replyTo(2)).toBe(
      'Bakers first, then. Which group of bakers should we test first, for example "New bakers"?',
    );
    expect(segmentNames(plan, 'Bakers')).toEqual(["Hobby bakers who've just started selling"]);
    expect(replyTo(3)).toMatch(/persona for "Hobby bakers": what is their first name\?$/);
  });

  it('keeps the persona as described, and never asks for what it was told', () => {
    expect(personaNamed(plan, 'Maggie')).toEqual({
      name: 'Maggie',
      age: '45',
      gender: 'Female',
      occupation_background: 'School receptionist',
      state_of_mind: 'Usually a bit stressed by the time she opens the app',
      device: 'Old Samsung phone',
    });
    expect(replyTo(4)).toBe('Nice to meet Maggie. I noted her job and state of mind too. How old is Maggie?');
    const askedOfMaggie = replies.slice(4, 10).join(' ');
    expect(askedOfMaggie).not.toMatch(/for a living|state of mind when/);
    // Said again when her device was asked for: known already, not a device; the question again.
    expect(replyTo(7)).toBe(
      'I have her job already. Which device does Maggie use, for example an iPhone 15 or a Windows laptop?',
    );
    expect(personaNamed(plan, 'Tom')).toEqual({
      name: 'Tom',
      age: '52',
      gender: 'Male',
      occupation_background: 'Runs a small accounting office',
      state_of_mind: 'Pretty relaxed',
      device: 'iPad',
    });
    expect(replyTo(10)).toBe(
      "Nice to meet Tom. I noted his age, job, state of mind and device too. What is Tom's gender?",
    );
    expect(replyTo(11)).toMatch(/^Noted\. What does Tom want to get done first in your app\?$/);
  });

  it('lets no wrapping word reach the plan', () => {
    const stored = JSON.stringify(plan.user_types);
    expect(stored).not.toMatch(/honestly|like i said|first, then/i);
  });

  it('gives each side goals in its own verbs', () => {
    const bakers = goalsOf(plan, 'Bakers');
    const buyers = goalsOf(plan, 'Buyers');
    expect(bakers).toEqual([
      'Accept an order for a birthday cake and mark it ready for pickup',
      'Pick an order to cook',
    ]);
    expect(buyers).toContain('Order a cake and get an order confirmation');
    expect(buyers).toContain('Pay through the app and get a receipt');
    expect(buyers).toContain('Browse cakes and open one to see its details');
    for (const goal of buyers) expect(goal, goal).not.toMatch(/^(Cook|List|Bake|Pick an order)\b/);
    for (const goal of bakers) expect(goal, goal).not.toMatch(/^(Browse|Order|Pay)\b/);
  });

  it('writes every goal as a sentence a tester can follow', () => {
    const goals = plan.user_types.flatMap((userType) => userType.segments.flatMap((segment) => segment.goals));
    for (const { value } of goals) {
      expect(value, value).toMatch(GOAL_SENTENCE);
      expect(value, value).not.toMatch(/\b(\w+) \1\b|^Pick the order$|kitchens list/);
    }
  });

  it('casts the suggested persona of a group named by its work as that work', () => {
    const managers = plan.user_types[1]?.segments[1]?.persona;
    expect(managers?.occupation_background?.value).toBe('Office manager ordering for events');
  });

  it('asks one question at a time and repeats no long stretch of an answer', () => {
    for (const [index, reply] of replies.entries()) {
      expect(reply.split('?').length - 1, reply).toBe(1);
      for (const answer of ANSWERS.slice(0, index + 1)) expect(repeatedSlice(reply, answer), reply).toBeNull();
    }
  });
});
