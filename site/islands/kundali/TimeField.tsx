/**
 * Time of Birth: a text input (h:mm aa) with a time-only listbox of all 1440 minutes
 * (caption "Time", 1-minute steps). ARIA combobox: the input owns the listbox; ArrowUp/Down
 * move one minute, PageUp/PageDown one hour, Home/End to the ends, Enter chooses, Escape
 * closes. Typing a time moves the active option to it and a complete one closes the list. Enter
 * after typing keeps what was typed, or refuses it beside the field: it never takes the highlighted
 * option instead (a typed `1030a` once became 12:00 PM). Empty means "unknown time".
 */
import { kundaliText } from '../../i18n/kundali';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useOutsideClose } from '../pickers/popup-dismiss';
import PickerFieldFrame, { pickerFieldParts, useTypedBeforeHydration, type PickerFieldProps } from '../pickers/PickerFieldFrame';
import { hhmmToMinutes, minutesToHhmm, parseTimeText } from '../../lib/date-input';
import { formatTime12 } from '../../../shared/interpretation/format';

const MINUTES_PER_DAY = 1440;
/** Row height of one option, CSS px (fixed in forms.css) — the list renders only the rows in view. */
const ROW_PX = 32;
/** Rows rendered above and below the visible part of the list. */
const OVERSCAN_ROWS = 12;
/** Visible rows (the list's max height 15rem ≈ 240 px). */
const VISIBLE_ROWS = 8;

/** The time field's props; `value` is 24 h `HH:mm`, or '' when unknown. */
export type TimeFieldProps = PickerFieldProps;

/** The time field; see the file comment. */
export default function TimeField(props: TimeFieldProps) {
  const [text, setText] = useState(props.value ? formatTime12(props.value) : '');
  const [invalid, setInvalid] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(() => (props.value ? hhmmToMinutes(props.value) : 12 * 60));
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const listId = `${props.id}-list`;
  // True after an arrow or page key moved the active option, false again once the visitor types: Enter chooses the
  // active option only when it is the visitor's own choice, and otherwise judges the typed text.
  const stepped = useRef(false);
  const labels = useMemo(() => Array.from({ length: MINUTES_PER_DAY }, (_, m) => formatTime12(minutesToHhmm(m))), []);
  // 1440 DOM options make the page slow for assistive tech and checkers: render a window of rows
  // around the scroll position; aria-setsize/aria-posinset keep the full list size announced.
  const [firstRow, setFirstRow] = useState(0);

  useEffect(() => {
    if (props.value && parseTimeText(text) !== props.value) {
      setText(formatTime12(props.value));
      setActive(hhmmToMinutes(props.value));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only parent-driven changes matter here
  }, [props.value]);

  useOutsideClose(rootRef, open, () => setOpen(false));

  useEffect(() => {
    const list = listRef.current;
    if (!open || !list) return;
    const top = active * ROW_PX;
    if (top < list.scrollTop) list.scrollTop = top;
    else if (top + ROW_PX > list.scrollTop + list.clientHeight) list.scrollTop = top + ROW_PX - list.clientHeight;
    setFirstRow(Math.floor(list.scrollTop / ROW_PX));
  }, [open, active]);

  const choose = (minutes: number) => {
    const hhmm = minutesToHhmm(minutes);
    setText(formatTime12(hhmm));
    setInvalid(false);
    setActive(minutes);
    props.onValidity(true);
    props.onChange(hhmm);
    setOpen(false);
  };

  const commitText = (next: string): boolean => {
    stepped.current = false;
    setText(next);
    if (next.trim() === '') {
      setInvalid(false);
      props.onValidity(true);
      props.onChange('');
      return false;
    }
    const hhmm = parseTimeText(next);
    if (hhmm) {
      setInvalid(false);
      setActive(hhmmToMinutes(hhmm));
      props.onValidity(true);
      props.onChange(hhmm);
      return true;
    }
    props.onValidity(false);
    return false;
  };

  useTypedBeforeHydration(inputRef, props, text, commitText);

  const move = (next: number) => {
    stepped.current = true;
    setOpen(true);
    setActive(Math.min(MINUTES_PER_DAY - 1, Math.max(0, next)));
  };

  /** Enter in the open list: the stepped-to option, else the typed text kept as it is (refused when unreadable). */
  const enter = () => {
    if (stepped.current) return choose(active);
    if (text.trim() !== '' && !parseTimeText(text)) return setInvalid(true);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const keys: Record<string, () => void> = {
      ArrowDown: () => (open ? move(active + 1) : setOpen(true)),
      ArrowUp: () => (open ? move(active - 1) : setOpen(true)),
      PageDown: () => move(active + 60),
      PageUp: () => move(active - 60),
      Enter: () => (open ? enter() : undefined),
      Escape: () => setOpen(false),
    };
    if (open) {
      keys.Home = () => move(0);
      keys.End = () => move(MINUTES_PER_DAY - 1);
    }
    const action = keys[event.key];
    if (action) {
      if (event.key !== 'Enter' || open) event.preventDefault();
      action();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const start = Math.max(0, firstRow - OVERSCAN_ROWS);
  const end = Math.min(MINUTES_PER_DAY, firstRow + VISIBLE_ROWS + OVERSCAN_ROWS);
  // The active option must exist in the DOM for aria-activedescendant, even mid-scroll.
  const t = kundaliText[props.locale ?? 'en'];
  const shownError = invalid ? t.timeInvalid : props.error;
  const field = pickerFieldParts(props, { rootRef, inputRef, text, shownError, commitText, close: () => setOpen(false) });

  return (
    <PickerFieldFrame
      {...field.frame}
      input={
        <input
          {...field.input}
          autoComplete="off"
          placeholder="h:mm aa"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= start && active < end ? `${listId}-${active}` : undefined}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onBlur={() => {
            if (text.trim() !== '' && !parseTimeText(text)) setInvalid(true);
          }}
          onKeyDown={onKeyDown}
        />
      }
      popup={
        <>
          <div className="popup popup--time" hidden={!open}>
            <p className="popup__caption" id={`${listId}-caption`}>
              {t.timeCaption}
            </p>
            <div
              ref={listRef}
              className="time-list-scroll"
              tabIndex={0}
              onScroll={(event) => setFirstRow(Math.floor(event.currentTarget.scrollTop / ROW_PX))}
            >
              <ul
                id={listId}
                role="listbox"
                aria-labelledby={`${listId}-caption`}
                className="time-list"
                style={open ? { paddingTop: `${start * ROW_PX}px`, paddingBottom: `${(MINUTES_PER_DAY - end) * ROW_PX}px` } : undefined}
              >
                {open &&
                  labels.slice(start, end).map((label, offset) => {
                    const minutes = start + offset;
                    return (
                      <li
                        key={minutes}
                        id={`${listId}-${minutes}`}
                        role="option"
                        aria-setsize={MINUTES_PER_DAY}
                        aria-posinset={minutes + 1}
                        aria-selected={minutes === active}
                        className={minutes === active ? 'time-list__option is-active' : 'time-list__option'}
                        onPointerDown={(event) => event.preventDefault()}
                        onClick={() => choose(minutes)}
                      >
                        {label}
                      </li>
                    );
                  })}
              </ul>
            </div>
          </div>
        </>
      }
    />
  );
}
