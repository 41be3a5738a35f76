/**
 * The site's facts (src/lib/content/site-facts.ts) in the build: filled into every Markdown body,
 * which the content layer renders (and caches) without them, and warned about while the launch
 * month is past or a company fact is still a placeholder. Being data of the Markdown plugin, the
 * facts are part of the configuration Astro digests: changing one renders every Markdown entry again.
 */
import { readFileSync } from 'node:fs';
import { satteri } from '@astrojs/markdown-satteri';
import type { AstroIntegration } from 'astro';
import { parse } from 'yaml';
import {
  type CompanyFacts,
  companyPlaceholderWarning,
  fillCopy,
  launchMonthWarning,
  type SiteFacts,
  siteFacts,
} from '../src/lib/content/site-facts.ts';

export const SITE_FILE = 'src/content/site/site.yaml';
export const COMPANY_FILE = 'src/content/site/company.yaml';

/**
 * A Sätteri plugin: the site's facts (`{launch}`, `{contactEmail}`…) filled into text, code and
 * link addresses, and the `{{dated|undated}}` forms chosen. The facts ride along as data, which
 * puts them in the configuration Astro digests.
 */
export function siteFactsMarkdownPlugin(facts: SiteFacts) {
  type Context = { setProperty(node: object, key: string, value: string): void };
  const fill = <K extends string>(key: K) =>
    function fillNode(node: Readonly<Record<K, string>>, ctx: Context): void {
      const filled = fillCopy(node[key], facts);
      if (filled !== node[key]) ctx.setProperty(node, key, filled);
    };
  return { name: 'testable-site-facts', facts, text: fill('value'), inlineCode: fill('value'), link: fill('url') };
}

export function siteFactsIntegration(root = '.', today = () => new Date()): AstroIntegration {
  const read = (file: string) => parse(readFileSync(`${root}/${file}`, 'utf8')) as Record<string, unknown>;
  // The content layer checks both files against their schemas; here they are only read.
  const launchMonth = String(read(SITE_FILE)['launchMonth']);
  const company = read(COMPANY_FILE) as unknown as CompanyFacts;
  return {
    name: 'testable:site-facts',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        const plugin = siteFactsMarkdownPlugin(siteFacts(launchMonth, company, today()));
        updateConfig({ markdown: { processor: satteri({ mdastPlugins: [plugin] }) } });
      },
      'astro:build:start': ({ logger }) => {
        const warnings = [
          launchMonthWarning(launchMonth, SITE_FILE, today()),
          companyPlaceholderWarning(company, COMPANY_FILE),
        ];
        for (const warning of warnings) if (warning) logger.warn(warning);
      },
    },
  };
}
