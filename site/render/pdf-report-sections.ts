/**
 * The whole-chart sections of the Kundali PDF (issue 15): birth panchang and avakhada, the
 * ashtakavarga (Sarvashtakavarga drawn as a North Indian chart, the Bhinnashtakavarga grid),
 * shadbala bars and bhava bala, yogas and doshas with their reasons, the dasha timeline with
 * the running periods, and "Now" (today's transits, Sade Sati and Dhaiya over the life, the next
 * twelve months). The words come from the same interpretation functions as the page.
 */
import type { ChartView } from '../../shared/chart/view';
import type { Locale } from '../../shared/i18n/locale';
import type { NowReport } from '../../shared/interpretation/report/now';
import {
  avakhadaRows,
  bhavaBalaReading,
  birthPanchangRows,
  sarvaReading,
  shadbalaReading,
  SAV_STRONG_MIN,
  SAV_WEAK_BELOW,
} from '../../shared/interpretation/report/whole-chart';
import { yogaSection } from '../../shared/interpretation/yogas';
import { yogaLanguage } from '../../shared/interpretation/yoga-text';
import type { ReportText } from '../../shared/interpretation/report/report-text';
import { signOfHouse } from '../../shared/jyotish/classical';
import { grahaAbbreviation, grahaName, SAPTA_GRAHAS, type Graha } from '../../shared/vocabulary/graha';
import { rasiName, rasiNameOf } from '../../shared/vocabulary/rasi';
import { kundaliReportText } from '../i18n/kundali-report';
import { yogaText } from '../i18n/yogas';
import { BODY, CONTENT_WIDTH_PT, H3, MARGIN_PT, SMALL, type Flow } from './pdf-flow';
import { PDF_LABELS } from '../i18n/pdf';
import type { PdfPage, TextStyle } from './pdf-writer';
import { NORTH_CHART_UNITS, NORTH_HOUSES, NORTH_LINES } from './north-indian-geometry';
import { saturnSpellName, saturnStretchNameIn } from '../../shared/vocabulary/terms';
import { nowReadingIn } from '../../shared/interpretation/report/now-reading';

const BROWN = [0.49, 0.18, 0.07] as const;
const GREY = [0.55, 0.53, 0.5] as const;
const STRONG = [0.13, 0.45, 0.24] as const;
const WEAK = [0.7, 0.25, 0.2] as const;
const SAV_PT = 220;

/** Birth panchang and avakhada as two label/value columns (the page's rows, in `locale`, worded by `t`). */
export function panchangSection(flow: Flow, chart: ChartView, locale: Locale, t: ReportText): void {
  const W = kundaliReportText[locale];
  flow.section(W.panchangTitle);
  const panchang = birthPanchangRows(chart.panchang, t);
  const avakhada = avakhadaRows(chart.avakhada, t);
  flow.row([W.panchangAtBirth, W.avakhada], [0, CONTENT_WIDTH_PT / 2], H3);
  for (let i = 0; i < Math.max(panchang.length, avakhada.length); i++) {
    const p = panchang[i];
    const a = avakhada[i];
    flow.row([p?.label ?? '', p?.value ?? '', a?.label ?? '', a?.value ?? ''], [0, 90, CONTENT_WIDTH_PT / 2, CONTENT_WIDTH_PT / 2 + 90]);
  }
  flow.y += 6;
}

/** The Sarvashtakavarga as a North Indian chart: bindus in each house, the sign number beside. */
function drawSav(
  page: PdfPage,
  sarva: readonly number[],
  firstHouseSign: number,
  x: number,
  y: number,
  sizePt: number,
  title: string,
): void {
  const scale = sizePt / NORTH_CHART_UNITS;
  page.text(x, y - 6, title, H3);
  for (const [from, to] of NORTH_LINES) page.line(x + from[0] * scale, y + from[1] * scale, x + to[0] * scale, y + to[1] * scale, 1, BROWN);
  NORTH_HOUSES.forEach((shape, index) => {
    const sign = signOfHouse(firstHouseSign, index + 1);
    const number = String(sign + 1);
    const numberStyle: TextStyle = { size: 7.5, color: GREY };
    page.text(
      x + shape.signNumber[0] * scale - page.textWidthPt(number, numberStyle) / 2,
      y + shape.signNumber[1] * scale + 3,
      number,
      numberStyle,
    );
    const bindus = sarva[sign]!;
    const style: TextStyle = {
      size: 13,
      bold: true,
      color: bindus >= SAV_STRONG_MIN ? STRONG : bindus < SAV_WEAK_BELOW ? WEAK : [0, 0, 0],
    };
    const text = String(bindus);
    page.text(x + shape.label[0] * scale - page.textWidthPt(text, style) / 2, y + shape.label[1] * scale + 5, text, style);
  });
}

