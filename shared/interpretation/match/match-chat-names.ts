/**
 * The names a regional language's match answers read from the vocabulary (koota, dosha, porutham, verdict,
 * agreement and a koota side's value), so each language's words file (match-chat-text-bn.ts …) holds only its
 * sentences.
 */
import type { RegionalLocale } from '../../i18n/locale';
import { agreementName, kootaName, kootaValueName, matchDoshaName, poruthamName, verdictName } from '../../vocabulary/matching-names';
import type { MatchChatText } from './match-chat-text';

/** The vocabulary's names in `locale`, in the shape of the match answers' words. */
export function matchChatNames(
  locale: RegionalLocale,
): Pick<MatchChatText, 'kootaName' | 'kootaValue' | 'doshaName' | 'poruthamName' | 'agreement' | 'verdict'> {
  return {
    kootaName: (k) => kootaName(k, locale),
    kootaValue: (k, value) => kootaValueName(k, value, locale),
    doshaName: (d) => matchDoshaName(d, locale),
    poruthamName: (p) => poruthamName(p, locale),
    agreement: (a) => agreementName(a, locale),
    verdict: (v) => verdictName(v, locale),
  };
}
