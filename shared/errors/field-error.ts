/**
 * The one error type for bad input anywhere in the engine: `field` names the input to blame
 * (a ChartInput field such as `date`, `utcOffset`, `lat`, or `zone`, `iso`, `jdUt`, …) and the
 * message starts with it. The API turns it into a 400 naming the field; the CLI prints it.
 */
export class FieldError extends Error {
  readonly field: string;
  constructor(field: string, message: string) {
    super(`${field}: ${message}`);
    this.name = 'FieldError';
    this.field = field;
  }
}
