import type { APIRoute } from 'astro';
import { getPageFrame } from '../../lib/content/entries';
import { emailSender } from '../../lib/emails/rendered-email';

/**
 * Who the emails say they come from, from the site's content (site.yaml and company.yaml), and
 * the site their links lead to (PUBLIC_SITE_URL, as the build had it), as a file of the build:
 * the lead sink reads it on one machine and on the edge alike (server/mail/mail-site.ts), where no
 * YAML is read and the build's settings may not be set. Public: the pages say the same.
 */
export const GET: APIRoute = async ({ site }) => {
  const { site: facts, company } = await getPageFrame();
  return Response.json({ ...emailSender(facts.name, company), siteUrl: site?.origin ?? '' });
};
