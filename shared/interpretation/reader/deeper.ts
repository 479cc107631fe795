/**
 * "Tell me more": the next layer of the conversation's topic, never a line already said. For a
 * life area the layers are (1) the inner evidence — the navamsa (D9) signs of the area's lord and
 * karakas and the nakshatras they sit in with their lords — and (2) the later periods that bring
 * the area forward; after that, the related area that has not been discussed. Every bullet line
 * of the earlier answers is left out, so a layer already given moves on to the next.
 */
import type { ChartModel } from '../../model/chart';
import { debilitationRasi, EXALTATION, ownsRasi } from '../../jyotish/classical';
import type { Graha } from '../../vocabulary/graha';
import type { ChartDigest } from '../chart-digest';
import { isLifeAreaId, LIFE_AREA_IDS, LIFE_AREAS, type LifeAreaId } from '../life-areas';
import { periodsToWatch, subPeriodLabel } from './sections';
import type { ReaderText } from './text';

/** The area a visitor is likely to want after this one. */
const NEXT_AREA: Readonly<Record<LifeAreaId, LifeAreaId>> = {
  relationships: 'children',
  children: 'education',
  education: 'career',
  career: 'finances',
  finances: 'property',
  property: 'finances',
  health: 'growth',
  growth: 'health',
  travel: 'career',
};

/** True when a Markdown line is a bullet (what "never repeats" is about; headings may recur). */
export const isBullet = (line: string) => /^\s*- /.test(line);

/** The lines not said before; a sub-bullet goes with its said parent (it would stand alone otherwise). */
function unsaid(lines: string[], said: ReadonlySet<string>): string[] {
  const out: string[] = [];
  let parentSaid = false;
  for (const line of lines) {
    const sub = /^\s+- /.test(line);
    if (!sub && isBullet(line)) parentSaid = said.has(line.trim());
    if (!isBullet(line)) parentSaid = false;
    if (isBullet(line) && (said.has(line.trim()) || (sub && parentSaid))) continue;
    out.push(line);
  }
  return out;
}

/** Drops a bold heading with no bullet under it, and the blank lines that doubled up. */
function withoutEmptyHeadings(lines: string[]): string[] {
  const kept = lines.filter((line, i) => {
    if (!/^\*\*.*\*\*$/.test(line)) return true;
    const rest = lines.slice(i + 1);
    const nextHeading = rest.findIndex((l) => /^\*\*.*\*\*$/.test(l));
    return (nextHeading < 0 ? rest : rest.slice(0, nextHeading)).some(isBullet);
  });
  return kept.filter((line, i) => line !== '' || (i > 0 && kept[i - 1] !== ''));
}

/** The area's grahas: the main house lord (with a birth time), then its karakas, once each. */
function areaGrahas(facts: ChartDigest, area: LifeAreaId, timeKnown: boolean): Graha[] {
  const a = LIFE_AREAS[area];
  const lord = facts.houses[a.houses[0]! - 1]!.lord;
  return [...new Set<Graha>([...(timeKnown ? [lord] : []), ...a.karakas])];
}

/** Layer 1: the navamsa signs and nakshatras of the area's grahas. */
function innerLayer(T: ReaderText, chart: ChartModel, facts: ChartDigest, area: LifeAreaId, timeKnown: boolean): string[] {
  const lines: string[] = [];
  const main = LIFE_AREAS[area].houses[0]!;
  for (const graha of areaGrahas(facts, area, timeKnown)) {
    const p = facts.planets.find((x) => x.planet === graha)!;
    const g = chart.grahas.find((x) => x.graha === graha)!;
    const navamsa = g.vargas[9];
    // In a varga only the sign counts: exaltation, debilitation or own sign (no degrees, no moolatrikona).
    const d9 =
      EXALTATION[graha].rasiIndex === navamsa
        ? 'exalted'
        : debilitationRasi(graha) === navamsa
          ? 'debilitated'
          : ownsRasi(graha, navamsa)
            ? 'own'
            : null;
    const role = timeKnown && facts.houses[main - 1]!.lord === graha ? T.houseLord(main) : T.significatorOf(graha);
    lines.push(T.navamsaLine(graha, role, p.navamsaSign, d9 ? T.dignity(d9) : null));
    lines.push(T.nakshatraLordLine(graha, p.nakshatra, p.pada, g.nakshatraLord));
  }
  return lines;
}

/** Layer 2: the periods after the first four that bring the area forward. */
function laterLayer(T: ReaderText, chart: ChartModel, facts: ChartDigest, area: LifeAreaId, timeKnown: boolean): string[] {
  const a = LIFE_AREAS[area];
  const main = facts.houses[a.houses[0]! - 1]!;
  const grahas = [...new Set<Graha>([...(timeKnown ? [main.lord, ...main.occupants] : []), ...a.karakas])];
  const later = periodsToWatch(chart, grahas, 10).slice(4);
  return later.length
    ? [
        T.laterPeriods(
          T.areaTitle(area),
          later.map((p) => ({ ...p, label: subPeriodLabel(T, chart, p) })),
        ),
      ]
    : [];
}

/**
 * The deeper answer for `topic`, given every line already said and the area answerer for the
 * related area; the heading line first. `said` holds the earlier answers' lines.
 */
export function deeperAnswer(
  T: ReaderText,
  chart: ChartModel,
  facts: ChartDigest,
  topic: string,
  said: ReadonlySet<string>,
  areaAnswer: (area: LifeAreaId) => string[],
): string[] {
  const fresh = (lines: string[]) => withoutEmptyHeadings(unsaid(lines, said));
  const bullets = (lines: string[]) => lines.filter(isBullet).length;
  const timeKnown = chart.input.timeKnown;
  const start: LifeAreaId = isLifeAreaId(topic) ? topic : (LIFE_AREA_IDS.find((id) => !said.has(`area:${id}`)) ?? 'career');
  if (isLifeAreaId(topic)) {
    for (const layer of [innerLayer, laterLayer]) {
      const lines = fresh(layer(T, chart, facts, topic, timeKnown));
      if (bullets(lines)) return [T.moreHeading(T.areaTitle(topic)), ...lines];
    }
  }
  // The next area not yet discussed, starting from the related one.
  let next: LifeAreaId = isLifeAreaId(topic) ? NEXT_AREA[topic] : start;
  for (let i = 0; i < LIFE_AREA_IDS.length; i++) {
    const lines = fresh(areaAnswer(next));
    if (bullets(lines) >= 2) {
      const done = isLifeAreaId(topic) ? T.areaTitle(topic) : T.otherTitle('general');
      return [T.moreNext(done, T.areaTitle(next)), '', ...lines];
    }
    next = LIFE_AREA_IDS[(LIFE_AREA_IDS.indexOf(next) + 1) % LIFE_AREA_IDS.length]!;
  }
  return [T.askAbout];
}
