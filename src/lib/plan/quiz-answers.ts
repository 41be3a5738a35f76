/**
 * The lines of the free test plan that come from the visitor's own answers: one journey through
 * the features they named, run the way their first worry says ("Add an item to the wishlist,
 * then check out, on a mid-range Android phone over 4G"), then a check for each worry: the
 * catalogue's, or one made of the visitor's words (worry-check.ts), and their own words quoted
 * for a feature the catalogue does not know. Pure: the words come
 * from src/content/quiz/catalogue.yaml.
 */
import type { QuizCatalogue } from '../content/collections';
import { fillTemplate } from '../content/template';
import { containsWord } from './words';
import { worryCheck } from './worry-check';

/** The most of the visitor's own words one line quotes (a name, not a sentence), and how many such lines a plan takes. */
const MAX_QUOTED_LENGTH = 40;
const MAX_QUOTED_WORDS = 5;
const MAX_QUOTED_LINES = 2;
/** The longest worry a rule of worry-check.ts reads. */
const MAX_RULED_LENGTH = 100;
/** Answers that name nothing. */
const NOTHING = new Set(['', 'none', 'nothing', 'no', 'not sure', 'idk', 'n/a', 'na', 'dont know', "don't know", '-']);

/** "checkout, wishlists and search" → ["checkout", "wishlists", "search"]. */
export function answerParts(answer: string): string[] {
  return answer
    .toLowerCase()
    .split(/[,;\n&+]| and | or /)
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter((part) => !NOTHING.has(part));
}

const firstMatch = <Entry extends { keywords: string[] }>(part: string, entries: readonly Entry[]) =>
  entries.find((entry) => entry.keywords.some((keyword) => containsWord(part, keyword.toLowerCase())));

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
const quotable = (part: string) => part.length <= MAX_QUOTED_LENGTH && part.split(' ').length <= MAX_QUOTED_WORDS;

/** The plan's lines from the features and worries the visitor named, best first. */
export function answerItems(features: string, concerns: string, catalogue: QuizCatalogue): string[] {
  const words = catalogue.fromAnswers;
  const featureParts = answerParts(features);
  const named = catalogue.features.filter((feature) => featureParts.some((part) => firstMatch(part, [feature])));
  const unknownFeatures = featureParts.filter((part) => !firstMatch(part, catalogue.features) && quotable(part));
  const concernParts = answerParts(concerns);
  const worries = concernParts.map((part) => ({ part, concern: firstMatch(part, catalogue.concerns) }));
  const where = worries.find((worry) => worry.concern)?.concern?.where ?? words.anywhere;

  const steps = named.map((feature) => feature.step).join(`, ${words.between} `);
  const journey = named.length > 0 ? [capitalised(`${steps}, ${where}`)] : [];
  const featureChecks = unknownFeatures
    .slice(0, MAX_QUOTED_LINES)
    .map((feature) => fillTemplate(words.feature, { feature }));
  const knownChecks = worries.flatMap((worry) => (worry.concern ? [worry.concern.check] : []));
  // A worry the catalogue does not know: the check its rule makes of it, or else the plan's own
  // sentence around the visitor's words (a short one only).
  const ownConcerns = worries
    .filter((worry) => !worry.concern)
    .flatMap((worry) => {
      const check = worry.part.length <= MAX_RULED_LENGTH ? worryCheck(worry.part) : null;
      if (check) return [check];
      return quotable(worry.part) ? [fillTemplate(words.concern, { concern: worry.part })] : [];
    })
    .slice(0, MAX_QUOTED_LINES);
  return [...journey, ...featureChecks, ...knownChecks, ...ownConcerns];
}
