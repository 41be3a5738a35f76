// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { moveCspFirst } from '../../../integrations/csp-first';

const CSP = `<meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self'">`;

describe('moveCspFirst', () => {
  it.each([
    [
      'after the charset, ahead of scripts and noscript styles',
      `<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="x"><script>gtag()</script><noscript><link rel="stylesheet" href="/n.css"></noscript>${CSP}<link rel="stylesheet" href="/a.css"></head><body></body></html>`,
      `<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8">${CSP}<meta name="viewport" content="x"><script>gtag()</script><noscript><link rel="stylesheet" href="/n.css"></noscript><link rel="stylesheet" href="/a.css"></head><body></body></html>`,
    ],
    [
      'first of all without a charset',
      `<html><head><title>t</title>${CSP}</head></html>`,
      `<html><head>${CSP}<title>t</title></head></html>`,
    ],
    [
      'unchanged without a policy',
      '<html><head><script>x()</script></head></html>',
      '<html><head><script>x()</script></head></html>',
    ],
    [
      'unchanged when already first',
      `<html><head><meta charset="utf-8">${CSP}<title>t</title></head></html>`,
      `<html><head><meta charset="utf-8">${CSP}<title>t</title></head></html>`,
    ],
  ])('%s', (_, html, expected) => {
    expect(moveCspFirst(html)).toBe(expected);
  });
});
