/**
 * Below the /compare table: why the programs differ (each difference, every program's value and
 * its cause), what would make each program agree with ours (the settings whose switch alone moved
 * something, and those that changed nothing for this birth), the values a birth time a few minutes
 * off would flip, and the source of every setting.
 */
import type { Comparison } from '../../../shared/chart/compare/compare';
import { PROFILES, programName } from '../../../shared/chart/profiles';
import type { Locale } from '../../../shared/i18n/locale';
import { nakshatraNameOf } from '../../../shared/vocabulary/nakshatra';
import { rasiNameOf } from '../../../shared/vocabulary/rasi';
import { compareText } from '../../i18n/compare';
import { agreements } from '../../lib/compare-view';
import { causeText, pointName, settingName, settingValueText, valueText, whatText } from '../../../shared/interpretation/compare-words';
import { intlLocale } from '../../../shared/i18n/locale';

/** Differences shown first: the ones a reader notices (signs, nakshatras, dasha, panchang) before the degrees. */
function rank(what: string): number {
  return what.endsWith(' longitude') ? 1 : 0;
}

/** See the module comment. */
export default function CompareExplain({ comparison, locale }: { comparison: Comparison; locale: Locale }) {
  const t = compareText[locale];
  const differences = [...comparison.differences].sort((a, b) => rank(a.what) - rank(b.what));
  const name = (id: keyof typeof PROFILES) => programName(id, locale);
  const flagName = (what: string, value: string) => (what.endsWith('sign') ? rasiNameOf(value, locale) : nakshatraNameOf(value, locale));
  return (
    <div className="compare__explain">
      <h2>{t.differencesHeading}</h2>
      {differences.length === 0 ? (
        <p>{t.noDifferences}</p>
      ) : (
        <ul className="compare__differences">
          {differences.map((d) => (
            <li key={d.what} data-what={d.what}>
              <p className="compare__what">
                <strong>{whatText(d.what, locale)}</strong>:{' '}
                {Object.entries(d.values)
                  .map(([id, v]) => `${name(id as keyof typeof PROFILES)} ${valueText(d, v, locale)}`)
                  .join(' · ')}
              </p>
              <p className="compare__cause">{causeText(d, locale)}</p>
            </li>
          ))}
        </ul>
      )}
      <h2>{t.agreeHeading}</h2>
      <ul className="compare__agree">
        {agreements(comparison).map((a) => (
          <li key={a.id}>
            {a.matters.length > 0 && (
              <p>
                {t.agreeWith(name(a.id))}{' '}
                {a.matters
                  .map(
                    (k) =>
                      `${settingName(k, locale)}: ${settingValueText(comparison.profiles.find((p) => p.id === a.id)!.settings[k], locale)}`,
                  )
                  .join('; ')}
              </p>
            )}
            {a.noEffect.length > 0 && <p>{t.noEffect(a.noEffect.map((k) => settingName(k, locale)).join(', '))}</p>}
          </li>
        ))}
      </ul>
      <h2>{t.fragileHeading}</h2>
      {comparison.fragility.length === 0 ? (
        <p>{t.noFragile}</p>
      ) : (
        <ul className="compare__fragile">
          {comparison.fragility.map((f) => {
            const [point, kind] = f.what.split(' ') as [string, string];
            const what = `${name(f.profile)}: ${pointName(point, locale)} ${kind === 'sign' ? t.sign : t.nakshatra}`;
            const minutes = f.minutes.toLocaleString(intlLocale(locale), { maximumFractionDigits: 1 });
            return (
              <li key={`${f.profile}-${f.what}-${f.direction}`}>
                {t.fragile(what, flagName(f.what, f.value), flagName(f.what, f.becomes), minutes, f.direction)}
              </li>
            );
          })}
        </ul>
      )}
      <details className="compare__sources">
        <summary>{t.sources}</summary>
        <dl>
          {comparison.profiles.map((p) => (
            <div key={p.id}>
              <dt>
                {name(p.id)} ({p.version})
              </dt>
              {Object.entries(p.sources).map(([k, source]) => (
                <dd key={k} lang="en">
                  {k}: {source}
                </dd>
              ))}
              {p.undocumented.map((u) => (
                <dd key={`u-${u.setting}`} lang="en">
                  {u.setting}: {u.reason}
                </dd>
              ))}
            </div>
          ))}
        </dl>
      </details>
    </div>
  );
}
