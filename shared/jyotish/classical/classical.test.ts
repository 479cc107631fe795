import { describe, expect, it } from 'vitest';
import { isCombust } from '../combustion';
import { motionOf } from '../motion';
import { isWaxing, naturesOf } from '../nature';
import {
  aspectedRasis,
  aspectsOnRasis,
  compoundRelation,
  deepExaltationDistanceDeg,
  dignityOf,
  naturalRelation,
  normalizeDeg,
  relationshipTables,
  temporalRelation,
  compoundRelationOf,
  houseFrom,
  lordedRasis,
  ownRasis,
  ownsRasi,
  signOfHouse,
  wrap180,
  inDeepPointDegree,
} from '.';
import { computeChart } from '../../compose/chart';
import { RASI_LORD } from './rasi-lords';
import { GRAHAS, SAPTA_GRAHAS, type SaptaGraha } from '../../vocabulary/graha';
import { shadbalaContext } from '../shadbala-context';
import { zodiacFields } from '../zodiac';
import type { Graha } from '../../vocabulary/graha';

describe('zodiac fields', () => {
  it('boundaries fall into the later sign, nakshatra and pada', () => {
    expect(zodiacFields(30)).toMatchObject({ rasi: 'Taurus', degreesInRasi: 0 });
    expect(zodiacFields(360 / 27)).toMatchObject({ nakshatra: 'Bharani', pada: 1, nakshatraLord: 'Venus' });
    expect(zodiacFields(360 / 27 - 1e-9)).toMatchObject({ nakshatra: 'Ashwini', pada: 4 });
    expect(zodiacFields(-0.0001)).toMatchObject({ rasi: 'Pisces', nakshatra: 'Revati', pada: 4, rasiLord: 'Jupiter' });
    expect(zodiacFields(720).siderealLongitudeDeg).toBe(0);
    expect(normalizeDeg(-1e-17)).toBeLessThan(360);
  });
});

describe('dignity', () => {
  it('exaltation, debilitation, moolatrikona, own, by degree where the text says so', () => {
    expect(dignityOf('Sun', 0, 10, 'friend')).toBe('exalted');
    expect(dignityOf('Sun', 6, 10, 'friend')).toBe('debilitated');
    expect(dignityOf('Sun', 4, 19.9, 'friend')).toBe('moolatrikona');
    expect(dignityOf('Sun', 4, 20, 'friend')).toBe('own');
    expect(dignityOf('Moon', 1, 2.9, 'friend')).toBe('exalted');
    expect(dignityOf('Moon', 1, 3, 'friend')).toBe('moolatrikona');
    expect(dignityOf('Mercury', 5, 14.99, 'friend')).toBe('exalted');
    expect(dignityOf('Mercury', 5, 17, 'friend')).toBe('moolatrikona');
    expect(dignityOf('Mercury', 5, 25, 'friend')).toBe('own');
    expect(dignityOf('Saturn', 9, 5, 'friend')).toBe('own');
    expect(dignityOf('Jupiter', 2, 5, 'great enemy')).toBe('great enemy');
    expect(dignityOf('Rahu', 1, 5, 'enemy')).toBe('exalted');
    expect(dignityOf('Ketu', 1, 5, 'enemy')).toBe('debilitated');
  });

  it('deep-exaltation distance', () => {
    expect(deepExaltationDistanceDeg('Sun', 10)).toBe(0);
    expect(deepExaltationDistanceDeg('Sun', 190)).toBe(180);
    expect(deepExaltationDistanceDeg('Venus', 5)).toBeCloseTo(8, 9); // deep exaltation 27° Pisces = 357°
    expect(deepExaltationDistanceDeg('Rahu', 40)).toBeNull();
  });
});

