/**
 * `npm run build:cloudflare`, after `astro build`: rewrites dist/_headers for Cloudflare Pages,
 * where a header set by two matching blocks is joined rather than replaced
 * (server/site/headers-file.ts cloudflareHeadersFile). The file in public/ stays the one written by
 * hand; a plain build keeps it as it is for Netlify and for the site's own server.
 *   node tools/cloudflare-headers.ts [dist folder]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cloudflareHeadersFile } from '../server/site/headers-file.ts';

const file = join(process.argv[2] ?? 'dist', '_headers');
writeFileSync(file, cloudflareHeadersFile(readFileSync(file, 'utf8')));
console.log(`${file}: written for Cloudflare Pages (a later block's header detaches the earlier one's).`);
