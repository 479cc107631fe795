/**
 * The address picker's fallback for a place no list has: place name, latitude, longitude and zone or
 * UTC offset typed by hand, refused beside the field in the page's language. Not a <form> (it may sit
 * inside one).
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { PlaceChoice } from '../../lib/place';
import { placeFromCoordinates, PlaceInputError } from '../../lib/place-coordinates';
import type { Locale } from '../../../shared/i18n/locale';
import { kundaliText } from '../../i18n/kundali';

export interface CoordinatesFormProps {
  idPrefix: string;
  initialName: string;
  onCancel(): void;
  onEscape(): void;
  onDone(place: PlaceChoice): void;
  locale: Locale;
}

/** See the module comment. */
export default function CoordinatesForm(props: CoordinatesFormProps) {
  const t = kundaliText[props.locale];
  const [name, setName] = useState(props.initialName);
  const [lat, setLat] = useState('');
  const [lon, setLon] = useState('');
  const [zone, setZone] = useState('');
  const [error, setError] = useState<{ field: PlaceInputError['field']; text: string } | null>(null);
  const firstRef = useRef<HTMLInputElement>(null);
  useEffect(() => firstRef.current?.focus(), []);
  const errorId = `${props.idPrefix}-coords-error`;

  const submit = () => {
    try {
      props.onDone(placeFromCoordinates(name, lat, lon, zone));
    } catch (caught) {
      if (!(caught instanceof PlaceInputError)) throw caught;
      const { field, message, problem } = caught;
      if (props.locale === 'en') setError({ field, text: message });
      // Another language words the problem's code; its table loads only when a typed coordinate is refused.
      else
        void import('../../i18n/field-problems').then(
          ({ birthFieldLabel, wordProblem }) =>
            setError({ field, text: wordProblem(props.locale, problem, birthFieldLabel(props.locale, field === 'zone' ? 'tz' : field)) }),
          () => setError({ field, text: message }),
        );
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      props.onEscape();
    }
    if (event.key === 'Enter' && (event.target as HTMLElement).tagName === 'INPUT') {
      event.preventDefault();
      submit();
    }
  };
  const field = (
    key: 'name' | 'lat' | 'lon' | 'zone',
    label: string,
    value: string,
    set: (v: string) => void,
    extra: { inputMode?: 'decimal'; placeholder?: string },
  ) => (
    <label className="address-picker__coords-field">
      <span>{label}</span>
      <input
        ref={key === 'name' ? firstRef : undefined}
        type="text"
        value={value}
        inputMode={extra.inputMode}
        placeholder={extra.placeholder}
        aria-invalid={error?.field === key || undefined}
        aria-describedby={error?.field === key ? errorId : undefined}
        onChange={(event) => set(event.target.value)}
      />
    </label>
  );

  return (
    <div className="address-picker__coords" role="group" aria-label={t.enterCoordinates} onKeyDown={onKeyDown}>
      {field('name', t.placeName, name, setName, { placeholder: t.placeNameExample })}
      {field('lat', t.latHint, lat, setLat, { inputMode: 'decimal', placeholder: '19.076' })}
      {field('lon', t.lonHint, lon, setLon, { inputMode: 'decimal', placeholder: '72.8777' })}
      {field('zone', t.zoneOrOffset, zone, setZone, { placeholder: t.zoneExample })}
      {error && (
        <p id={errorId} className="address-picker__error" role="alert">
          {error.text}
        </p>
      )}
      <div className="address-picker__coords-actions">
        <button type="button" onClick={submit}>
          {t.useCoordinates}
        </button>
        <button type="button" onClick={props.onCancel}>
          {t.backToSearch}
        </button>
      </div>
    </div>
  );
}
