// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { listedItems, namedItems } from '../../../../../server/interviewer/words/answer-lists';

describe('listedItems: lists laid out as lists', () => {
  it.each([
    ['- Salon owners\n- Stylists\n- Clients', ['Salon owners', 'Stylists', 'Clients']],
    ['* Owners\n* Staff', ['Owners', 'Staff']],
    ['• Owners\n•Staff', ['Owners', 'Staff']],
    ['1. Set up opening hours\n2. Add a stylist.', ['Set up opening hours', 'Add a stylist']],
    ['1) Landlords 2) Tenants', ['Landlords', 'Tenants']],
    ['- Quote - Invoice', ['Quote', 'Invoice']],
    ['Owners\n\n  Staff  \n', ['Owners', 'Staff']],
    ['- Admins', ['Admins']],
    ['Landlords', null],
    ['Get a price for 40 pavers, with delivery', null],
    ['1 Landlord', null],
    ['', null],
    ['-\n-', null],
  ])('%j → %j', (answer, items) => {
    expect(listedItems(answer)).toEqual(items);
  });
});

describe('namedItems: names listed in a sentence as well', () => {
  it.each([
    [
      'Two kinds: crew owners who create quotes on site, and office staff who send the invoices.',
      ['crew owners who create quotes on site', 'office staff who send the invoices'],
    ],
    ['Crew owners, office staff and customers', ['Crew owners', 'office staff', 'customers']],
    ['Buyers, sellers', ['Buyers', 'sellers']],
    ['Zwei Gruppen: Meister, Gesellen und Büroangestellte', ['Meister', 'Gesellen', 'Büroangestellte']],
    ['Compradores, vendedores y administradores', ['Compradores', 'vendedores', 'administradores']],
    ['Users: admins and guests', ['admins', 'guests']],
    ['- Salon owners\n- Stylists', ['Salon owners', 'Stylists']],
    // One name, or prose: the answer stays one value.
    ['Buyers and sellers', null],
    ['Small and medium businesses', null],
    ['Mostly people who run small crews, they create quotes on their phones', null],
    ['Hmm, I think admins', null],
    ['Admins: they manage settings', null],
    ['<b>Bold</b> &amp; "quoted"', null],
    ['Node.js developers, designers', null],
    ["what's the weather?", null],
  ])('%j → %j', (answer, items) => {
    expect(namedItems(answer)).toEqual(items);
  });
});
