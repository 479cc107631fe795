// wawoff2 ships no types: the one call the chart picture makes (WOFF2 → TrueType).
declare module 'wawoff2' {
  export function decompress(woff2: Uint8Array): Promise<Uint8Array>;
}
