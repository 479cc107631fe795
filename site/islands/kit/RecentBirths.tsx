/**
 * "Recent births" above a form's birth fields (kit/BirthFields.tsx): the births this browser entered
 * lately (stores/recent-births.ts), newest first; choosing one fills the whole birth in (name, date,
 * time, place with its coordinates and zone), and one button forgets them all. Read after hydration
 * (the server has no storage), so it appears only when there is something to offer.
 */
import { useEffect, useState } from 'react';
import type { Locale } from '../../../shared/i18n/locale';
import { formatDateDmy } from '../../../shared/interpretation/format';
import { journeyText } from '../../i18n/journey';
import type { BirthDetails } from '../../stores/birth';
import { forgetRecentBirths, recentBirths } from './recent-births';
import './chart-actions.css';

export interface RecentBirthsProps {
  /** The select's id is `<idPrefix>-recent`. */
  idPrefix: string;
  locale: Locale;
  onChoose(birth: BirthDetails): void;
}

/** One entry as the list shows it: name · date · time · place. */
export function recentBirthLabel(birth: BirthDetails, locale: Locale): string {
  const t = journeyText[locale].recent;
  return [birth.name, formatDateDmy(birth.birthDate), birth.timeOfBirth || t.noTime, birth.place.address].filter(Boolean).join(' · ');
}

/** See the module comment. */
export default function RecentBirths({ idPrefix, locale, onChoose }: RecentBirthsProps) {
  const t = journeyText[locale].recent;
  const [births, setBirths] = useState<BirthDetails[]>([]);
  useEffect(() => setBirths(recentBirths()), []);
  if (births.length === 0) return null;
  const id = `${idPrefix}-recent`;
  return (
    <div className="field recent-births">
      <label htmlFor={id}>{t.label}</label>
      <div className="recent-births__row">
        <select
          id={id}
          value=""
          onChange={(event) => {
            const chosen = births[Number(event.target.value)];
            if (chosen) onChoose(chosen);
          }}
        >
          <option value="">{t.choose}</option>
          {births.map((birth, index) => (
            <option key={index} value={index}>
              {recentBirthLabel(birth, locale)}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="recent-births__forget"
          onClick={() => {
            forgetRecentBirths();
            setBirths([]);
            // The button goes with the list: focus stays in the form, on its first field.
            document.getElementById(`${idPrefix}-name`)?.focus();
          }}
        >
          {t.forget}
        </button>
      </div>
    </div>
  );
}
