/**
 * What a form is for, from what a tester would look at: its fields (a password, a new password,
 * an email, a search box, a date, a message), and the words around them (its labels, buttons,
 * where it posts, its id and class). The fields decide first; the words tell a sign-up from a
 * log-in, a booking from a contact form.
 */
import type { FormPurpose } from '../../src/lib/page/page-facts.ts';

export interface FormSignals {
  passwords: number;
  /** autocomplete="new-password": the browser is told this sets a password. */
  newPassword: boolean;
  email: boolean;
  search: boolean;
  date: boolean;
  message: boolean;
  /** Lower-case words of its labels, buttons, placeholders, action, id and class. */
  words: ReadonlySet<string>;
}

export const emptySignals = (): FormSignals => ({
  passwords: 0,
  newPassword: false,
  email: false,
  search: false,
  date: false,
  message: false,
  words: new Set(),
});

const SIGN_UP_WORDS = ['signup', 'register', 'registration', 'join', 'create', 'started', 'trial', 'waitlist'];
const LOG_IN_WORDS = ['login', 'signin', 'log', 'password', 'forgot'];
const CHECKOUT_WORDS = ['checkout', 'cart', 'basket', 'bag', 'payment', 'pay', 'card', 'order', 'buy', 'purchase'];
const BOOKING_WORDS = ['book', 'booking', 'reserve', 'reservation', 'appointment', 'schedule', 'guests', 'demo'];
const CONTACT_WORDS = ['contact', 'message', 'enquiry', 'inquiry', 'question', 'support', 'feedback'];
const SUBSCRIBE_WORDS = ['subscribe', 'newsletter', 'updates', 'notify'];
const SEARCH_WORDS = ['search', 'find', 'q'];

/** "sign up" and "log in" are two words on a page and one in an id ("signup-form"). */
function has(words: ReadonlySet<string>, list: readonly string[]): boolean {
  return list.some((word) => words.has(word));
}
const saysSignUp = (words: ReadonlySet<string>) =>
  has(words, SIGN_UP_WORDS) || (words.has('sign') && words.has('up')) || words.has('account');
const saysLogIn = (words: ReadonlySet<string>) => has(words, LOG_IN_WORDS) || (words.has('sign') && words.has('in'));

/** The form's purpose, or null when nothing says what it is for. */
export function formPurpose(form: FormSignals): FormPurpose | null {
  const { words } = form;
  if (form.passwords > 0) {
    const signsUp = form.newPassword || form.passwords > 1 || (saysSignUp(words) && !words.has('forgot'));
    return signsUp ? 'sign-up' : 'log-in';
  }
  if (form.search || (has(words, SEARCH_WORDS) && !form.email && !form.message)) return 'search';
  if (has(words, CHECKOUT_WORDS) && !has(words, BOOKING_WORDS)) return 'checkout';
  if (form.date || has(words, BOOKING_WORDS)) return 'booking';
  if (form.message || has(words, CONTACT_WORDS)) return 'contact';
  if (form.email && has(words, SUBSCRIBE_WORDS)) return 'subscribe';
  if (form.email && saysSignUp(words)) return 'sign-up';
  if (saysLogIn(words)) return 'log-in';
  if (form.email) return 'subscribe';
  return null;
}
