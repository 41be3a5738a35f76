/**
 * A page's bytes to its facts, as they arrive: the charset from the Content-Type, a byte-order
 * mark or a `<meta charset>` in the first 1024 bytes (as a browser decides it), then the
 * decoded text into the HTML reader. At most `maxBytes` are read; past them the stream is
 * cancelled, which closes the connection, and the page is read as far as it came.
 */
import type { PageFacts } from '../../src/lib/page/page-facts.ts';
import { createHtmlReader } from './html-reader.ts';

/** How far a browser looks for `<meta charset>`. */
const PRESCAN_BYTES = 1024;

/** The `charset` parameter of a Content-Type, if any. */
function declaredCharset(contentType: string): string {
  for (const part of contentType.split(';').slice(1)) {
    const [key, value] = part.split('=', 2);
    if (key?.trim().toLowerCase() === 'charset' && value) return value.trim().replace(/^["']|["']$/g, '');
  }
  return '';
}

function byteOrderMark(head: Uint8Array): string {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return 'utf-8';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  return '';
}

/** `<meta charset="x">` or `<meta http-equiv content="text/html; charset=x">`, scanned without a regex. */
function metaCharset(head: Uint8Array): string {
  const text = String.fromCharCode(...head.subarray(0, PRESCAN_BYTES)).toLowerCase();
  let at = text.indexOf('charset=');
  while (at >= 0) {
    const tagStart = text.lastIndexOf('<meta', at);
    if (tagStart >= 0 && text.lastIndexOf('>', at) < tagStart) {
      let start = at + 'charset='.length;
      while (text[start] === '"' || text[start] === "'" || text[start] === ' ') start += 1;
      let end = start;
      while (end < text.length && end - start < 40 && /[\w.:-]/.test(text[end] as string)) end += 1;
      if (end > start) return text.slice(start, end);
    }
    at = text.indexOf('charset=', at + 1);
  }
  return '';
}

/** The decoder a browser would use; an unknown or broken label reads as UTF-8. */
export function decoderFor(contentType: string, head: Uint8Array): TextDecoder {
  const label = byteOrderMark(head) || declaredCharset(contentType) || metaCharset(head) || 'utf-8';
  try {
    return new TextDecoder(label);
  } catch {
    return new TextDecoder('utf-8');
  }
}

function concat(chunks: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    whole.set(chunk, offset);
    offset += chunk.length;
  }
  return whole;
}

export interface StreamedPage {
  facts: PageFacts;
  bytes: number;
  /** True when the page was longer than `maxBytes` and only its start was read. */
  truncated: boolean;
}

export async function readPageStream(
  body: ReadableStream<Uint8Array> | null,
  { url, contentType, maxBytes }: { url: string; contentType: string; maxBytes: number },
): Promise<StreamedPage> {
  const html = createHtmlReader(url);
  if (!body) return { facts: html.end(), bytes: 0, truncated: false };
  const reader = body.getReader();
  const held: Uint8Array[] = [];
  let decoder: TextDecoder | null = null;
  let bytes = 0;
  let truncated = false;
  const feed = (chunk: Uint8Array) => {
    if (decoder) {
      html.write(decoder.decode(chunk, { stream: true }));
      return;
    }
    held.push(chunk);
    if (bytes < PRESCAN_BYTES) return;
    const head = concat(held);
    decoder = decoderFor(contentType, head);
    html.write(decoder.decode(head, { stream: true }));
  };
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const room = maxBytes - bytes;
    const chunk = value.length > room ? value.subarray(0, room) : value;
    bytes += chunk.length;
    feed(chunk);
    if (bytes >= maxBytes) {
      truncated = true;
      await reader.cancel().catch(() => undefined);
      break;
    }
  }
  if (!decoder) {
    const head = concat(held);
    decoder = decoderFor(contentType, head);
    html.write(decoder.decode(head, { stream: true }));
  }
  html.write((decoder as TextDecoder).decode());
  return { facts: html.end(), bytes, truncated };
}
