// fontkit, pdfkit's font engine, ships no types: what statement-font.ts and its test use.
declare module 'fontkit' {
  export interface Font {
    postscriptName: string;
    hasGlyphForCodePoint(codePoint: number): boolean;
    /** What pdfkit looks for to take a parsed font as it is. */
    layout(text: string): unknown;
  }
  /** Parses a font file (TTF, OTF, WOFF, WOFF2). */
  export function create(buffer: Uint8Array): Font;
}
