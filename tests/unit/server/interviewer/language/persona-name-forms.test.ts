// @vitest-environment node
/**
 * A persona's name in the ways founders say it: behind a second naming word, hedged in chat
 * shorthand, accepted after it is said, after "she's", said whole with a surname or a title, and
 * never mistaken for the job or mood a word of the same spelling names.
 */
import { describe, expect, it } from 'vitest';
import { firstNameOf, nameSaid } from '../../../../../server/interviewer/language/persona-name';
import { readPersonaAnswer } from '../../../../../server/interviewer/replies/persona-answer';

describe('a name said in a sentence', () => {
  it.each([
    ["let's say his name is Idris", 'Idris'],
    ['we could say her name would be Malin', 'Malin'],
    ['dunno, Tariq?', 'Tariq'],
    ['tbh, Ingrid', 'Ingrid'],
    ['Ottilie would work', 'Ottilie'],
    ['Bashir is his name', 'Bashir'],
    ["she's Anouk", 'Anouk'],
    ['maybe something like Wren?', 'Wren'],
    ['otto 52 roofer', 'Otto'],
    ['Ines who is 33', 'Ines'],
    ['Kalani aged 70', 'Kalani'],
    ['Esme is the name', 'Esme'],
    ['Esme would be good', 'Esme'],
    ['its esme', 'Esme'],
    ["Esme and she's 61", 'Esme'],
    ['lets do Esme', 'Esme'],
    ['we can call this persona Esme', 'Esme'],
  ])('%j → %j', (said, name) => {
    expect(nameSaid(said)).toBe(name);
  });
});

describe('what names no one', () => {
  it.each(['its hard to say', "she's lovely", 'lets do this properly'])('%j', (said) => {
    expect(nameSaid(said)).toBeNull();
  });
});

describe('the first name of a name said whole', () => {
  it.each([
    ['Femi Adebayo', 'Femi'],
    ['Dr Lena Vogt', 'Lena'],
    ['Mrs Achterberg', 'Mrs Achterberg'],
    ['Mr. Haddad', 'Mr. Haddad'],
    ['Anne-Sophie', 'Anne-Sophie'],
  ])('%j → %j', (name, first) => {
    expect(firstNameOf(name)).toBe(first);
  });
});

describe('an answer to the name question', () => {
  it.each([
    ['Miguel Torres, 40, roofer', { name: 'Miguel', age: '40', occupation_background: 'Roofer' }],
    ['Mrs Achterberg', { name: 'Mrs Achterberg', gender: 'Female' }],
    ['an elderly gentleman, Cyril, 84', { name: 'Cyril', age: '84', gender: 'Male' }],
  ])('%j keeps %j', (said, kept) => {
    const persona = readPersonaAnswer('name', said, undefined)?.persona ?? {};
    expect(Object.fromEntries(Object.entries(persona).map(([field, value]) => [field, value?.value]))).toEqual(kept);
  });

  it.each(['Baker. he is 30', 'Hunter, 19, a bit lost'])('%j keeps the name as no job or mood', (said) => {
    const persona = readPersonaAnswer('name', said, undefined)?.persona;
    const name = persona?.name?.value;
    expect(name).toBeDefined();
    expect(persona?.occupation_background?.value).not.toBe(name);
    expect(persona?.state_of_mind?.value).not.toBe(name);
  });
});
