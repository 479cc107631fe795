/**
 * Other dasha systems for a computed chart: Yogini, Ashtottari and Chara (`computeDashas`), in
 * the one timeline shape of ../jyotish/dashas/timeline.ts. Vimshottari, already in the chart,
 * is laid in the same shape so /api/dashas answers every system alike.
 */
import type { ChartBase } from '../model/chart';
import { IsoFormatter } from '../chart/iso';
import { ashtottariApplies, ashtottariDasha } from '../jyotish/dashas/ashtottari';
import { charaDasha } from '../jyotish/dashas/chara';
import type { CharaMethod, DashaSystem, DashaTimeline, TimelinePeriod } from '../jyotish/dashas/timeline';
import { yoginiDasha } from '../jyotish/dashas/yogini';
import type { Placements } from '../jyotish/jaimini/sign-lord';
import { vimshottari } from '../jyotish/vimshottari';
import { VIMSHOTTARI_YEARS } from '../jyotish/classical/vimshottari-lords';
import { RASI_LORD } from '../jyotish/classical/rasi-lords';
import { perGraha } from '../vocabulary/graha-records';
import type { Graha } from '../vocabulary/graha';

/** Sign and degrees of each graha of a chart, as Jaimini's rules read them. */
export function placementsOf(chart: {
  grahas: readonly Pick<ChartBase['grahas'][number], 'graha' | 'rasiIndex' | 'degreesInRasi'>[];
}): Placements {
  const byName = new Map(chart.grahas.map((g) => [g.graha, g]));
  return perGraha((g: Graha) => ({ rasiIndex: byName.get(g)!.rasiIndex, degreesInRasi: byName.get(g)!.degreesInRasi }));
}

/** A timeline and, for Ashtottari, whether BPHS' condition holds in this chart (null for the others). */
export interface ComputedDashas extends DashaTimeline {
  applicable: boolean | null;
}

/** The `system` dasha of a chart (Chara by `method`, default K.N. Rao's), from the period running at birth. */
export function computeDashas(chart: ChartBase, system: DashaSystem, method: CharaMethod = 'kn-rao'): ComputedDashas {
  const { jdUt, dashaYearDays, utcOffsetMinutes } = chart.input;
  const iso = new IsoFormatter(utcOffsetMinutes);
  const format = (jd: number) => iso.format(jd);
  const moon = chart.grahas.find((g) => g.graha === 'Moon')!.siderealLongitudeDeg;
  switch (system) {
    case 'yogini':
      return { ...yoginiDasha(moon, jdUt, dashaYearDays, format), applicable: null };
    case 'ashtottari': {
      const placements = placementsOf(chart);
      const lagna = chart.lagna.rasiIndex;
      const applicable = ashtottariApplies(lagna, placements[RASI_LORD[lagna]!].rasiIndex, placements.Rahu.rasiIndex);
      return { ...ashtottariDasha(moon, jdUt, dashaYearDays, format), applicable };
    }
    case 'chara':
      return { ...charaDasha(chart.lagna.rasiIndex, placementsOf(chart), method, jdUt, dashaYearDays, format), applicable: null };
    case 'vimshottari': {
      const dasha = vimshottari(moon, jdUt, dashaYearDays, format);
      const period = (
        p: { lord: Graha; start: string; end: string; startJdUt: number; endJdUt: number },
        years: number,
      ): TimelinePeriod => ({
        lord: p.lord,
        start: p.start,
        end: p.end,
        startJdUt: p.startJdUt,
        endJdUt: p.endJdUt,
        years,
      });
      return {
        system,
        method: null,
        yearDays: dashaYearDays,
        balanceYears: dasha.balanceYears,
        applicable: null,
        mahadashas: dasha.mahadashas.map((m) => ({
          ...period(m, VIMSHOTTARI_YEARS[m.lord]),
          antardashas: m.antardashas.map((a) => period(a, (VIMSHOTTARI_YEARS[m.lord] * VIMSHOTTARI_YEARS[a.lord]) / 120)),
        })),
      };
    }
  }
}
