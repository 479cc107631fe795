/** Angle and offset text for the report (shared by the page and the PDF). */

/** Degrees as `d° m′ s″`, rounded to the arcsecond with carries; degrees ≥ 0, finite. */
export function formatDegrees(degrees: number): string {
  if (!Number.isFinite(degrees)) throw new RangeError(`formatDegrees: degrees must be finite (got ${degrees})`);
  const total = Math.round(Math.abs(degrees) * 3600);
  const d = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${degrees < 0 ? '-' : ''}${d}° ${String(m).padStart(2, '0')}′ ${String(s).padStart(2, '0')}″`;
}

/** UTC offset minutes → `UTC+05:30`. */
export function formatOffset(minutes: number): string {
  const abs = Math.abs(minutes);
  return `UTC${minutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** Julian day (UT) of a Unix time in milliseconds (for callers that hold a clock reading). */
export function jdUtFromUnixMs(unixMs: number): number {
  return unixMs / 86_400_000 + 2_440_587.5;
}
