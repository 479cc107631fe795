/**
 * The astrologer sections of the Kundali PDF: from the chart itself Jaimini (chara
 * karakas of both schemes, arudha padas, karakamsa) and Remedies, written by the same engine
 * functions as the page's sections and the chat (computeJaimini, remediesFor, remedyLines).
 * Words from site/i18n/kundali-depth.ts.
 */
import type { ChartView } from '../../shared/chart/view';
import type { DashaPeriodView, DashasView } from '../../shared/compose/dashas-view';
import type { KpChart } from '../../shared/compose/kp';
import type { Varshaphal } from '../../shared/compose/varshaphal';
import { formatDegreesDms } from '../../shared/interpretation/format';
import type { Graha } from '../../shared/vocabulary/graha';
import { yoginiName } from '../../shared/jyotish/dashas/yogini';
import { RASIS } from '../../shared/vocabulary/rasi';
import { computeJaimini } from '../../shared/compose/jaimini';
import type { Locale } from '../../shared/i18n/locale';
import { remedyNoteText, remedyTargetLines, weightConventionText } from '../../shared/interpretation/remedies/lines';
import { remedyLanguage } from '../../shared/interpretation/remedies/remedy-texts';
import { remediesFor, type RemedyChart } from '../../shared/interpretation/remedies/remedies';
import { grahaName } from '../../shared/vocabulary/graha';
import { rasiNameOf } from '../../shared/vocabulary/rasi';
import { kundaliDepthText } from '../i18n/kundali-depth';
import { BODY, H3, SMALL, type Flow } from './pdf-flow';

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
  const language = remedyLanguage(locale);
  flow.section(t.remediesTitle);
  flow.paragraph(t.remediesLead);
  for (const target of advice.targets) {
    flow.ensure(80);
    const [heading, ...lines] = remedyTargetLines(target, language);
    flow.paragraph(heading!, H3);
    for (const line of lines) flow.paragraph(line, BODY, 10);
  }
  if (advice.targets.some((x) => x.gemstone)) flow.paragraph(`${t.gemstoneWeight}: ${weightConventionText(advice, language)}`, BODY);
  flow.paragraph(remedyNoteText(advice, language), BODY);
}

/** What the report page's astrologer sections fetched (GET /api/dashas, /api/kp, /api/varshaphal), for the PDF to print. */
export interface PdfDepth {
  /** Yogini, Ashtottari and Chara, each as served. */
  dashas: DashasView[];
  kp: KpChart | null;
  varshaphal: Varshaphal | null;
}

/** How many sections `depth` adds to the PDF (for the contents' reserved lines). */
export function depthSectionCount(depth: PdfDepth | undefined): number {
  return depth ? (depth.dashas.length > 0 ? 1 : 0) + (depth.kp ? 1 : 0) + (depth.varshaphal ? 1 : 0) : 0;
}

const day = (iso: string) => iso.slice(0, 10);

/** Other dashas: each system's mahadashas from the one running at birth, the one running at `todayIso` marked with its antardashas. */
export function otherDashasSection(flow: Flow, dashas: readonly DashasView[], todayIso: string | null, locale: Locale): void {
  const t = kundaliDepthText[locale];
  if (dashas.length === 0) return;
  flow.section(t.dashasTitle);
  flow.paragraph(t.dashasLead);
  const name = (p: DashaPeriodView) =>
    p.sign ? rasiNameOf(p.sign, locale) : `${p.yogini ? `${yoginiName(p.yogini, locale)} · ` : ''}${grahaName(p.lord!, locale)}`;
  const columns = [0, 150, 240, 330];
  for (const d of dashas) {
    flow.ensure(120);
    const title =
      d.system === 'chara' ? `${t.chara} (${d.method === 'pvn-rao' ? t.pvnRao : t.knRao})` : t[d.system as 'yogini' | 'ashtottari'];
    flow.paragraph(title, H3);
    if (d.applicable !== null) flow.paragraph(t.ashtottariApplies(d.applicable), SMALL);
    flow.row([t.period, t.from, t.until, t.years], columns, { size: 9, bold: true });
    const isRunning = (p: DashaPeriodView) => todayIso !== null && p.start <= todayIso && todayIso < p.end;
    let running: DashaPeriodView | null = null;
    for (const p of d.mahadashas) {
      if (p.start.slice(0, 4) > String(Number((todayIso ?? p.start).slice(0, 4)) + 60)) break;
      if (isRunning(p)) running = p;
      flow.row(
        [`${name(p)}${isRunning(p) ? ` (${t.running})` : ''}`, day(p.start), day(p.end), String(Math.round(p.years * 100) / 100)],
        columns,
        { size: 9, bold: isRunning(p) },
      );
    }
    if (running?.antardashas) {
      flow.paragraph(t.subPeriods(name(running)), BODY);
      flow.paragraph(
        running.antardashas.map((a) => `${name(a)} ${day(a.start)}${isRunning(a) ? ` (${t.running})` : ''}`).join(' · '),
        SMALL,
        10,
      );
    }
  }
}

