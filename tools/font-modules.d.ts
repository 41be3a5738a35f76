// The two font readers tools/fallback-font.ts uses ship no types: what it calls, declared.
declare module 'fontkit' {
  /** A font (or a collection) read from the bytes of a TTF, OTF, WOFF or WOFF2 file. */
  export function create(buffer: Uint8Array): unknown;
}

declare module 'wawoff2' {
  /** The TrueType bytes of a WOFF2 file. */
  export function decompress(woff2: Uint8Array): Promise<Uint8Array>;
  const wawoff2: { decompress: typeof decompress };
  export default wawoff2;
}