describe('relationships', () => {
  it('natural table (BPHS): Sun–Moon friends, Moon has no enemies, Venus sees Sun as enemy', () => {
    expect(naturalRelation('Sun', 'Moon')).toBe('friend');
    expect(naturalRelation('Sun', 'Mercury')).toBe('neutral');
    expect(naturalRelation('Mercury', 'Moon')).toBe('enemy');
    expect(naturalRelation('Moon', 'Mercury')).toBe('friend');
    expect(naturalRelation('Venus', 'Sun')).toBe('enemy');
    expect(naturalRelation('Rahu', 'Venus')).toBe(naturalRelation('Saturn', 'Venus'));
    expect(naturalRelation('Ketu', 'Sun')).toBe(naturalRelation('Mars', 'Sun'));
  });

  it('temporal: 2, 3, 4, 10, 11, 12 friends; 1 and 5–9 enemies', () => {
    const friends = Array.from({ length: 12 }, (_, h) => temporalRelation(5, (5 + h) % 12) === 'friend');
    expect(friends).toEqual([false, true, true, true, false, false, false, false, false, true, true, true]);
  });

  it('compound table', () => {
    expect(compoundRelation('friend', 'friend')).toBe('great friend');
    expect(compoundRelation('friend', 'enemy')).toBe('neutral');
    expect(compoundRelation('neutral', 'friend')).toBe('friend');
    expect(compoundRelation('neutral', 'enemy')).toBe('enemy');
    expect(compoundRelation('enemy', 'friend')).toBe('neutral');
    expect(compoundRelation('enemy', 'enemy')).toBe('great enemy');
    const t = relationshipTables({ Sun: 0, Moon: 1, Mars: 0, Mercury: 11, Jupiter: 6, Venus: 2, Saturn: 3 });
    expect(t.natural.Sun.Sun).toBe('self');
    expect(t.temporal.Sun.Moon).toBe('friend');
    expect(t.compound.Sun.Moon).toBe('great friend');
    expect(t.compound.Sun.Mars).toBe('neutral'); // friend, same sign → temporary enemy
  });
});

describe('motion, combustion, nature, drishti', () => {
  it('motion with the 2 % stationary threshold; mean nodes always retrograde', () => {
    expect(motionOf('Mars', -0.3, true)).toEqual({ motion: 'retrograde', retrograde: true });
    expect(motionOf('Mars', 0.005, true)).toEqual({ motion: 'stationary', retrograde: false });
    expect(motionOf('Mars', -0.005, true)).toEqual({ motion: 'stationary', retrograde: true });
    expect(motionOf('Saturn', 0.0005, true).motion).toBe('stationary');
    expect(motionOf('Saturn', 0.001, true).motion).toBe('direct');
    expect(motionOf('Moon', 13, true)).toEqual({ motion: 'direct', retrograde: false });
    expect(motionOf('Rahu', 0.01, true)).toEqual({ motion: 'retrograde', retrograde: true });
    expect(motionOf('Rahu', 0.01, false)).toEqual({ motion: 'direct', retrograde: false });
  });

  it('combustion orbs (Surya Siddhanta), smaller for retrograde Mercury and Venus', () => {
    expect(isCombust('Mercury', 113, 100, false)).toBe(true);
    expect(isCombust('Mercury', 113, 100, true)).toBe(false);
    expect(isCombust('Venus', 359, 8.5, false)).toBe(true);
    expect(isCombust('Venus', 359, 8.5, true)).toBe(false);
    expect(isCombust('Saturn', 115.1, 100, false)).toBe(false);
    expect(isCombust('Rahu', 100, 100, false)).toBe(false);
    expect(isCombust('Sun', 100, 100, false)).toBe(false);
  });

  it('Moon by paksha, Mercury by association', () => {
    expect(isWaxing(100, 10)).toBe(true);
    expect(isWaxing(5, 10)).toBe(false);
    const signs = { Sun: 0, Moon: 3, Mars: 5, Mercury: 0, Jupiter: 6, Venus: 7, Saturn: 8, Rahu: 9, Ketu: 3 } as Record<Graha, number>;
    expect(naturesOf(signs, true)).toMatchObject({ Moon: 'benefic', Mercury: 'malefic', Jupiter: 'benefic', Ketu: 'malefic' });
    expect(naturesOf({ ...signs, Mercury: 1 }, true).Mercury).toBe('benefic');
    expect(naturesOf({ ...signs, Mercury: 3, Ketu: 4 }, false).Mercury).toBe('malefic'); // waning Moon
    expect(naturesOf({ ...signs, Mercury: 3, Ketu: 4 }, true).Mercury).toBe('benefic');
  });

  it('drishti: 7th for all; Mars 4/8, Jupiter 5/9, Saturn 3/10, nodes 5/7/9', () => {
    expect(aspectedRasis('Sun', 0)).toEqual([6]);
    expect(aspectedRasis('Mars', 10)).toEqual([1, 4, 5]);
    expect(aspectedRasis('Jupiter', 0)).toEqual([4, 6, 8]);
    expect(aspectedRasis('Saturn', 11)).toEqual([1, 5, 8]);
    expect(aspectedRasis('Rahu', 5)).toEqual([9, 11, 1]);
    const on = aspectsOnRasis({ Sun: 0, Moon: 0, Mars: 3, Mercury: 1, Jupiter: 2, Venus: 1, Saturn: 4, Rahu: 5, Ketu: 11 });
    expect(on[6]).toEqual(['Sun', 'Moon', 'Mars', 'Jupiter', 'Saturn']);
  });
});

