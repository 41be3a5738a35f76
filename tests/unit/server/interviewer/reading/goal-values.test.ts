// @vitest-environment node
/**
 * Goals as the plan writes them: one task each, begun with its verb, without who wants it or what
 * is said after it.
 */
import { describe, expect, it } from 'vitest';
import { goalParts, goalWithoutLeadIn } from '../../../../../server/interviewer/reading/goal-values';

describe('a goal without what it was said with', () => {
  it.each([
    ["She'd probably want to renew her membership as well", 'renew her membership'],
    ['pay the gas bill too', 'pay the gas bill'],
    ['print a label, if that is possible', 'print a label'],
    ['export the month, I guess', 'export the month'],
    ['And Priya would also like to invite her sister', 'invite her sister'],
    ['Omar want to order lunch for the office', 'order lunch for the office'],
    ['Leo sends a reminder to each client he coaches with', 'send a reminder to each client'],
    ['check which orders actually shipped', 'check which orders shipped'],
    ['download the report, the accountant always wants it', 'download the report'],
    ['upload the menu, it changes every week', 'upload the menu'],
    ['Book a walk for tomorrow, early morning', 'Book a walk for tomorrow, early morning'],
    // Two sentences are no goal: nothing is cut from them to make one.
    [
      'Wait, Omar has a Pixel, not an iPhone. Lena wants to pay the rent',
      'Wait, Omar has a Pixel, not an iPhone. Lena wants to pay the rent',
    ],
    ['Marta is the head chef', 'Marta is the head chef'],
    // As English says it, when said otherwise.
    ['He want to see what he earn each week', 'see what he earns each week'],
    ['close the tab when its paid', "close the tab when it's paid"],
    ['see what she can afford', 'see what she can afford'],
  ])('%j → %j', (said, goal) => {
    expect(goalWithoutLeadIn(said)).toBe(goal);
  });
});

describe('the tasks said in one goal', () => {
  it.each([
    [
      'Track a parcel / change the delivery day / rate the driver',
      ['Track a parcel', 'Change the delivery day', 'Rate the driver'],
    ],
    ['Log a run; share it with the club', ['Log a run', 'Share the run with the club']],
    [
      'Write a post, schedule it for Monday, check the likes',
      ['Write a post', 'Schedule the post for Monday', 'Check the likes'],
    ],
    ['Draw up an estimate, email it', ['Draw up an estimate', 'Email the estimate']],
    ['Plan a trip, then he would want to invite the group', ['Plan a trip', 'Invite the group']],
    ['Upload a song and then she wants to see the plays', ['Upload a song', 'See the plays']],
    ['Post the rota and hopes nobody swaps', ['Post the rota and hopes nobody swaps']],
    ['Post the rota and hopes they all read it', ['Post the rota']],
    ['Keep track of orders and invoices', ['Keep track of orders and invoices']],
    ['Browse events near her, sorted by date', ['Browse events near her, sorted by date']],
    ['Accept an order and mark it ready', ['Accept an order and mark it ready']],
  ])('%j is %j', (goal, parts) => {
    expect(goalParts(goal)).toEqual(parts);
  });
});

describe('goals said as the things they are about', () => {
  it.each([
    ['packing list, budget, itinerary', ['Make a packing list', 'Manage the budget', 'Make an itinerary']],
    ['Seating plan and shopping list', ['Make a seating plan', 'Make a shopping list']],
    ['Weekly rota', ['Make a weekly rota']],
    ['Invoices, expenses', ['Send invoices', 'Log expenses']],
    ['Quick checkout', ['Quick checkout']],
    ['Book a table and pay the bill', ['Book a table', 'Pay the bill']],
  ])('%j is %j', (said, goals) => {
    expect(goalParts(goalWithoutLeadIn(said))).toEqual(goals);
  });
});
