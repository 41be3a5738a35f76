/**
 * axe-core run inside the page, its source put in once per document. @axe-core/playwright's
 * AxeBuilder puts the source (half a megabyte) in again on every audit and gathers the results
 * in a new blank page: about 2 s an audit here, for 0.4 s of auditing. These pages have no
 * frames (the email previews, which do, are audited with AxeBuilder in emails.spec.ts), so axe
 * runs in the one document, and a frame that appears fails the audit rather than going unread.
 */

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

// The axe-core that @axe-core/playwright itself runs (it is that package's dependency, not ours).
const requireHere = createRequire(import.meta.url);
const axeCore = createRequire(requireHere.resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js');
const AXE_SOURCE = readFileSync(axeCore, 'utf8');

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The violations axe finds in the page as it is now, one line each: the rule and the elements. */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (tags) => {
    if (document.querySelector('iframe')) throw new Error('axeViolations audits pages without frames');
    const { axe } = window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } };
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
      iframes: false,
    });
    return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, WCAG_TAGS);
}
