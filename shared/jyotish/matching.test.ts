import { describe, expect, it } from 'vitest';
import type { Graha } from '../vocabulary/graha';
import { buildChart, placements } from '../predictions/testing/chart-builder';
import { DIRECTIONAL_KOOTAS, KOOTA_MAX } from './matching';
import { KOOTAS } from '../vocabulary/matching-keys';
import { matchKundali } from '../compose/matching';
import { NAKSHATRA_GANA, NAKSHATRA_YONI, YONI_POINTS, nadiOf } from './matching-tables';
import { rajjuOf, vedhaPair } from './poruthams';
import { PORUTHAMS } from '../vocabulary/matching-keys';
import { mulberry32 } from '../../tests/support/rng';

const FALLBACK: Record<Graha, number> = { Sun: 0, Moon: 0, Mars: 10, Mercury: 1, Jupiter: 4, Venus: 11, Saturn: 9, Rahu: 2, Ketu: 8 };
/** A chart whose Moon sits at `moonLonDeg` (sidereal). */
const withMoon = (moonLonDeg: number, lagna = 0, extra: Partial<Record<Graha, number>> = {}) =>
  buildChart(placements(lagna, { Moon: { rasiIndex: Math.floor(moonLonDeg / 30), deg: moonLonDeg % 30 }, ...extra }, FALLBACK));
const points = (m: ReturnType<typeof matchKundali>) => Object.fromEntries(m.kootas.map((k) => [k.key, k.points]));