/** Ashtakavarga: the SAV chart, a one-line reading, and the seven BAV rows with the Sarva row. */
export function ashtakavargaSection(flow: Flow, chart: ChartView, firstHouseSign: number, locale: Locale, t: ReportText): void {
  const W = kundaliReportText[locale];
  flow.section(W.ashtakavarga);
  const sarva = chart.ashtakavarga.sarva;
  const total = sarva.reduce((a, b) => a + b, 0);
  flow.paragraph(sarvaReading(chart.ashtakavarga, firstHouseSign, t));
  flow.ensure(SAV_PT + 30);
  const top = flow.y + 22;
  drawSav(flow.page, sarva, firstHouseSign, MARGIN_PT + (CONTENT_WIDTH_PT - SAV_PT) / 2, top, SAV_PT, W.savCaption(total));
  flow.y = top + SAV_PT + 8;
  flow.paragraph(W.bavCaption, H3);
  const columns = [0, ...Array.from({ length: 12 }, (_, i) => 62 + i * 33), 62 + 12 * 33 + 4];
  const small: TextStyle = { size: 8.5 };
  flow.row(
    [W.graha, ...Array.from({ length: 12 }, (_, i) => (locale === 'en' ? rasiName(i, locale).slice(0, 3) : rasiName(i, locale))), W.total],
    columns,
    {
      size: 8.5,
      bold: true,
    },
  );
  for (const g of SAPTA_GRAHAS) {
    const row = chart.ashtakavarga.bhinna[g];
    flow.row([grahaName(g, locale), ...row.map(String), String(row.reduce((a, b) => a + b, 0))], columns, small);
  }
  flow.row([W.sarva, ...sarva.map(String), String(total)], columns, { size: 8.5, bold: true });
  flow.y += 6;
}

/** Shadbala as horizontal bars against each graha's required minimum, then the bhava balas. */
export function shadbalaSection(flow: Flow, chart: ChartView, locale: Locale, t: ReportText): void {
  const W = kundaliReportText[locale];
  flow.section(W.balaTitle);
  flow.paragraph(shadbalaReading(chart.shadbala, t));
  flow.paragraph(W.shadbalaCaption, SMALL);
  const rows = SAPTA_GRAHAS.map((g) => ({ graha: g, total: chart.shadbala[g].totalRupas, required: chart.shadbala[g].requiredRupas }));
  const max = Math.max(...rows.map((r) => Math.max(r.total, r.required))) * 1.1;
  const left = MARGIN_PT + 70;
  const width = CONTENT_WIDTH_PT - 120;
  const x = (v: number) => left + (v / max) * width;
  const rowPt = 18;
  flow.ensure(rows.length * rowPt + 8);
  for (const r of rows) {
    const y = flow.y + 4;
    flow.page.text(MARGIN_PT, y + 10, grahaName(r.graha, locale), BODY);
    flow.page.rect(left, y, x(r.total) - left, 12, { fill: r.total >= r.required ? STRONG : WEAK });
    flow.page.line(x(r.required), y - 2, x(r.required), y + 14, 1.5, [0.1, 0.1, 0.1]);
    flow.page.text(x(Math.max(r.total, r.required)) + 6, y + 10, r.total.toFixed(2), BODY);
    flow.y += rowPt;
  }
  flow.y += 8;
  if (!chart.bhavaBala) return;
  flow.paragraph(bhavaBalaReading(chart.bhavaBala, t));
  flow.paragraph(W.bhavaBalaCaption, H3);
  const columns = [0, ...chart.bhavaBala.map((_, i) => 50 + i * 37)];
  flow.row([W.house, ...chart.bhavaBala.map((h) => String(h.house))], columns, { size: 8.5, bold: true });
  flow.row([W.rupas, ...chart.bhavaBala.map((h) => h.totalRupas.toFixed(2))], columns, { size: 8.5 });
  flow.y += 6;
}

/** Yogas and doshas with their reasons, cancellations and sources (the page's words). */
export function yogasSection(flow: Flow, chart: ChartView, locale: Locale): void {
  if (!chart.yogas) return;
  const t = yogaText[locale];
  const section = yogaSection(chart.predictions, chart.yogas, yogaLanguage(locale));
  flow.section(t.title);
  flow.paragraph(t.checksTitle, H3);
  flow.paragraph(section.manglik, BODY, 10);
  flow.paragraph(section.kalaSarpa, BODY, 10);
  for (const group of section.groups) {
    flow.ensure(60);
    flow.paragraph(group.title, H3);
    for (const item of group.items) {
      flow.ensure(44);
      flow.paragraph(`${item.name} (${item.natureLabel})`, { size: 10, bold: true }, 10);
      flow.paragraph(`${t.why}: ${item.reason}`, BODY, 10);
      if (item.cancellation) flow.paragraph(`${t.cancellation}: ${item.cancellation}`, BODY, 10);
      // As on the page: "rule" in lower case after the dash in English only.
      flow.paragraph(`${t.source}: ${item.source} — ${locale === 'en' ? t.rule.toLowerCase() : t.rule}: ${item.condition}`, SMALL, 10);
    }
  }
}

const MAHA_FILLS = [
  [0.93, 0.89, 0.82],
  [0.85, 0.8, 0.9],
] as const;

