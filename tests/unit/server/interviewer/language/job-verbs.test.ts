// @vitest-environment node
/**
 * A job said as a verb or a clause is stored as a plan names a job: who does the work, not the
 * sentence it was said in; a verb's plain or "-ing" form that names a thing is left alone.
 */
import { describe, expect, it } from 'vitest';
import { jobAsNamed, jobSaid, namesWholeJob } from '../../../../../server/interviewer/language/job-verbs';
import { readPersonaDetails } from '../../../../../server/interviewer/language/persona-details';

describe('a job said as a verb', () => {
  it.each<[string, string]>([
    ['she trains guide dogs for a charity', 'Guide dog trainer'],
    ['he teaches piano after school', 'Piano teacher'],
    ['they clean offices at night', 'Office cleaner'],
    ['she is managing a garden centre', 'Garden centre manager'],
    ['he drives a taxi on weekends', 'Taxi driver'],
    ['drives for Bolt', 'Bolt driver'],
    ['she walks dogs in the park', 'Dog walker'],
    ['studies law at Leeds', 'Law student'],
    ['he does freelance tutoring', 'Freelance tutor'],
    ['she is working at the airport as a baggage handler', 'Baggage handler'],
    ['used to be a dentist, retired in 2019', 'Retired dentist'],
    ['used to design kitchens', 'Former kitchen designer'],
    ['between jobs right now', 'Between jobs'],
    ['stay at home dad, two kids', 'Stay at home dad'],
  ])('reads "%s" as %s', (said, job) => {
    expect(jobSaid(said)).toBe(job);
  });

  it.each([
    ['she drives the kids to school'],
    ['he walks the dog before work'],
    ['she cleans the flat on Sundays'],
    ['he cleans his flat on Sundays'],
    ['works from home mostly'],
    ['clean energy consultant'],
    ['training manager at a bank'],
  ])('reads no job from a verb in "%s"', (said) => {
    expect(jobSaid(said)).toBeUndefined();
  });
});

describe('a job as a plan names it', () => {
  it.each<[string, string]>([
    ['Product designer now', 'Product designer'],
    ['Retired a while ago', 'Retired'],
    ['Cleaning at the leisure centre', 'Cleaner'],
    ['Managing the box office', 'Box office manager'],
    ['Training manager', 'Training manager'],
    ['Runs a café', 'Runs a café'],
  ])('names "%s" %s', (said, job) => {
    expect(jobAsNamed(said)).toBe(job);
  });

  it.each<[string, boolean]>([
    ['Payroll assistant', true],
    ['HR', false],
    ['Assistant', false],
  ])('"%s" names a whole job: %s', (phrase, whole) => {
    expect(namesWholeJob(phrase)).toBe(whole);
  });
});

describe('a job said beside other details', () => {
  it('reads the job of "Nadia, 38, she teaches yoga and is always on her phone"', () => {
    expect(readPersonaDetails('Nadia, 38, she teaches yoga and is always on her phone')).toMatchObject({
      name: 'Nadia',
      age: '38',
      occupation_background: 'Yoga teacher',
    });
  });

  it('reads a job said with "shes" typed without its apostrophe', () => {
    expect(readPersonaDetails('shes a wedding planner, works weekends').occupation_background).toBe('Wedding planner');
  });
});

describe('a job said with its state, or by its field', () => {
  it.each<[string, string]>([
    ['midwife, retired now', 'Retired midwife'],
    ['Bus driver, retired', 'Retired bus driver'],
    ["she's in insurance", 'Works in insurance'],
    ['he is in finance', 'Works in finance'],
    ["he's in year 9", "he's in year 9"],
    ["she's in hospital at the moment", "she's in hospital"],
  ])('names "%s" %s', (said, job) => {
    expect(jobAsNamed(said)).toBe(job);
  });

  it('reads the job of a "30 year old nurse", without the age', () => {
    expect(readPersonaDetails('Dee, a 30 year old nurse').occupation_background).toBe('Nurse');
  });
});
