/**
 * The message that starts a conversation automatically (spec: "the first prompt built from
 * name, birth date, time of birth, location and planet info"). Planet info is a short summary
 * of the computed chart when it could be fetched; the server recomputes the chart anyway.
 */
import type { LeanChart } from '../../../shared/chart/view';
import { formatDegreesDecimal } from '../../../shared/interpretation/degrees-decimal';
import type { Locale } from '../../../shared/i18n/locale';
import { chatSubjectMessages } from '../../i18n/chat-subjects';
import type { BirthDetails } from '../../stores/birth';
import { grahaName } from '../../../shared/vocabulary/graha';
import { rasiNameOf } from '../../../shared/vocabulary/rasi';
import { chatText } from '../../i18n/chat';

/** "Sun in Leo (house 5), Moon in Taurus (house 2), …" from a chart's grahas. */
export function planetSummary(chart: Pick<LeanChart, 'grahas'>, locale: Locale = 'en'): string {
  const t = chatText[locale];
  return chart.grahas
    .map((g) => t.planetIn(grahaName(g.graha, locale), rasiNameOf(g.rasi, locale), formatDegreesDecimal(g.degreesInRasi), g.house))
    .join(', ');
}

/** The first prompt for a birth, with the planet summary when known. */
export function firstPrompt(birth: BirthDetails, year: number, planets: string | null, locale: Locale = 'en'): string {
  const t = chatText[locale];
  const lines = [t.nameLine(birth.name, birth.birthDate, birth.timeOfBirth || null, birth.place.address)];
  if (planets) lines.push(t.planetsLine(planets));
  lines.push(t.readingRequest(year));
  return lines.join(' ');
}

/** The first prompt about a saved person (`relation` as the visitor saved it, e.g. "husband"), in the page's language. */
export function personFirstPrompt(
  birth: BirthDetails,
  relation: string,
  year: number,
  planets: string | null,
  locale: Locale = 'en',
): string {
  const t = chatSubjectMessages[locale];
  const who = relation.trim() ? t.myRelation(birth.name, relation.trim()) : birth.name;
  return t.personPrompt({ who, date: birth.birthDate, time: birth.timeOfBirth || null, place: birth.place.address, planets, year });
}
