/**
 * The /muhurta form's births: for each of the two people a choice among the saved people
 * (saved-people.ts: the account's charts when signed in, else the births on this device) and the
 * birth field itself, which a choice fills and which can be typed.
 */
import { useEffect, useState } from 'react';
import type { Locale } from '../../../shared/i18n/locale';
import { calendarText } from '../../i18n/calendar';
import { loadPeople, type PeopleSource, type PersonChoice } from './saved-people';

export interface BirthsFieldsetProps {
  births: string[];
  onChange(births: string[]): void;
  invalid(field: string): true | undefined;
  describe(field: string): string | undefined;
  locale: Locale;
}

/** See the module comment. */
export default function BirthsFieldset({ births, onChange, invalid, describe, locale }: BirthsFieldsetProps) {
  const t = calendarText[locale];
  const [people, setPeople] = useState<{ source: PeopleSource; people: PersonChoice[] } | null>(null);
  useEffect(() => {
    let live = true;
    loadPeople(t.unnamed).then(
      (found) => live && setPeople(found),
      () => live && setPeople(null),
    );
    return () => {
      live = false;
    };
  }, [t.unnamed]);
  const set = (i: number, value: string) => onChange(births.map((b, j) => (j === i ? value : b)));
  return (
    <fieldset className="calendar__births">
      <legend>{t.births}</legend>
      {[0, 1].map((i) => (
        <div key={i} className="calendar__person">
          {people && people.people.length > 0 && (
            <label>
              <span>{t.person(i + 1)}</span>
              <select
                value={people.people.some((p) => p.birth === births[i]) ? births[i] : ''}
                onChange={(e) => e.target.value && set(i, e.target.value)}
                data-testid={`person-${i + 1}`}
              >
                <option value="">{t.choosePerson}</option>
                <optgroup label={people.source === 'account' ? t.savedAccount : t.savedDevice}>
                  {people.people.map((p) => (
                    <option key={`${p.label}|${p.birth}`} value={p.birth}>
                      {p.label}
                    </option>
                  ))}
                </optgroup>
              </select>
            </label>
          )}
          <label>
            <span>{t.birth(i + 1)}</span>
            <input
              type="text"
              inputMode="text"
              value={births[i]}
              placeholder="1990-07-01T10:30+05:30"
              onChange={(e) => set(i, e.target.value)}
              aria-invalid={invalid(`birth${i + 1}`)}
              aria-describedby={describe(`birth${i + 1}`)}
            />
          </label>
        </div>
      ))}
    </fieldset>
  );
}
