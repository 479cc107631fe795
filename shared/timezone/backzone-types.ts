/** Shape of the generated pre-1970 offset history (shared/timezone/data/backzone.ts). */
export interface BackzoneData {
  /** tzdb release, e.g. "2025b with backzone". */
  version: string;
  /**
   * Zone → flat [utcSeconds, offsetSeconds, …] (the offset in force from each instant; the first
   * instant stands for "always before"), with `lmt` = the UTC second local mean time ended; a
   * string is a link to another name.
   */
  zones: Record<string, { c: number[]; lmt?: number } | string>;
}
