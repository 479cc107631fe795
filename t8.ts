import { calendarContext } from './shared/calendar/calendar-context';
import { computeFestivals } from './shared/calendar/festivals';
const P = { lat: 28.6139, lon: 77.209, zone: 'Asia/Kolkata', ayanamsa: 'LAHIRI' as const };
computeFestivals(P, 2020); computeFestivals(P, 2021);
const med = (xs: number[]) => xs.sort((a, b) => a - b)[xs.length >> 1];
const a: number[] = [], b: number[] = [], c: number[] = [];
for (let i = 0; i < 8; i++) {
  let t = performance.now(); const ctx = calendarContext(P, `${2030 + i}-01-01`, `${2030 + i}-12-31`); a.push(performance.now() - t);
  t = performance.now(); for (let d = 0; d < 430; d++) ctx.days.day(new Date(Date.UTC(2029 + i, 10, 29) + d * 864e5).toISOString().slice(0, 10)); b.push(performance.now() - t);
  t = performance.now(); computeFestivals(P, 2050 + i); c.push(performance.now() - t);
}
console.log('context(sky+lunations)', med(a).toFixed(1), 'sunrises 430', med(b).toFixed(1), 'full year', med(c).toFixed(1));
