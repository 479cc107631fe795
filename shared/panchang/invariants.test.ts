/**
 * Structural invariants over 2,000 random days and places (seeded, so a failure reproduces):
 * choghadiya and hora tile the daytime and the night exactly; every element list is contiguous,
 * ordered and covers sunrise to the next sunrise; Rahu Kalam, Yamaganda and Gulika are each
 * one-eighth of the daytime on their weekday's segment. Polar days/nights must be refused with
 * the condition, never computed. Instants are compared as Julian days (ISO strings keep seconds).
 */
import { describe, expect, it } from 'vitest';
import { computeDayPanchang } from './day';
import { PanchangConditionError } from './errors';
import { KALAM_PART } from './kalam';
import { mulberry32 } from '../../tests/support/rng';

const DAYS = 2000;
const ZONES_WITH_DST = ['America/New_York', 'Europe/Helsinki', 'Australia/Sydney', 'America/Santiago', 'Europe/London'];
const SECOND = 1 / 86_400;
/** Days since 1970 of a local ISO time (Date.parse reads the offset); compared in days. */
const jd = (iso: string) => Date.parse(iso) / 86_400_000;

describe('panchang invariants over random days and places', () => {
  it(`holds for ${DAYS} days`, () => {
    const random = mulberry32(16);
    let polar = 0;
    // Plain checks collected into one list (an expect per comparison would dominate the run time).
    const problems: string[] = [];
    const check = (ok: boolean, what: string) => {
      if (!ok && problems.length < 20) problems.push(what);
    };
    for (let n = 0; n < DAYS; n++) {
      const lat = -70 + random() * 140;
      const lon = -180 + random() * 360;
      // Mostly whole-hour zones matching the longitude; some real DST zones (any longitude works).
      const hours = Math.round(lon / 15);
      const zone =
        random() < 0.2
          ? ZONES_WITH_DST[Math.floor(random() * ZONES_WITH_DST.length)]!
          : hours === 0
            ? 'UTC'
            : `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`;
      const year = 1900 + Math.floor(random() * 200);
      const date = `${year}-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`;
      const where = `${date} ${lat.toFixed(2)},${lon.toFixed(2)} ${zone}`;
      let p;
      try {
        p = computeDayPanchang({ date, lat, lon, zone, ayanamsa: 'LAHIRI' });
      } catch (error) {
        check(error instanceof PanchangConditionError && Math.abs(lat) > 60, `refused ${where}: ${String(error)}`);
        polar++;
        continue;
      }
      const sunrise = jd(p.sunrise);
      const sunset = jd(p.sunset);
      const next = jd(p.nextSunrise);
      check(sunrise < sunset && sunset < next, `order ${where}`);
      const tiles = (segments: { start: string; end: string }[], from: number, to: number, label: string) => {
        check(Math.abs(jd(segments[0]!.start) - from) <= SECOND, `${label} start ${where}`);
        check(Math.abs(jd(segments.at(-1)!.end) - to) <= SECOND, `${label} end ${where}`);
        const length = (to - from) / segments.length;
        segments.forEach((s, i) => {
          if (i > 0) check(s.start === segments[i - 1]!.end, `${label} ${i} ${where}`);
          check(Math.abs(jd(s.end) - jd(s.start) - length) <= SECOND, `${label} ${i} length ${where}`);
        });
      };
      check(p.choghadiya.day.length === 8 && p.choghadiya.night.length === 8 && p.hora.length === 24, `counts ${where}`);
      tiles(p.choghadiya.day, sunrise, sunset, 'choghadiya day');
      tiles(p.choghadiya.night, sunset, next, 'choghadiya night');
      tiles(p.hora.slice(0, 12), sunrise, sunset, 'hora day');
      tiles(p.hora.slice(12), sunset, next, 'hora night');
      for (const kind of ['tithi', 'nakshatra', 'yoga', 'karana'] as const) {
        const list = p[kind];
        check(jd(list[0]!.startsAt) <= sunrise && jd(list[0]!.endsAt) > sunrise, `${kind} first ${where}`);
        check(jd(list.at(-1)!.endsAt) > next - SECOND, `${kind} last ${where}`);
        list.forEach((e, i) => {
          check(jd(e.endsAt) > jd(e.startsAt), `${kind} ordered ${where}`);
          if (i > 0) check(e.startsAt === list[i - 1]!.endsAt, `${kind} contiguous ${where}`);
        });
      }
      const weekday = p.vara.number - 1;
      const eighth = (sunset - sunrise) / 8;
      for (const key of ['rahuKalam', 'yamaganda', 'gulikaKalam'] as const) {
        const segment = KALAM_PART[key][weekday]!;
        check(Math.abs(jd(p[key].start) - (sunrise + (segment - 1) * eighth)) <= SECOND, `${key} ${where}`);
        check(Math.abs(jd(p[key].end) - jd(p[key].start) - eighth) <= SECOND, `${key} length ${where}`);
      }
    }
    expect(problems).toEqual([]);
    // Some polar cases must have been drawn (|lat| up to 70°) and refused.
    expect(polar).toBeGreaterThan(0);
  });
});
