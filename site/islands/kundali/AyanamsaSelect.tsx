/** The ayanamsa selector (Lahiri default on the pages; Raman, KP, ...), bound to the remembered preference. */
import { useStore } from '@nanostores/react';
import { AYANAMSAS, type Ayanamsa } from '../../../shared/vocabulary/settings';
import { ayanamsaName } from '../../../shared/vocabulary/ayanamsa-names';
import type { Locale } from '../../../shared/i18n/locale';
import { kundaliText } from '../../i18n/kundali';
import { $ayanamsa, setAyanamsa } from '../../stores/prefs';

export interface AyanamsaSelectProps {
  id: string;
  /** Called after the preference changed (pages refetch the chart). */
  onChange?(ayanamsa: Ayanamsa): void;
  /** The page's language; default English. */
  locale?: Locale;
}

/** A labelled <select>; the choice is kept in localStorage. */
export default function AyanamsaSelect({ id, onChange, locale = 'en' }: AyanamsaSelectProps) {
  const ayanamsa = useStore($ayanamsa);
  return (
    <div className="field field--inline">
      <label htmlFor={id}>{kundaliText[locale].ayanamsa}</label>
      <select
        id={id}
        value={ayanamsa}
        onChange={(event) => {
          const next = event.target.value as Ayanamsa;
          setAyanamsa(next);
          onChange?.(next);
        }}
      >
        {AYANAMSAS.map((option) => (
          <option key={option} value={option}>
            {ayanamsaName(option, locale)}
          </option>
        ))}
      </select>
    </div>
  );
}
