/**
 * A day the panchang cannot be built for: the Sun does not rise or set at the place (polar day
 * or night), or the zone's clocks skipped the whole date (the date line moved, e.g. Samoa's
 * 2011-12-30). Carries the field to blame (`date`, since another day at the same place works) and
 * the condition, so the API answers 400 with a sentence, never 500.
 * It is the engine's one input error (`FieldError`) with a condition attached.
 */
import { FieldError } from '../errors/field-error';

/** Why a day has no panchang: the Sun does not set, does not rise, or the zone's clocks skipped the date. */
export const PANCHANG_CONDITIONS = ['polar-day', 'polar-night', 'skipped-day'] as const;
export type PanchangCondition = (typeof PANCHANG_CONDITIONS)[number];

export class PanchangConditionError extends FieldError {
  readonly condition: PanchangCondition;
  constructor(condition: PanchangCondition, message: string) {
    super('date', message);
    this.name = 'PanchangConditionError';
    this.condition = condition;
  }
}
