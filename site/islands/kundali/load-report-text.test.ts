import { describe, expect, it } from 'vitest';
import '../../i18n/locales/server-packs';
import { REPORT_TEXT_EN } from '../../../shared/interpretation/report/report-text';
import { reportLanguage } from '../../../shared/interpretation/report/report-language';
import { LOCALES } from '../../../shared/i18n/locale';
import { loadReportText } from './load-report-text';

describe('loadReportText', () => {
  it('gives English at once on English pages and each written language its own sentences', async () => {
    expect(await loadReportText('en')).toBe(REPORT_TEXT_EN);
    for (const locale of LOCALES) {
      const text = await loadReportText(locale);
      expect(text.locale, locale).toBe(reportLanguage(locale));
      if (reportLanguage(locale) === locale) expect(text.disclaimer === REPORT_TEXT_EN.disclaimer, locale).toBe(locale === 'en');
    }
  });

  it('names the facts in the page’s language where the sentences are not written yet', async () => {
    for (const locale of LOCALES.filter((l) => reportLanguage(l) !== l)) {
      const text = await loadReportText(locale);
      expect(text.graha('Sun'), locale).not.toBe('Sun');
      expect(text.lagnaText('Aries', '1°'), locale).not.toContain('Aries');
    }
  });
});
