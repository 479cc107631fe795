/**
 * A person's private calendar feed (issue 39): twelve months of dasha changes, Sade Sati and
 * Dhaiya, chandrashtama, major ingresses and festivals, written as iCalendar — what
 * GET /api/feed/{token}.ics computes after its two storage reads (target ≤ 100 ms). Births are
 * drawn from a seeded generator over 1940–2010 at a few Indian places; "now" moves over
 * 2026–2030. Two figures: with the place's festival years already cached (the API keeps recent
 * years: functions/lib/period-festivals.ts), and cold (each feed computes its place's two years).
 */
import { loadavg } from 'node:os';
import { personFeedIcs } from '../shared/compose/person-feed-ics';
import { FEED_WINDOW_DAYS, personEvents, savedPerson } from '../functions/lib/feeds/saved-person';
import { jdUtFromUnixMs } from '../shared/time/julian';

let seed = 3939;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
const pad = (n: number) => String(n).padStart(2, '0');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const PLACES = [
  { lat: '28.6139', lon: '77.209', tz: 'Asia/Kolkata' },
  { lat: '19.076', lon: '72.8777', tz: 'Asia/Kolkata' },
  { lat: '13.0827', lon: '80.2707', tz: 'Asia/Kolkata' },
];

function feedOnce(birth: Record<string, string>, now: Date): number {
  const t = performance.now();
  const person = savedPerson({ birth })!;
  const events = personEvents(person, now, FEED_WINDOW_DAYS, 'en');
  personFeedIcs(events, { name: 'bench', uidScope: 'bench', stampJdUt: jdUtFromUnixMs(now.getTime()) });
  return performance.now() - t;
}

const cases = Array.from({ length: 40 }, () => ({
  birth: {
    date: `${1940 + Math.floor(random() * 70)}-${pad(1 + Math.floor(random() * 12))}-${pad(1 + Math.floor(random() * 28))}`,
    time: `${pad(Math.floor(random() * 24))}:${pad(Math.floor(random() * 60))}`,
    ...PLACES[Math.floor(random() * PLACES.length)]!,
  },
  now: new Date(Date.UTC(2026 + Math.floor(random() * 4), Math.floor(random() * 12), 1 + Math.floor(random() * 28), 6)),
}));

console.log(
  `load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')} (figures are only meaningful on an idle machine)`,
);
// Cold: the first feed of each place and pair of years pays for the festivals.
const cold = cases.map((c) => feedOnce(c.birth, c.now));
// Warm: the same feeds again, the festival years now cached as the API keeps them.
const warm = cases.map((c) => feedOnce(c.birth, c.now));
const m = median(warm);
console.log(
  `feed, twelve months for one person (festivals cached): median ${m.toFixed(1)} ms (target ≤ 100 ms: ${m <= 100 ? 'MET' : 'NOT MET'})`,
);
console.log(
  `feed, first of its place and years (festivals computed): median ${median(cold).toFixed(1)} ms, worst ${Math.max(...cold).toFixed(1)} ms`,
);
