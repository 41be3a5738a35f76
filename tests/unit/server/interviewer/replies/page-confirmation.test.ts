// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readConfirmation } from '../../../../../server/interviewer/replies/page-confirmation';

describe('the answer to “Is that right?”', () => {
  it.each([
    'yes',
    'Yes!',
    'yep',
    "Yes, that's right.",
    'correct',
    'Exactly',
    'spot on',
    'Looks good',
    'pretty much',
    'OK',
  ])('%j keeps the description', (answer) => {
    expect(readConfirmation(answer)).toEqual({ kind: 'yes' });
  });

  it.each(['no', 'Nope.', 'not really', "That's wrong", 'No, actually', 'no!!'])('%j asks for one', (answer) => {
    expect(readConfirmation(answer)).toEqual({ kind: 'no' });
  });

  it.each([
    ["No, it's a marketplace where home bakers sell cakes.", 'A marketplace where home bakers sell cakes.'],
    ['Not quite — we help clinics plan rotas.', 'We help clinics plan rotas.'],
    ['Actually, a booking app for dog groomers', 'A booking app for dog groomers'],
    ['Nope: invoicing for freelancers', 'Invoicing for freelancers'],
    ['no, it is invoicing for freelancers', 'Invoicing for freelancers'],
    ['A marketplace for home bakers', 'A marketplace for home bakers'],
    ['Northern lights tours, booked online', 'Northern lights tours, booked online'],
    ['Notion-style notes for teams', 'Notion-style notes for teams'],
    ['Yesterday’s news, summarised daily', 'Yesterday’s news, summarised daily'],
  ])('%j is the visitor’s own description', (answer, description) => {
    expect(readConfirmation(answer)).toEqual({ kind: 'correction', description });
  });
});
