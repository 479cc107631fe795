/**
 * The frame the date and time pickers share: a field wrapper whose popup closes when focus leaves
 * it, the label (with the required mark), an optional hint, the input, its error (announced), and
 * the popup. The input is passed in, so each picker keeps its own combobox semantics.
 */
import { useEffect, type ChangeEvent, type ReactNode, type RefObject } from 'react';
import type { Locale } from '../../../shared/i18n/locale';
import { useFocusLeaveClose } from './popup-dismiss';

/** The props of a typed picker field (date, time): the form's value, its validity, label, hint and error. */
export interface PickerFieldProps {
  id: string;
  label: string;
  /** The field's value in the form's format (DateField: ISO `YYYY-MM-DD`, TimeField: 24 h `HH:mm`), or ''. */
  value: string;
  onChange(value: string): void;
  /** Reports whether the typed text is valid (false while it cannot be read). */
  onValidity(valid: boolean): void;
  required?: boolean;
  /** Error from the parent form (e.g. "required"); the field's own parse error wins. */
  error?: string | undefined;
  hint?: string;
  /** Text typed into the server-rendered input before hydration, to keep and judge. */
  typedBeforeHydration?: string | undefined;
  /** The page's language; default English. */
  locale?: Locale;
}

/**
 * Keeps and judges text typed into the server-rendered input before the island hydrated: once,
 * on mount, the input's live value (or the value the page captured) is committed when it differs
 * from the field's text.
 */
export function useTypedBeforeHydration(
  inputRef: RefObject<HTMLInputElement | null>,
  props: Pick<PickerFieldProps, 'typedBeforeHydration'>,
  text: string,
  commitText: (next: string) => void,
): void {
  useEffect(() => {
    const typed = inputRef.current?.value || props.typedBeforeHydration || '';
    if (typed !== '' && typed !== text) commitText(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on hydration
  }, []);
}

/** Ids and the aria-describedby value for a field's hint and error (the error, while there is one, else the hint). */
export function fieldDescription(id: string, hint: string | undefined, error: string | undefined) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  // A refusal says what to type (it names the format), so while one is shown it alone describes the field.
  const describedBy = error ? errorId : hint ? hintId : undefined;
  return { hintId, errorId, describedBy };
}

/**
 * What both pickers give the frame and their combobox input alike: the field's identity, label,
 * hint and shown error (the picker's own parse error, else the form's), the typed text, and typing
 * committed with `commitText`. Each picker adds its own combobox semantics to `input`.
 */
export function pickerFieldParts(
  props: PickerFieldProps,
  parts: {
    rootRef: RefObject<HTMLDivElement | null>;
    inputRef: RefObject<HTMLInputElement | null>;
    text: string;
    shownError: string | undefined;
    /** Takes typed text; true when it is a complete, valid value. */
    commitText(next: string): boolean;
    /** Closes the popup (focus left the field). */
    close(): void;
  },
) {
  const { describedBy } = fieldDescription(props.id, props.hint, parts.shownError);
  return {
    frame: {
      id: props.id,
      label: props.label,
      required: props.required,
      hint: props.hint,
      error: parts.shownError,
      rootRef: parts.rootRef,
      // Focus moving to another field (Tab, a click, or a test's fill) closes the popup too.
      onLeave: parts.close,
    },
    input: {
      ref: parts.inputRef,
      id: props.id,
      name: props.id,
      type: 'text',
      role: 'combobox',
      value: parts.text,
      'aria-invalid': parts.shownError ? true : undefined,
      'aria-describedby': describedBy,
      'aria-required': props.required || undefined,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        // The open list or calendar covers the fields below it, so a click or tap meant for the next field picked a
        // time or a day instead of the one typed: a complete typed value closes the popup (a key reopens it).
        if (parts.commitText(event.target.value)) parts.close();
      },
    },
  } as const;
}

export interface PickerFieldFrameProps {
  id: string;
  label: string;
  required?: boolean | undefined;
  hint?: string | undefined;
  error?: string | undefined;
  rootRef: RefObject<HTMLDivElement | null>;
  /** Closes the popup (focus left the field). */
  onLeave(): void;
  input: ReactNode;
  popup: ReactNode;
}

/** See the module comment. */
export default function PickerFieldFrame(props: PickerFieldFrameProps) {
  const dismissProps = useFocusLeaveClose(props.rootRef, props.onLeave);
  const { hintId, errorId } = fieldDescription(props.id, props.hint, props.error);
  return (
    <div className="field" ref={props.rootRef} {...dismissProps}>
      <label htmlFor={props.id}>
        {props.label}
        {props.required && <span aria-hidden="true"> *</span>}
      </label>
      {props.hint && (
        <p id={hintId} className="field__hint">
          {props.hint}
        </p>
      )}
      {props.input}
      {props.error && (
        <p id={errorId} className="field__error" role="alert">
          {props.error}
        </p>
      )}
      {props.popup}
    </div>
  );
}
