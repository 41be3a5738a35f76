// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { TurnField } from '../../../../../server/interviewer/language/turn-reading';
import { goalParts, tidyValue } from '../../../../../server/interviewer/reading/tidy-values';

describe('values as the plan writes them', () => {
  it.each<[TurnField, string, string]>([
    ['goal', 'book a cut and colour for Saturday morning', 'Book a cut and colour for Saturday morning'],
    ['goal', 'they wanna learn how to build an app with node', 'Learn how to build an app with node'],
    ['goal', 'Anita marks it ready for collection', 'Mark it ready for collection'],
    ['goal', 'He uploads the gallery, because they asked', 'Upload the gallery'],
    ['goal', 'Have a call with the team', 'Have a call with the team'],
    ['state_of_mind', 'Pretty relaxed, she bakes for fun on Saturdays', 'Pretty relaxed'],
    ['occupation_background', 'Nurse on night shifts', 'Nurse on night shifts'],
    ['segment', 'Secondary school teachers, mostly maths and science', 'Secondary school teachers'],
    ['user_type', 'Restaurants owners', 'Restaurant owners'],
    ['user_type', 'Sales reps', 'Sales reps'],
    ['user_type', 'the walkers', 'Walkers'],
    ['device', 'iPhone 15', 'iPhone 15'],
    ['app_description', 'an app for bakers', 'an app for bakers'],
    ['goal', 'email a reciept to teh client', 'Email a receipt to the client'],
    ['segment', 'Begginers, mostly adults', 'Beginners'],
    ['occupation_background', 'trainee plumer', 'Trainee plumber'],
    ['state_of_mind', 'carefull with money', 'Careful with money'],
    ['state_of_mind', "Calm, he's seen it all before", 'Calm'],
    ['state_of_mind', 'overwhelmed, especially in December', 'Overwhelmed'],
    ['state_of_mind', 'Rushed, kind of frantic on Mondays', 'Rushed'],
    ['app_description', 'an app for begginers', 'an app for begginers'],
  ])('%s %j → %j', (field, said, stored) => {
    expect(tidyValue(field, said)).toBe(stored);
  });

  it.each([
    [
      'Sign the tenancy agreement online, and pay the deposit',
      ['Sign the tenancy agreement online', 'Pay the deposit'],
    ],
    ['Ack the alert from her phone and see what broke', ['Ack the alert from her phone', 'See what broke']],
    [
      'Accept an order for a birthday cake and mark it ready for pickup',
      ['Accept an order for a birthday cake and mark it ready for pickup'],
    ],
    [
      'Order a birthday cake for Saturday and pay in the app',
      ['Order a birthday cake for Saturday and pay in the app'],
    ],
    ['Book a cut and colour for Saturday morning', ['Book a cut and colour for Saturday morning']],
  ])('%j is %j', (goal, parts) => {
    expect(goalParts(goal)).toEqual(parts);
  });
});
