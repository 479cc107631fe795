/** Amounts of a difference as a reader takes them in: one formatter for the API's causes and the pages' wording. */

/** An amount in a unit, signed, in words a reader can take in (arc seconds below a minute of arc; hours, days for long spans). */
export function formatAmount(unit: 'deg' | 'min' | 's', x: number): string {
  const sign = x < 0 ? '−' : '+';
  const a = Math.abs(x);
  if (unit === 'deg') return a < 1 / 60 ? `${sign}${(a * 3600).toFixed(1)}″` : `${sign}${a.toFixed(a < 1 ? 3 : 2)}°`;
  const minutes = unit === 's' ? a / 60 : a;
  if (minutes < 1) return `${sign}${(minutes * 60).toFixed(0)} s`;
  if (minutes < 120) return `${sign}${minutes.toFixed(1)} min`;
  if (minutes < 2880) return `${sign}${(minutes / 60).toFixed(1)} h`;
  return `${sign}${(minutes / 1440).toFixed(2)} days`;
}
