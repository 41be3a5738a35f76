/**
 * Reads a page as it streams in (htmlparser2: pure JavaScript, so the same on Node and workerd)
 * and keeps what a tester needs (PageFacts). The parser decodes entities; only text nodes and a
 * few attribute values are kept, collapsed and clipped, so no markup ever leaves. Memory stays
 * bounded whatever the page: each capture stops growing at its limit, lists at theirs.
 */
import { Parser } from 'htmlparser2';
import { blankPageFacts, PAGE_FACT_LIMITS as LIMITS, type PageFacts } from '../../src/lib/page/page-facts.ts';
import { emptySignals, type FormSignals, formPurpose } from './form-purpose.ts';
import { addOnce, clip, collapse, jsonLdTypes, showsPrice, wordsOf } from './page-text.ts';
import { judgePage, type PageSignals } from './page-verdicts.ts';

/** Elements whose text is not shown. */
const HIDDEN = new Set(['script', 'style', 'noscript', 'template', 'svg']);
/** Elements whose text is kept: the text is gathered while they are open. */
const CAPTURED = new Set(['title', 'h1', 'h2', 'a', 'button', 'label']);
const ROOT_IDS = new Set(['root', 'app', '__next', '__nuxt', 'svelte', 'q-app', 'main-app']);
const MAX_CAPTURE = 2 * LIMITS.text;
const MAX_JSON_LD = 64 * 1024;
const MAX_FORM_WORDS = 200;
const CTA_CLASS = /(^|[\s_-])(btn|button|cta)([\s_-]|$)/;
const COOKIE_MARK = /cookie|consent|gdpr/;

interface Capture {
  tag: string;
  text: string;
  /** A link or button that looks like a call to action. */
  action: boolean;
}

export interface HtmlReader {
  write(text: string): void;
  /** Ends the document (a truncated one too) and says what it held. */
  end(): PageFacts;
}