describe('one classical core, read the same way by every consumer', () => {
  const chart = computeChart({
    date: '1990-05-17',
    time: '04:40',
    utcOffset: '+05:30',
    lat: 28.61,
    lon: 77.21,
    ayanamsa: 'LAHIRI',
    node: 'mean',
  });

  it('GrahaPosition.relation is the compound relation to the sign lord (own when it is the lord), not the dignity', () => {
    for (const g of chart.grahas) {
      const lord = RASI_LORD[g.rasiIndex]!;
      const rasiOfLord = chart.grahas.find((x) => x.graha === lord)!.rasiIndex;
      expect(g.relation, g.graha).toBe(lord === g.graha ? 'own' : compoundRelationOf(g.graha, g.rasiIndex, lord, rasiOfLord));
      if (g.graha !== lord && g.graha !== 'Rahu' && g.graha !== 'Ketu') {
        expect(g.relation).toBe(chart.relationships.compound[g.graha as SaptaGraha][lord as SaptaGraha]);
      }
    }
    // An exalted graha still has a relation to its sign lord: Sun in Aries is Mars' friend.
    expect(dignityOf('Sun', 0, 10, compoundRelationOf('Sun', 0, 'Mars', 3))).toBe('exalted');
    expect(compoundRelationOf('Sun', 0, 'Mars', 3)).toBe('great friend');
  });

  it('sign lordship (house lords) stays with the seven grahas while nodes own a sign for dignity', () => {
    expect(lordedRasis('Rahu')).toEqual([]);
    expect(ownRasis('Rahu')).toEqual([10]);
    expect(ownRasis('Ketu')).toEqual([7]);
    expect(lordedRasis('Mars')).toEqual([0, 7]);
    for (const g of GRAHAS) for (let r = 0; r < 12; r++) expect(ownsRasi(g, r), `${g} ${r}`).toBe(ownRasis(g).includes(r));
  });

  it('shadbala reads the panchang’s sunrise/sunset Julian days (the ISO strings are the same instants rounded to the second)', () => {
    const ctx = shadbalaContext(chart);
    expect(ctx.sunriseJdUt).toBe(chart.panchang.sunriseJdUt);
    expect(ctx.sunsetJdUt).toBe(chart.panchang.sunsetJdUt);
    expect(
      Math.abs(Date.parse(chart.panchang.sunrise!) / 86_400_000 + 2_440_587.5 - chart.panchang.sunriseJdUt!) * 86_400,
    ).toBeLessThanOrEqual(0.5);
    for (const g of SAPTA_GRAHAS) expect(ctx.vargas[g]).toBe(chart.grahas.find((x) => x.graha === g)!.vargas);
    expect(ctx.compound).toBe(chart.relationships.compound);
  });

  it('angle helpers: half-open ranges', () => {
    expect(wrap180(180)).toBe(-180);
    expect(wrap180(-190)).toBe(170);
    expect(normalizeDeg(-1e-15)).toBe(0);
    expect(houseFrom(11, 0)).toBe(2);
    expect(signOfHouse(11, 2)).toBe(0);
  });
});

describe('deep-point whole degree (exalted degree / debilitated in the occupied degree)', () => {
  it('holds only in the same sign and whole degree as the deep point, never for the nodes', () => {
    expect(inDeepPointDegree('Sun', 0, 10.9, 'exaltation')).toBe(true); // deep exaltation Aries 10°
    expect(inDeepPointDegree('Sun', 0, 9.99, 'exaltation')).toBe(false);
    expect(inDeepPointDegree('Sun', 6, 10.2, 'debilitation')).toBe(true); // Libra 10°
    expect(inDeepPointDegree('Sun', 6, 11, 'debilitation')).toBe(false);
    expect(inDeepPointDegree('Saturn', 0, 20.5, 'debilitation')).toBe(true); // Aries 20°
    expect(inDeepPointDegree('Saturn', 6, 20.5, 'debilitation')).toBe(false);
    expect(inDeepPointDegree('Rahu', 1, 15, 'exaltation')).toBe(false);
  });
});
