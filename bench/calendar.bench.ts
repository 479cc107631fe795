/**
 * Calendar timings (issue 38): a year of festivals for one place (`computeFestivals`: every rule,
 * Ekadashi and sankranti; target ≤ 50 ms) and a 90-day marriage search (`computeMuhurta`;
 * target ≤ 200 ms). Cold: a new year on every run (four cities), so nothing computed before
 * helps. Same year: the year just computed asked for another city, which reuses the place-free
 * sky, lunations and Bhadra (calendar-context.ts's memo), as the API's traffic mostly does.
 * Medians after a warm-up.
 */
import { loadavg } from 'node:os';
import { computeFestivals } from '../shared/calendar/festivals';
import { computeMuhurta } from '../shared/calendar/muhurta';

const PLACES = [
  { lat: 28.6139, lon: 77.209, zone: 'Asia/Kolkata', ayanamsa: 'LAHIRI' as const },
  { lat: 19.076, lon: 72.8777, zone: 'Asia/Kolkata', ayanamsa: 'LAHIRI' as const },
  { lat: 40.7128, lon: -74.006, zone: 'America/New_York', ayanamsa: 'LAHIRI' as const },
  { lat: 51.5074, lon: -0.1278, zone: 'Europe/London', ayanamsa: 'LAHIRI' as const },
];
const RUNS = 12;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const time = (f: () => unknown) => {
  const t = performance.now();
  f();
  return performance.now() - t;
};

computeFestivals(PLACES[0]!, 2020);
computeMuhurta({ event: 'marriage', from: '2020-01-01', to: '2020-03-30', place: PLACES[0]! });
const festivalTimes = Array.from({ length: RUNS }, (_, i) => time(() => computeFestivals(PLACES[i % PLACES.length]!, 2000 + 7 * i)));
const sameYearTimes = Array.from({ length: RUNS }, (_, i) => {
  computeFestivals(PLACES[0]!, 2100 - i);
  return time(() => computeFestivals(PLACES[1 + (i % 3)]!, 2100 - i));
});
const muhurtaTimes = Array.from({ length: RUNS }, (_, i) => {
  const year = 2001 + 7 * i;
  return time(() => computeMuhurta({ event: 'marriage', from: `${year}-01-15`, to: `${year}-04-14`, place: PLACES[i % PLACES.length]! }));
});
console.log(`festival year   (computeFestivals, ${RUNS} years, cold): median ${median(festivalTimes).toFixed(1)} ms  (target ≤ 50 ms)`);
console.log(`festival year   (same year, another city): median ${median(sameYearTimes).toFixed(1)} ms`);
console.log(`marriage search (computeMuhurta, 90 days, ${RUNS} runs): median ${median(muhurtaTimes).toFixed(1)} ms  (target ≤ 200 ms)`);
console.log(
  `load average ${loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}`,
);
