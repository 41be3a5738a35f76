// The font tools of tools/ that ship no types: what it calls, declared.
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

declare module 'subset-font' {
  /** The font cut down to the glyphs of `text`, its variation axes pinned or narrowed as asked. */
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: {
      targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
      variationAxes?: Record<string, number | { min?: number; max?: number; default?: number }>;
      keepFeatures?: string[];
    },
  ): Promise<Uint8Array>;
}
