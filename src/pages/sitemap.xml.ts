import type { APIRoute } from 'astro';

/** Public, indexable pages. /landing is a copy of / and points there with a canonical link. */
const PATHS = ['/', '/privacy'];

export const GET: APIRoute = ({ site }) => {
  const urls = PATHS.map((path) => `  <url><loc>${new URL(path, site).href}</loc></url>`).join('\n');
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
};
