/**
 * The chat body's `match` (`{bride, groom, ayanamsa?}` with `/api/chart`'s birth fields, or the
 * page's prefixed query as one object) → the computed match, through the same pipeline as
 * `/api/match`. Failures name the person and field, under `match.`.
 */
import { matchFieldsFromBody, matchFieldsFromQuery, matchInputsFrom } from '../../../shared/contracts/match-request';
import { computeMatch } from '../../../shared/compose/match';
import { type MatchAnswer } from '../../../shared/chart/match-answer';
import { ChatBirthError, problemOf } from './chart-for-chat';
import { placeIndex } from '../places';
import type { Locale } from '../../../shared/i18n/locale';

/** Computes the match the chat talks about, its sentences in `locale`; throws ChatBirthError naming the field. */
export function matchForChat(raw: unknown, locale: Locale = 'en'): MatchAnswer {
  const isRecord = (x: unknown): x is Record<string, unknown> => !!x && typeof x === 'object' && !Array.isArray(x);
  if (!isRecord(raw)) throw new ChatBirthError('match', 'match: expected {"bride": {…}, "groom": {…}}');
  const fromBody =
    'bride' in raw || 'groom' in raw
      ? matchFieldsFromBody(raw)
      : {
          ok: true as const,
          fields: matchFieldsFromQuery(
            Object.fromEntries(Object.entries(raw).filter((e): e is [string, string] => typeof e[1] === 'string')),
          ),
        };
  if (!fromBody.ok)
    throw new ChatBirthError(`match.${fromBody.failure.field}`, `match.${fromBody.failure.message}`, problemOf(fromBody.failure));
  const inputs = matchInputsFrom(fromBody.fields, placeIndex());
  if (!inputs.ok) throw new ChatBirthError(`match.${inputs.failure.field}`, `match: ${inputs.failure.message}`, problemOf(inputs.failure));
  const result = computeMatch(inputs.inputs, locale);
  // The match refuses only an unknown birth time on a day the Moon changes star or vashya: the time is required.
  if (!result.ok) throw new ChatBirthError(`match.${result.failure.field}`, `match: ${result.failure.message}`, { code: 'required' });
  return result.answer;
}
