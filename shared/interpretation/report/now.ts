/**
 * "Now": `buildNowReport`, the one function the API (`GET /api/chart/now`) reads, with a reading in
 * English and Hindi on every event, spell and the running dasha: the lines of the report's text in
 * each (ReportText.nowEvent …), which the page and the PDF say in the page's language themselves.
 */
import type { BirthCaution, ChartBase, Transits } from '../../model/chart';
import { computeNow, type NowData, type NowEvent } from '../../jyotish/now';
import type { SaturnSpell } from '../../jyotish/saturn-phases';
import type { Localized } from '../../vocabulary/localized';
import { REPORT_TEXT_EN } from './report-text';
import { REPORT_TEXT_HI } from './report-text-hi';

/** `NowData` with a reading on every event, spell and the running dasha: the body of `GET /api/chart/now`. */
export interface NowReport extends Omit<NowData, 'events' | 'saturn' | 'running'> {
  /** The natal chart's cautions (time zone, lagna) and their codes, as /api/chart's `input` gives them: the houses from the lagna rest on it. */
  cautions: string[];
  cautionCodes?: BirthCaution[];
  running: (NonNullable<NowData['running']> & { reading: Localized }) | null;
  saturn: (SaturnSpell & { reading: Localized })[];
  events: { from: string; to: string; list: (NowEvent & { reading: Localized })[] };
}

/** One line on an event of the year ahead, in English and Hindi. */
export const nowEventReading = (event: NowEvent): Localized => ({ en: REPORT_TEXT_EN.nowEvent(event), hi: REPORT_TEXT_HI.nowEvent(event) });

/** One line on a Sade Sati or Dhaiya spell, in English and Hindi. */
export const saturnSpellReading = (spell: Pick<SaturnSpell, 'kind'>): Localized => ({
  en: REPORT_TEXT_EN.saturnSpell(spell.kind),
  hi: REPORT_TEXT_HI.saturnSpell(spell.kind),
});

/** One line on the running dasha, in English and Hindi. */
export const runningDashaReading = (running: NonNullable<Transits['running']>): Localized => ({
  en: REPORT_TEXT_EN.runningDasha(running),
  hi: REPORT_TEXT_HI.runningDasha(running),
});

/** The "now" of `base` on civil day `day` (`YYYY-MM-DD`, validated by the caller) with its readings. */
export function buildNowReport(base: ChartBase, day: string): NowReport {
  const now = computeNow(base, day);
  const { cautions, cautionCodes } = base.input;
  return {
    ...now,
    cautions,
    ...(cautionCodes ? { cautionCodes } : {}),
    running: now.running ? { ...now.running, reading: runningDashaReading(now.running) } : null,
    saturn: now.saturn.map((spell) => ({ ...spell, reading: saturnSpellReading(spell) })),
    events: { ...now.events, list: now.events.list.map((event) => ({ ...event, reading: nowEventReading(event) })) },
  };
}
