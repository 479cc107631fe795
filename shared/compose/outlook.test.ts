import { describe, expect, it } from 'vitest';
import { isoToJdUt } from '../time/julian';
import { REGIONAL_LOCALES } from '../i18n/locale';
import { scriptShare } from '../i18n/scripts';
import { taraName } from '../jyotish/classical/tara';
import { outlookReading } from '../interpretation/rashifal/outlook-reading';
import { grahaName } from '../vocabulary/graha';
import { computeChartBase } from './chart';
import { personalOutlook } from './outlook';
import { RASHIFAL_DEFAULT_PLACE } from './rashifal-period';

/**
 * Hand-checked cases. Natal Moons from tests/fixtures/swisseph (Swiss Ephemeris, Lahiri):
 * R001 222.10° (Vrischika, Anuradha = 17), R003 269.63° (Dhanu, Uttara Ashadha = 21),
 * R020 196.05° (Tula, Swati = 15). Day Moons at New Delhi's sunrise from astronomy-engine (an
 * independent Moon) less Lahiri: 2026-12-07 208.87° (Tula, Vishakha = 16), 2027-01-20 60.99°
 * (Mithuna, Mrigashira = 5), 2027-03-02 247.08° (Dhanu, Mula = 19). Counted by hand:
 * star count = (day − natal) mod 27 + 1, tara = (count − 1) mod 9 + 1; house = signs from the natal Moon.
 */
const BIRTHS = {
  R001: { date: '1971-01-22', time: '05:25:14', utcOffset: '-10:00', lat: 44.143247, lon: -155.079694 },
  R003: { date: '1959-06-22', time: '22:13:25', utcOffset: '+11:00', lat: 55.544807, lon: 160.985621 },
  R020: { date: '1930-08-29', time: '00:49:09', utcOffset: '+04:00', lat: 54.654384, lon: 61.666011 },
} as const;

const CASES = [
  // 17 → 16: count 27, tara 9 Parama Mitra; Vrischika → Tula is the 12th: no chandra bala.
  { birth: 'R001', day: '2026-12-07', tara: 9, name: 'Parama Mitra', house: 12, chandraBala: false, chandrashtama: false },
  // 21 → 16: count 23, tara 5 Pratyak; Dhanu → Tula is the 11th: chandra bala.
  { birth: 'R003', day: '2026-12-07', tara: 5, name: 'Pratyak', house: 11, chandraBala: true, chandrashtama: false },
  // 15 → 16: count 2, Sampat; the same sign: the 1st, chandra bala.
  { birth: 'R020', day: '2026-12-07', tara: 2, name: 'Sampat', house: 1, chandraBala: true, chandrashtama: false },
  // 17 → 5: count 16, tara 7 Naidhana; Vrischika → Mithuna is the 8th: chandrashtama.
  { birth: 'R001', day: '2027-01-20', tara: 7, name: 'Naidhana', house: 8, chandraBala: false, chandrashtama: true },
  // 15 → 19: count 5, Pratyak; Tula → Dhanu is the 3rd: chandra bala.
  { birth: 'R020', day: '2027-03-02', tara: 5, name: 'Pratyak', house: 3, chandraBala: true, chandrashtama: false },
  // 21 → 19: count 26, tara 8 Mitra; the same sign.
  { birth: 'R003', day: '2027-03-02', tara: 8, name: 'Mitra', house: 1, chandraBala: true, chandrashtama: false },
] as const;

describe('personalOutlook', () => {
  for (const c of CASES)
    it(`${c.birth} on ${c.day}: tara ${c.tara} (${c.name}), house ${c.house} from the natal Moon`, () => {
      const base = computeChartBase({ ...BIRTHS[c.birth], ayanamsa: 'LAHIRI' });
      const o = personalOutlook(base, c.day, RASHIFAL_DEFAULT_PLACE);
      expect(o.tara).toEqual({ number: c.tara, name: c.name });
      expect(o.facts.moon.house).toBe(c.house);
      expect(o.chandraBala).toBe(c.chandraBala);
      expect(o.chandrashtama).toBe(c.chandrashtama);
      expect(o.moon.at.startsWith(c.day)).toBe(true);
      expect(o.dasha).not.toBeNull();
      const en = outlookReading(o, 'en');
      expect(en.personal[0]).toContain(`tara ${c.tara} (${c.name})`);
      if (c.chandrashtama) expect(en.personal.join(' ')).toMatch(/chandrashtama/);
      expect(outlookReading(o, 'hi').personal.join(' ')).toMatch(/तारा/);
      for (const locale of REGIONAL_LOCALES) {
        const personal = outlookReading(o, locale).personal;
        for (const line of personal) {
          expect(scriptShare(line, locale), line).toBeGreaterThanOrEqual(0.85);
          expect(line, line).not.toMatch(/[A-Za-z]/);
        }
        // The tara by its name, the Moon, and the running periods' lords, in the language.
        expect(personal[0]).toContain(taraName(c.tara, locale));
        expect(personal[1]).toContain(grahaName('Moon', locale));
        if (c.chandrashtama) expect(personal[1]).toMatch(/চন্দ্রাষ্টম|चंद्राष्टम|చంద్రాష్టమం|சந்திராஷ்டமம்/);
        for (const lord of [o.dasha!.md, o.dasha!.ad, o.dasha!.pd]) expect(personal[2]).toContain(grahaName(lord, locale));
      }
    });

  it('an unknown birth time is said, and the dasha path is the one running at the day’s sunrise', () => {
    const base = computeChartBase({ date: '1990-07-01', utcOffset: '+05:30', lat: 19.076, lon: 72.8777, ayanamsa: 'LAHIRI' });
    const o = personalOutlook(base, '2026-12-07', RASHIFAL_DEFAULT_PLACE);
    expect(o.cautions).toEqual(['birth-time-unknown']);
    expect(outlookReading(o, 'en').personal.join(' ')).toMatch(/birth time is unknown/);
    const at = isoToJdUt(o.moon.at);
    const running = base.dasha.mahadashas.find((m) => m.startJdUt <= at && at < m.endJdUt);
    expect(o.dasha?.md).toBe(running?.lord);
  });
});
