/**
 * A field's refusal shown beside it, and the attributes that tie the input to it: one wording of
 * the `field__error` paragraph for every form (`<id>-error`, read out with the field).
 */

/** `aria-invalid` and `aria-describedby` for the input `id` while `error` is shown. */
export function fieldErrorProps(id: string, error: string | undefined) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  } as const;
}

/** The refusal of the field `id`, or nothing. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="field__error">
      {error}
    </p>
  );
}
