// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { nameSaid } from '../../../../../server/interviewer/language/persona-name';

describe('nameSaid: the first name an answer to the name question gives', () => {
  it.each([
    // After a word that names, wherever it stands.
    ['the landlord? call him Yusuf', 'Yusuf'],
    ['everyone calls her Bea', 'Bea'],
    ['he goes by Mo', 'Mo'],
    ['she is known as Tash', 'Tash'],
    ['hmm, let us name him Arjun', 'Arjun'],
    ['what about Noor', 'Noor'],
    ["let's go with ravi", 'Ravi'],
    ['ok so her name would be Grace', 'Grace'],
    ['Name: Imogen', 'Imogen'],
    ['no real preference, say Chloe', 'Chloe'],
    // A clause that is a name and its hedges, or a name and what accepts it.
    ['perhaps Kenji. he studies in Berlin', 'Kenji'],
    ['Okay, Rosa then', 'Rosa'],
    ['call her whatever, Anna is fine', 'Anna'],
    ['Beatriz but Bia for short', 'Beatriz'],
    ['kwame', 'Kwame'],
    // A name at the end of a clause that says it is one.
    ["It's Lena", 'Lena'],
    ['the persona is Pedro', 'Pedro'],
    ['something like Fatima', 'Fatima'],
    // A later clause names only a name written or known as one.
    ['Naming is hard. Ruth', 'Ruth'],
    ['Dr Amir Khan', 'Amir'],
  ])('%j → %j', (answer, name) => {
    expect(nameSaid(answer)).toBe(name);
  });

  it.each(['the bride', 'she runs a bakery', 'no idea yet', 'call her something nice', 'a student, she is twenty'])(
    '%j names no one',
    (answer) => {
      expect(nameSaid(answer)).toBeNull();
    },
  );
});
