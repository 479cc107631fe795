/**
 * The shape of a language's words for the chart's cautions (`input.cautions`, English from the
 * engine): the unknown birth time and the pre-1955 India caution by their English text, and every
 * coded caution (tz database: shared/timezone/cautions.ts; lagna: shared/chart/lagna-cautions.ts)
 * worded from its code and the figures it quotes. Hindi is ../cautions-hi.ts; Bengali, Marathi,
 * Telugu and Tamil are cautions-bn.ts …, each an object of this type so the compiler refuses a
 * missing code. Zone ids, offsets and place labels are quoted as they are.
 */
import { UNKNOWN_TIME_CAUTION } from '../../chart/input';
import type { BirthCaution } from '../../model/chart';
import type { LagnaCautionCode } from '../../model/lagna-caution';
import { INDIA_BEFORE_1955_CAUTION, type TimeCaution, type TimeCautionCode } from '../../timezone/cautions';

/** The figures a coded caution quotes. */
export type CautionParams = TimeCaution['params'];

/** A language's cautions. */
export interface CautionText {
  /** The unknown birth time (the engine's UNKNOWN_TIME_CAUTION). */
  unknownTime: string;
  /** Each tz-database caution from its figures (the pre-1955 India one has none). */
  time: Readonly<Record<TimeCautionCode, (p: CautionParams) => string>>;
  /** Each lagna caution from its figures. */
  lagna: Readonly<Record<LagnaCautionCode, (p: CautionParams) => string>>;
}

/**
 * A caution of `input.cautions` in `T`'s language: from its code when `codes` (the chart's
 * `input.cautionCodes`) has it, else the words written for its text, else the engine's English.
 */
export function wordCaution(caution: string, T: CautionText, codes: readonly BirthCaution[] = []): string {
  const coded = codes.find((c) => c.text === caution);
  if (coded && Object.hasOwn(T.time, coded.code)) return T.time[coded.code as TimeCautionCode](coded.params);
  if (coded && Object.hasOwn(T.lagna, coded.code)) return T.lagna[coded.code as LagnaCautionCode](coded.params);
  if (caution === UNKNOWN_TIME_CAUTION) return T.unknownTime;
  if (caution === INDIA_BEFORE_1955_CAUTION) return T.time.indiaBefore1955({});
  return caution;
}
