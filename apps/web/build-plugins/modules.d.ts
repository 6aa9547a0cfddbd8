declare module 'subset-font' {
  /** The font cut down to the glyphs the text needs (harfbuzz's subsetter). */
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt' },
  ): Promise<Buffer>;
}

declare module 'virtual:marks-font' {
  /** The "Sahay Marks" faces (build-plugins/marks-font.ts). */
  const css: string;
  export default css;
}
