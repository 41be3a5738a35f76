/** A content file's words as the pages get them: parsed, checked, and with the site's facts filled in. */
import { readFileSync } from 'node:fs';
import type { z } from 'astro/zod';
import { parse } from 'yaml';
import { companySchema, siteSchema } from '../../src/lib/content/schemas/site.ts';
import { fillFacts, type SiteFacts, siteFacts } from '../../src/lib/content/site-facts.ts';

const readYaml = (path: string): unknown => parse(readFileSync(path, 'utf8'));

/** `{launch}`, `{contactEmail}` and `{confirmationDays}` as the site says them today. */
export function currentSiteFacts(): SiteFacts {
  const site = siteSchema.parse(readYaml('src/content/site/site.yaml'));
  return siteFacts(site.launchMonth, companySchema.parse(readYaml('src/content/site/company.yaml')));
}

export const readCopy = <S extends z.ZodType>(path: string, schema: S): z.infer<S> =>
  fillFacts(schema.parse(readYaml(path)), currentSiteFacts());
