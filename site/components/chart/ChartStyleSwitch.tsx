/** The chart-style selector (North / South Indian), bound to the remembered preference. */
import { useStore } from '@nanostores/react';
import { $chartStyle, setChartStyle } from '../../stores/prefs';
import { CHART_STYLES, type ChartStyle } from '../../../shared/vocabulary/settings';

const LABEL: Record<ChartStyle, string> = { north: 'North Indian', south: 'South Indian' };

/** A radio group; the choice is kept in localStorage by the prefs store. */
export default function ChartStyleSwitch() {
  const style = useStore($chartStyle);
  return (
    <fieldset className="choice-group">
      <legend>Chart style</legend>
      {CHART_STYLES.map((option) => (
        <label key={option} className="choice-group__option">
          <input type="radio" name="chart-style" value={option} checked={style === option} onChange={() => setChartStyle(option)} />
          {LABEL[option]}
        </label>
      ))}
    </fieldset>
  );
}
