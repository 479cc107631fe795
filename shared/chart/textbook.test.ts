/**
 * Cross-checks against the textbook figures in tests/fixtures/textbook (PyJHora's encoding of
 * P.V.R. Narasimha Rao's book examples, its author's own chart and the Bangalore panchang
 * table; see the README there). Those figures use LAHIRI, mean nodes, geometric positions
 * (no light-time, no aberration) and a 365.256364-day dasha year; we compute apparent
 * positions, so each tolerance below states how far that convention alone can move a value.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { civilToJdUt, gregorianToJdn, jdUtToIso, parseDate } from '../time/julian';
import { RASIS } from '../vocabulary/rasi';
import { VARGAS, type Varga } from '../vocabulary/settings';
import { computeChart, computeChartBase } from '../compose/chart';
import type { ChartInput, ChartOptions } from '../model/chart';
import { BOOK_BODY_IDS, signHolding, TRADITIONAL_PARASARA_METHODS } from '../../tests/support/textbook-vargas';

const load = (p: string) => JSON.parse(readFileSync(new URL(`../../tests/fixtures/textbook/${p}`, import.meta.url), 'utf8'));
const dashaFx = load('dasha/vimshottari.json');
const vargaFx = load('vargas/vargas.json');
const panchangFx = load('panchang/panchang.json');
/** Bangalore table cases the conditional checks below are generated from (count guard). */
const BANGALORE_COUNTS = { days: 7, tithi: 5, nakshatra: 2, yoga: 2, riseSet: 1 };
const byId = (fx: { cases: { id: string }[] }, prefix: string) => fx.cases.find((c) => c.id.startsWith(prefix)) as any;

const IST = 330;
const DISC_CENTRE: ChartOptions = { sunriseConvention: 'disc-centre-no-refraction' };

function birthInput(c: any): ChartInput {
  return {
    date: c.birth.date,
    time: c.birth.time,
    utcOffset: c.birth.utcOffset,
    lat: c.birth.lat,
    lon: c.birth.lon,
    ayanamsa: 'LAHIRI',
    node: 'mean',
  };
}

/** PyJHora local time strings: "HH:MM:SS AM (+1)" (24-hour clock despite the suffix; "(±1)" = next/previous day). */
function localJd(date: string, text: string, offsetMinutes: number): number {
  const time = text.slice(0, 8);
  const day = /\(([+-]\d)\)/.exec(text);
  return civilToJdUt(date, time, offsetMinutes) + (day ? Number(day[1]) : 0);
}

function inputAt(jdUt: number, base: ChartInput, offsetMinutes: number): ChartInput {
  const iso = jdUtToIso(jdUt, offsetMinutes);
  return { ...base, date: iso.slice(0, 10), time: iso.slice(11, 19) };
}

