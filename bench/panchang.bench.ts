/**
 * Panchang timings (issue 16): one day's full panchang (`computeDayPanchang`: rise/set, element
 * lists, lunar month, muhurtas, choghadiya, hora; target ≤ 5 ms) and one month of calendar rows
 * (`computeMonthPanchang`; target ≤ 100 ms). Days are drawn from a seeded generator over
 * 1900–2100 and eight cities, so the new-moon memo rarely helps a day; months are consecutive
 * months at one place, as the page asks for them. Medians after a warm-up.
 */
import { loadavg } from 'node:os';
import { computeDayPanchang } from '../shared/panchang/day';
import { computeMonthPanchang } from '../shared/panchang/month';

const PLACES = [
  { lat: 28.6139, lon: 77.209, zone: 'Asia/Kolkata' },
  { lat: 40.7128, lon: -74.006, zone: 'America/New_York' },
  { lat: 60.1699, lon: 24.9384, zone: 'Europe/Helsinki' },
  { lat: -33.8688, lon: 151.2093, zone: 'Australia/Sydney' },
  { lat: 19.076, lon: 72.8777, zone: 'Asia/Kolkata' },
  { lat: 51.5074, lon: -0.1278, zone: 'Europe/London' },
  { lat: 1.3521, lon: 103.8198, zone: 'Asia/Singapore' },
  { lat: -34.6037, lon: -58.3816, zone: 'America/Argentina/Buenos_Aires' },
] as const;
const DAYS = 300;
const MONTHS = 12;

let seed = 16;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
const pad = (n: number) => String(n).padStart(2, '0');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const requests = Array.from({ length: DAYS }, () => {
  const place = PLACES[Math.floor(random() * PLACES.length)]!;
  const date = `${1900 + Math.floor(random() * 200)}-${pad(1 + Math.floor(random() * 12))}-${pad(1 + Math.floor(random() * 28))}`;
  return { ...place, date, ayanamsa: 'LAHIRI' as const };
});
for (const r of requests.slice(0, 30)) computeDayPanchang(r);
const dayTimes = requests.map((r) => {
  const t = performance.now();
  computeDayPanchang(r);
  return performance.now() - t;
});
computeMonthPanchang(2025, 1, { ...PLACES[0], ayanamsa: 'LAHIRI' });
const monthTimes = Array.from({ length: MONTHS }, (_, i) => {
  const t = performance.now();
  computeMonthPanchang(2026, i + 1, { ...PLACES[i % PLACES.length]!, ayanamsa: 'LAHIRI' });
  return performance.now() - t;
});
console.log(`panchang day   (computeDayPanchang, ${DAYS} days): median ${median(dayTimes).toFixed(2)} ms  (target ≤ 5 ms)`);
console.log(`panchang month (computeMonthPanchang, ${MONTHS} months): median ${median(monthTimes).toFixed(1)} ms  (target ≤ 100 ms)`);
console.log(
  `load average ${loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}`,
);
