// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { groupsInAnswer } from '../../../../../server/interviewer/language/answer-groups';
import { readGroups } from '../../../../../server/interviewer/language/groups';

const names = (answer: string) => readGroups(answer)?.map((group) => group.name) ?? null;

describe('readGroups: the groups an answer names, each by a short plural name', () => {
  it.each([
    // Prose lists of every form.
    ['Buyers and sellers', ['Buyers', 'Sellers']],
    ['Buyers, sellers or admins', ['Buyers', 'Sellers', 'Admins']],
    ['Teachers and their students', ['Teachers', 'Students']],
    [
      'Mostly freelance designers, but also small agencies with a handful of staff',
      ['Freelance designers', 'Small agencies'],
    ],
    ['Mostly students, but also a few teachers', ['Students', 'Teachers']],
    ['Restaurant owners & their waiters', ['Restaurant owners', 'Waiters']],
    [
      'Small business owners, accountants, and the occasional bookkeeper',
      ['Small business owners', 'Accountants', 'Bookkeepers'],
    ],
    ['Landlords as well as tenants', ['Landlords', 'Tenants']],
    [
      'Two kinds: crew owners who create quotes on site, and office staff who send the invoices.',
      ['Crew owners', 'Office staff'],
    ],
    // Laid out as lists.
    ['- Salon owners\n- Stylists\n- Clients', ['Salon owners', 'Stylists', 'Clients']],
    ['1. Landlords\n2. Tenants', ['Landlords', 'Tenants']],
    ['1) Landlords 2) Tenants', ['Landlords', 'Tenants']],
    // One group: "and" inside its name or its description.
    ['Small and medium businesses', ['Small and medium businesses']],
    ['Landscapers who run small crews and need steady bookings', ['Landscapers']],
    ['Nurses working rotating night shifts who need to trade shifts quickly', ['Nurses']],
    ['Owners of small bakeries who want to take preorders online', ['Owners of small bakeries']],
    ['Owners of very small landscaping businesses', ['Owners of very small landscaping businesses']],
    // Lead-ins, fillers, markup and emoji around the names.
    ['Our users are mostly retirees who want to video call their grandchildren', ['Retirees']],
    ['Hmm, I think admins', ['Admins']],
    ['<b>Store</b> owners and <i>shoppers</i>', ['Store owners', 'Shoppers']],
    ['Dog owners 🐶 and dog walkers 🦮', ['Dog owners', 'Dog walkers']],
    ['Corredores aficionados', ['Corredores aficionados']],
    ['iPhone users', ['iPhone users']],
    // Nothing that reads as a group.
    ["I'm not sure yet", null],
    ['', null],
    ['<script>alert("x")</script>', null],
  ])('%j → %j', (answer, expected) => {
    expect(names(answer)).toEqual(expected);
  });

  it.each([
    ['Landscapers who run small crews and need steady bookings', 'who run small crews and need steady bookings'],
    ['Small agencies with a handful of staff', 'with a handful of staff'],
    // Cut at a clause to 60 characters: never the whole sentence.
    [
      'Nurses working rotating night shifts who need to trade shifts quickly, often from the ward',
      'working rotating night shifts',
    ],
    ['Teachers', ''],
  ])('%j is described as %j', (answer, description) => {
    expect(readGroups(answer)?.[0]?.description).toBe(description);
  });

  it('reads one group once, however often an answer repeats it', () => {
    const answer = 'Our customers are owners of small landscaping businesses who quote jobs on site. '.repeat(64);
    expect(names(answer)).toEqual(['Owners of small landscaping businesses']);
  });
});

describe('groupsInAnswer: other languages', () => {
  const namesIn = (answer: string) => groupsInAnswer(answer)?.map((group) => group.name) ?? null;

  it.each([
    ['Zwei Gruppen: Meister, Gesellen und Büroangestellte', ['Meister', 'Gesellen', 'Büroangestellte']],
    ['Handwerker und Kunden', ['Handwerker', 'Kunden']],
    ['Dueños de tiendas, Clientes', ['Dueños de tiendas', 'Clientes']],
    // Prose is not guessed at: it is asked for again.
    ['Handwerker, die Aufträge annehmen, und Kunden, die einen Termin buchen wollen', null],
    ['Dueños de tiendas que venden online y sus clientes que compran zapatillas', null],
    // A short answer the library finds no group in is kept as typed.
    ['Cooks', ['Cooks']],
    ['25-34', ['25-34']],
  ])('%j → %j', (answer, expected) => {
    expect(namesIn(answer)).toEqual(expected);
  });
});
