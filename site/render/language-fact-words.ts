/**
 * The words of the Kundali PDF's fact lines (the ayanamsa and lagna line, the birth panchang and
 * avakhada rows) in the PDF's language, for a language whose report is not written yet
 * (report-language.ts): it reads the report's sentences in English, but a fact line is
 * names, not prose, so theirs come from the vocabulary in that language — without this the lagna,
 * the tithi, the weekday and the yoni of a Tamil PDF (and page) were English words. Used by the PDF
 * (fact-words.ts) and by the report page, which loads it on the regional languages' pages alone.
 */
import type { Locale } from '../../shared/i18n/locale';
import { PADA_SYLLABLE_NAMES } from '../../shared/jyotish/avakhada';
import { panchangName } from '../../shared/jyotish/panchang-names';
import type { ReportText } from '../../shared/interpretation/report/report-text';
import { ayanamsaName } from '../../shared/vocabulary/ayanamsa-names';
import { grahaName } from '../../shared/vocabulary/graha';
import { sanskritNameIn } from '../../shared/vocabulary/localized';
import { nakshatraNameOf } from '../../shared/vocabulary/nakshatra';
import { rasiNameOf } from '../../shared/vocabulary/rasi';
import { attributeValueName, AVAKHADA_FIELD_NAMES, termName } from '../../shared/vocabulary/terms';
import { panchangText } from '../i18n/panchang';

/** `prose` (the report text of `locale`'s prose language) with `locale`'s names in its fact lines, when they differ. */
export function languageFactWords(prose: ReportText, locale: Locale): ReportText {
  if (prose.locale === locale) return prose;
  const field = (name: keyof typeof AVAKHADA_FIELD_NAMES) => sanskritNameIn(AVAKHADA_FIELD_NAMES[name], locale);
  return {
    ...prose,
    graha: (graha) => grahaName(graha, locale),
    lagnaText: (rasi, degrees) => `${rasiNameOf(rasi, locale)} ${degrees}`,
    ayanamsaText: (ayanamsa, degrees) => `${ayanamsaName(ayanamsa, locale)} (${degrees})`,
    panchangLabels: {
      tithi: termName('tithi', locale),
      vara: termName('vara', locale),
      nakshatra: termName('nakshatra', locale),
      yoga: termName('yoga', locale),
      karana: termName('karana', locale),
      sunrise: panchangText[locale].sunrise,
      sunset: panchangText[locale].sunset,
    },
    panchangName: (name) => panchangName(name, locale),
    nakshatraWithPada: (nakshatra, pada) => `${nakshatraNameOf(nakshatra, locale)}, ${termName('pada', locale)} ${pada}`,
    avakhadaLabels: {
      varna: field('varna'),
      vashya: field('vashya'),
      yoni: field('yoni'),
      gana: field('gana'),
      nadi: field('nadi'),
      rasiLord: field('rasiLord'),
      syllable: field('nakshatraPadaLetter'),
    },
    attributeValue: (value) => attributeValueName(value, locale),
    syllable: (letter) => {
      const entry = PADA_SYLLABLE_NAMES.find((n) => n.en === letter);
      return entry ? sanskritNameIn(entry, locale) : letter;
    },
  };
}
