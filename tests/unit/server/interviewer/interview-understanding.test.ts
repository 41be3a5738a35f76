// @vitest-environment node
/**
 * Whole conversations in the words visitors really use: groups of users named in prose ("two
 * kinds: X who …, and Y who …", "mostly X but also Y", "X and their Y"), lists, one group with a
 * long description, questions asked back, other languages, a 5 KB answer, markup and emoji. Each
 * ends with "suggest a plan for me". The interviewer must read the groups as a person would
 * (a short name each), reply with one question that names them, and suggest a plan whose
 * personas fit each group and whose goals use the app's own words.
 */
import { describe, expect, it } from 'vitest';
import { isPlanComplete } from '../../../../src/lib/plan/plan';
import { converse, derivedValues } from './interview-turns';

interface Conversation {
  name: string;
  url: string;
  /** What the visitor types, in order; "suggest a plan for me" is sent after the last. */
  answers: string[];
  /** The names of the user types after the suggestion, the visitor's first, in order. */
  userTypes: string[];
  /** [index of a user type, what its description must hold]. */
  descriptions?: [number, RegExp][];
  /** [index of an answer, what the reply to it must ask]. */
  asks?: [number, RegExp][];
  /** Words of the app description: each user type's first suggested goal uses one of them. */
  appWords?: string[];
  /** Persona details read from the answers: [user type, segment, field, value]. */
  persona?: [number, number, string, RegExp][];
  /** Things said that must not be stored as plan values. */
  notStored?: string[];
}

const FIVE_KB = 'Our customers are owners of small landscaping businesses who quote jobs on site. '.repeat(64);
const GARDENERS = 'A marketplace where homeowners book local gardeners and pay through the app.';

