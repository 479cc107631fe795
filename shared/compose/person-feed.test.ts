import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { festivalName } from '../calendar/names/festival-name';
import { REGIONAL_LOCALES } from '../i18n/locale';
import { scriptShare } from '../i18n/scripts';
import { feedText } from '../interpretation/rashifal/feed-text';
import { jdUtFromUnixMs } from '../time/julian';
import { grahaName } from '../vocabulary/graha';
import { rasiName } from '../vocabulary/rasi';
import { computeChartBase } from './chart';
import { personFeed } from './person-feed';
import { personFeedIcs } from './person-feed-ics';

/**
 * Independent figures:
 * - R001 (tests/fixtures/swisseph, Swiss Ephemeris, Lahiri) has its natal Moon at 222.10°, Vrischika,
 *   so chandrashtama is the Moon in Mithuna. The Moon at New Delhi's sunrise (00:50 UT) on 2027-01-20
 *   is at 60.99° sidereal, Mithuna, and on 2026-12-07 (01:34 UT) at 208.87°, Tula (astronomy-engine
 *   less Lahiri; shared/compose/outlook.test.ts).
 * - Saturn enters Mesha on 3 June 2027 (Lahiri), as almanacs publish it ("शनि का गोचर 3 जून 2027",
 *   hindi.lifeberrys.com, Shani Gochar 2027): the 6th sign from Vrischika.
 * - A sidereal month is 27.32 days, so the Moon enters a given sign 13 or 14 times in 365 days.
 */
const R001 = { date: '1971-01-22', time: '05:25:14', utcOffset: '-10:00', lat: 44.143247, lon: -155.079694, ayanamsa: 'LAHIRI' } as const;
const FROM = jdUtFromUnixMs(Date.parse('2026-12-07T00:00:00Z'));
const TO = FROM + 365;
const base = computeChartBase(R001);
const festivals = [
  { key: 'diwali', date: '2027-10-29', name: 'Diwali', nameHi: 'दीपावली' },
  { key: 'holi', date: '2028-03-11', name: 'Holi', nameHi: 'होली' },
];
const events = personFeed(base, { fromJdUt: FROM, toJdUt: TO, zone: 'Asia/Kolkata', festivals, locale: 'en' });
const at = (iso: string) => jdUtFromUnixMs(Date.parse(iso));

describe('personFeed', () => {
  it('finds the chandrashtama stretches: 13 or 14 a year, over 2027-01-20 and not over 2026-12-07', () => {
    const stretches = events.filter((e) => e.kind === 'chandrashtama');
    expect(stretches.length).toBeGreaterThanOrEqual(13);
    expect(stretches.length).toBeLessThanOrEqual(14);
    const covers = (jd: number) => stretches.some((e) => e.atJdUt! <= jd && jd < e.endJdUt!);
    expect(covers(at('2027-01-20T00:50:00Z'))).toBe(true);
    expect(covers(at('2026-12-07T01:34:00Z'))).toBe(false);
    // Each lasts the Moon's passage of one sign: about 2¼ days (at most a little over 2½).
    for (const e of stretches.slice(1, -1)) {
      expect(e.endJdUt! - e.atJdUt!).toBeGreaterThan(1.9);
      expect(e.endJdUt! - e.atJdUt!).toBeLessThan(2.8);
    }
  });

  it('lists the antardasha changes of the chart’s own dasha tree in the window, each saying "dasha"', () => {
    const starts = base.dasha.mahadashas.flatMap((m) => m.antardashas).filter((a) => a.startJdUt >= FROM && a.startJdUt < TO);
    const dashas = events.filter((e) => e.kind === 'dasha');
    expect(dashas.map((e) => e.atJdUt)).toEqual(starts.map((a) => a.startJdUt));
    for (const e of dashas) expect(e.summary).toMatch(/dasha/);
    const hindi = personFeed(base, { fromJdUt: FROM, toJdUt: TO, zone: 'Asia/Kolkata', festivals, locale: 'hi' });
    for (const e of hindi.filter((h) => h.kind === 'dasha')) expect(e.summary).toMatch(/dasha/);
  });

  it('has Saturn entering Mesha, the 6th from the natal Moon, on the published day', () => {
    const saturn = events.find((e) => e.kind === 'ingress' && e.summary.startsWith('Saturn enters Aries'));
    expect(saturn?.summary).toBe('Saturn enters Aries (6th from your Moon)');
    expect(['2027-06-02', '2027-06-03', '2027-06-04']).toContain(saturn?.date);
  });

  it('keeps the festivals of the window only, and everything in date order', () => {
    expect(events.filter((e) => e.kind === 'festival').map((e) => e.summary)).toEqual(['Diwali']);
    const dates = events.map((e) => e.date);
    expect(dates).toEqual([...dates].sort());
    expect(events.length).toBeGreaterThanOrEqual(12);
  });
});

describe('personFeedIcs', () => {
  it('is an iCalendar file ical.js reads back, event for event, with unique UIDs', () => {
    const text = personFeedIcs(events, { name: 'Asha: dashas, transits and festivals', uidScope: 'c1', stampJdUt: FROM });
    expect(text.endsWith('\r\n')).toBe(true);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const parsed = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(parsed).toHaveLength(events.length);
    expect(new Set(parsed.map((e) => e.uid)).size).toBe(events.length);
    const chandrashtama = parsed.find((e) => e.summary.startsWith('Chandrashtama'))!;
    expect(chandrashtama.startDate.isDate).toBe(false);
    expect(parsed.find((e) => e.summary === 'Diwali')!.startDate.toString()).toBe('2027-10-29');
  });

  for (const locale of REGIONAL_LOCALES)
    it(`${locale}: every line and description is in the language (≥ 85 % of its letters, no Latin word), naming the grahas, signs and festival there`, () => {
      const regional = personFeed(base, { fromJdUt: FROM, toJdUt: TO, zone: 'Asia/Kolkata', festivals, locale });
      expect(regional.map((e) => [e.kind, e.date])).toEqual(events.map((e) => [e.kind, e.date]));
      for (const e of regional)
        for (const text of [e.summary, e.description]) {
          expect(scriptShare(text, locale), text).toBeGreaterThanOrEqual(0.85);
          expect(text, text).not.toMatch(/[A-Za-z]/);
        }
      const saturn = regional[events.findIndex((e) => e.kind === 'ingress' && e.summary.startsWith('Saturn enters Aries'))]!;
      expect(saturn.summary).toContain(grahaName('Saturn', locale));
      expect(saturn.summary).toContain(rasiName(0, locale));
      expect(regional.filter((e) => e.kind === 'festival').map((e) => e.summary)).toEqual([
        festivalName({ key: 'diwali', name: { en: 'Diwali', hi: 'दीपावली' } }, locale),
      ]);
      expect(feedText(locale).calendarName('Asha')).toMatch(/^Asha: /);
    });
});