describe('Ashtakoota matching', () => {
  it('a worked example by hand: Ashwini groom, Bharani bride = 34', () => {
    const m = matchKundali(withMoon(5), withMoon(21));
    expect(points(m)).toEqual({ varna: 1, vashya: 2, tara: 3, yoni: 2, grahaMaitri: 5, gana: 6, bhakoot: 7, nadi: 8 });
    expect(m.total).toBe(34);
    expect(m.max).toBe(36);
    expect(m.verdict).toBe('excellent');
    expect(m.summary).toMatch(/^34 of 36 gunas match \(excellent\)\./);
    expect(m.moons.groom).toMatchObject({ rasi: 'Aries', nakshatra: 'Ashwini', pada: 2 });
    expect(m.moons.bride).toMatchObject({ rasi: 'Aries', nakshatra: 'Bharani', pada: 3 });
  });

  it('a worked example by hand: Rohini groom, Jyeshtha bride = 22.5, attributes and explanations per koota', () => {
    // Rohini: Taurus, Vaishya, Chatushpada, Serpent, Manushya, Antya; Jyeshtha: Scorpio, Brahmin, Keeta, Deer, Rakshasa, Adi.
    const m = matchKundali(withMoon(45), withMoon(7 * 30 + 20));
    expect(points(m)).toEqual({ varna: 0, vashya: 1, tara: 1.5, yoni: 2, grahaMaitri: 3, gana: 0, bhakoot: 7, nadi: 8 });
    expect(m.total).toBe(22.5);
    expect(m.verdict).toBe('average');
    const gana = m.kootas.find((k) => k.key === 'gana')!;
    expect([gana.groom, gana.bride]).toEqual(['Manushya', 'Rakshasa']);
    expect(m.kootas.find((k) => k.key === 'yoni')).toMatchObject({ groom: 'Serpent', bride: 'Deer' });
    expect(m.kootas.find((k) => k.key === 'nadi')).toMatchObject({ groom: 'Antya', bride: 'Adi', explanation: 'Different nadis.' });
    for (const k of m.kootas) expect(k.explanation.length).toBeGreaterThan(5);
    expect(m.summary).toContain('No points for outlook and values, basic nature.');
    // Gana dosha: Manushya groom, Rakshasa bride; Venus and Mars are neutral/neutral-ish, Jyeshtha is 15th from Rohini.
    const dosha = m.doshas.find((d) => d.name === 'gana')!;
    expect(dosha.present).toBe(true);
    expect(dosha.exceptions).toEqual(['the bride’s star is 15th from the groom’s (14th or beyond)']);
  });

  it('invariants over 1,000 seeded random pairs: each koota within 0…max, total = sum, swapping changes only varna, vashya and gana', () => {
    const random = mulberry32(14);
    let directionalChanged = 0;
    for (let i = 0; i < 1000; i++) {
      const a = withMoon(random() * 360, Math.floor(random() * 12), { Mars: Math.floor(random() * 12), Venus: Math.floor(random() * 12) });
      const b = withMoon(random() * 360, Math.floor(random() * 12), { Mars: Math.floor(random() * 12), Venus: Math.floor(random() * 12) });
      const m = matchKundali(a, b);
      const swapped = matchKundali(b, a);
      expect(m.kootas.map((k) => k.key)).toEqual([...KOOTAS]);
      for (const k of m.kootas) {
        expect(k.points).toBeGreaterThanOrEqual(0);
        expect(k.points).toBeLessThanOrEqual(KOOTA_MAX[k.key]);
        expect(k.max).toBe(KOOTA_MAX[k.key]);
      }
      expect(m.total).toBe(m.kootas.reduce((s, k) => s + k.points, 0));
      expect(m.verdict).toBe(m.total < 18 ? 'not recommended' : m.total < 25 ? 'average' : m.total <= 32 ? 'good' : 'excellent');
      expect(m.poruthams.map((p) => p.key)).toEqual([...PORUTHAMS]);
      for (const k of KOOTAS) {
        const here = m.kootas.find((x) => x.key === k)!;
        const there = swapped.kootas.find((x) => x.key === k)!;
        // The attributes swap sides whatever the koota.
        expect([there.groom, there.bride]).toEqual([here.bride, here.groom]);
        if (!DIRECTIONAL_KOOTAS.includes(k)) expect(there.points, k).toBe(here.points);
        else if (there.points !== here.points) directionalChanged++;
      }
      expect(swapped.manglik.groom).toEqual(m.manglik.bride);
      expect(swapped.manglik.balanced).toBe(m.manglik.balanced);
    }
    // The direction-dependent kootas really do change for some pairs.
    expect(directionalChanged).toBeGreaterThan(50);
  });

  it('identical births give the known same-nakshatra result: 28 with nadi 0 and an uncancelled nadi dosha, for every nakshatra', () => {
    for (let n = 0; n < 27; n++) {
      const lon = n * (40 / 3) + 1;
      const m = matchKundali(withMoon(lon), withMoon(lon));
      expect(points(m)).toEqual({ varna: 1, vashya: 2, tara: 3, yoni: 4, grahaMaitri: 5, gana: 6, bhakoot: 7, nadi: 0 });
      expect(m.total).toBe(28);
      expect(m.doshas.find((d) => d.name === 'nadi')).toMatchObject({ present: true, cancelled: false, exceptions: [] });
      // South Indian view: the same star is the same rajju, which fails.
      expect(m.poruthams.find((p) => p.key === 'rajju')!.agreement).toBe('no');
    }
  });

  it('tables: yoni points symmetric with the seven sworn-enemy pairs at 0; 9 nakshatras per gana and nadi; rajju and vedha groups', () => {
    for (let i = 0; i < 14; i++) for (let j = 0; j < 14; j++) expect(YONI_POINTS[i]![j]).toBe(YONI_POINTS[j]![i]);
    expect(YONI_POINTS.flat().filter((x) => x === 0)).toHaveLength(14);
    for (const g of ['Deva', 'Manushya', 'Rakshasa']) expect(NAKSHATRA_GANA.filter((x) => x === g)).toHaveLength(9);
    for (const n of ['Adi', 'Madhya', 'Antya'])
      expect(Array.from({ length: 27 }, (_, i) => nadiOf(i)).filter((x) => x === n)).toHaveLength(9);
    expect(NAKSHATRA_YONI).toHaveLength(27);
    const rajjus = Array.from({ length: 27 }, (_, i) => rajjuOf(i));
    expect(rajjus.filter((r) => r === 'Siro')).toHaveLength(3);
    for (const r of ['Pada', 'Kati', 'Nabhi', 'Kantha']) expect(rajjus.filter((x) => x === r)).toHaveLength(6);
    // Ashwini–Jyeshtha, Magha–Revati, Mrigashira–Chitra–Dhanishta obstruct each other; Ashwini–Bharani do not.
    expect([vedhaPair(0, 17), vedhaPair(9, 26), vedhaPair(4, 13), vedhaPair(13, 22), vedhaPair(0, 1)]).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
    let pairs = 0;
    for (let i = 0; i < 27; i++) for (let j = i + 1; j < 27; j++) if (vedhaPair(i, j)) pairs++;
    expect(pairs).toBe(15);
  });

  it('nadi dosha exceptions; bhakoot cancelled by friendly lords; Manglik with houses from lagna, Moon and Venus', () => {
    // Same nakshatra (Ashwini) in both, different padas: nadi 0, cancelled.
    const same = matchKundali(withMoon(1), withMoon(12));
    expect(same.kootas.find((k) => k.key === 'nadi')!.points).toBe(0);
    expect(same.doshas.find((d) => d.name === 'nadi')).toMatchObject({
      present: true,
      cancelled: true,
      exceptions: ['same nakshatra and sign, different padas'],
    });
    // Krittika pada 1 (Aries) and Krittika pada 2 (Taurus): same star, different signs.
    expect(matchKundali(withMoon(28), withMoon(31)).doshas.find((d) => d.name === 'nadi')!.exceptions).toEqual([
      'same nakshatra, different Moon signs',
    ]);
    // Aries (Mars) and Scorpio (Mars): 6/8 but one lord, so the bhakoot dosha is cancelled.
    const bhakoot = matchKundali(withMoon(20), withMoon(7 * 30 + 5)).doshas.find((d) => d.name === 'bhakoot')!;
    expect(bhakoot).toMatchObject({ present: true, cancelled: true, exceptions: ['both Moon signs are ruled by Mars'] });
    // Mars in the 7th from an Aries lagna (Libra, no cancellation) vs Mars in the 3rd.
    const manglik = buildChart(placements(0, { Mars: 6, Jupiter: 1, Venus: 11, Moon: 3 }, FALLBACK));
    const plain = buildChart(placements(0, { Mars: 2 }, FALLBACK));
    const m = matchKundali(manglik, plain);
    expect(m.manglik.groom).toMatchObject({
      manglik: true,
      cancelled: false,
      active: true,
      cancellations: [],
      marsHouse: { fromLagna: 7, fromMoon: 4, fromVenus: 8 },
    });
    expect(m.manglik.groom.reason).toBe(
      'Mars is 7th from the lagna (a Manglik house), 4th from the Moon (a Manglik house), 8th from Venus (a Manglik house). The status counts from the lagna (Manglik houses 1, 2, 4, 7, 8, 12).',
    );
    expect(m.manglik.bride.manglik).toBe(false);
    expect(m.manglik.balanced).toBe(false);
    expect(m.manglik.note).toBe('Manglik dosha is active for the groom only, which tradition treats as a mismatch.');
    expect(matchKundali(manglik, manglik).manglik.balanced).toBe(true);
  });
});
