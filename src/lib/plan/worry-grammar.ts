/**
 * The little English the worry rules need (worry-check.ts): who a worry may name as doing
 * something, whether its subject is plural, and a clause said as a command.
 */

/** Who the worry may say a thing happens to: "people get confused by…", "users can't find…". */
export const PEOPLE = [
  'people',
  'users',
  'customers',
  'visitors',
  'buyers',
  'clients',
  'guests',
  'they',
  'we',
  'i',
  'someone',
];
/** Subjects that say too little to check: "it is slow", "they are not showing up". */
export const PRONOUNS = new Set(['it', 'this', 'that', 'they', 'we', 'i', 'you', 'someone', 'he', 'she']);
const POSSESSIVES = ['my ', 'our ', 'your ', 'their '];

/** Nouns that are plural without an "s" at the end. */
const PLURAL_WORDS = new Set(['people', 'children', 'staff', 'men', 'women', 'data', 'media']);
/** Singular nouns that end in "s". */
const SINGULAR_ENDINGS = ['ss', 'us', 'is', 'news', 'settings page'];

/** "walkers" is plural, "the booking" and "the address" are not. */
export function isPlural(subject: string): boolean {
  const last = subject.split(' ').at(-1) ?? '';
  if (PLURAL_WORDS.has(last)) return true;
  return last.endsWith('s') && !SINGULAR_ENDINGS.some((ending) => subject.endsWith(ending));
}

/** The verb after `subject`: "walkers show up", "the booking shows up"; "is" / "are". */
export function agree(subject: string, singular: string, plural: string): string {
  return isPlural(subject) ? plural : singular;
}

/** "upload a photo" from "I upload a photo", "someone uploads a photo", "users upload a photo". */
export function asCommand(clause: string): string {
  const words = clause.split(' ');
  const [first = '', verb = ''] = words;
  if (!PEOPLE.includes(first) && !['a user', 'the user', 'a customer'].includes(`${first} ${verb}`)) return '';
  const rest = PEOPLE.includes(first) ? words.slice(1) : words.slice(2);
  const [head = '', ...tail] = rest;
  const singularSubject = first === 'someone' || first === 'a' || first === 'the';
  let base = head;
  if (singularSubject && head.endsWith('ies')) base = `${head.slice(0, -3)}y`;
  else if (singularSubject && ['ches', 'shes', 'xes', 'sses'].some((ending) => head.endsWith(ending)))
    base = head.slice(0, -2);
  else if (singularSubject && head.endsWith('s')) base = head.slice(0, -1);
  if (['is', 'are', 'am', 'was', 'were'].includes(base)) return '';
  return [base, ...tail].join(' ');
}

export const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** "my walkers" → "the walkers"; "checkout" stays "checkout". */
export function theSubject(subject: string): string {
  for (const possessive of POSSESSIVES)
    if (subject.startsWith(possessive)) return `the ${subject.slice(possessive.length)}`;
  return subject;
}
