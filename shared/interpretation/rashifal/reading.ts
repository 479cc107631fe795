/**
 * A rashifal's words, composed from its facts (facts.ts): for each life area the report uses
 * (life-areas.ts), one sentence per transit that touches the area — a graha in one of the area's
 * houses counted from the Moon sign, or the area's karaka — worded by whether the house is good
 * for it and whether vedha obstructs it; the period's ingresses, stations and eclipses in the
 * area's houses; chandrashtama under health, Saturn's spell under career. The area's karakas are
 * always cited, so no section is empty. Every sentence names
 * the transit it comes from (`cites`), and the `why` list states each transit once.
 */
import type { Locale } from '../../i18n/locale';
import type { Graha } from '../../vocabulary/graha';
import { lifeAreaTitle } from '../life-area-titles';
import { LIFE_AREAS, PAGE_LIFE_AREAS, type LifeAreaId } from '../life-areas';
import { festivalNameIn, type RashifalEvent, type RashifalFacts, type RashifalTransit } from './facts';
import { rashifalText } from './text';

/** One sentence of a section and the transit (graha) it is read from. */
export interface RashifalSentence {
  text: string;
  cites: Graha;
}

/** The leaning of a section from its transits: more good than difficult, the reverse, or even. */
export type RashifalTone = 'favourable' | 'mixed' | 'challenging';

/** One life area's reading. */
export interface RashifalSection {
  area: LifeAreaId;
  title: string;
  tone: RashifalTone;
  sentences: RashifalSentence[];
}

/** The worded rashifal. */
export interface RashifalReading {
  sections: RashifalSection[];
  why: string[];
}

/** Score of a transit: +1 good and unobstructed, −1 not a good house, 0 good but obstructed. */
function score(t: RashifalTransit): number {
  if (!t.favourable) return -1;
  return t.obstructedBy.length ? 0 : 1;
}

/** The rashifal's sections and why list in `locale`. */
export function rashifalReading(facts: RashifalFacts, locale: Locale): RashifalReading {
  const T = rashifalText(locale);
  // A day or a week is the Moon's; longer periods are read from the slower grahas (the Moon passes every house).
  const considered = facts.transits.filter((t) => t.graha !== 'Moon' || facts.period === 'day' || facts.period === 'week');

  const sections = PAGE_LIFE_AREAS.map((id): RashifalSection => {
    const area = LIFE_AREAS[id];
    const cited = considered.filter((t) => area.houses.includes(t.house) || area.karakas.includes(t.graha));
    const sentences: RashifalSentence[] = cited.map((t) => {
      const g = T.graha(t.graha);
      const text = !t.favourable
        ? T.difficult(g, t.house)
        : t.obstructedBy.length
          ? T.obstructed(g, t.house, t.obstructedBy.map(T.graha))
          : T.good(g, t.house);
      return { text, cites: t.graha };
    });
    for (const e of facts.events) {
      const s = eventSentence(e, area.houses, T);
      if (s) sentences.push(s);
    }
    if (id === 'health')
      for (const e of facts.events) if (e.kind === 'chandrashtama') sentences.push({ text: T.chandrashtama(e.at, e.until), cites: 'Moon' });
    if (id === 'career' && facts.saturn.kind) sentences.push({ text: T.saturn(facts.saturn.kind, facts.saturn.phase), cites: 'Saturn' });
    const total = cited.reduce((sum, t) => sum + score(t), 0);
    const tone: RashifalTone = total > 0 ? 'favourable' : total < 0 ? 'challenging' : 'mixed';
    const title = lifeAreaTitle(id, locale);
    return { area: id, title, tone, sentences };
  });

  const why = considered.map((t) => T.why(T.graha(t.graha), t.signIndex, t.house, t.favourable, t.obstructedBy.map(T.graha), t.retrograde));
  for (const e of facts.events) if (e.kind === 'festival') why.push(T.festival(festivalNameIn(e, locale), e.at));
  return { sections, why };
}

/** The sentence an event in one of `houses` adds, citing the graha it concerns. */
function eventSentence(e: RashifalEvent, houses: readonly number[], T: ReturnType<typeof rashifalText>): RashifalSentence | null {
  if (e.kind === 'ingress' && houses.includes(e.house))
    return { text: T.enters(T.graha(e.graha), e.house, e.at, e.retrograde), cites: e.graha };
  if (e.kind === 'station' && houses.includes(e.house))
    return { text: T.station(T.graha(e.graha), e.turns, e.house, e.at), cites: e.graha };
  if (e.kind === 'eclipse' && houses.includes(e.house))
    return { text: T.eclipse(e.eclipse, e.house, e.at), cites: e.eclipse.startsWith('solar') ? 'Sun' : 'Moon' };
  return null;
}
