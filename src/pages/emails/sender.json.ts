import type { APIRoute } from 'astro';
import { emailSender } from '../../../server/mail/templates/rendered-email';
import { getPageFrame } from '../../lib/content/entries';

/**
 * Who the emails say they come from, from the site's content (site.yaml and company.yaml), as a
 * file of the build: the lead sink reads it on one machine and on the edge alike
 * (server/mail/sender.ts), where no YAML is read. Public: the privacy notice says the same.
 */
export const GET: APIRoute = async () => {
  const { site, company } = await getPageFrame();
  return Response.json(emailSender(site.name, company));
};
