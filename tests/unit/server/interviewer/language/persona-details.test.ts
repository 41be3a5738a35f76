// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { looksForeign } from '../../../../../server/interviewer/language/foreign';
import { readPersonaDetails } from '../../../../../server/interviewer/language/persona-details';

describe('readPersonaDetails: what an answer says of a persona', () => {
  it.each([
    [
      'Dana, 45, runs a crew of six and is always on her iPhone',
      { name: 'Dana', age: '45', occupation_background: 'Runs a crew of six', device: 'iPhone' },
    ],
    [
      'She is in her late forties, a bit stressed, uses an old Android phone',
      { age: '48', state_of_mind: 'A bit stressed', device: 'Old Android phone' },
    ],
    ['He works as a nurse on night shifts', { occupation_background: 'Nurse on night shifts' }],
    ['She uses an iPhone 15 Pro', { device: 'iPhone 15 Pro' }],
    ['Sam', {}],
    ['34', { age: '34' }],
    ['Female', { gender: 'Female' }],
    // A gender said as a person is no job.
    ['a woman', { gender: 'Female' }],
    ['He is a man, obviously', { gender: 'Male' }],
    ['just a regular guy', { gender: 'Male' }],
    // The job said first is the job, not what is said of it after.
    ["he's a dentist, works four days a week", { occupation_background: 'Dentist' }],
    ['She is an accountant, runs the office on Fridays', { occupation_background: 'Accountant' }],
    // How long is no part of the job; a job behind someone is said so.
    ['retired now, she was a librarian for thirty years', { occupation_background: 'Retired librarian' }],
    ['He is a baker since 2015', { occupation_background: 'Baker' }],
    // The article may be left out, as in other languages.
    ['He is mechanic at a garage', { occupation_background: 'Mechanic at a garage' }],
    // A job named as a clause of its own comes first when said first; a verb after it says more of it.
    ['part-time bookkeeper, works from the kitchen table', { occupation_background: 'Part-time bookkeeper' }],
    ['Retired engineer, volunteers at the food bank', { occupation_background: 'Retired engineer' }],
    // Where someone works says less than the job named beside it.
    ['works in hospitality, duty manager at a hotel', { occupation_background: 'Duty manager at a hotel' }],
    // A status said alone stands for a job, unless a job is named beside it.
    ['58, unemployed', { age: '58', occupation_background: 'Unemployed' }],
    ['retired, she was a district nurse', { occupation_background: 'Retired district nurse' }],
    // Roles whose word no ending gives away.
    ['she is a GP in a rural practice', { occupation_background: 'GP in a rural practice' }],
    // Moods said as people say them, beside another detail.
    ['Tom, always knackered after his shifts', { name: 'Tom', state_of_mind: 'Always knackered after his shifts' }],
    ['61, a bit burnt out', { age: '61', state_of_mind: 'A bit burnt out' }],
  ])('%j → %j', (answer, details) => {
    expect(readPersonaDetails(answer)).toEqual(details);
  });
});

describe('looksForeign', () => {
  it.each([
    ['Dueños de tiendas que venden online y sus clientes', true],
    ['Handwerker, die Aufträge annehmen, und Kunden', true],
    ['Tienda online de zapatillas para corredores', true],
    ['A marketplace where homeowners book local gardeners', false],
    ['Corredores aficionados', false],
    ['Cooks', false],
  ])('%j → %s', (answer, foreign) => {
    expect(looksForeign(answer)).toBe(foreign);
  });
});
