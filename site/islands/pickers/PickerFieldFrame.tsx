/**
 * The frame the date and time pickers share: a field wrapper whose popup closes when focus leaves
 * it, the label (with the required mark), an optional hint, the input, its error (announced), and
 * the popup. The input is passed in, so each picker keeps its own combobox semantics.
 */
import type { ReactNode, RefObject } from 'react';
import { useFocusLeaveClose } from './popup-dismiss';

/** Ids and the aria-describedby value for a field's hint and error. */
export function fieldDescription(id: string, hint: string | undefined, error: string | undefined) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { hintId, errorId, describedBy };
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
