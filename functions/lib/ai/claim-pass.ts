/**
 * The claim check on a finished answer (shared/interpretation/claims): every statement about
 * the chart is compared with it before the reply is final. When the model's answer has wrong
 * statements and the reply's deadline leaves room, the model gets one chance to correct itself
 * (the answer and the check's correction request are sent back, without tools); the corrected
 * answer replaces the first only when it has fewer wrong statements. The visitor then sees
 * which statements were checked, the wrong ones with the chart's value.
 */
import type { ChatFrame } from '../../../shared/contracts/responses/chat';
import type { ChartModel } from '../../../shared/model/chart';
import { checkClaims, correctionRequest, type ClaimReport } from '../../../shared/interpretation/claims/check-claims';
import type { Locale } from '../../../shared/i18n/locale';

/** Least time left before the reply's deadline for a correction round to be tried, milliseconds. */
export const MIN_CORRECTION_TIME_MS = 6_000;

/** What the check of an answer settles: the final text (when it replaces the streamed one) and the report on it. */
export interface ClaimOutcome {
  /** The corrected answer, when the model's correction was kept; null when the answer stands. */
  replace: string | null;
  report: ClaimReport;
}

/** Asks the model to correct `answer` given the check's `request`; resolves to the new answer text. */
export type CorrectionRound = (answer: string, request: string, timeoutMs: number) => Promise<string>;

/** The claim check of one conversation turn. */
export interface ClaimPass {
  chart: ChartModel;
  locale: Locale;
  /** The correction round; absent for the built-in reader (its text is built from the chart). */
  correct?: CorrectionRound;
  /** Milliseconds left before the reply's deadline. */
  remainingMs?: () => number;
  /** A failed correction round (the first answer stands), for the server log. */
  onCorrectionFailed?(error: unknown): void;
}

/** Checks `answer` and, for a model with time to spare, runs the one correction round (see the file comment). */
export async function settleClaims(answer: string, pass: ClaimPass): Promise<ClaimOutcome> {
  const report = checkClaims(answer, pass.chart, { locale: pass.locale });
  const remaining = pass.remainingMs?.() ?? 0;
  if (report.wrong === 0 || !pass.correct || remaining < MIN_CORRECTION_TIME_MS) return { replace: null, report };
  try {
    const corrected = await pass.correct(answer, correctionRequest(report, pass.locale), remaining - 1_000);
    const second = checkClaims(corrected, pass.chart, { locale: pass.locale });
    return second.wrong < report.wrong ? { replace: corrected, report: second } : { replace: null, report };
  } catch (error) {
    pass.onCorrectionFailed?.(error);
    return { replace: null, report };
  }
}

/** The SSE frames that close a checked reply: `{replace}` when the text changed, then `{claims}`. */
export function claimFrames(outcome: ClaimOutcome): ChatFrame[] {
  return [...(outcome.replace !== null ? [{ replace: outcome.replace }] : []), { claims: outcome.report }];
}
