/**
 * Vimshottari dasha tree (../jyotish/vimshottari) shaped for the ChartModel: ISO instants at the
 * birth offset beside the Julian days. A boundary shared by two neighbouring periods is the
 * same number in both, so it is formatted once.
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
  const period = (node: DashaNode) => {
    const start = fmt(node.startJdUt);
    return { lord: node.lord, start, end: '', startJdUt: node.startJdUt, endJdUt: node.endJdUt };
  };
  const mahadashas: Mahadasha[] = tree.mahadashas.map((md) => {
    const m = period(md);
    const antardashas: Antardasha[] = md.children.map((ad) => {
      const a = period(ad);
      const pratyantardashas: Pratyantardasha[] = ad.children.map((pd) => {
        const p = period(pd);
        p.end = fmt(pd.endJdUt);
        return p;
      });
      a.end = fmt(ad.endJdUt);
      return { ...a, pratyantardashas };
    });
    m.end = fmt(md.endJdUt);
    return { ...m, antardashas };
  });
  return { yearDays, birthLord: tree.lord, balanceYears: tree.balanceYears, mahadashas };
}
