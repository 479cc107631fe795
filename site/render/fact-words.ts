/** The Kundali PDF's fact-line words in its language (language-fact-words.ts says why they differ from its prose). */
import { proseLocale, type Locale } from '../../shared/i18n/locale';
import { reportText } from '../../shared/interpretation/report/report-texts';
import type { ReportText } from '../../shared/interpretation/report/report-text';
import { languageFactWords } from './language-fact-words';

/** The report text for `locale`'s fact lines: its prose language's, with `locale`'s names when they differ. */
export const factWords = (locale: Locale): ReportText => languageFactWords(reportText(proseLocale(locale)), locale);
