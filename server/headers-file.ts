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
