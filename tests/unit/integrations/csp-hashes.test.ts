// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineBlocks, keepOwnHashes } from '../../../integrations/csp-hashes';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const page = (policy: string, body: string) =>
  `<html><head><meta http-equiv="content-security-policy" content="${policy}">${body}</head></html>`;

describe('inlineBlocks', () => {
  it.each([
    ['an inline script and style', '<script>a()</script><style>p{}</style>', ['a()', 'p{}']],
    [
      'attributes before the text',
      '<script type="module">b()</script><style media="print">q{}</style>',
      ['b()', 'q{}'],
    ],
    [
      'a script with src has no inline text',
      '<script type="module" src="/x.js"></script><script>c()</script>',
      ['c()'],
    ],
    ['tags in any case', '<SCRIPT>d()</SCRIPT>', ['d()']],
    ['elements whose names only start alike are not blocks', '<styles>x</styles><scripty>y</scripty>', []],
    ['an empty inline script is a block of its own', '<script></script>', ['']],
    ['an unclosed script ends the search', '<script>e()', []],
    [
      'the blocks of a document embedded with srcdoc, which lives under the page’s policy',
      '<style>p{}</style><iframe srcdoc="<p>x</p><style>a::after{content:&quot;&amp;&quot;}</style>"></iframe>',
      ['p{}', 'a::after{content:"&"}'],
    ],
    [
      'text with non-ASCII characters is kept as written',
      '<style>p::after{content:"…"}</style>',
      ['p::after{content:"…"}'],
    ],
  ])('%s', (_, html, expected) => {
    expect(inlineBlocks(html)).toEqual(expected);
  });
});

describe('keepOwnHashes', () => {
  const own = [hash('a()'), hash('p{}')];
  const others = [hash('elsewhere()'), hash('q{}')];
  const policy = `default-src 'self'; script-src 'self' https://tag.example ${own[0]} ${others[0]}; style-src 'self' ${others[1]} ${own[1]}`;

  it('keeps the hashes of the page’s own blocks and every source that is not a hash', () => {
    const html = keepOwnHashes(page(policy, '<script>a()</script><style>p{}</style>'));
    expect(html).toBe(
      page(
        `default-src 'self';script-src 'self' https://tag.example ${own[0]};style-src 'self' ${own[1]}`,
        '<script>a()</script><style>p{}</style>',
      ),
    );
  });

  it('leaves directives without hashes exactly as they were', () => {
    const html = keepOwnHashes(page("default-src 'self'; img-src 'self' data:", ''));
    expect(html).toBe(page("default-src 'self'; img-src 'self' data:", ''));
  });

  it('leaves a page without a policy unchanged', () => {
    expect(keepOwnHashes('<html><head><script>a()</script></head></html>')).toBe(
      '<html><head><script>a()</script></head></html>',
    );
  });

  it('keeps the hash of an embedded document’s style, which it lives under', () => {
    const policy = `style-src 'self' ${hash('a{}')} ${hash('b{}')}`;
    expect(keepOwnHashes(page(policy, '<iframe sandbox srcdoc="<style>a{}</style>"></iframe>'))).toBe(
      page(`style-src 'self' ${hash('a{}')}`, '<iframe sandbox srcdoc="<style>a{}</style>"></iframe>'),
    );
  });

  it('drops every hash from a page without inline blocks', () => {
    expect(keepOwnHashes(page(policy, ''))).toBe(
      page("default-src 'self';script-src 'self' https://tag.example;style-src 'self'", ''),
    );
  });
});
