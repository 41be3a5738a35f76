/**
 * Words often misspelt in a chat, and how the plan writes them ("teh walkers" is "Walkers",
 * corpus/FORMAT.md): a value is stored as a careful reader would write it. Only whole words that
 * are no English word as typed are listed, so no right word is ever "fixed".
 */
const MISSPELT: Readonly<Record<string, string>> = {
  teh: 'the',
  wiht: 'with',
  whit: 'with',
  adn: 'and',
  taht: 'that',
  thier: 'their',
  recieve: 'receive',
  recieved: 'received',
  reciept: 'receipt',
  reciepts: 'receipts',
  begginer: 'beginner',
  begginers: 'beginners',
  beginers: 'beginners',
  collecter: 'collector',
  collecters: 'collectors',
  electrican: 'electrician',
  electricien: 'electrician',
  plumer: 'plumber',
  forgetfull: 'forgetful',
  carefull: 'careful',
  stressfull: 'stressful',
  seperate: 'separate',
  definately: 'definitely',
  calender: 'calendar',
  adress: 'address',
  adresses: 'addresses',
  acess: 'access',
  untill: 'until',
  tommorow: 'tomorrow',
  tomorow: 'tomorrow',
  wich: 'which',
  becuase: 'because',
  buisness: 'business',
  busness: 'business',
  managment: 'management',
  resturant: 'restaurant',
  restaraunt: 'restaurant',
  apointment: 'appointment',
  appointement: 'appointment',
  accomodation: 'accommodation',
  schedual: 'schedule',
  shedule: 'schedule',
  freind: 'friend',
  freinds: 'friends',
  recomend: 'recommend',
  paymnet: 'payment',
  payement: 'payment',
  invoive: 'invoice',
  procces: 'process',
  proffesional: 'professional',
  proffesionals: 'professionals',
  profesional: 'professional',
  profesionals: 'professionals',
  studnets: 'students',
  studnet: 'student',
  // A contraction typed without its apostrophe: "shes" is no English word.
  shes: "she's",
  hes: "he's",
  theyre: "they're",
};

/** `word` spelt right, in the case it was typed in ("Begginers" → "Beginners"). */
function spelt(word: string): string {
  const key = word.toLowerCase();
  const right = Object.hasOwn(MISSPELT, key) ? MISSPELT[key] : undefined;
  if (!right) return word;
  return /^\p{Lu}/u.test(word) ? `${right.charAt(0).toUpperCase()}${right.slice(1)}` : right;
}

/** The value with each misspelt word written right; the marks around a word are kept. */
export function spelledRight(value: string): string {
  return value
    .split(' ')
    .map((token) => {
      const start = token.search(/\p{L}/u);
      if (start < 0) return token;
      let end = token.length;
      while (end > start && !/\p{L}/u.test(token.charAt(end - 1))) end--;
      return `${token.slice(0, start)}${spelt(token.slice(start, end))}${token.slice(end)}`;
    })
    .join(' ');
}