/** Mahadashas as one horizontal bar over the life with today marked; the running periods with dates; the running mahadasha's antardashas. */
export function dashaTimelineSection(
  flow: Flow,
  chart: ChartView,
  running: { level: string; lord: Graha; start: string; end: string }[],
  todayJdUt: number | null,
  locale: Locale,
): void {
  const L = PDF_LABELS[locale];
  flow.section(L.dashaTimeline);
  flow.paragraph(L.dashaTimelineNote, SMALL);
  const mahas = chart.dasha.mahadashas;
  const startJd = mahas[0]!.startJdUt;
  const endJd = mahas.at(-1)!.endJdUt;
  const x = (jd: number) => MARGIN_PT + ((jd - startJd) / (endJd - startJd)) * CONTENT_WIDTH_PT;
  flow.ensure(60);
  const top = flow.y + 8;
  mahas.forEach((m, i) => {
    const x0 = x(m.startJdUt);
    const x1 = x(m.endJdUt);
    flow.page.rect(x0, top, x1 - x0, 22, { fill: MAHA_FILLS[i % 2], stroke: BROWN, widthPt: 0.5 });
    const label = grahaAbbreviation(m.lord, locale);
    const style: TextStyle = { size: 8, bold: true };
    if (x1 - x0 > flow.page.textWidthPt(label, style) + 2)
      flow.page.text((x0 + x1) / 2 - flow.page.textWidthPt(label, style) / 2, top + 14, label, style);
    const year = m.start.slice(0, 4);
    if (x1 - x0 > 22 || i === 0) flow.page.text(x0 + 1, top + 32, year, { size: 6.5, color: GREY });
  });
  if (todayJdUt !== null && todayJdUt > startJd && todayJdUt < endJd)
    flow.page.line(x(todayJdUt), top - 4, x(todayJdUt), top + 26, 2, [0.8, 0.1, 0.1]);
  flow.y = top + 40;
  if (running.length > 0) {
    flow.paragraph(L.runningPeriods, H3);
    for (const r of running)
      flow.paragraph(L.periodLine(r.level, grahaName(r.lord, locale), L.dateRange(r.start.slice(0, 10), r.end.slice(0, 10))), BODY, 10);
  }
  for (const m of mahas) flow.row([grahaName(m.lord, locale), L.dateRange(m.start.slice(0, 10), m.end.slice(0, 10))], [10, 90]);
  const maha = running.length > 0 ? mahas.find((m) => m.lord === running[0]!.lord && m.start === running[0]!.start) : undefined;
  if (maha) {
    flow.y += 4;
    flow.paragraph(L.antardashasOf(grahaName(maha.lord, locale)), H3);
    for (const a of maha.antardashas)
      flow.row([grahaName(a.lord, locale), L.dateRange(a.start.slice(0, 10), a.end.slice(0, 10))], [10, 90], { size: 9 });
  }
  flow.y += 6;
}

/** "Now": today's transits by house from the lagna and the Moon, the Saturn spells of the life with the current one marked, the year's events with their readings. */
export function nowSection(flow: Flow, now: NowReport, locale: Locale): void {
  const L = PDF_LABELS[locale];
  flow.section(L.nowTitle(now.day));
  flow.paragraph(L.transitsToday, H3);
  const columns = [0, 90, 230, 350];
  flow.row([...L.transitHead], columns, { size: 9.5, bold: true });
  for (const p of now.positions)
    flow.row(
      [
        grahaName(p.graha, locale) + (p.retrograde && p.graha !== 'Rahu' && p.graha !== 'Ketu' ? ` ${L.retrogradeMark}` : ''),
        `${rasiNameOf(p.rasi, locale)} ${Math.floor(p.degreesInRasi)}°`,
        String(p.houseFromLagna),
        String(p.houseFromMoon),
      ],
      columns,
      { size: 9.5 },
    );
  flow.y += 6;
  if (now.running) flow.paragraph(nowReadingIn(now.running.reading, locale));
  flow.paragraph(L.saturnSpells, H3);
  for (const spell of now.saturn) {
    flow.ensure(30);
    flow.paragraph(
      `${saturnSpellName(spell.kind, locale)}: ${L.dateRange(spell.start.slice(0, 10), spell.end.slice(0, 10))}${spell.current ? ` ${L.currentMark}` : ''}`,
      { size: 9.5, bold: spell.current },
      10,
    );
    if (spell.current) {
      for (const s of spell.stretches)
        flow.paragraph(
          `${saturnStretchNameIn(s, locale)}, ${rasiNameOf(s.rasi, locale)}: ${L.dateRange(s.start.slice(0, 10), s.end.slice(0, 10))}${s.current ? ` ${L.currentMark}` : ''}`,
          { size: 9 },
          22,
        );
      flow.paragraph(nowReadingIn(spell.reading, locale), { size: 9 }, 22);
    }
  }
  flow.paragraph(L.yearAhead(now.events.from.slice(0, 10), now.events.to.slice(0, 10)), H3);
  for (const event of now.events.list) {
    flow.ensure(26);
    flow.paragraph(`${event.instant.slice(0, 10)}: ${nowReadingIn(event.reading, locale)}`, { size: 9.5 }, 10);
  }
}