/** KP: the cusps with their four lords, each house's significators (strongest first) and the ruling planets. */
export function kpSection(flow: Flow, kp: KpChart, locale: Locale): void {
  const t = kundaliDepthText[locale];
  const g = (x: Graha) => grahaName(x, locale);
  flow.section(t.kpTitle);
  flow.paragraph(t.kpLead);
  if (kp.caution) flow.paragraph(locale === 'en' ? kp.caution : t.kpPorphyry, SMALL);
  flow.paragraph(t.cuspsTable, H3);
  const columns = [0, 40, 140, 220, 300, 380];
  flow.row([t.house, t.cusp, t.signLord, t.starLord, t.subLord, t.subSubLord], columns, { size: 9, bold: true });
  kp.cuspLords.forEach((l, i) => {
    const deg = kp.cusps[i]!;
    const at = `${rasiNameOf(RASIS[Math.floor(deg / 30)]!, locale)} ${formatDegreesDms(deg % 30)}`;
    flow.row([String(l.house), at, g(l.signLord), g(l.starLord), g(l.subLord), g(l.subSubLord)], columns, { size: 9 });
  });
  flow.y += 6;
  flow.paragraph(t.significators, H3);
  for (const s of kp.significators) {
    const levels = [s.occupantsStar, s.occupants, s.lordStar, [s.lord]].map((level) => (level.length ? level.map(g).join(', ') : '–'));
    flow.paragraph(`${t.house} ${s.house}: ${levels.map((l, i) => `${i + 1}. ${l}`).join('  ')}`, BODY, 10);
  }
  flow.paragraph(t.rulingPlanets, H3);
  flow.paragraph(
    Object.entries(kp.rulingPlanets)
      .map(([key, lord]) => `${t.rulingNames[key] ?? key}: ${g(lord)}`)
      .join(' · '),
    BODY,
    10,
  );
}

/** Varshaphal: the year's moment, annual ascendant, muntha, year lord with the candidates, sahams and mudda dasha. */
export function varshaphalSection(flow: Flow, v: Varshaphal, locale: Locale): void {
  const t = kundaliDepthText[locale];
  const g = (x: Graha) => grahaName(x, locale);
  flow.section(t.varshaphalTitle);
  flow.paragraph(t.varshaphalLead);
  flow.paragraph(`${t.yearLabel}: ${v.year}. ${t.yearStarts(v.moment.replace('T', ' '))}`, BODY);
  flow.paragraph(
    [
      `${t.annualAscendant}: ${rasiNameOf(v.ascendantSign, locale)} ${formatDegreesDms(v.ascendantDeg % 30)}`,
      `${t.muntha}: ${rasiNameOf(v.munthaSign, locale)}`,
      `${t.yearLord}: ${g(v.yearLord)}`,
    ].join(' · '),
    BODY,
  );
  flow.paragraph(t.candidates, H3);
  const columns = [0, 150, 240, 360];
  flow.row([t.office, t.yearLord, t.strength, t.aspectsLagna], columns, { size: 9, bold: true });
  for (const c of v.candidates)
    flow.row([t.officeNames[c.office] ?? c.office, g(c.graha), c.panchaVargeeyaBala.toFixed(2), c.aspectsLagna ? t.yes : t.no], columns, {
      size: 9,
    });
  flow.y += 6;
  flow.paragraph(t.sahams, H3);
  flow.paragraph(
    v.sahams
      .map((s) => `${t.sahamNames[s.name] ?? s.name}: ${rasiNameOf(s.sign, locale)} ${formatDegreesDms(s.longitude % 30)}`)
      .join(' · '),
    BODY,
    10,
  );
  flow.paragraph(t.mudda, H3);
  flow.paragraph(v.muddaDasha.map((p) => `${g(p.lord)} ${day(p.start)} (${p.days.toFixed(1)} ${t.days})`).join(' · '), BODY, 10);
}
