import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../shared/i18n/locale';
import { REPORT_TEXT_EN } from '../../../shared/interpretation/report/report-text';
import { loadReportText } from './load-report-text';

describe('loadReportText', () => {
  it('gives English at once on English pages and every other language its own sentences', async () => {
    expect(await loadReportText('en')).toBe(REPORT_TEXT_EN);
    for (const locale of LOCALES) {
      const text = await loadReportText(locale);
      expect(text.locale, locale).toBe(locale);
      expect(text.disclaimer === REPORT_TEXT_EN.disclaimer, locale).toBe(locale === 'en');
      expect(text.graha('Sun') === 'Sun', locale).toBe(locale === 'en');
    }
  });
});
