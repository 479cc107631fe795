/**
 * The chart as `/api/chart` serves it by default: the ChartModel without its bulky deep layers,
 * which are served on request. What the pages and the chat read is all here (positions, vargas,
 * houses, mahadashas with their antardashas, panchang, avakhada, ashtakavarga, predictions,
 * transits). Left out, with how to ask for them:
 * - the 729 pratyantardashas (~105 kB of the ~150 kB full body): one antardasha's at a time from
 *   `GET /api/chart/pratyantardashas?…&mahadasha=i&antardasha=j` (`pratyantardashasOf`);
 * - shadbala's six balas and fourteen components: only the totals stay (`include=shadbala` for all);
 * - bhava bala and the three relationship tables (`include=bhavaBala`, `include=relationships`);
 * - everything at once: `detail=full` is the whole ChartModel.
 * A full ChartModel is a ChartView too, so code written against ChartView takes either.
 */
import type { Antardasha, BhavaBala, ChartModel, DashaPeriod, Mahadasha, Pratyantardasha, Shadbala, VimshottariDasha } from './model';
import type { SaptaGraha } from '../vocabulary/graha';

/** Parts a lean body can add with `include=` (comma-separated). */
export const CHART_PARTS = ['shadbala', 'bhavaBala', 'relationships'] as const;
export type ChartPart = (typeof CHART_PARTS)[number];

/** Answer sizes of `/api/chart`: `lean` (the default) or `full` (the whole ChartModel). */
export const CHART_DETAILS = ['lean', 'full'] as const;
export type ChartDetail = (typeof CHART_DETAILS)[number];

/** Shadbala totals kept in the lean body. */
export type ShadbalaSummary = Pick<Shadbala, 'totalRupas' | 'requiredRupas' | 'ratio'>;

/** A mahadasha with its antardashas, without their pratyantardashas. */
export interface MahadashaView extends DashaPeriod {
  antardashas: DashaPeriod[];
}

export interface DashaView extends Omit<VimshottariDasha, 'mahadashas'> {
  mahadashas: MahadashaView[];
}

/** See the module comment. */
export interface ChartView extends Omit<ChartModel, 'dasha' | 'shadbala' | 'bhavaBala' | 'relationships'> {
  dasha: DashaView;
  /** Totals per graha; the full breakdown with `include=shadbala`. */
  shadbala: Record<SaptaGraha, ShadbalaSummary | Shadbala>;
  bhavaBala?: BhavaBala[];
  relationships?: ChartModel['relationships'];
}

const period = (p: DashaPeriod): DashaPeriod => ({ lord: p.lord, start: p.start, end: p.end, startJdUt: p.startJdUt, endJdUt: p.endJdUt });

/** The lean view of a model, plus the `include`d parts (built fresh: the model is not changed). */
export function chartView(model: ChartModel, include: readonly ChartPart[] = []): ChartView {
  const { dasha, shadbala, bhavaBala, relationships, ...rest } = model;
  const view: ChartView = {
    ...rest,
    dasha: {
      yearDays: dasha.yearDays,
      birthLord: dasha.birthLord,
      balanceYears: dasha.balanceYears,
      mahadashas: dasha.mahadashas.map((maha) => ({ ...period(maha), antardashas: maha.antardashas.map(period) })),
    },
    shadbala: include.includes('shadbala') ? shadbala : summariseShadbala(shadbala),
  };
  if (include.includes('bhavaBala')) view.bhavaBala = bhavaBala;
  if (include.includes('relationships')) view.relationships = relationships;
  return view;
}

function summariseShadbala(shadbala: ChartModel['shadbala']): Record<SaptaGraha, ShadbalaSummary> {
  const out = {} as Record<SaptaGraha, ShadbalaSummary>;
  for (const [graha, bala] of Object.entries(shadbala) as [SaptaGraha, Shadbala][]) {
    out[graha] = { totalRupas: bala.totalRupas, requiredRupas: bala.requiredRupas, ratio: bala.ratio };
  }
  return out;
}

/** The pratyantardashas of one antardasha, by the indices of the mahadasha and antardasha in the model's lists. */
export function pratyantardashasOf(
  model: ChartModel,
  mahadashaIndex: number,
  antardashaIndex: number,
): { mahadasha: DashaPeriod; antardasha: DashaPeriod; pratyantardashas: Pratyantardasha[] } | null {
  const maha: Mahadasha | undefined = model.dasha.mahadashas[mahadashaIndex];
  const antar: Antardasha | undefined = maha?.antardashas[antardashaIndex];
  if (!maha || !antar) return null;
  return { mahadasha: period(maha), antardasha: period(antar), pratyantardashas: antar.pratyantardashas };
}
