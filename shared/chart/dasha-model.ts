/**
 * Vimshottari dasha tree (../jyotish/vimshottari) shaped for the ChartModel: ISO instants at the
 * birth offset beside the Julian days. A boundary shared by two neighbouring periods is the
 * same number in both, so it is formatted once (a chart has 730 distinct boundaries).
 */
import { vimshottariTree, type DashaNode } from '../jyotish/vimshottari';
import type { IsoFormatter } from './iso';
import type { Antardasha, Mahadasha, Pratyantardasha, VimshottariDasha } from './model';

/** Vimshottari mahadashas → antardashas → pratyantardashas for the Moon's sidereal longitude (degrees) at `birthJdUt`. */
export function dashaTree(moonSiderealDeg: number, birthJdUt: number, yearDays: number, iso: IsoFormatter): VimshottariDasha {
  const tree = vimshottariTree(moonSiderealDeg, birthJdUt, yearDays);
  let lastJd = NaN;
  let lastIso = '';
  const fmt = (jd: number): string => {
    if (jd !== lastJd) { lastJd = jd; lastIso = iso.format(jd); }
    return lastIso;
  };
  const pratyantar = (pd: DashaNode): Pratyantardasha => {
    const start = fmt(pd.startJdUt);
    return { lord: pd.lord, start, end: fmt(pd.endJdUt), startJdUt: pd.startJdUt, endJdUt: pd.endJdUt };
  };
  const antar = (ad: DashaNode): Antardasha => {
    const start = fmt(ad.startJdUt);
    const pratyantardashas = ad.children.map(pratyantar);
    return { lord: ad.lord, start, end: fmt(ad.endJdUt), startJdUt: ad.startJdUt, endJdUt: ad.endJdUt, pratyantardashas };
  };
  const mahadashas: Mahadasha[] = tree.mahadashas.map((md) => {
    const start = fmt(md.startJdUt);
    const antardashas = md.children.map(antar);
    return { lord: md.lord, start, end: fmt(md.endJdUt), startJdUt: md.startJdUt, endJdUt: md.endJdUt, antardashas };
  });
  return { yearDays, birthLord: tree.lord, balanceYears: tree.balanceYears, mahadashas };
}
