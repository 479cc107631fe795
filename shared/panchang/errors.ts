/**
 * A day the panchang cannot be built for: the Sun does not rise or set at the place (polar day
 * or night). Carries the field to blame (`date`, since another day at the same place works) and
 * the condition, so the API answers 400 with a sentence, never 500.
 * It is the engine's one input error (`FieldError`) with a condition attached.
 */
import { FieldError } from '../errors/field-error';

export class PanchangConditionError extends FieldError {
  readonly condition: 'polar-day' | 'polar-night';
  constructor(condition: 'polar-day' | 'polar-night', message: string) {
    super('date', message);
    this.name = 'PanchangConditionError';
    this.condition = condition;
  }
}