export function createHtmlReader(url: string): HtmlReader {
  const facts = blankPageFacts(url);
  const signals: PageSignals = { scripts: 0, appRoot: false, passwordOutsideForm: false };
  let ogDescription = '';
  let hidden = 0;
  let navigation = 0;
  let jsonLd: string | null = null;
  let form: FormSignals | null = null;
  const captures: Capture[] = [];

  const formWords = (text: string) => {
    if (!form) return;
    const words = form.words as Set<string>;
    for (const word of wordsOf(text)) if (words.size < MAX_FORM_WORDS) words.add(word);
  };

  const openTag = (name: string, attributes: Record<string, string>) => {
    const marks = `${attributes['id'] ?? ''} ${attributes['class'] ?? ''}`.toLowerCase();
    if (COOKIE_MARK.test(marks)) facts.cookieBanner = true;
    if (name === 'html' && !facts.language) facts.language = clip(collapse(attributes['lang'] ?? ''), 20);
    if (name === 'script') {
      const type = (attributes['type'] ?? '').toLowerCase();
      if (type === 'application/ld+json') jsonLd = '';
      else if (type === '' || type === 'module' || type.includes('javascript')) signals.scripts += 1;
    }
    if (HIDDEN.has(name)) hidden += 1;
    if (name === 'nav' || name === 'header') navigation += 1;
    if (name === 'div' && ROOT_IDS.has((attributes['id'] ?? '').toLowerCase())) signals.appRoot = true;
    if (name === 'meta') readMeta(attributes);
    if (name === 'form') {
      form = emptySignals();
      formWords(`${attributes['action'] ?? ''} ${marks} ${attributes['aria-label'] ?? ''}`);
      if ((attributes['role'] ?? '') === 'search') form.search = true;
    }
    if (name === 'input' || name === 'textarea' || name === 'select') readField(name, attributes);
    if (CAPTURED.has(name) && hidden === 0 && captures.length < 8) {
      const action = name === 'button' || CTA_CLASS.test(marks) || attributes['role'] === 'button';
      captures.push({ tag: name, text: '', action });
    }
  };

  const readMeta = (attributes: Record<string, string>) => {
    const key = (attributes['name'] ?? attributes['property'] ?? '').toLowerCase();
    const content = clip(collapse(attributes['content'] ?? ''), LIMITS.text);
    if (key === 'description') facts.description ||= content;
    else if (key === 'og:description') ogDescription ||= content;
    else if (key === 'og:site_name' || key === 'application-name') facts.siteName ||= clip(content, LIMITS.label);
    else if (key === 'og:title' && !facts.title) facts.title = content;
  };

  const readField = (name: string, attributes: Record<string, string>) => {
    const type = (attributes['type'] ?? (name === 'input' ? 'text' : name)).toLowerCase();
    const autocomplete = (attributes['autocomplete'] ?? '').toLowerCase();
    if (type === 'password' && !form) signals.passwordOutsideForm = true;
    if (!form) return;
    if (type === 'password') {
      form.passwords += 1;
      if (autocomplete.includes('new-password')) form.newPassword = true;
    }
    if (type === 'email' || autocomplete.includes('email')) form.email = true;
    if (type === 'search') form.search = true;
    if (type === 'date' || type === 'datetime-local' || type === 'time') form.date = true;
    if (type === 'textarea') form.message = true;
    if (type === 'submit' || type === 'button') addAction(attributes['value'] ?? '');
    formWords(`${attributes['name'] ?? ''} ${attributes['placeholder'] ?? ''} ${attributes['aria-label'] ?? ''}`);
    formWords(type === 'submit' ? (attributes['value'] ?? '') : '');
  };

  const addAction = (text: string) => {
    const label = clip(collapse(text), LIMITS.label);
    if (label.length >= 2 && !isChrome(label)) addOnce(facts.callsToAction, label, LIMITS.callsToAction);
  };

  const closeTag = (name: string) => {
    if (name === 'script' && jsonLd !== null) {
      for (const type of jsonLdTypes(jsonLd)) addOnce(facts.jsonLdTypes, clip(type, LIMITS.label), LIMITS.jsonLdTypes);
      jsonLd = null;
    }
    if (HIDDEN.has(name)) hidden = Math.max(0, hidden - 1);
    if (name === 'nav' || name === 'header') navigation = Math.max(0, navigation - 1);
    if (name === 'form' && form) {
      const purpose = formPurpose(form);
      if (purpose && !facts.forms.includes(purpose)) facts.forms.push(purpose);
      form = null;
    }
    const index = captures.findLastIndex((capture) => capture.tag === name);
    if (index >= 0) finish(captures.splice(index, 1)[0] as Capture);
  };

  const finish = ({ tag, text, action }: Capture) => {
    const clean = collapse(text);
    if (tag === 'title') facts.title = clip(clean, LIMITS.text);
    else if (tag === 'h1' || tag === 'h2') addOnce(facts.headings, clip(clean, LIMITS.text), LIMITS.headings);
    else if (tag === 'a' && navigation > 0 && !action)
      addOnce(facts.navigation, clip(clean, LIMITS.label), LIMITS.navigation);
    if (action) addAction(clean);
    if (tag === 'a' && /^(pricing|plans|plans & pricing|prices)$/i.test(clean)) facts.pricing = true;
  };

  const text = (chunk: string) => {
    if (jsonLd !== null) {
      if (jsonLd.length < MAX_JSON_LD) jsonLd += chunk.slice(0, MAX_JSON_LD - jsonLd.length);
      return;
    }
    if (hidden > 0) return;
    for (const capture of captures) {
      if (capture.text.length < MAX_CAPTURE) capture.text += chunk.slice(0, MAX_CAPTURE - capture.text.length);
    }
    // The title is the tab's, not the page's text.
    if (captures.some((capture) => capture.tag === 'title')) return;
    const shown = collapse(chunk);
    if (shown === '') return;
    facts.textLength = Math.min(facts.textLength + shown.length + 1, 1_000_000);
    if (!facts.pricing && showsPrice(shown)) facts.pricing = true;
    if (!facts.cookieBanner && /\buses? cookies\b/i.test(shown.slice(0, 500))) facts.cookieBanner = true;
    formWords(shown.slice(0, 500));
  };

  const parser = new Parser(
    { onopentag: openTag, onclosetag: closeTag, ontext: text },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );

  return {
    write: (chunk) => parser.write(chunk),
    end() {
      parser.end();
      facts.description ||= ogDescription;
      return judgePage(facts, signals);
    },
  };
}

/** Buttons every page has that say nothing about the app. */
const CHROME = new Set(
  [
    'menu|close|open menu|toggle navigation|search|submit|ok|x|×|skip to content',
    // A cookie banner's buttons.
    'accept|accept all|reject|reject all|decline|allow all|got it|manage cookies',
  ].flatMap((labels) => labels.split('|')),
);
const isChrome = (label: string) => CHROME.has(label.toLowerCase());
