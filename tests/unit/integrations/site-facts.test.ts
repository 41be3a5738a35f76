// @vitest-environment node
/**
 * The site's facts in the build: filled into Markdown bodies by the real Markdown processor, and
 * warned about by name while the launch month is past or a company fact is a placeholder.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSatteriMarkdownProcessor } from '@astrojs/markdown-satteri';
import type { AstroIntegration } from 'astro';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { siteFactsIntegration, siteFactsMarkdownPlugin } from '../../../integrations/site-facts';

describe('the Markdown plugin', () => {
  const facts = { launch: 'December 2025', contactEmail: 'hello@testable.dev', confirmationDays: '14' };
  const plugin = siteFactsMarkdownPlugin(facts);

  it.each([
    ['Testable opens in **{launch}**.', '<p>Testable opens in <strong>December 2025</strong>.</p>'],
    [
      'Write to [{contactEmail}](mailto:{contactEmail}).',
      '<p>Write to <a href="mailto:hello@testable.dev">hello@testable.dev</a>.</p>',
    ],
    ['Run `{launch}` as code.', '<p>Run <code>December 2025</code> as code.</p>'],
    ['A link works for {confirmationDays} days.', '<p>A link works for 14 days.</p>'],
    ['Founder #{number} stays as written.', '<p>Founder #{number} stays as written.</p>'],
  ])('%j renders %j', async (markdown, html) => {
    const processor = await createSatteriMarkdownProcessor({ mdastPlugins: [plugin] });
    expect((await processor.render(markdown)).code.trim()).toBe(html);
  });

  it('carries the facts as data, so Astro re-renders Markdown when one changes', () => {
    expect(JSON.parse(JSON.stringify(plugin))).toEqual({
      name: 'testable-site-facts',
      facts,
    });
  });
});

describe('the build warnings', () => {
  const roots: string[] = [];
  afterAll(() => {
    for (const root of roots) rmSync(root, { recursive: true, force: true });
  });

  function project(launchMonth: string, legalName: string): string {
    const root = mkdtempSync(join(tmpdir(), 'site-facts-'));
    roots.push(root);
    mkdirSync(join(root, 'src/content/site'), { recursive: true });
    writeFileSync(join(root, 'src/content/site/site.yaml'), `launchMonth: ${launchMonth}\n`);
    writeFileSync(
      join(root, 'src/content/site/company.yaml'),
      `legalName: '${legalName}'\ncompanyNumber: '12345678'\nregisteredOffice: 1 High Street\ncontactEmail: hello@testable.dev\n`,
    );
    return root;
  }

  async function warningsOf(integration: AstroIntegration): Promise<string[]> {
    const warn = vi.fn();
    const start = integration.hooks['astro:build:start'] as unknown as (options: {
      logger: { warn: typeof warn };
    }) => void;
    start({ logger: { warn } });
    return warn.mock.calls.map(([message]) => String(message));
  }

  it.each([
    ['a month to come and every fact filled in', '2026-12', 'Testable Ltd', []],
    [
      'a month gone by',
      '2025-12',
      'Testable Ltd',
      ['src/content/site/site.yaml → launchMonth: December 2025 is in the past'],
    ],
    [
      'a placeholder',
      '2026-12',
      '[Testable Ltd]',
      ['src/content/site/company.yaml: legalName still holds its placeholder'],
    ],
  ])('with %s, says %j', async (_, launchMonth, legalName, expected) => {
    const today = () => new Date('2026-11-27T12:00:00Z');
    const warnings = await warningsOf(siteFactsIntegration(project(launchMonth, legalName), today));
    expect(warnings).toHaveLength(expected.length);
    expected.forEach((start, index) => {
      expect(warnings[index]).toContain(start);
    });
  });
});
