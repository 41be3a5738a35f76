// @vitest-environment node
/**
 * Whatever a page holds, the reader gives bounded text fields out and never throws: any bytes,
 * and pages made of real tags, attributes and entities in any order, cut anywhere.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readPageStream } from '../../../../server/app-reader/page-stream';
import { FORM_PURPOSES, PAGE_FACT_LIMITS as LIMITS, type PageFacts } from '../../../../src/lib/page/page-facts';
import { anyCodePoint, checkProperty } from '../../../support/properties';

const MAX_BYTES = 64 * 1024;

async function readBytes(bytes: Uint8Array, contentType: string): Promise<PageFacts> {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += 1000) controller.enqueue(bytes.subarray(at, at + 1000));
      controller.close();
    },
  });
  return (await readPageStream(body, { url: 'https://a.example/', contentType, maxBytes: MAX_BYTES })).facts;
}

function expectBounded(facts: PageFacts): void {
  for (const field of ['title', 'description'] as const) expect(facts[field].length).toBeLessThanOrEqual(LIMITS.text);
  expect(facts.siteName.length).toBeLessThanOrEqual(LIMITS.label);
  expect(facts.language.length).toBeLessThanOrEqual(20);
  expect(facts.headings.length).toBeLessThanOrEqual(LIMITS.headings);
  expect(facts.navigation.length).toBeLessThanOrEqual(LIMITS.navigation);
  expect(facts.callsToAction.length).toBeLessThanOrEqual(LIMITS.callsToAction);
  expect(facts.jsonLdTypes.length).toBeLessThanOrEqual(LIMITS.jsonLdTypes);
  for (const heading of facts.headings) expect(heading.length).toBeLessThanOrEqual(LIMITS.text);
  for (const label of [...facts.navigation, ...facts.callsToAction, ...facts.jsonLdTypes]) {
    expect(label.length).toBeLessThanOrEqual(LIMITS.label);
  }
  for (const text of [facts.title, facts.description, ...facts.headings, ...facts.navigation, ...facts.callsToAction]) {
    // Collapsed, and free of control characters.
    expect(text).not.toMatch(/[\p{Cc}]|\s{2}|^\s|\s$/u);
  }
  expect(facts.forms.every((purpose) => FORM_PURPOSES.includes(purpose))).toBe(true);
  expect(new Set(facts.forms).size).toBe(facts.forms.length);
}

const TAGS = [
  'html',
  'head',
  'title',
  'meta',
  'body',
  'nav',
  'header',
  'h1',
  'h2',
  'a',
  'button',
  'form',
  'input',
  'textarea',
  'label',
  'script',
  'style',
  'svg',
  'template',
  'div',
  'p',
];
const ATTRIBUTES = [
  'id',
  'class',
  'type',
  'name',
  'content',
  'property',
  'lang',
  'autocomplete',
  'role',
  'action',
  'value',
  'charset',
];
const VALUES = [
  'root',
  'btn',
  'cookie-banner',
  'password',
  'new-password',
  'email',
  'search',
  'description',
  'og:description',
  'application/ld+json',
  'submit',
  'button',
  'utf-8',
  'fr',
];
const TEXTS = [
  'Sign up',
  'Log in',
  '£29',
  'For buyers',
  '&amp;',
  '&lt;b&gt;',
  '&#x0;',
  '{"@type":"Product"}',
  '{"@type":',
  '   \n\t',
  'Start a free trial',
];

const piece = fc.oneof(
  fc
    .record({
      tag: fc.constantFrom(...TAGS),
      attributes: fc.array(
        fc.tuple(fc.constantFrom(...ATTRIBUTES), fc.oneof(fc.constantFrom(...VALUES), fc.string())),
        { maxLength: 3 },
      ),
      close: fc.boolean(),
    })
    .map(({ tag, attributes, close }) =>
      close ? `</${tag}>` : `<${tag}${attributes.map(([name, value]) => ` ${name}="${value}"`).join('')}>`,
    ),
  fc.constantFrom(...TEXTS),
  fc.string({ unit: anyCodePoint, maxLength: 40 }),
);

describe('the reader, whatever it is given', () => {
  it('any bytes: bounded text, no exception', async () => {
    await checkProperty(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 4096 }),
        fc.constantFrom(
          'text/html',
          'text/html; charset=utf-16le',
          'text/html; charset=shift_jis',
          'text/html; charset=bogus',
        ),
        async (bytes, contentType) => expectBounded(await readBytes(bytes, contentType)),
      ),
      { numRuns: 300 },
    );
  });

  it('pages of real tags in any order: bounded text, no exception', async () => {
    await checkProperty(
      fc.asyncProperty(fc.array(piece, { maxLength: 120 }), async (pieces) =>
        expectBounded(await readBytes(new TextEncoder().encode(pieces.join('')), 'text/html')),
      ),
      { numRuns: 500 },
    );
  });

  it('a page at the size limit of the worst repeated shapes stays bounded', async () => {
    for (const unit of [
      '<a class="btn">',
      '<h1>',
      '<form><input type="password">',
      '<script type="application/ld+json">[',
      '&amp;',
      '<nav><a>x</a>',
      '<',
    ]) {
      const page = new TextEncoder().encode(unit.repeat(Math.ceil(MAX_BYTES / unit.length)));
      expectBounded(await readBytes(page, 'text/html'));
    }
    const nested = `<script type="application/ld+json">${'['.repeat(30_000)}${']'.repeat(30_000)}</script><title>Deep</title>`;
    expect(await readBytes(new TextEncoder().encode(nested), 'text/html')).toMatchObject({
      title: 'Deep',
      jsonLdTypes: [],
    });
  });
});
