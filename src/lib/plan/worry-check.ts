/**
 * A worry the catalogue does not know, made a check a tester can run: "walkers not showing up"
 * becomes "Check that walkers show up when and where they are expected, and that whoever is
 * waiting can see when", never the worry quoted back. Each rule (worry-rules.ts) finds a phrase
 * (its place in the worry fixed: at the end, at the start, or between a subject and a condition)
 * and turns what is around it into one imperative sentence (worry-sentences.ts). No regular
 * expression: the phrases are found with string searches, whatever the length of the answer.
 */
import { trimEndChars } from '../forms/trim-chars';
import { PRONOUNS, theSubject } from './worry-grammar';
import { RULES } from './worry-rules';

// The longest phrase first: " is slow" before " slow", so the subject is "checkout", not "checkout is".
const BY_LENGTH = RULES.flatMap((rule) => rule.phrases.map((phrase) => ({ phrase, rule }))).sort(
  (a, b) => b.phrase.length - a.phrase.length,
);

/** The worry as the rules read it: lower case, one space between words, no end punctuation. */
function normalised(worry: string): string {
  return trimEndChars(worry.toLowerCase().split(/\s+/).filter(Boolean).join(' '), '.!?,;: ');
}

/**
 * The check a tester can run for a worry in the visitor's words, or null when no rule reads it
 * (the plan then says the worry in its own sentence).
 */
export function worryCheck(worry: string): string | null {
  const text = normalised(worry);
  for (const { phrase, rule } of BY_LENGTH) {
    let subject = '';
    let condition = '';
    if (rule.at === 'end' && text.endsWith(phrase)) subject = text.slice(0, -phrase.length);
    else if (rule.at === 'start' && text.startsWith(phrase)) subject = text.slice(phrase.length);
    else if (rule.at === 'between' && text.includes(phrase)) {
      const at = text.indexOf(phrase);
      subject = text.slice(0, at);
      condition = text.slice(at + phrase.length);
      if (!condition) continue;
    } else continue;
    subject = theSubject(subject.trim());
    for (const auxiliary of [' are', ' is'])
      if (subject.endsWith(auxiliary)) subject = subject.slice(0, -auxiliary.length);
    if (!subject || PRONOUNS.has(subject) || subject.startsWith('it ')) continue;
    return rule.make(subject, condition);
  }
  return null;
}