describe("textbook: the author's chart, 1996-12-07 10:34 +05:30 Chennai (LAHIRI, mean nodes)", () => {
  const own = byId(vargaFx, 'pyjhora_own');
  const chart = computeChart(birthInput(own));

  // D1 degrees: the book's are apparent positions rounded to 0.01° (±18″); ours are geometric, and
  // aberration (≈ 20″) with light-time makes the two differ by < 0.01° (36″). Bound: the sum, 0.015°
  // (54″); measured worst 47.3″ (Mercury; Venus 47.2″).
  it('D1 signs agree and degrees agree within 0.015° (apparent vs geometric < 0.01°, plus the 0.01° rounding of the book)', () => {
    for (const e of own.expected.planets_D1.values) {
      const p = e.body === 'Lagna' ? chart.lagna : chart.grahas.find((g) => g.graha === e.body)!;
      expect(p.rasiIndex, e.body).toBe(e.sign_index);
      expect(Math.abs(p.degreesInRasi - e.deg_in_sign), e.body).toBeLessThan(0.015);
    }
  });

  it('all 16 vargas of every body as PyJHora\'s "Traditional Parasara" charts (D2 Sun/Moon hora)', () => {
    const methods = own.expected.varga_chart_methods.methods;
    // Skip a body within 30″ of a part boundary (apparent vs geometric positions differ by ≤ 21″).
    const MARGIN_DEG = 30 / 3600;
    let checked = 0;
    for (const [d, key, method] of TRADITIONAL_PARASARA_METHODS) {
      const signs: string[] = methods[key].sign_to_planets_by_method[method];
      const bodies = [
        ...chart.grahas.map((g) => ({ id: BOOK_BODY_IDS[g.graha]!, p: g as { degreesInRasi: number; vargas: Record<Varga, number> } })),
        { id: BOOK_BODY_IDS.Lagna!, p: chart.lagna },
      ];
      for (const { id, p } of bodies) {
        const parts = (p.degreesInRasi * d) / 30;
        if (Math.abs(parts - Math.round(parts)) < (MARGIN_DEG * d) / 30) continue;
        expect(p.vargas[d], `D${d} body ${id}`).toBe(signHolding(signs, id));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(140);
  });

  it('nakshatras of the grahas', () => {
    for (const e of own.expected.nakshatra_of_planets.values) {
      expect(chart.grahas.find((g) => g.graha === e.body)!.nakshatraIndex + 1, e.body).toBe(e.nakshatra_no);
    }
  });

  it('mahadasha/antardasha starts within 6 h of the book values (measured: all +2.2 h)', () => {
    // A constant +2.2 h shift is the Moon's light-time (~0.7″ behind its geometric place):
    // in an 18-year Rahu mahadasha 1″ of Moon = 18 × 365.256 d / 48 000″ ≈ 3.3 h. 6 h allows that
    // plus 1″ of ephemeris difference; it is far below the days a wrong convention would cost.
    const values = byId(dashaFx, 'pyjhora_own').expected.vimsottari_mahadasha_antardasha.values;
    const ads = chart.dasha.mahadashas.flatMap((m) => m.antardashas.map((a) => ({ md: m.lord, ad: a.lord, jd: a.startJdUt })));
    expect(values.length).toBeGreaterThan(60);
    let maxHours = 0;
    for (const e of values) {
      const [date, time] = e.start_local.split(' ');
      const expected = civilToJdUt(date, time, IST);
      const ours = ads.find((x) => x.md === e.md && x.ad === e.ad && Math.abs(x.jd - expected) < 30);
      expect(ours, `${e.md}/${e.ad} ${e.start_local}`).toBeDefined();
      maxHours = Math.max(maxHours, Math.abs(ours!.jd - expected) * 24);
    }
    console.log(`author's chart: max |Δ| of ${values.length} mahadasha/antardasha starts = ${maxHours.toFixed(2)} h`);
    expect(maxHours).toBeLessThan(6);
    expect(chart.dasha.mahadashas[0]!.lord).toBe('Rahu');
    expect(chart.dasha.mahadashas[0]!.startJdUt).toBeLessThan(chart.input.jdUt);
  });

  it('tithi at sunrise (place 13.0389 N 80.2619 E) and its end time within 2 min', () => {
    const tithi = byId(panchangFx, 'pyjhora_own').expected.tithi_at_sunrise_1996_12_07.values;
    const place: ChartInput = { date: '1996-12-07', time: '00:00', utcOffset: '+05:30', lat: 13.0389, lon: 80.2619, ayanamsa: 'LAHIRI' };
    checkTithi(place, tithi.tithi_no_1_30, tithi.ends_local);
  });
});

describe("textbook: Jupiter's 16 vargas in PVR Example 27 (1937-07-12 00:30 −05:00, 39°57′ N 75°10′ W)", () => {
  const ex = byId(vargaFx, 'pvr_vaia_example_27');
  const jupiter = computeChart(birthInput(ex)).grahas.find((g) => g.graha === 'Jupiter')!;
  it("15 vargas as the book; D2 by the Parashari Sun/Moon hora (the book's Virgo is a parivritti hora)", () => {
    for (const d of VARGAS) {
      const expected = ex.expected.jupiter_sign_in_vargas.values[`D${d}`];
      if (d === 2) {
        // Known disagreement, pinned both ways: the book says Virgo (a parivritti hora); Jupiter at
        // ~29.6° Sagittarius (odd sign, second half) is in the Moon's Parashari hora, Cancer.
        expect(expected).toBe('Virgo');
        expect(RASIS[jupiter.vargas[2]]).toBe('Cancer');
        continue;
      }
      expect(RASIS[jupiter.vargas[d]], `D${d}`).toBe(expected);
    }
    expect(jupiter.vargottama).toBe(true);
  });
});

describe('textbook: Vimshottari balance of PVR Examples 50–52', () => {
  const cases: [string, any][] = [
    [
      'Example 50/51',
      byId(dashaFx, 'pvr_vaia_example_50_51').expected.vimsottari_start_lord_and_balance.values.find((v: any) => v.variant === 'From Moon'),
    ],
    ['Example 52', byId(dashaFx, 'pvr_vaia_example_52').expected.vimsottari.values],
  ];
  const births = [byId(dashaFx, 'pvr_vaia_example_50_51'), byId(dashaFx, 'pvr_vaia_example_52')];
  cases.forEach(([label, expected], i) => {
    it(`${label}: first lord ${expected.first_mahadasha_lord}, balance ${expected.balance_y_m_d.join('y ')}d within 1.5 days`, () => {
      const c = births[i];
      const chart = computeChart(birthInput(c));
      const Y = 365.256364;
      expect(chart.dasha.birthLord).toBe(expected.first_mahadasha_lord);
      // The book counts from the birth DATE to the next mahadasha's start DATE (year = Y, month = Y/12,
      // days rounded): our end date is a whole day and the book's balance a fractional count of days
      // (Y × years), so the book's rounding (±1 day) plus that fraction allows 1.5.
      const [y, m, d] = expected.balance_y_m_d as [number, number, number];
      const expectedDays = y * Y + (m * Y) / 12 + d;
      const end = jdUtToIso(chart.dasha.mahadashas[0]!.endJdUt, chart.input.utcOffsetMinutes).slice(0, 10);
      const a = parseDate(c.birth.date),
        b = parseDate(end);
      const ourDays = gregorianToJdn(b.year, b.month, b.day) - gregorianToJdn(a.year, a.month, a.day);
      expect(Math.abs(ourDays - expectedDays)).toBeLessThanOrEqual(1.5);
    });
  });
});

/**
 * The table's tithi for `place.date` and the instant it ends (±2 min). The table gives the tithi
 * at sunrise, except on a day with a kshaya (skipped) tithi, where PyJHora reports the second
 * tithi of the day — the one that starts after sunrise and ends before the next sunrise
 * (2010-04-24 and 2013-02-03 here). Both readings are checked as such, and which days take the
 * kshaya reading is pinned: exactly these two.
 */
const KSHAYA_DATES = ['2010-04-24', '2013-02-03'];
function checkTithi(place: ChartInput, expectedIndex: number, endText: string) {
  const midnight = computeChartBase(place, DISC_CENTRE);
  const sunriseJd = civilToJdUt(midnight.panchang.sunrise!.slice(0, 10), midnight.panchang.sunrise!.slice(11, 19), IST);
  const atSunrise = computeChartBase(inputAt(sunriseJd, place, IST)).panchang.tithi.index;
  const end = localJd(place.date, endText, IST);
  expect(atSunrise !== expectedIndex, `${place.date}: the table gives the kshaya tithi`).toBe(KSHAYA_DATES.includes(place.date));
  if (atSunrise !== expectedIndex) {
    expect(atSunrise, 'tithi at sunrise or the kshaya tithi after it').toBe(((expectedIndex + 28) % 30) + 1);
    const nextSunriseJd = sunriseJd + 1; // the next sunrise is within a few minutes of this
    expect(end).toBeLessThan(nextSunriseJd - 5 / 1440);
  }
  // ±2 min: the Sun's aberration (20″) moves a tithi end by ~40 s between apparent and geometric positions.
  expect(computeChartBase(inputAt(end - 2 / 1440, place, IST)).panchang.tithi.index).toBe(expectedIndex);
  expect(computeChartBase(inputAt(end + 2 / 1440, place, IST)).panchang.tithi.index).toBe((expectedIndex % 30) + 1);
}

describe('textbook: Bangalore panchang table (12.972 N 77.594 E, +05:30, LAHIRI)', () => {
  const bangalore = panchangFx.cases.filter((c: any) => c.id.startsWith('panchanga_bangalore'));
  // Count guard: the `it`s below exist only where the fixture has the field, so trimming the
  // fixture must fail here instead of silently dropping checks.
  const present = (k: string) => bangalore.filter((c: any) => c.expected[k]).length;
  it('the fixture still holds every case these checks are generated from', () => {
    expect(bangalore.length).toBe(BANGALORE_COUNTS.days);
    expect(present('tithi')).toBe(BANGALORE_COUNTS.tithi);
    expect(present('nakshatra')).toBe(BANGALORE_COUNTS.nakshatra);
    expect(present('yoga')).toBe(BANGALORE_COUNTS.yoga);
    expect(present('rise_set_vaara_karana')).toBe(BANGALORE_COUNTS.riseSet);
  });
  for (const c of bangalore) {
    const place: ChartInput = {
      date: c.birth.date,
      time: '00:00',
      utcOffset: '+05:30',
      lat: c.birth.lat,
      lon: c.birth.lon,
      ayanamsa: 'LAHIRI',
    };
    const e = c.expected;
    if (e.tithi) {
      it(`${c.birth.date}: tithi ${e.tithi[0].expected[0]} at sunrise, ending ${e.tithi[0].expected[1]}`, () => {
        checkTithi(place, e.tithi[0].expected[0], e.tithi[0].expected[1]);
      });
    }
    if (e.nakshatra) {
      it(`${c.birth.date}: Moon's nakshatra/pada at 00:00 and the nakshatra's end`, () => {
        const [no, pada, endText] = e.nakshatra[0].expected;
        const chart = computeChartBase(place);
        expect(chart.panchang.nakshatra.index + 1).toBe(no);
        expect(chart.panchang.nakshatra.pada).toBe(pada);
        const end = localJd(place.date, endText, IST);
        // ±2 min: the Moon moves 1′ in ~2 min; apparent vs geometric Moon differ by < 1″.
        expect(computeChartBase(inputAt(end - 2 / 1440, place, IST)).panchang.nakshatra.index + 1).toBe(no);
        expect(computeChartBase(inputAt(end + 2 / 1440, place, IST)).panchang.nakshatra.index + 1).toBe((no % 27) + 1);
      });
    }
    if (e.yoga) {
      it(`${c.birth.date}: yoga ${e.yoga[0].expected[0]} at sunrise with its start and end`, () => {
        const [no, startText, endText] = e.yoga[0].expected;
        const midnight = computeChartBase(place, DISC_CENTRE);
        const sunrise = midnight.panchang.sunrise!;
        const sunriseJd = civilToJdUt(sunrise.slice(0, 10), sunrise.slice(11, 19), IST);
        expect(computeChartBase(inputAt(sunriseJd, place, IST)).panchang.yoga.index).toBe(no);
        const start = localJd(place.date, startText, IST);
        const end = localJd(place.date, endText, IST);
        // ±2 min: the Sun's aberration (20″) shifts a yoga boundary by ~35 s.
        expect(computeChartBase(inputAt(start - 2 / 1440, place, IST)).panchang.yoga.index).toBe(((no + 25) % 27) + 1);
        expect(computeChartBase(inputAt(start + 2 / 1440, place, IST)).panchang.yoga.index).toBe(no);
        expect(computeChartBase(inputAt(end - 2 / 1440, place, IST)).panchang.yoga.index).toBe(no);
        expect(computeChartBase(inputAt(end + 2 / 1440, place, IST)).panchang.yoga.index).toBe((no % 27) + 1);
      });
    }
    if (e.rise_set_vaara_karana) {
      // Both sides are whole seconds (±1 s of rounding between them); measured 0 s for both.
      it(`${c.birth.date}: sunrise and sunset (disc centre, no refraction) within 2 s, and the vara`, () => {
        const [, , rise, set, vara] = e.rise_set_vaara_karana.map((r: any) => r.expected);
        const chart = computeChartBase(place, DISC_CENTRE);
        const ours = (iso: string) => civilToJdUt(iso.slice(0, 10), iso.slice(11, 19), IST);
        const riseErr = Math.abs(ours(chart.panchang.sunrise!) - localJd(place.date, rise, IST)) * 86400;
        const setErr = Math.abs(ours(chart.panchang.sunset!) - localJd(place.date, set, IST)) * 86400;
        console.log(`${c.birth.date} sunrise |Δ| ${riseErr.toFixed(0)} s, sunset |Δ| ${setErr.toFixed(0)} s`);
        expect(riseErr).toBeLessThan(2);
        expect(setErr).toBeLessThan(2);
        // The table's vara is for the day (after sunrise); 00:00 precedes sunrise, so ask at noon.
        expect(computeChartBase({ ...place, time: '12:00' }).panchang.vara.index).toBe(vara);
        expect(chart.panchang.vara.index).toBe((vara + 6) % 7);
      });
    }
  }
});

describe('textbook: Sripati bhavas of the author\'s chart (Swiss Ephemeris "S" and Porphyry "O" via PyJHora)', () => {
  const fx = load('houses/bhavas.json').cases[0];
  const systems = fx.expected.bhava_houses_by_system.values;
  const chart = computeChartBase(birthInput(fx));
  const diff = (a: number, b: number) => Math.abs(((((a - b) % 360) + 540) % 360) - 180);
  it('madhyas = Porphyry cusps, sandhis = Swiss Ephemeris Sripati cusps, within 0.001°', () => {
    for (let i = 0; i < 12; i++) {
      expect(diff(chart.houses[i]!.bhavaMadhyaDeg, systems['O: Sripathi/Porphyrius (JHora)'][i].start), `madhya ${i + 1}`).toBeLessThan(
        0.001,
      );
      expect(diff(chart.houses[i]!.bhavaStartDeg, systems['S: Sripathi/Astrodienst'][i].start), `sandhi ${i + 1}`).toBeLessThan(0.001);
    }
  });
  it("grahas in each bhava as Swiss Ephemeris' Sripati places them", () => {
    for (let i = 0; i < 12; i++) {
      const expected = systems['S: Sripathi/Astrodienst'][i].planets.filter((p: string) => p !== 'Lagna');
      expect([...chart.houses[i]!.bhavaGrahas].sort(), `bhava ${i + 1}`).toEqual([...expected].sort());
    }
  });
});

describe('textbook: PVR Chart 1 (2000-04-09 17:55 −04:00, 42°30′ N 71°12′ W) as printed in the book', () => {
  const c = byId(vargaFx, 'pvr_vaia_chart_1');
  it('D1 sign of every graha and the lagna', () => {
    const chart = computeChart(birthInput(c));
    for (const [body, [sign]] of Object.entries(c.expected.rasi_chart_signs_book.values) as [string, string[]][]) {
      const p = body === 'Lagna' ? chart.lagna : chart.grahas.find((g) => g.graha === body)!;
      expect(p.rasi, body).toBe(sign);
    }
  });
});
