// @vitest-environment node
/**
 * Whole conversations in other domains, answered in everyday words: a tutoring marketplace
 * (tutors, and parents who are mostly busy working parents and sometimes homeschoolers) and a
 * scheduling tool for clinics (receptionists mainly, sometimes practice managers). The rules the
 * home-baker conversation needs hold here too: a group's parts are its segments, a choice is a
 * choice, wrapping words never reach the plan, a persona's details said in passing are not asked
 * for again, and each side's goals keep its own verbs.
 */
import { describe, expect, it } from 'vitest';
import { isPlanComplete } from '../../../../src/lib/plan/plan';
import {
  converse,
  GOAL_SENTENCE,
  goalsOf,
  personaNamed,
  repeatedSlice,
  segmentNames,
  userTypeNamed,
} from './interview-turns';

interface Domain {
  name: string;
  url: string;
  answers: string[];
  userTypes: string[];
  segments: [string, string[]][];
  personas: Record<string, string>[];
  /** [user type, goals it must hold, a pattern none of its goals may start with (another side's verbs)]. */
  goals: [string, string[], RegExp][];
  /** [index of an answer, the reply it must get]. */
  replies: [number, RegExp][];
  /** Questions never asked, once the persona told them. */
  neverAsked: RegExp;
}

const DOMAINS: Domain[] = [
  {
    name: 'a tutoring marketplace',
    url: 'https://tutorly.example/',
    answers: [
      'A marketplace for private tutoring. Tutors set their availability and teach lessons online; parents search for tutors, book lessons for their kids and pay per lesson.',
      'Tutors who teach maths and English, and parents — mostly busy working parents, sometimes homeschoolers.',
      "Let's start with the parents, I guess",
      "Priya. She's a nurse on night shifts, 41, and honestly always short on time.",
      'Female',
      "Like I said, she's a nurse. An iPhone 13, mostly.",
      'Book a maths lesson for her son on Saturday morning',
      "Well, let's call him Mark",
      '39',
      'Male',
      "He's a civil engineer who homeschools two kids, to be fair quite organised but anxious about gaps in the curriculum",
      'Basically a family laptop',
      'Find a science tutor with good reviews',
    ],
    userTypes: ['Parents', 'Tutors'],
    segments: [
      ['Parents', ['Busy working parents', 'Homeschoolers']],
      ['Tutors', ['New tutors']],
    ],
    personas: [
      {
        name: 'Priya',
        age: '41',
        gender: 'Female',
        occupation_background: 'Nurse on night shifts',
        state_of_mind: 'Always short on time',
        device: 'iPhone 13',
      },
      {
        name: 'Mark',
        age: '39',
        gender: 'Male',
        occupation_background: 'Civil engineer',
        state_of_mind: 'Anxious about gaps in the curriculum',
        device: 'Family laptop',
      },
    ],
    goals: [
      ['Parents', ['Book a maths lesson for her son on Saturday morning', 'Search for tutors'], /^(Set|Teach)\b/],
      [
        'Tutors',
        ['Set their availability', 'Teach a lesson online', 'Accept a new booking for a lesson'],
        /^(Book|Pay|Search)\b/,
      ],
    ],
    replies: [
      [0, /^Thanks, I'll build the goals around setting availability, teaching lessons online and booking lessons\. /],
      [
        1,
        /tutors and parents\. I noted 2 groups of parents: busy working parents and homeschoolers\. .*Tutors or parents: which group/,
      ],
      [2, /^Parents first, then\. Now let's create a persona for "Busy working parents": what is their first name\?$/],
      [3, /^Nice to meet Priya\. I noted her age, job and state of mind too\. What is Priya's gender\?$/],
      [4, /Which device does Priya use/],
      [7, /^Nice to meet Mark\. How old is Mark\?$/],
      [10, /^Noted, with his state of mind too\. Which device does Mark use/],
    ],
    neverAsked: /How old is Priya|Priya do for a living|Priya's state of mind/,
  },
  {
    name: 'a scheduling tool for clinics',
    url: 'https://clinicflow.example/',
    answers: [
      'ClinicFlow is a scheduling tool for small physio clinics. Receptionists book appointments and send reminders, practice managers build the weekly rota and export invoices, and patients confirm or cancel their appointments from a text message.',
      'Receptionists mainly; sometimes practice managers.',
      'Receptionists, obviously',
      'Front desk staff at clinics with two or three physios',
      'Well, her name is Joanne',
      "She's 52",
      'Female',
      "As I mentioned, she works the front desk. She's usually juggling the phone and walk-ins, so a bit frazzled.",
      "Like I said, she's on the front desk all day",
      'A Windows desktop at the front desk',
      'Book a new patient into the first free slot next Tuesday',
      'Practice managers who also do the books',
      "Dev, 47, he's the practice manager and a bit sceptical of new software, uses a MacBook",
      'Male',
      "Export last month's invoices for the accountant",
    ],
    userTypes: ['Receptionists', 'Practice managers'],
    segments: [
      ['Receptionists', ['Front desk staff at clinics with two or three physios']],
      ['Practice managers', ['Practice managers who also do the books']],
    ],
    personas: [
      {
        name: 'Joanne',
        age: '52',
        gender: 'Female',
        occupation_background: 'Works the front desk',
        state_of_mind: 'A bit frazzled',
        device: 'Windows desktop',
      },
      {
        name: 'Dev',
        age: '47',
        gender: 'Male',
        occupation_background: 'Practice manager',
        state_of_mind: 'A bit sceptical of new software',
        device: 'MacBook',
      },
    ],
    goals: [
      ['Receptionists', ['Book an appointment for Saturday morning'], /^(Build|Export)\b/],
      ['Practice managers', ['Build the weekly rota'], /^(Book|Send)\b/],
    ],
    replies: [
      [0, /^Thanks, I'll build the goals around booking appointments, sending reminders and building weekly rotas\. /],
      [
        1,
        /^Thanks, that's 2 types of user: receptionists and practice managers\. .*: which group should we test first\?$/,
      ],
      [2, /^Receptionists first, then\. Which group of receptionists should we test first/],
      [3, /^Got it\. Now let's create a persona for this group: what is their first name\?$/],
      [5, /What is Joanne's gender\?$/],
      [6, /^Noted\. What does Joanne do for a living/],
      [7, /^Noted, with her state of mind too\. Which device does Joanne use/],
      [8, /^I have that already\. Which device does Joanne use/],
      [12, /^Nice to meet Dev\. I noted his age, job, state of mind and device too\. What is Dev's gender\?$/],
      [13, /What does Dev want to get done first/],
    ],
    neverAsked: /Dev do for a living|Dev's state of mind|device does Dev|Joanne's state of mind/,
  },
];

describe.each(DOMAINS)('a whole conversation: $name', (domain) => {
  const { replies, plan } = converse(domain.url, domain.answers);

  it('keeps the groups as user types, and their parts as segments', () => {
    expect(plan.user_types.map((userType) => userType.type?.value)).toEqual(domain.userTypes);
    for (const [type, segments] of domain.segments) expect(segmentNames(plan, type)).toEqual(segments);
    expect(isPlanComplete(plan)).toBe(true);
  });

  it('keeps each persona as described', () => {
    for (const persona of domain.personas) expect(personaNamed(plan, persona.name ?? '')).toEqual(persona);
  });

  it.each(domain.replies)('replies to answer %i as it should', (index, reply) => {
    expect(replies[index]).toMatch(reply);
  });

  it('never asks for what it was told', () => {
    expect(replies.join('\n')).not.toMatch(domain.neverAsked);
  });

  it('gives each side goals in its own verbs, each a sentence a tester can follow', () => {
    for (const [type, goals, others] of domain.goals) {
      const held = goalsOf(plan, type);
      for (const goal of goals) expect(held, type).toContain(goal);
      for (const goal of held) expect(goal, `${type}: ${goal}`).not.toMatch(others);
    }
    for (const goal of plan.user_types.flatMap((userType) => userType.segments.flatMap((s) => s.goals))) {
      expect(goal.value).toMatch(GOAL_SENTENCE);
    }
    expect(userTypeNamed(plan, domain.userTypes[0] ?? '')).toBeDefined();
  });

  it('lets no wrapping word reach the plan, and repeats no long stretch of an answer', () => {
    expect(JSON.stringify(plan.user_types)).not.toMatch(
      /honestly|like i said|as i mentioned|to be fair|basically|I guess/i,
    );
    for (const [index, reply] of replies.entries()) {
      expect(reply.split('?').length - 1, reply).toBe(1);
      for (const answer of domain.answers.slice(0, index + 1)) expect(repeatedSlice(reply, answer), reply).toBeNull();
    }
  });
});
