// @vitest-environment node
/**
 * What the reader finds on saved pages of every kind a visitor might name
 * (tests/support/pages/), read from their bytes as the network would hand them over.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readPageStream } from '../../../../server/app-reader/page-stream';
import type { PageFacts } from '../../../../src/lib/page/page-facts';

const MB = 1024 * 1024;
const saved = (name: string) => readFileSync(new URL(`../../../support/pages/${name}`, import.meta.url));

/** The bytes as a stream of small chunks, so that every boundary (a tag, a character) can fall between two. */
function streamOf(bytes: Uint8Array, chunk = 7): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(at, at + chunk));
      at += chunk;
    },
  });
}

async function read(bytes: Uint8Array, contentType = 'text/html', maxBytes = MB): Promise<PageFacts> {
  return (await readPageStream(streamOf(bytes), { url: 'https://app.example/', contentType, maxBytes })).facts;
}

describe('saved pages', () => {
  it.each<[string, Partial<PageFacts>]>([
    [
      'saas.html',
      {
        title: 'Shiftly — Rotas for small clinics',
        description: expect.stringContaining('plans staff rotas for small clinics') as unknown as string,
        siteName: 'Shiftly',
        language: 'en',
        headings: ['Rotas your whole clinic can live with', 'Plans & pricing', 'Sign up in a minute'],
        navigation: ['Shiftly', 'Features', 'Pricing', 'For clinics', 'For staff', 'Log in'],
        forms: ['sign-up'],
        callsToAction: ['Start a free trial', 'Book a demo', 'Create my account'],
        pricing: true,
        cookieBanner: true,
        jsonLdTypes: ['SoftwareApplication', 'Offer'],
        drawnByScript: false,
        loginWall: false,
      },
    ],
    [
      'shop.html',
      {
        title: 'Greenyard — Garden supplies delivered',
        description: 'Peat-free compost, seeds and tools, delivered to your door in two days.',
        language: 'en-GB',
        forms: ['search', 'checkout'],
        callsToAction: ['Add to basket'],
        pricing: true,
        jsonLdTypes: ['Organization', 'Product', 'Offer'],
        drawnByScript: false,
      },
    ],
    [
      'marketplace.html',
      {
        title: 'Crumb & Co · Home-baked cakes from bakers near you',
        description: 'A marketplace where home bakers sell cakes to people nearby & offices order for events.',
        navigation: ['For buyers', 'For bakers', 'How it works', 'Sign in'],
        forms: ['search', 'booking'],
        callsToAction: ['Find cakes', 'Order a cake', 'Start selling', 'Check availability'],
        pricing: false,
      },
    ],
    ['spa.html', { title: 'Ledgerly', drawnByScript: true, loginWall: false, headings: [], textLength: 0 }],
    ['login.html', { title: 'Sign in · Acme Console', forms: ['log-in'], loginWall: true, drawnByScript: false }],
    [
      'french.html',
      {
        title: 'Réservez votre table — Chez Léa',
        language: 'fr',
        description: 'Restaurant bistronomique à Lyon : réservez en ligne, menu du jour à 19 €.',
        forms: ['booking'],
        callsToAction: ['Réserver une table'],
      },
    ],
  ])('%s', async (name, expected) => {
    expect(await read(saved(name))).toMatchObject(expected);
  });
});

describe('charsets', () => {
  const latin1 = (text: string) => Uint8Array.from(text, (character) => character.charCodeAt(0));
  const page = (head: string) =>
    `<html><head>${head}<title>Caf\u00e9 cr\u00e8me</title></head><body>\u00a3 5</body></html>`;

  it.each([
    ['the Content-Type', latin1(page('')), 'text/html; charset=ISO-8859-1', 'Café crème'],
    ['a quoted Content-Type', latin1(page('')), 'text/html; charset="windows-1252"', 'Café crème'],
    ['<meta charset>', latin1(page('<meta charset="windows-1252">')), 'text/html', 'Café crème'],
    [
      '<meta http-equiv>',
      latin1(page('<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">')),
      'text/html',
      'Café crème',
    ],
    ['UTF-8 by default', new TextEncoder().encode(page('')), 'text/html', 'Café crème'],
    [
      'a byte-order mark over the header',
      new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(page(''))]),
      'text/html; charset=iso-8859-1',
      'Café crème',
    ],
    [
      'a label nobody knows, read as UTF-8',
      new TextEncoder().encode(page('')),
      'text/html; charset=klingon-8',
      'Café crème',
    ],
    ['Latin-1 bytes that claim UTF-8', latin1(page('<meta charset="utf-8">')), 'text/html', 'Caf\ufffd cr\ufffdme'],
  ])('%s', async (_, bytes, contentType, title) => {
    expect((await read(bytes, contentType)).title).toBe(title);
  });

  it('reads Shift_JIS when the page says so', async () => {
    // 日本 in Shift_JIS.
    const bytes = new Uint8Array([
      ...new TextEncoder().encode('<html><head><meta charset="shift_jis"><title>'),
      0x93,
      0xfa,
      0x96,
      0x7b,
      ...new TextEncoder().encode('</title></head></html>'),
    ]);
    expect((await read(bytes)).title).toBe('日本');
  });
});

describe('what is kept', () => {
  it('is text: entities decoded, markup in text left as text, whitespace collapsed', async () => {
    const facts = await read(
      new TextEncoder().encode(
        '<title>  A &amp; B\n\t&lt;script&gt;alert(1)&lt;/script&gt; </title><h1>Hello<br>   <b>world</b></h1>',
      ),
    );
    expect(facts.title).toBe('A & B <script>alert(1)</script>');
    expect(facts.headings).toEqual(['Hello world']);
  });

  it('ignores what is not shown: scripts, styles, templates, an SVG’s title', async () => {
    const facts = await read(
      new TextEncoder().encode(
        '<title>Real</title><svg><title>Icon</title></svg><script>var h1 = "<h1>no</h1>"</script><style>h1{}</style><h1>Shown</h1><template><h2>Later</h2></template>',
      ),
    );
    expect(facts).toMatchObject({ title: 'Real', headings: ['Shown'] });
  });

  it('reads no more than it may: the rest of a long page is never seen', async () => {
    const filler = `<p>${'x'.repeat(1000)}</p>`.repeat(200);
    const bytes = new TextEncoder().encode(`<title>Start</title>${filler}<h1>Past the limit</h1>`);
    const streamed = await readPageStream(streamOf(bytes, 4096), {
      url: 'https://a.example/',
      contentType: 'text/html',
      maxBytes: 64 * 1024,
    });
    expect(streamed).toMatchObject({ bytes: 64 * 1024, truncated: true, facts: { title: 'Start', headings: [] } });
  });

  it('closes the stream it stops reading', async () => {
    let cancelled = false;
    const endless = new ReadableStream<Uint8Array>({
      pull: (controller) => controller.enqueue(new TextEncoder().encode('<p>more</p>'.repeat(100))),
      cancel: () => {
        cancelled = true;
      },
    });
    await readPageStream(endless, { url: 'https://a.example/', contentType: 'text/html', maxBytes: 10_000 });
    expect(cancelled).toBe(true);
  });
});
