import { COPY_LOCALE } from '../constants.ts';
import { fillTemplate } from './template.ts';

/** Copy that reads one way for one ("1 scenario") and another for any other count ("6 scenarios"); each holds `{count}`. */
export interface CountWords {
  one: string;
  other: string;
}

const plurals = new Intl.PluralRules(COPY_LOCALE);

/** The form the count takes in the site's language, with the count written in its style (1,180). */
export function fillCount(words: CountWords, count: number): string {
  const form = plurals.select(count) === 'one' ? words.one : words.other;
  return fillTemplate(form, { count: count.toLocaleString(COPY_LOCALE) });
}
