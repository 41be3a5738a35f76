import type { APIRoute } from 'astro';

// The analysis and scenario pages only show a visitor's own browser state: nothing to index.
export const GET: APIRoute = ({ site }) =>
  new Response(
    `User-agent: *\nDisallow: /analysis\nDisallow: /test-execution\n\nSitemap: ${new URL('/sitemap.xml', site).href}\n`,
    { headers: { 'content-type': 'text/plain; charset=utf-8' } },
  );
