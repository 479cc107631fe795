/**
 * Address picker (spec "Address picker"): a button that opens a popup with a search box
 * "Search addresses...", a list of matches from `/api/places` as you type, "No addresses
 * found" when nothing matches, and an "Enter coordinates" fallback for places not in the list.
 * ARIA: the trigger is a select-only combobox; inside the popup the search box is an editable
 * combobox owning the listbox (aria-activedescendant), so screen readers hear each option.
 * Keys: ArrowDown/ArrowUp/Home/End move, Enter selects, Escape closes and returns focus.
 * On a phone the popup and its results stay above the on-screen keyboard (pickers/keyboard-room.ts).
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useOutsideClose } from './pickers/popup-dismiss';
import { placeFromHit, type PlaceChoice } from '../lib/place';
import CoordinatesForm from './pickers/CoordinatesForm';
import { usePlaceSearch } from './pickers/usePlaceSearch';
import { useKeyboardRoom } from './pickers/keyboard-room';
import type { Locale } from '../../shared/i18n/locale';
import { kundaliText } from '../i18n/kundali';
import './AddressPicker.css';

export interface AddressPickerProps {
  id?: string;
  label?: string;
  value: PlaceChoice | null;
  onChange(place: PlaceChoice): void;
  required?: boolean;
  invalid?: boolean;
  describedBy?: string;
  /** Trigger text when nothing is chosen; defaults to the spec's "Select an address". */
  placeholder?: string;
  /** Id of an outside element that labels the picker (instead of `label`). */
  labelledBy?: string;
  /** The page's language; default English. */
  locale?: Locale;
}

/** The address picker; see the file comment for behaviour. */
export default function AddressPicker(props: AddressPickerProps) {
  const t = kundaliText[props.locale ?? 'en'];
  const autoId = useId();
  const baseId = props.id ?? `address-${autoId.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const listId = `${baseId}-list`;
  const searchId = `${baseId}-search`;
  const labelId = `${baseId}-label`;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const [coordsOpen, setCoordsOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  // Outside click closes (spec); pointerdown so the popup is gone before focus moves elsewhere.
  useOutsideClose(rootRef, open, () => setOpen(false));

  useEffect(() => {
    if (open && !coordsOpen) searchRef.current?.focus();
  }, [open, coordsOpen]);

  const search = usePlaceSearch(open ? query : '');
  const hits = search.kind === 'ready' ? search.data : [];
  // Each new list of matches starts on its first.
  useEffect(() => setActive(search.kind === 'ready' && search.data.length > 0 ? 0 : -1), [search]);
  useKeyboardRoom(popupRef, listRef, open && !coordsOpen, search);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    setCoordsOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  const choose = (place: PlaceChoice) => {
    props.onChange(place);
    close(true);
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
    }
  };

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = hits.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setActive((index) => (last < 0 ? -1 : index >= last ? 0 : index + 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActive((index) => (last < 0 ? -1 : index <= 0 ? last : index - 1));
        break;
      case 'Home':
        if (last >= 0) {
          event.preventDefault();
          setActive(0);
        }
        break;
      case 'End':
        if (last >= 0) {
          event.preventDefault();
          setActive(last);
        }
        break;
      case 'Enter': {
        event.preventDefault();
        const hit = hits[active];
        if (hit) choose(placeFromHit(hit));
        break;
      }
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  };

  const status =
    search.kind === 'loading'
      ? t.searching
      : search.kind === 'failed'
        ? t.searchUnavailable
        : search.kind === 'ready' && hits.length === 0
          ? t.noAddresses
          : search.kind === 'ready'
            ? t.addressesFound(hits.length)
            : t.typeCity;

  return (
    <div className="address-picker" ref={rootRef}>
      {props.label && (
        <span id={labelId} className="address-picker__label">
          {props.label}
        </span>
      )}
      <button
        ref={triggerRef}
        id={baseId}
        type="button"
        role="combobox"
        className="address-picker__trigger"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? `${baseId}-popup` : undefined}
        aria-labelledby={props.labelledBy ? `${props.labelledBy} ${baseId}` : props.label ? `${labelId} ${baseId}` : undefined}
        aria-required={props.required || undefined}
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.describedBy}
        onClick={() => (open ? close(false) : setOpen(true))}
        onKeyDown={onTriggerKeyDown}
      >
        <span className={props.value ? 'address-picker__value' : 'address-picker__placeholder'}>
          {props.value ? props.value.address : (props.placeholder ?? t.selectAddress)}
        </span>
        <span aria-hidden="true" className="address-picker__chevron">
          ▾
        </span>
      </button>
      {open && (
        <div ref={popupRef} id={`${baseId}-popup`} className="address-picker__popup" role="dialog" aria-label="Search addresses">
          {!coordsOpen && (
            <>
              <input
                ref={searchRef}
                id={searchId}
                type="text"
                role="combobox"
                className="address-picker__search"
                placeholder={t.searchAddresses}
                aria-label={t.searchAddresses}
                aria-autocomplete="list"
                aria-expanded={hits.length > 0}
                aria-controls={listId}
                aria-activedescendant={active >= 0 && hits[active] ? `${listId}-${active}` : undefined}
                autoComplete="off"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                onKeyDown={onSearchKeyDown}
              />
              <ul ref={listRef} id={listId} role="listbox" className="address-picker__list" aria-label={t.matchingAddresses}>
                {hits.map((hit, index) => {
                  const place = placeFromHit(hit);
                  return (
                    <li
                      key={`${place.address}-${index}`}
                      id={`${listId}-${index}`}
                      role="option"
                      aria-selected={index === active}
                      className={index === active ? 'address-picker__option is-active' : 'address-picker__option'}
                      onPointerMove={() => setActive(index)}
                      onClick={() => choose(place)}
                    >
                      {place.address}
                    </li>
                  );
                })}
              </ul>
              <p className="address-picker__status" role="status">
                {status}
              </p>
              <button type="button" className="address-picker__coords-toggle" onClick={() => setCoordsOpen(true)}>
                {t.enterCoordinates}
              </button>
            </>
          )}
          {coordsOpen && (
            <CoordinatesForm
              idPrefix={baseId}
              initialName={query}
              onCancel={() => setCoordsOpen(false)}
              onEscape={() => close(true)}
              onDone={choose}
              locale={props.locale ?? 'en'}
            />
          )}
        </div>
      )}
    </div>
  );
}
