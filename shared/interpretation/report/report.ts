/**
 * The Kundali report model: everything the results page and the PDF show, built from one
 * ChartModel. Pure: "now" (for the running dasha) is an argument, not read from a clock.
 */
import type { DashaPeriod, Prediction } from '../../model/chart';
import type { Dignity } from '../../vocabulary/dignity';
import { isReading, type ChartView } from '../../chart/view';
import type { Locale } from '../../i18n/locale';
import { GRAHA_SYMBOL, type Graha } from '../../vocabulary/graha';
import { keyInsights, type KeyInsight } from './insights';
import { lifeAreaSections, type LifeAreaSection } from './life-area-sections';
import { formatDegreesDms, formatUtcOffsetLabel } from '../format';
import { REPORT_TEXT_EN, type ReportText } from './report-text';

/**
 * One planet card. Names (graha, sign, nakshatra, dignity) are the chart's identifiers, which the
 * page and the PDF name in their language; `degreeText` and `interpretation` are the report's.
 */
export interface PlanetCard {
  graha: Graha;
  symbol: string;
  sign: string;
  /** Degrees within the sign, `d° m′ s″`. */
  degreeText: string;
  nakshatra: string;
  pada: number;
  house: number;
  retrograde: boolean;
  dignity: Dignity;
  /** Interpretation text from the engine's readings (kinds 'placement' and 'sign'), else a composed line. */
  interpretation: string;
}

/** One house card (names as identifiers, `meaning` and `influence` in the report's language). */
export interface HouseCard {
  house: number;
  sign: string;
  lord: Graha;
  /** Graha names, or empty for "None". */
  grahas: Graha[];
  meaning: string;
  influence: string;
}

/** The whole report; its prose (texts, values, lagna and ayanamsa lines) is in the language it was built in. */
export interface KundaliReport {
  /** The language the prose is written in. */
  locale: Locale;
  name: string;
  /** `YYYY-MM-DD`. */
  date: string;
  /** `HH:MM` or null when unknown. */
  time: string | null;
  place: string;
  /** e.g. "Asia/Kolkata, UTC+05:30" or "UTC+05:30". */
  zoneText: string;
  ayanamsaText: string;
  lagnaText: string;
  timeKnown: boolean;
  insights: KeyInsight[];
  planets: PlanetCard[];
  houses: HouseCard[];
  lifeAreas: LifeAreaSection[];
  /** Mahadasha → antardasha running at `nowJdUt`, when inside the 120 years. */
  runningDasha: { mahadasha: DashaPeriod; antardasha: DashaPeriod | null } | null;
  disclaimer: string;
}

/** Options of `buildKundaliReport`. */
export interface ReportOptions {
  /** Julian day (UT) of "now", to name the running dasha; omit for none. */
  nowJdUt?: number;
  /** The report's sentences, in its language (default English; report-texts.ts picks one by locale). */
  text?: ReportText;
}

/** Readings the engine attached to a graha, placement first. */
function readingsFor(predictions: Prediction[], graha: Graha): Prediction[] {
  const own = predictions.filter((p) => isReading(p) && p.relatedBody.grahas.includes(graha));
  return own.sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'placement' ? -1 : 1));
}

/** The running mahadasha/antardasha at a Julian day (UT), or null outside the listed periods. */
export function runningDashaAt(chart: ChartView, jdUt: number): KundaliReport['runningDasha'] {
  const maha = chart.dasha.mahadashas.find((m) => m.startJdUt <= jdUt && jdUt < m.endJdUt);
  if (!maha) return null;
  const antar = maha.antardashas.find((a) => a.startJdUt <= jdUt && jdUt < a.endJdUt) ?? null;
  return { mahadasha: maha, antardasha: antar };
}

/** Builds the report for a chart. */
export function buildKundaliReport(chart: ChartView, options: ReportOptions = {}): KundaliReport {
  const input = chart.input;
  const t = options.text ?? REPORT_TEXT_EN;
  const locale = t.locale;
  const planets: PlanetCard[] = chart.grahas.map((position) => {
    const readings = readingsFor(chart.predictions, position.graha);
    return {
      graha: position.graha,
      symbol: GRAHA_SYMBOL[position.graha],
      sign: position.rasi,
      degreeText: formatDegreesDms(position.degreesInRasi),
      nakshatra: position.nakshatra,
      pada: position.pada,
      house: position.house,
      retrograde: position.retrograde,
      dignity: position.dignity,
      interpretation:
        readings.length > 0
          ? readings
              .slice(0, 2)
              .map((r) => t.reading(r, position))
              .join(' ')
          : t.composedInterpretation(position),
    };
  });
  const houses: HouseCard[] = chart.houses.map((house) => ({
    house: house.house,
    sign: house.rasi,
    lord: house.lord,
    grahas: house.grahas,
    meaning: t.houseMeaning(house.house),
    influence: t.signInfluence(house.rasiIndex),
  }));
  const runningDasha = options.nowJdUt === undefined ? null : runningDashaAt(chart, options.nowJdUt);
  return {
    locale,
    name: input.name,
    date: input.date,
    time: input.time ? input.time.slice(0, 5) : null,
    place: input.place ?? `${input.lat.toFixed(4)}, ${input.lon.toFixed(4)}`,
    zoneText: input.zone ? `${input.zone}, ${formatUtcOffsetLabel(input.utcOffsetMinutes)}` : formatUtcOffsetLabel(input.utcOffsetMinutes),
    ayanamsaText: t.ayanamsaText(input.ayanamsa, formatDegreesDms(input.ayanamsaDeg)),
    lagnaText: input.timeKnown ? t.lagnaText(chart.lagna.rasi, formatDegreesDms(chart.lagna.degreesInRasi)) : t.lagnaUnknown,
    timeKnown: input.timeKnown,
    insights: keyInsights(chart, t),
    planets,
    houses,
    lifeAreas: lifeAreaSections(chart, runningDasha, t),
    runningDasha,
    disclaimer: t.disclaimer,
  };
}
