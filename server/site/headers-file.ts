/**
 * Reads a `_headers` file (the Netlify / Cloudflare Pages format): a path pattern on a line of
 * its own, then its headers indented beneath it as `Name: value`; `#` starts a comment. The
 * file in public/ is the one place the security headers are written down, for CDNs that read it
 * and for our own server alike, so they cannot drift apart.
 */

export type HeaderBlocks = Map<string, [name: string, value: string][]>;

/** The headers of every path pattern, in file order; throws on a line it cannot place. */
export function parseHeadersFile(text: string): HeaderBlocks {
  const blocks: HeaderBlocks = new Map();
  let current: [string, string][] | undefined;
  text.split(/\r?\n/).forEach((line, index) => {
    const content = line.trim();
    if (content === '' || content.startsWith('#')) return;
    if (!/^\s/.test(line)) {
      current = blocks.get(content) ?? [];
      blocks.set(content, current);
      return;
    }
    const colon = content.indexOf(':');
    const name = content.slice(0, colon).trim();
    // A typo here would silently drop a security header, so it stops the server instead.
    if (current === undefined || colon < 1 || !/^[A-Za-z0-9-]+$/.test(name)) {
      throw new Error(`_headers line ${index + 1} is not "  Name: value" under a path: ${JSON.stringify(line)}`);
    }
    current.push([name, content.slice(colon + 1).trim()]);
  });
  return blocks;
}

/** Whether a `_headers` path pattern (`*` a splat) matches a path that is itself a pattern or a path. */
function covers(pattern: string, path: string): boolean {
  if (!pattern.includes('*')) return pattern === path;
  const prefix = pattern.slice(0, pattern.indexOf('*'));
  return path.startsWith(prefix) && pattern.endsWith('*') && pattern.indexOf('*') === pattern.length - 1;
}

/**
 * The file as Cloudflare Pages must read it to mean what Netlify (and server/site/site-app.ts) read: where
 * a later block sets a header that an earlier block matching its path also sets, Netlify
 * replaces the value and Cloudflare joins both into one, often invalid, value
 * (`same-origin, same-origin-allow-popups`). Cloudflare's `! Name` line first detaches the
 * earlier one. Comments are dropped; every other line is kept.
 */
export function cloudflareHeadersFile(text: string): string {
  const blocks = [...parseHeadersFile(text)];
  return `${blocks
    .map(([path, headers], index) => {
      const earlier = new Set(
        blocks
          .slice(0, index)
          .filter(([pattern]) => covers(pattern, path))
          .flatMap(([, set]) => set.map(([name]) => name.toLowerCase())),
      );
      const detached = [...new Set(headers.map(([name]) => name))].filter((name) => earlier.has(name.toLowerCase()));
      return [
        path,
        ...detached.map((name) => `  ! ${name}`),
        ...headers.map(([name, value]) => `  ${name}: ${value}`),
      ].join('\n');
    })
    .join('\n\n')}\n`;
}
