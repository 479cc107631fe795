/**
 * The /compare views over a real comparison: the table marks exactly the cells that differ from
 * ours, the explanations list every difference with its cause (English from the API, the other languages
 * from the same measurements), what would make each program agree, and the fragile values.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import '../../../shared/vocabulary/books';
import '../../../shared/interpretation/compare-words-books';
import '../../i18n/locales/server-packs';
import { REGIONAL_LOCALES } from '../../../shared/i18n/locale';
import { scriptShare } from '../../../shared/i18n/scripts';
import { settingName } from '../../../shared/interpretation/compare-words';
import { ayanamsaName } from '../../../shared/vocabulary/ayanamsa-names';
import { nakshatraNameOf } from '../../../shared/vocabulary/nakshatra';
import { compareProfiles } from '../../../shared/chart/compare/compare';
import { civilToJdUt } from '../../../shared/time/julian';
import { agreements, differsFromOurs } from '../../lib/compare-view';
import CompareExplain from './CompareExplain';
import CompareTable from './CompareTable';

const birth = { jdUt: civilToJdUt('1990-05-15', '14:30:00', 330), lat: 19.076, lon: 72.8777, utcOffsetMinutes: 330 };
const c = JSON.parse(JSON.stringify(compareProfiles(birth, true, ['default', 'pyjhora', 'astrosage', 'kp']))) as ReturnType<
  typeof compareProfiles
>;

describe('compare views', () => {
  it('table: one column per program, the differing cells marked and said', () => {
    const html = renderToStaticMarkup(createElement(CompareTable, { comparison: c, locale: 'en' }));
    expect(html.match(/<th scope="col">/g)).toHaveLength(5);
    const marked = (html.match(/compare__cell--differs/g) ?? []).length;
    const expected = c.profiles.flatMap((p) =>
      ['Tithi', 'Moon nakshatra', 'Yoga', 'Karana', 'Sunrise', 'Mahadasha at birth', 'Next mahadasha start'].filter((w) =>
        differsFromOurs(c, w, p.id),
      ),
    ).length;
    expect(marked).toBeGreaterThanOrEqual(expected);
    expect((html.match(/differs from ours/g) ?? []).length).toBe(marked);
    expect(html).toContain('TRUE_PUSHYA');
  });

  it('explanations: every difference with its cause, in English and Hindi', () => {
    const en = renderToStaticMarkup(createElement(CompareExplain, { comparison: c, locale: 'en' }));
    for (const d of c.differences) expect(en).toContain(d.cause.replace(/"/g, '&quot;').replace(/'/g, '&#x27;'));
    const hi = renderToStaticMarkup(createElement(CompareExplain, { comparison: c, locale: 'hi' }));
    expect(hi).toContain('अंतर क्यों है');
    expect(hi).toContain('अयनांश TRUE_PUSHYA बनाम RAMAN');
  });

  it.each(REGIONAL_LOCALES)(
    'in %s: the table and the explanations in the language, its names, no English words but the programs’ versions',
    (locale) => {
      const table = renderToStaticMarkup(createElement(CompareTable, { comparison: c, locale }));
      const explain = renderToStaticMarkup(createElement(CompareExplain, { comparison: c, locale }));
      // The sources' list quotes each program's documentation and version as published (in English): left out.
      const text = (html: string) =>
        html
          .replace(/<details class="compare__sources">.*?<\/details>/gs, '')
          .replace(/<[^>]+>/g, ' ')
          .replace(/\([^)]*\d[^)]*\)/g, ' ');
      for (const html of [table, explain]) {
        expect(scriptShare(text(html), locale)).toBeGreaterThanOrEqual(0.85);
        expect(text(html).match(/\p{Script=Latin}{2,}/gu) ?? []).toEqual([]);
      }
      expect(table).toContain(settingName('ayanamsa', locale));
      expect(table).toContain(ayanamsaName('RAMAN', locale));
      const moon = c.differences.find((d) => d.what === 'Moon nakshatra');
      if (moon) for (const v of Object.values(moon.values)) expect(explain).toContain(nakshatraNameOf(String(v), locale));
      expect(explain).toContain(`${settingName('ayanamsa', locale)}: ${ayanamsaName('RAMAN', locale)}`);
    },
  );

  it('what would make them agree: the settings that moved something, and those that did not', () => {
    const a = agreements(c);
    expect(a.map((x) => x.id)).toEqual(['pyjhora', 'astrosage', 'kp']);
    expect(a.find((x) => x.id === 'astrosage')).toEqual({ id: 'astrosage', matters: ['ayanamsa'], noEffect: [] });
    const py = a.find((x) => x.id === 'pyjhora')!;
    expect([...py.matters, ...py.noEffect].sort()).toEqual(['ayanamsa', 'dashaYear', 'node', 'positions', 'sunrise']);
    expect(py.matters).toContain('ayanamsa');
  });
});
