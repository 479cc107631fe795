/**
 * Hora: twelve planetary hours of the daytime and twelve of the night, each a twelfth of it.
 * The first hora of the day belongs to the weekday lord; the lords follow in the Chaldean order
 * (Saturn, Jupiter, Mars, Sun, Venus, Mercury, Moon), and the night continues the sequence.
 */
import { CHALDEAN_ORDER, WEEKDAY_LORDS } from '../jyotish/classical';

/** The 24 horas from sunrise to the next sunrise. */
export function horas(sunrise: number, sunset: number, nextSunrise: number, weekday: number) {
  let k = CHALDEAN_ORDER.indexOf(WEEKDAY_LORDS[weekday]!);
  const out: { lord: string; part: 'day' | 'night'; startJd: number; endJd: number }[] = [];
  for (const [part, start, end] of [
    ['day', sunrise, sunset],
    ['night', sunset, nextSunrise],
  ] as const) {
    const length = (end - start) / 12;
    for (let i = 0; i < 12; i++) {
      out.push({ lord: CHALDEAN_ORDER[k]!, part, startJd: start + i * length, endJd: i === 11 ? end : start + (i + 1) * length });
      k = (k + 1) % 7;
    }
  }
  return out;
}
