// Types for subset-font 2.x (the package ships none): README's options, the ones this project uses.
declare module 'subset-font' {
  interface SubsetFontOptions {
    /** The output container ('truetype' is an alias of 'sfnt'); by default the input's. */
    targetFormat?: 'sfnt' | 'truetype' | 'woff' | 'woff2';
    /** Every glyph kept (hb-subset --gids=*): a format conversion; `text` must be empty. */
    keepAllGlyphs?: boolean;
    /** OpenType feature tags to keep; all by default. */
    keepFeatures?: string[];
    noLayoutClosure?: boolean;
  }
  /** `font` (TrueType, WOFF or WOFF2) cut to the characters of `text` by HarfBuzz's hb-subset. */
  export default function subsetFont(font: Uint8Array, text: string | null | undefined, options?: SubsetFontOptions): Promise<Uint8Array>;
}
