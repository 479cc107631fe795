/**
 * Transits (gochara) at a given instant over a natal chart. First version: the running dasha
 * only; positions and ingresses follow once shared/astronomy lands.
 */
import type { ChartBase, DashaPeriod, Transits } from '../chart/model';

function strip(period: DashaPeriod): DashaPeriod {
  return { lord: period.lord, start: period.start, end: period.end, startJdUt: period.startJdUt, endJdUt: period.endJdUt };
}

/** Transits at `transitJdUt` (Julian day, UT) for the natal chart `base`. */
export function computeTransits(base: ChartBase, transitJdUt: number): Transits {
  const maha = base.dasha.mahadashas.find((p) => p.startJdUt <= transitJdUt && transitJdUt < p.endJdUt);
  const antar = maha?.antardashas.find((p) => p.startJdUt <= transitJdUt && transitJdUt < p.endJdUt);
  const pratyantar = antar?.pratyantardashas.find((p) => p.startJdUt <= transitJdUt && transitJdUt < p.endJdUt);
  return {
    at: '', jdUt: transitJdUt, year: 0, positions: [],
    running: maha && antar && pratyantar ? { mahadasha: strip(maha), antardasha: strip(antar), pratyantardasha: strip(pratyantar) } : null,
    ingresses: [], sadeSati: { active: false, phase: null },
  };
}
