/** The chart-style selector (North / South / East Indian), bound to the remembered preference. */
import { useStore } from '@nanostores/react';
import { $chartStyle, setChartStyle } from '../../stores/prefs';
import { CHART_STYLES } from '../../../shared/vocabulary/settings';
import type { Locale } from '../../../shared/i18n/locale';
import { CHART_TEXT } from './chart-text';

/** A radio group; the choice is kept in localStorage by the prefs store. */
export default function ChartStyleSwitch({ locale = 'en' }: { locale?: Locale }) {
  const style = useStore($chartStyle);
  return (
    <fieldset className="choice-group">
      <legend>{CHART_TEXT[locale].chartStyle}</legend>
      {CHART_STYLES.map((option) => (
        <label key={option} className="choice-group__option">
          <input type="radio" name="chart-style" value={option} checked={style === option} onChange={() => setChartStyle(option)} />
          {CHART_TEXT[locale].styleName[option]}
        </label>
      ))}
    </fieldset>
  );
}
