/**
 * The weekly digest and the change alert in each regional language: every line in the language's
 * script with no Latin word but the links and the product's name, the tara named there, and the
 * dates written by Intl for the language (8 December 2026 counted by hand, not by our formatter).
 */
import { describe, expect, it } from 'vitest';
import { REGIONAL_LOCALES } from '../../i18n/locale';
import { scriptShare } from '../../i18n/scripts';
import { taraName } from '../../jyotish/classical/tara';
import { PRODUCT_NAME } from '../../product';
import { changeAlertMail, weeklyDigestMail } from './digest-text';

const DAYS = [
  { day: '2026-12-08', tara: 3, chandraBala: false, chandrashtama: true },
  { day: '2026-12-09', tara: 4, chandraBala: true, chandrashtama: false },
];
const EVENTS = [{ date: '2026-12-10', summary: '—' }];
const LINKS = { unsubscribe: 'https://example.test/u/abc', manage: 'https://example.test/my-charts' };
/** "8 December 2026" as each language writes it (the month's name, the digits). */
const DECEMBER_8: Record<(typeof REGIONAL_LOCALES)[number], RegExp> = {
  bn: /৮ ডিসেম্বর,? ২০২৬/,
  mr: /८ डिसेंबर,? २०२६/,
  te: /8 డిసెంబర్,? 2026/,
  ta: /8 டிசம்பர்,? 2026/,
};

/** The mail's words without the links, the product's name and the person's (Latin) name. */
const words = (text: string) =>
  text.replaceAll(LINKS.unsubscribe, '').replaceAll(LINKS.manage, '').replaceAll(PRODUCT_NAME, '').replaceAll('Asha', '');

describe('digest mails in the regional languages', () => {
  for (const locale of REGIONAL_LOCALES)
    it(`${locale}: the weekly digest and the alert are written in the language, with the tara and the date there`, () => {
      const weekly = weeklyDigestMail('Asha', DAYS, EVENTS, LINKS, locale);
      const alert = changeAlertMail('Asha', EVENTS, LINKS, locale);
      for (const mail of [weekly, alert])
        for (const text of [mail.subject, ...mail.text.split('\n')].map(words).filter((t) => /\p{L}/u.test(t))) {
          expect(scriptShare(text, locale), text).toBeGreaterThanOrEqual(0.85);
          expect(text, text).not.toMatch(/[A-Za-z]/);
        }
      expect(weekly.subject).toMatch(DECEMBER_8[locale]);
      expect(weekly.text).toContain(taraName(3, locale));
      expect(weekly.text).toContain(taraName(4, locale));
      expect(weekly.text).toContain(LINKS.unsubscribe);
      expect(alert.text).toContain(LINKS.manage);
    });
});
