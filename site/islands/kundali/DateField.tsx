/**
 * Date of Birth: a text input (dd/mm/yyyy) with a calendar popup. The calendar opens on focus
 * or click and closes on selection, Escape, Tab away or an outside click; ArrowDown moves focus
 * into the calendar grid (arrow keys, Enter to choose). Typed text that is not a real date
 * shows "Date input not valid.".
 */
import { kundaliText } from '../../i18n/kundali';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useOutsideClose } from '../pickers/popup-dismiss';
import PickerFieldFrame, { pickerFieldParts, useTypedBeforeHydration, type PickerFieldProps } from '../pickers/PickerFieldFrame';
import { formatDateDmy } from '../../../shared/interpretation/format';
import { parseDmy } from '../../lib/date-input';

const CalendarPopup = lazy(() => import('./CalendarPopup'));

/** The date field's props; `value` is ISO `YYYY-MM-DD` or ''. */
export type DateFieldProps = PickerFieldProps;

function isoToLocalDate(iso: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : undefined;
}

function localDateToIso(day: Date): string {
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

/** The date field; see the file comment. */
export default function DateField(props: DateFieldProps) {
  const [text, setText] = useState(formatDateDmy(props.value));
  const [invalid, setInvalid] = useState(false);
  const [open, setOpen] = useState(false);
  const [month, setMonth] = useState<Date>(() => isoToLocalDate(props.value) ?? new Date(1990, 0));
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  // Focus returned to the input after choosing a day must not reopen the calendar.
  const suppressOpen = useRef(false);
  // ArrowDown asked for the grid before the calendar had rendered (its module loads on first open).
  const gridWanted = useRef(false);
  const popupId = `${props.id}-calendar`;

  useEffect(() => {
    // Keep the text in step when the parent sets the value (e.g. restored details).
    if (parseDmy(text) !== props.value && props.value !== '') setText(formatDateDmy(props.value));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only parent-driven changes matter here
  }, [props.value]);

  useOutsideClose(rootRef, open, () => setOpen(false));

  const commitText = (next: string): boolean => {
    setText(next);
    if (next.trim() === '') {
      setInvalid(false);
      props.onValidity(true);
      props.onChange('');
      return false;
    }
    const iso = parseDmy(next);
    // Judge only complete-looking input while typing; blur judges everything.
    if (iso) {
      setInvalid(false);
      props.onValidity(true);
      props.onChange(iso);
      const day = isoToLocalDate(iso);
      if (day) setMonth(day);
      return true;
    }
    props.onValidity(false);
    if (/^\s*\d{1,2}[/.-]\d{1,2}[/.-]\d{4}\s*$/.test(next) || next.length > 10) setInvalid(true);
    return false;
  };

  useTypedBeforeHydration(inputRef, props, text, commitText);

  const onBlur = () => {
    if (text.trim() !== '' && !parseDmy(text)) setInvalid(true);
  };

  const close = (focusInput: boolean) => {
    setOpen(false);
    if (focusInput) {
      suppressOpen.current = true;
      inputRef.current?.focus();
    }
  };

  /** Moves focus to the calendar's focusable day; false while the grid is not rendered yet. */
  const focusGrid = (): boolean => {
    const day =
      popupRef.current?.querySelector<HTMLButtonElement>('[role="grid"] button[tabindex="0"]') ??
      popupRef.current?.querySelector<HTMLButtonElement>('[role="grid"] button');
    day?.focus();
    return day != null;
  };

  const onCalendarShown = useCallback(() => {
    if (gridWanted.current && focusGrid()) gridWanted.current = false;
  }, []);

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) setOpen(true);
      // The calendar may still be loading (or not yet open): it takes focus when it has rendered.
      gridWanted.current = !focusGrid();
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      gridWanted.current = false;
      setOpen(false);
    } else if (event.key === 'Tab') {
      gridWanted.current = false;
      setOpen(false);
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const onPopupKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    }
  };

  const t = kundaliText[props.locale ?? 'en'];
  const shownError = invalid ? t.dateInvalid : props.error;
  const field = pickerFieldParts(props, { rootRef, inputRef, text, shownError, commitText, close: () => setOpen(false) });

  return (
    <PickerFieldFrame
      {...field.frame}
      input={
        <input
          {...field.input}
          inputMode="numeric"
          autoComplete="bday"
          placeholder="dd/mm/yyyy"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? popupId : undefined}
          onFocus={() => {
            if (suppressOpen.current) suppressOpen.current = false;
            else setOpen(true);
          }}
          onClick={() => setOpen(true)}
          onBlur={onBlur}
          onKeyDown={onInputKeyDown}
        />
      }
      popup={
        <>
          {open && (
            <div
              id={popupId}
              ref={popupRef}
              className="popup popup--calendar"
              role="dialog"
              aria-label={t.chooseDate}
              onKeyDown={onPopupKeyDown}
            >
              <Suspense fallback={<p className="popup__loading">{t.loadingCalendar}</p>}>
                <CalendarPopup
                  selected={isoToLocalDate(props.value)}
                  month={month}
                  onMonthChange={setMonth}
                  onShown={onCalendarShown}
                  onSelect={(day) => {
                    const iso = localDateToIso(day);
                    setText(formatDateDmy(iso));
                    setInvalid(false);
                    props.onValidity(true);
                    props.onChange(iso);
                    close(true);
                  }}
                />
              </Suspense>
            </div>
          )}
        </>
      }
    />
  );
}
