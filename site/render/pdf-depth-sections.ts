/**
 * The astrologer sections of the Kundali PDF that come from the chart itself: Jaimini (chara
 * karakas of both schemes, arudha padas, karakamsa) and Remedies, written by the same engine
 * functions as the page's sections and the chat (computeJaimini, remediesFor, remedyLines).
 * Words from site/i18n/kundali-depth.ts.
 */
import type { ChartView } from '../../shared/chart/view';
import { computeJaimini } from '../../shared/compose/jaimini';
import type { Locale } from '../../shared/i18n/locale';
import { remedyTargetLines } from '../../shared/interpretation/remedies/lines';
import { remediesFor, type RemedyChart } from '../../shared/interpretation/remedies/remedies';
import { grahaName } from '../../shared/vocabulary/graha';
import { rasiNameOf } from '../../shared/vocabulary/rasi';
import { kundaliDepthText } from '../i18n/kundali-depth';
import { BODY, H3, type Flow } from './pdf-flow';

/** A label without its Latin abbreviation in brackets ("Arudha lagna (AL)" → "Arudha lagna") for the Hindi PDF. */
const plain = (label: string, locale: Locale) => (locale === 'en' ? label : label.replace(/\s*\([A-Z]+\)$/, ''));

/** Chara karakas, arudha padas, AL, UL and karakamsa. */
export function jaiminiSection(flow: Flow, chart: ChartView, locale: Locale): void {
  const t = kundaliDepthText[locale];
  const j = computeJaimini(chart);
  flow.section(t.jaiminiTitle);
  for (const scheme of [8, 7] as const) {
    flow.paragraph(t.karakas(scheme), H3);
    const list = scheme === 8 ? j.karakas8 : j.karakas7;
    flow.paragraph(list.map((k) => `${t.karakaNames[k.karaka] ?? k.karaka}: ${grahaName(k.graha, locale)}`).join(' · '), BODY, 10);
  }
  flow.paragraph(t.arudhas, H3);
  flow.paragraph(
    [
      `${plain(t.arudhaLagna, locale)}: ${rasiNameOf(j.arudhaLagna, locale)}`,
      `${plain(t.upapada, locale)}: ${rasiNameOf(j.upapada, locale)}`,
      `${t.karakamsa}: ${rasiNameOf(j.karakamsa8, locale)}`,
    ].join(' · '),
    BODY,
    10,
  );
  flow.paragraph(j.arudhas.map((a) => `${t.house} ${a.house}: ${rasiNameOf(a.sign, locale)}`).join(' · '), BODY, 10);
}

/** The remedies of the running dasha lords (at `atJdUt`, Julian day UT) and of the weak or afflicted grahas. */
export function remediesSection(flow: Flow, chart: ChartView, atJdUt: number | null, locale: Locale): void {
  const t = kundaliDepthText[locale];
  const advice = remediesFor(chart as unknown as RemedyChart, atJdUt);
  flow.section(t.remediesTitle);
  flow.paragraph(t.remediesLead);
  for (const target of advice.targets) {
    flow.ensure(80);
    const [heading, ...lines] = remedyTargetLines(target, locale);
    flow.paragraph(heading!, H3);
    for (const line of lines) flow.paragraph(line, BODY, 10);
  }
  if (advice.targets.some((x) => x.gemstone)) flow.paragraph(`${t.gemstoneWeight}: ${advice.weightConvention[locale]}`, BODY);
  flow.paragraph(advice.note[locale], BODY);
}
