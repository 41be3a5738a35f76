/**
 * The mechanical part of the copy style sheet (docs/content.md, "Change the words"): what no visible text of
 * src/content/ may contain, and, in one place, the texts and fields that are let off, with why.
 */
import { type ContentFile, entryData, frontMatterOf } from './content-files';

export type CopyRuleId = 'straight-quote' | 'waitlist' | 'self-reference' | 'ellipsis-character' | 'uk-spelling';

export interface CopyRule {
  id: CopyRuleId;
  pattern: RegExp;
  /** What to write instead, and why. */
  fix: string;
}

/** UK spellings and usage the copy had or could easily have, each with its US form. */
export const US_SPELLING: readonly (readonly [uk: string, us: string])[] = [
  ['colour', 'color'],
  ['favourite', 'favorite'],
  ['behaviour', 'behavior'],
  ['analyse', 'analyze'],
  ['analysed', 'analyzed'],
  ['analysing', 'analyzing'],
  ['recognise', 'recognize'],
  ['organise', 'organize'],
  ['personalise', 'personalize'],
  ['personalisation', 'personalization'],
  ['optimise', 'optimize'],
  ['customise', 'customize'],
  ['prioritise', 'prioritize'],
  ['centre', 'center'],
  ['cancelled', 'canceled'],
  ['licence', 'license'],
  ['postcode', 'ZIP code'],
  ['basket', 'cart'],
  ['expiry', 'expiration'],
  ['working days', 'business days'],
  ['straight away', 'right away'],
  ['at the foot of', 'at the bottom of'],
];

// Each UK form, with an optional plural "s" (colours, postcodes).
const UK_FORMS = new RegExp(`\\b(?:${US_SPELLING.map(([uk]) => uk.replace(' ', '\\s')).join('|')})s?\\b`, 'gi');

export const COPY_RULES: readonly CopyRule[] = [
  {
    id: 'straight-quote',
    pattern: /['"]/g,
    fix: 'apostrophes and quotes are curly: ’ “ ” (‘ ’ for a quotation inside a quotation)',
  },
  {
    id: 'waitlist',
    pattern: /\bwait-?list/gi,
    fix: '“wait list”, two words, as the specification’s “Join the wait list” button, even before a noun',
  },
  {
    id: 'self-reference',
    pattern: /\breal-looking\b/gi,
    fix: 'say what it is (“a sample report”), not what it looks like',
  },
  {
    id: 'ellipsis-character',
    pattern: /…/g,
    fix: 'an ellipsis is three periods, as the specification’s “Analyzing...” and “Calculating...”',
  },
  {
    id: 'uk-spelling',
    pattern: UK_FORMS,
    fix: `US spelling and usage, as the specification’s “Analyzing”: ${US_SPELLING.map(([uk, us]) => `${uk} → ${us}`).join(', ')}`,
  },
];

// ---- Exceptions, all of them ----

/**
 * Texts the specification fixes word for word (docs/content.md "Change the words"), and the rules they
 * break because of it: tests outside the project read them as written there. Matched whole: a
 * changed text is checked like any other.
 */
export const FIXED_BY_SPEC: readonly { text: string; rules: readonly CopyRuleId[]; why: string }[] = [
  {
    text: "Answer step-by-step or say 'suggest a plan for me'",
    rules: ['straight-quote'],
    why: 'specification section 2, /analysis: the chat’s title',
  },
  {
    text: "Testable will guide you step by step, or simply say 'suggest a plan for me'",
    rules: ['straight-quote'],
    why: 'specification section 2, /analysis: the empty Test Plan’s text',
  },
  {
    text: "You're founder #{number}!",
    rules: ['straight-quote'],
    why: "fixed by the specification: the reservation’s step 3 heading, `You're founder #{count+1}!`",
  },
  {
    text: "Spot reserved! You're locked in at founder pricing",
    rules: ['straight-quote'],
    why: 'specification section 4: the payment’s success toast',
  },
];

/** Fields of the content files that hold no words a visitor sees, so no style applies to them. */
export const NOT_SHOWN: Readonly<Record<string, string>> = {
  keywords: 'quiz/catalogue.yaml: what the quiz looks for in the visitor’s answers, in the words visitors use',
  href: 'site/site.yaml: the section a header link leads to (#how)',
  contactEmail: 'site/company.yaml: an email address',
  launchMonth: 'site/site.yaml: the launch month as YYYY-MM, which pages write as “December 2025”',
  kind: 'the kind of card or app, a name the code reads',
  id: 'quiz/catalogue.yaml: the kind’s name in the code',
  cursor: 'modals/demo.yaml: where the cursor goes, a name the code reads',
  action: 'modals/demo.yaml steps: what happens, a name the code reads (the persona card’s `action` is words)',
};

// ---- Reading the visible texts ----

export interface CopyText {
  /** Where in the file: a field path such as "steps.2.thinking", or "body" for a Markdown body. */
  field: string;
  text: string;
}

/** Whether a field holds no visible words: `action` only inside the demo's steps. */
function notShown(path: readonly (string | number)[]): boolean {
  const key = path.findLast((part) => typeof part === 'string');
  if (key === undefined || !(key in NOT_SHOWN)) return false;
  return key !== 'action' || path.includes('steps');
}

function textsOf(data: unknown, path: (string | number)[] = []): CopyText[] {
  if (notShown(path)) return [];
  if (typeof data === 'string') return [{ field: path.join('.'), text: data }];
  if (Array.isArray(data)) return data.flatMap((item, index) => textsOf(item, [...path, index]));
  if (data !== null && typeof data === 'object') {
    return Object.entries(data).flatMap(([key, value]) => textsOf(value, [...path, key]));
  }
  return [];
}

/** Every text of a content file a visitor may see: its YAML's strings, and a Markdown file's body. */
export function visibleTexts({ path, text }: ContentFile): CopyText[] {
  const fields = textsOf(entryData(path, text));
  return path.endsWith('.md') ? [...fields, { field: 'body', text: frontMatterOf(path, text).body }] : fields;
}

/**
 * What of a text the style applies to: {placeholders}, `code`, link targets and addresses are
 * blanked (kept as spaces, so the words either side stay apart).
 */
export function styledPart(text: string): string {
  const blank = (match: string) => ' '.repeat(match.length);
  return text
    .replace(/`[^`\n]*`/g, blank)
    .replace(/\]\([^)\s]*\)/g, (match) => `]${blank(match.slice(1))}`)
    .replace(/\b(?:https?:\/\/|mailto:)\S+/g, blank)
    .replace(/\{[^{}\s]*\}/g, blank);
}

export interface CopyProblem {
  field: string;
  rule: CopyRuleId;
  /** What the rule found, with a few words around it. */
  found: string;
}

/** What in one text breaks the style, rule by rule; a text the specification fixes is held only to its other rules. */
export function textProblems({ field, text }: CopyText): CopyProblem[] {
  const fixed = FIXED_BY_SPEC.find((entry) => entry.text === text);
  const styled = styledPart(text);
  return COPY_RULES.filter((rule) => !fixed?.rules.includes(rule.id)).flatMap((rule) =>
    [...styled.matchAll(rule.pattern)].map((match) => ({
      field,
      rule: rule.id,
      found: text.slice(Math.max(0, match.index - 20), match.index + match[0].length + 20),
    })),
  );
}

/** Everything in a content file that breaks the style. */
export const copyProblems = (file: ContentFile): CopyProblem[] => visibleTexts(file).flatMap(textProblems);
