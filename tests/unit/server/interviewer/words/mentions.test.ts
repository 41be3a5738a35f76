// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  capitalised,
  goalMention,
  groupMention,
  inSentence,
  personMention,
  readPersonName,
  stem,
} from '../../../../../server/interviewer/words/mentions';

describe('groupMention: a user type or segment a question may name', () => {
  it.each([
    ['Landscapers', 'Landscapers'],
    ['crew owners who create quotes on site', 'crew owners'],
    ['Owners of small salons', 'Owners of small salons'],
    ['Crew owners and office staff', 'Crew owners and office staff'],
    ['Dueños de cuadrillas que crean presupuestos', 'Dueños de cuadrillas'],
    ['"Buyers"', 'Buyers'],
    ['Two kinds: crew owners who create quotes, and office staff who send the invoices', null],
    ['The ones who have never sent a quote from a phone before, usually older owners', null],
    ["what's the weather?", null],
    ['I like turtles', null],
    ['<b>Store</b> owners', null],
    ['{{constructor}}', null],
    ['Owners of very small landscaping businesses', null],
    ['', null],
    [undefined, null],
  ])('%j → %j', (value, mention) => {
    expect(groupMention(value)).toBe(mention);
  });
});

describe('inSentence', () => {
  it.each([
    ['Salon owners', 'salon owners'],
    ['Landscapers', 'landscapers'],
    ['iPhone users', 'iPhone users'],
    ['NASA staff', 'NASA staff'],
    ['Google Ads managers', 'Google Ads managers'],
    ['crew owners', 'crew owners'],
    ['A', 'A'],
  ])('%j → %j', (name, written) => {
    expect(inSentence(name)).toBe(written);
  });
});

describe('personMention', () => {
  it.each([
    ['Maria', 'Maria'],
    ['Mary-Jane O’Neil', 'Mary-Jane O’Neil'],
    ['Lucía', 'Lucía'],
    ['Her name is Dana, she runs a crew of six', null],
    ['I do not know', null],
    ['<img src=x>', null],
    ['Anna Maria Louisa Smith', null],
  ])('%j → %j', (value, mention) => {
    expect(personMention(value)).toBe(mention);
  });
});

describe('goalMention', () => {
  it.each([
    ['Get a price for 40 pavers.', 'Get a price for 40 pavers'],
    ['Cook on Sunday', 'Cook on Sunday'],
    ['Find the cheapest option and book a delivery slot for it', null],
    ['Pay <b>now</b>', null],
    ['Why?', null],
  ])('%j → %j', (value, mention) => {
    expect(goalMention(value)).toBe(mention);
  });
});

describe('readPersonName: the name in an answer to "what is their first name?"', () => {
  it.each([
    ['Maria', 'Maria'],
    ['  Dana. ', 'Dana'],
    ['Her name is Dana, she runs a crew of six', 'Dana'],
    ["Let's call her Priya", 'Priya'],
    ['Name: Tom', 'Tom'],
    ['Ella se llama Lucía', 'Lucía'],
    ['Sie heißt Anna', 'Anna'],
    ['Ines (45)', 'Ines'],
    // No clean name: the answer as written.
    ['She is a nurse who works nights', 'She is a nurse who works nights'],
    ['<script>alert("x")</script>', '<script>alert("x")</script>'],
  ])('%j → %j', (answer, name) => {
    expect(readPersonName(answer)).toBe(name);
  });
});

describe('capitalised and stem', () => {
  it.each([
    ['landscapers', 'Landscapers'],
    ['iPhone users', 'iPhone users'],
    ['<b>Store</b> owners', '<b>Store</b> owners'],
    ['', ''],
  ])('capitalised(%j) → %j', (name, expected) => {
    expect(capitalised(name)).toBe(expected);
  });

  it.each([
    ['Homeowners,', 'homeowner'],
    ['agencies', 'agency'],
    ['Business', 'business'],
    ['staff', 'staff'],
  ])('stem(%j) → %j', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });
});
