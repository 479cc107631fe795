import { describe, expect, it } from 'vitest';
import { VIMSHOTTARI_YEARS } from './classical';
import { DASHA_YEAR_DAYS } from '../vocabulary/settings';
import type { DashaPeriod } from '../model/chart';
import { mulberry32 } from '../../tests/support/rng';
import { dashaPathAt, lordsFrom, vimshottari, vimshottariBalance } from './vimshottari';

type Node = DashaPeriod & { antardashas?: Node[]; pratyantardashas?: Node[] };
const children = (n: Node): Node[] => n.antardashas ?? n.pratyantardashas ?? [];
const vimshottariTree = (moon: number, birth: number, yearDays: number) => {
  const v = vimshottari(moon, birth, yearDays, (jd) => `jd${jd}`);
  return { ...v, mahadashas: v.mahadashas as Node[] };
};

const Y = DASHA_YEAR_DAYS.sidereal;

function expectTiled(parent: Node, kids: Node[]) {
  expect(kids).toHaveLength(9);
  expect(kids[0]!.startJdUt).toBe(parent.startJdUt);
  expect(kids[8]!.endJdUt).toBe(parent.endJdUt);
  expect(kids[0]!.start).toBe(parent.start);
  expect(kids[8]!.end).toBe(parent.end);
  for (let i = 1; i < 9; i++) expect(kids[i]!.startJdUt).toBe(kids[i - 1]!.endJdUt);
  for (const c of kids) {
    expect(c.endJdUt).toBeGreaterThan(c.startJdUt);
    expect(c.start).toBe(`jd${c.startJdUt}`);
    expect(c.end).toBe(`jd${c.endJdUt}`);
  }
}

describe('Vimshottari', () => {
  it('lord and balance from the Moon: start of Ashwini is a full Ketu period; middle of Rohini half a Moon period', () => {
    expect(vimshottariBalance(0)).toMatchObject({ lord: 'Ketu', elapsedFraction: 0, balanceFraction: 1 });
    const rohiniMiddle = vimshottariBalance(3 * (360 / 27) + 360 / 54);
    expect(rohiniMiddle.lord).toBe('Moon');
    expect(rohiniMiddle.balanceFraction).toBeCloseTo(0.5, 12);
    expect(vimshottariBalance(359.9999999).lord).toBe('Mercury');
  });

  it('lords cycle in the fixed order from any start', () => {
    expect(lordsFrom('Rahu')).toEqual(['Rahu', 'Jupiter', 'Saturn', 'Mercury', 'Ketu', 'Venus', 'Sun', 'Moon', 'Mars']);
  });

  for (const moon of [0, 17.3, 123.456789, 200, 359.99]) {
    it(`mahadashas sum to 120 years and tile without gaps at all three levels (Moon ${moon}°)`, () => {
      const birth = 2450424.71;
      const t = vimshottariTree(moon, birth, Y);
      const mds = t.mahadashas;
      const total = mds.reduce((s, m) => s + (m.endJdUt - m.startJdUt), 0);
      expect(total / Y).toBeCloseTo(120, 9);
      expect(mds[mds.length - 1]!.endJdUt - mds[0]!.startJdUt).toBeCloseTo(120 * Y, 6);
      expect(mds[0]!.startJdUt).toBeLessThanOrEqual(birth);
      expect(mds[0]!.endJdUt).toBeGreaterThan(birth);
      expect((mds[0]!.endJdUt - birth) / Y).toBeCloseTo(t.balanceYears, 9);
      for (let i = 1; i < 9; i++) expect(mds[i]!.startJdUt).toBe(mds[i - 1]!.endJdUt);
      for (const md of mds) {
        expect((md.endJdUt - md.startJdUt) / Y).toBeCloseTo(VIMSHOTTARI_YEARS[md.lord], 9);
        expectTiled(md, children(md));
        expect(children(md)[0]!.lord).toBe(md.lord);
        for (const ad of children(md)) {
          // Antardasha length = MD years × AD years / 120.
          expect((ad.endJdUt - ad.startJdUt) / Y).toBeCloseTo((VIMSHOTTARI_YEARS[md.lord] * VIMSHOTTARI_YEARS[ad.lord]) / 120, 9);
          expectTiled(ad, children(ad));
          expect(children(ad)[0]!.lord).toBe(ad.lord);
        }
      }
    });
  }

  it('the year length scales every period', () => {
    const a = vimshottariTree(100, 2451545, 360).mahadashas;
    const b = vimshottariTree(100, 2451545, 365.25).mahadashas;
    expect((a[3]!.endJdUt - a[3]!.startJdUt) / 360).toBeCloseTo((b[3]!.endJdUt - b[3]!.startJdUt) / 365.25, 9);
  });

  it('dashaPathAt cuts only the running periods, equal to the bit to searching the whole tree (150 births, 12 moments each)', () => {
    const rng = mulberry32(12);
    const search = (tree: ReturnType<typeof vimshottari>, jd: number) => {
      const inside = (p: DashaPeriod) => p.startJdUt <= jd && jd < p.endJdUt;
      const strip = ({ lord, start, end, startJdUt, endJdUt }: DashaPeriod) => ({ lord, start, end, startJdUt, endJdUt });
      const maha = tree.mahadashas.find(inside);
      const antar = maha?.antardashas.find(inside);
      const praty = antar?.pratyantardashas.find(inside);
      return maha && antar && praty ? { mahadasha: strip(maha), antardasha: strip(antar), pratyantardasha: strip(praty) } : null;
    };
    let outside = 0;
    for (let n = 0; n < 150; n++) {
      const moon = rng() * 360;
      const birth = 2415020 + rng() * 73000;
      const yearDays = n % 2 ? Y : 365.25;
      const format = (jd: number) => `jd${jd}`;
      // Moments before the cycle, inside it (some exactly on a boundary), and after it.
      const tree = vimshottari(moon, birth, yearDays, format);
      const parsed = JSON.parse(JSON.stringify(tree)) as typeof tree;
      const boundary = tree.mahadashas[n % 9]!.antardashas[(n * 7) % 9]!.pratyantardashas[(n * 5) % 9]!.startJdUt;
      const moments = [boundary, birth, ...Array.from({ length: 10 }, () => birth - 20 * 365 + rng() * 150 * 365)];
      for (const jd of moments) {
        const fresh = vimshottari(moon, birth, yearDays, format);
        const path = dashaPathAt(fresh, jd);
        expect(path).toEqual(search(tree, jd));
        if (path === null) outside++;
        // A dasha without its recipe (a parsed JSON body) is searched: the same answer.
        expect(dashaPathAt(parsed, jd)).toEqual(path);
      }
    }
    expect(outside).toBeGreaterThan(20);
  });
});