const conversations: Conversation[] = [
  {
    name: 'two kinds, each with a description',
    url: 'https://gardenhelp.example/',
    answers: [
      GARDENERS,
      'Two kinds: landscapers who run small crews and need steady bookings, and homeowners who want their garden sorted without phone calls.',
    ],
    userTypes: ['Landscapers', 'Homeowners'],
    descriptions: [
      [0, /run small crews/],
      [1, /garden sorted/],
    ],
    asks: [[1, /Landscapers or homeowners: which group should we test first\?$/]],
    appWords: ['book', 'gardener', 'pay'],
  },
  {
    name: 'the group to test first is chosen by name',
    url: 'https://gardenhelp.example/',
    answers: [GARDENERS, 'Landscapers and homeowners', 'Homeowners first', 'New homeowners'],
    userTypes: ['Homeowners', 'Landscapers'],
    asks: [
      [2, /Which group of homeowners should we test first/],
      [3, /persona for "New homeowners"/],
    ],
    appWords: ['book', 'gardener', 'pay'],
  },
  {
    name: 'a segment that names its user type',
    url: 'https://gardenhelp.example/',
    answers: [GARDENERS, 'Landscapers and homeowners', 'Homeowners with big gardens'],
    userTypes: ['Homeowners', 'Landscapers'],
    asks: [[2, /persona for "Homeowners with big gardens"/]],
  },
  {
    name: 'mostly X, but also Y',
    url: 'https://invoicely.example/',
    answers: [
      'A tool for sending invoices and tracking payments',
      'Mostly freelance designers, but also small agencies with a handful of staff',
    ],
    userTypes: ['Freelance designers', 'Small agencies'],
    descriptions: [[1, /handful of staff/]],
    asks: [[1, /Freelance designers or small agencies: which group should we test first\?$/]],
    appWords: ['invoice', 'payment'],
  },
  {
    name: 'X and their Y',
    url: 'https://homework.example/',
    answers: ['Teachers set homework and students hand in their work', 'Teachers and their students'],
    userTypes: ['Teachers', 'Students'],
    asks: [[1, /Teachers or students: which group should we test first\?$/]],
    appWords: ['homework', 'hand in', 'work'],
  },
  {
    name: 'one group with a long description',
    url: 'https://rota.example/',
    answers: [
      'A rota app where hospital staff swap shifts and request leave',
      'Nurses working rotating night shifts who need to trade shifts quickly, often from the ward between rounds',
    ],
    userTypes: ['Nurses'],
    descriptions: [[0, /night shifts/]],
    asks: [[1, /Which group of nurses should we test first/]],
    appWords: ['shift', 'leave'],
  },
  {
    name: 'X, Y or Z',
    url: 'https://market.example/',
    answers: ['People sell used bikes and buyers pick them up locally', 'Buyers, sellers or admins'],
    userTypes: ['Buyers', 'Sellers', 'Admins'],
    asks: [[1, /Buyers, sellers or admins: which group should we test first\?$/]],
    appWords: ['bike', 'sell', 'pick'],
  },
  {
    name: 'X and Y',
    url: 'https://market.example/',
    answers: ['Sellers list vintage furniture and buyers bid on it', 'Buyers and sellers'],
    userTypes: ['Buyers', 'Sellers'],
    appWords: ['furniture', 'bid', 'list'],
  },
  {
    name: 'one group whose name has "and" in it',
    url: 'https://ledger.example/',
    answers: ['Bookkeeping for small firms', 'Small and medium businesses'],
    userTypes: ['Small and medium businesses'],
    asks: [[1, /Which group of small and medium businesses should we test first/]],
  },
  {
    name: 'a bulleted list',
    url: 'https://bookly.example/',
    answers: ['Clients book haircuts and stylists manage their day', '- Salon owners\n- Stylists\n- Clients'],
    userTypes: ['Salon owners', 'Stylists', 'Clients'],
    asks: [[1, /Salon owners, stylists or clients: which group should we test first\?$/]],
    appWords: ['haircut', 'book', 'day'],
  },
  {
    name: 'a numbered list',
    url: 'https://rent.example/',
    answers: ['Tenants pay rent and report repairs', '1. Landlords\n2. Tenants'],
    userTypes: ['Landlords', 'Tenants'],
    appWords: ['rent', 'repair'],
  },
  {
    name: 'a list numbered on one line',
    url: 'https://rent.example/',
    answers: ['Tenants pay rent and report repairs', '1) Landlords 2) Tenants'],
    userTypes: ['Landlords', 'Tenants'],
    appWords: ['rent', 'repair'],
  },
  {
    name: 'parents and their kids',
    url: 'https://chores.example/',
    answers: ['Parents set chores and kids earn pocket money', 'Parents and their kids'],
    userTypes: ['Parents', 'Kids'],
    appWords: ['chore', 'pocket money', 'earn'],
  },
  {
    name: 'mostly X, with a few Y',
    url: 'https://campus.example/',
    answers: ['Students find study rooms and book them', 'Mostly students, but also a few teachers'],
    userTypes: ['Students', 'Teachers'],
    appWords: ['study room', 'book', 'find'],
  },
  {
    name: 'the owners of something, described at length',
    url: 'https://preorder.example/',
    answers: [
      'Bakeries take preorders online and customers collect their bread',
      'Owners of small bakeries who want to take preorders online without hiring a developer',
    ],
    userTypes: ['Owners of small bakeries'],
    descriptions: [[0, /preorders/]],
    appWords: ['preorder', 'bread', 'collect'],
  },
  {
    name: 'an ampersand and a possessive',
    url: 'https://tables.example/',
    answers: ['Guests reserve tables and restaurants confirm them', 'Restaurant owners & their waiters'],
    userTypes: ['Restaurant owners', 'Waiters'],
    appWords: ['table', 'reserve', 'confirm'],
  },
  {
    name: 'a list with an Oxford comma and a singular item',
    url: 'https://books.example/',
    answers: [
      'Small firms send invoices and file their taxes',
      'Small business owners, accountants, and the occasional bookkeeper',
    ],
    userTypes: ['Small business owners', 'Accountants', 'Bookkeepers'],
    appWords: ['invoice', 'tax'],
  },
  {
    name: 'one group with a relative clause',
    url: 'https://gym.example/',
    answers: ['Gym members book classes and pay for memberships', 'Gym members who book classes after work'],
    userTypes: ['Gym members'],
    descriptions: [[0, /book classes/]],
    appWords: ['class', 'book', 'membership'],
  },
  {
    name: 'a lead-in before the group',
    url: 'https://calls.example/',
    answers: [
      'Families video call their grandparents',
      'Our users are mostly retirees who want to video call their grandchildren',
    ],
    userTypes: ['Retirees'],
    persona: [[0, 0, 'age', /^(6[5-9]|[7-9]\d)$/]],
    appWords: ['video call', 'grandparent'],
  },
  {
    name: 'a persona described in one answer',
    url: 'https://crewquote.example/',
    answers: [
      'CrewQuote lets landscaping crews price a job on site, send the quote from their phone and turn it into an invoice',
      'Crew owners and office staff',
      'Crew owners',
      'Owners new to quoting on a phone',
      'Dana, 45, runs a crew of six and is always on her iPhone',
      // "Her" is how the founder speaks of Dana: her gender is asked, and said.
      'Female',
    ],
    userTypes: ['Crew owners', 'Office staff'],
    persona: [
      [0, 0, 'name', /^Dana$/],
      [0, 0, 'age', /^45$/],
      [0, 0, 'gender', /^Female$/],
      [0, 0, 'device', /iPhone/],
      [0, 0, 'occupation_background', /crew of six/i],
    ],
    asks: [
      [4, /^Nice to meet Dana\. I noted her age, job and device too\. What is Dana's gender\?$/],
      [5, /state of mind/],
    ],
    appWords: ['quote', 'invoice', 'price'],
  },
  {
    name: 'questions asked back',
    url: 'https://fitness.example/',
    answers: ['A fitness tracker for runners', 'Who do you mean by users?', 'Runners'],
    userTypes: ['Runners'],
    notStored: ['Who do you mean'],
    asks: [[1, /^I can only help with your test plan here\. Who uses your app/]],
  },
  {
    name: 'Spanish names',
    url: 'https://tienda.example/',
    answers: ['Tienda online de zapatillas para corredores', 'Corredores aficionados'],
    userTypes: ['Corredores aficionados'],
  },
  {
    name: 'Spanish prose, asked again plainly',
    url: 'https://tienda.example/',
    answers: [
      'Tienda online de zapatillas para corredores',
      'Dueños de tiendas que venden online y sus clientes que compran zapatillas',
      'Dueños de tiendas, Clientes',
    ],
    userTypes: ['Dueños de tiendas', 'Clientes'],
    notStored: ['que venden'],
    asks: [[1, /short name for each group/]],
  },
  {
    name: 'German, a list in a sentence',
    url: 'https://handwerk.example/',
    answers: ['Ein Buchungstool für Handwerksbetriebe', 'Zwei Gruppen: Meister, Gesellen und Büroangestellte'],
    userTypes: ['Meister', 'Gesellen', 'Büroangestellte'],
  },
  {
    name: 'German prose, asked again plainly',
    url: 'https://handwerk.example/',
    answers: [
      'Ein Buchungstool für Handwerksbetriebe',
      'Handwerker, die Aufträge annehmen, und Kunden, die einen Termin buchen wollen',
      'Handwerker und Kunden',
    ],
    userTypes: ['Handwerker', 'Kunden'],
    notStored: ['die Aufträge'],
    asks: [[1, /short name for each group/]],
  },
  {
    name: 'a 5 KB answer',
    url: 'https://landscape.example/',
    answers: ['Landscapers quote jobs on site and send invoices', FIVE_KB],
    userTypes: ['Owners of small landscaping businesses'],
    appWords: ['quote', 'invoice', 'job'],
  },
  {
    name: 'markup',
    url: 'https://shop.example/',
    answers: ['<h1>My shop</h1>', '<b>Store</b> owners and <i>shoppers</i>'],
    userTypes: ['Store owners', 'Shoppers'],
    notStored: ['<b>', '<i>'],
  },
  {
    name: 'emoji',
    url: 'https://walkies.example/',
    answers: ['Dog owners book walks 🐕 and pay walkers in the app', 'Dog owners 🐶 and dog walkers 🦮'],
    userTypes: ['Dog owners', 'Dog walkers'],
    appWords: ['walk', 'book', 'pay'],
  },
  {
    name: 'two kinds, office staff',
    url: 'https://crewquote.example/',
    answers: [
      'CrewQuote lets landscaping crews price a job on site and send the quote from their phone',
      'Two kinds: crew owners who create quotes on site, and office staff who send the invoices.',
    ],
    userTypes: ['Crew owners', 'Office staff'],
    descriptions: [
      [0, /create quotes on site/],
      [1, /send the invoices/],
    ],
    appWords: ['quote', 'price', 'job'],
  },
  {
    name: 'one-word answers',
    url: 'https://recipes.example/',
    answers: ['Recipes', 'Cooks', 'Beginners', 'Sam', '22', 'Male', 'Student', 'Hungry', 'Pixel', 'Cook'],
    userTypes: ['Cooks'],
    persona: [[0, 0, 'name', /^Sam$/]],
    asks: [[1, /^Got it\. Which group of cooks should we test first/]],
  },
];

/** The longest stretch of `value` that `answer` holds word for word (ignoring case and spacing). */
function longestShared(value: string, answer: string): number {
  const said = answer.replace(/\s+/g, ' ').toLowerCase();
  const held = value.replace(/\s+/g, ' ').toLowerCase();
  let longest = 0;
  for (let start = 0; start < held.length; start++) {
    let length = longest + 1;
    while (start + length <= held.length && said.includes(held.slice(start, start + length))) length++;
    longest = Math.max(longest, length - 1);
  }
  return longest;
}

const stem = (word: string) => word.toLowerCase().replace(/(es|s)$/, '');

describe.each(conversations)('understanding: $name', (conversation) => {
  const { replies, given, plan } = converse(conversation.url, conversation.answers);

  it('names the user types as a person would', () => {
    expect(plan.user_types.map((userType) => userType.type?.value).slice(0, conversation.userTypes.length)).toEqual(
      conversation.userTypes,
    );
    for (const [index, description] of conversation.descriptions ?? []) {
      expect(plan.user_types[index]?.description?.value).toMatch(description);
    }
  });

  it('ends every reply with its one question', () => {
    for (const reply of replies) {
      expect(reply).toMatch(/\?$/);
      expect(reply.split('?').length - 1, reply).toBe(1);
    }
  });

  it.each(conversation.asks ?? [])('replies to answer %i with the question it names', (index, question) => {
    expect(replies[index]).toMatch(question);
  });

  it('holds no more than 60 characters of any answer in a field it wrote', () => {
    for (const value of derivedValues(plan)) {
      for (const answer of conversation.answers) expect(longestShared(value, answer), value).toBeLessThanOrEqual(60);
    }
    const stored = JSON.stringify(plan);
    for (const text of conversation.notStored ?? []) expect(stored).not.toContain(text);
  });

  it('suggests a complete plan in which no two segments share a persona', () => {
    expect(isPlanComplete(plan)).toBe(true);
    const segments = plan.user_types.flatMap((userType) => userType.segments);
    const people = segments.map((segment) => segment.persona?.name?.value);
    expect(new Set(people).size).toBe(people.length);
    const suggestedTypes = plan.user_types.slice(given.user_types.length).map((userType) => userType.type?.value);
    // What the visitor named is the plan: no stock user type is added beside two of theirs.
    if (given.user_types.length >= 2) expect(suggestedTypes).toEqual([]);
  });

  it.each(conversation.persona ?? [])('reads persona detail %i/%i %s', (type, segment, field, value) => {
    const persona = plan.user_types[type]?.segments[segment]?.persona as Record<string, { value: string } | undefined>;
    expect(persona?.[field]?.value).toMatch(value);
  });

  const appWords = conversation.appWords;
  if (appWords) {
    it('suggests goals in the app’s own words first', () => {
      const words = appWords.map(stem);
      for (const [index, userType] of plan.user_types.entries()) {
        const givenGoals = given.user_types[index]?.segments.flatMap((segment) => segment.goals) ?? [];
        const first = userType.segments.flatMap((segment) => segment.goals).find((goal) => !givenGoals.includes(goal));
        const text = (first?.value ?? '').toLowerCase();
        expect(
          words.some((word) => text.includes(word)),
          `${userType.type?.value}: ${text}`,
        ).toBe(true);
      }
    });
  }
});

it('holds at least 25 conversations', () => {
  expect(conversations.length).toBeGreaterThanOrEqual(25);
});
