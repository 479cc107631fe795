/** Every regional language's claim-check words, registered by language so the compiler refuses a missing one. */
import type { RegionalLocale } from '../../i18n/locale';
import type { ClaimText } from './claim-text';
import { CLAIM_TEXT_BN } from './claim-text-bn';
import { CLAIM_TEXT_MR } from './claim-text-mr';
import { CLAIM_TEXT_TA } from './claim-text-ta';
import { CLAIM_TEXT_TE } from './claim-text-te';

/** The regional books. */
export const CLAIM_TEXTS: Readonly<Record<RegionalLocale, ClaimText>> = {
  bn: CLAIM_TEXT_BN,
  mr: CLAIM_TEXT_MR,
  te: CLAIM_TEXT_TE,
  ta: CLAIM_TEXT_TA,
};
