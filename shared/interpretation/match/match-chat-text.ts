/**
 * The built-in reader's words for a conversation about a match (match-chat.ts), per language: the
 * frame around the match's own sentences, which the match layer already gives in the page's
 * language (text.ts, text-hi.ts, text-bn.ts …). Koota, dosha, porutham, verdict and agreement names come
 * from shared/vocabulary/matching-names.ts; English and Hindi are here, Bengali, Marathi, Telugu and Tamil in
 * a file each (match-chat-text-bn.ts …), every one typed `MatchChatText` so none lacks an entry.
 */
import type { EngineLocale } from '../../i18n/locale';
import type { MatchDosha } from '../../jyotish/matching';
import type { Koota, Verdict } from '../../vocabulary/matching-keys';
import type { Agreement, PoruthamKey } from '../../vocabulary/matching-keys';
import {
  AGREEMENT_NAMES,
  DOSHA_NAMES,
  KOOTA_NAMES,
  MATCH_PERSON_NAMES,
  PORUTHAM_NAMES,
  VERDICT_NAMES,
  kootaValueName,
} from '../../vocabulary/matching-names';
import type { MatchPerson } from '../../vocabulary/match-person';
import { MATCH_CHAT_BN } from './match-chat-text-bn';
import { MATCH_CHAT_MR } from './match-chat-text-mr';
import { MATCH_CHAT_TA } from './match-chat-text-ta';
import { MATCH_CHAT_TE } from './match-chat-text-te';

/** One language's words of the built-in match answers. */
export interface MatchChatText {
  builtIn: string;
  /** A person as the answer names them (`name` may be empty). */
  side: (name: string, person: MatchPerson) => string;
  manglikTitle: string;
  notManglik: string;
  manglikCancelled: (cancellations: string) => string;
  manglikActive: string;
  /** A Manglik status, then the reason the match layer gave. */
  statusAndReason: (status: string, reason: string) => string;
  doshaPresentCancelled: (exceptions: string) => string;
  doshaPresent: string;
  doshaAbsent: string;
  kootaLine: (f: {
    name: string;
    meaning: string;
    points: number;
    max: number;
    bride: string;
    groom: string;
    explanation: string;
  }) => string;
  nadiZero: string;
  overviewHead: (total: number, max: number, verdict: string) => string;
  manglikPair: (note: string) => string;
  closing: string;
  kootaName: (k: Koota) => string;
  /** A koota side's value (a varna, a nakshatra, a graha, …) as the language names it. */
  kootaValue: (k: Koota, value: string) => string;
  doshaName: (d: MatchDosha['name']) => string;
  poruthamName: (p: PoruthamKey) => string;
  agreement: (a: Agreement) => string;
  verdict: (v: Verdict) => string;
  /** Follow-ups that would repeat the overview: the kootas that carry the match and those that weigh on it. */
  strengthsHead: string;
  weakHead: string;
  moreDetailHead: string;
  nothingNew: string;
}

const MATCH_CHAT_EN: MatchChatText = {
  builtIn: '_Built-in reader: no AI model is configured, so this answer is composed directly from the computed match._',
  side: (name, person) => `${name || `the ${person}`} (${person})`,
  manglikTitle: '**Manglik (Mars) dosha**',
  notManglik: 'not Manglik',
  manglikCancelled: (c) => `Manglik, but cancelled (${c})`,
  manglikActive: 'Manglik, not cancelled',
  statusAndReason: (status, reason) => `${status}. ${reason}`,
  doshaPresentCancelled: (e) => `present but cancelled (${e})`,
  doshaPresent: 'present, not cancelled',
  doshaAbsent: 'absent',
  kootaLine: (f) =>
    `- **${f.name}** (${f.meaning}): **${f.points} of ${f.max}** points. Bride ${f.bride}, groom ${f.groom}. ${f.explanation}`,
  nadiZero: '- Same nadi scores zero: tradition reads it against health and progeny, unless a classical exception applies.',
  overviewHead: (total, max, verdict) => `**${total} of ${max} gunas: ${verdict}.**`,
  manglikPair: (note) => `- Manglik: ${note}`,
  closing: '_Matching weighs the two Moons only; it is one traditional check among several._',
  kootaName: (k) => KOOTA_NAMES[k].en,
  kootaValue: (_k, value) => value,
  doshaName: (d) => DOSHA_NAMES[d].en,
  poruthamName: (p) => PORUTHAM_NAMES[p].en,
  agreement: (a) => a,
  verdict: (v) => v,
  strengthsHead: '**What carries this match** (kootas at full points)',
  weakHead: '**What weighs on it** (kootas at half their points or less)',
  moreDetailHead: '**In more detail**: Manglik for both and the South Indian poruthams',
  nothingNew:
    'That is everything the matching tables say about this pair. Ask about one koota by name (for example “What does Nadi mean for us?”), or about Manglik.',
};

const MATCH_CHAT_HI: MatchChatText = {
  builtIn: '_अंतर्निहित रीडर: कोई एआई मॉडल सेट नहीं है, इसलिए यह उत्तर सीधे गणना किए गए मिलान से बनाया गया है।_',
  side: (name, person) => (name ? `${name} (${MATCH_PERSON_NAMES[person].hi})` : MATCH_PERSON_NAMES[person].hi),
  manglikTitle: '**मांगलिक (मंगल) दोष**',
  notManglik: 'मांगलिक नहीं',
  manglikCancelled: (c) => `मांगलिक, पर निरस्त (${c})`,
  manglikActive: 'मांगलिक, निरस्त नहीं',
  statusAndReason: (status, reason) => `${status}। ${reason}`,
  doshaPresentCancelled: (e) => `है, पर निरस्त (${e})`,
  doshaPresent: 'है, निरस्त नहीं',
  doshaAbsent: 'नहीं है',
  kootaLine: (f) => `- **${f.name}** (${f.meaning}): **${f.max} में से ${f.points}** अंक। वधू: ${f.bride}, वर: ${f.groom}। ${f.explanation}`,
  nadiZero: '- एक ही नाड़ी पर शून्य अंक: परंपरा इसे स्वास्थ्य और संतान के लिए प्रतिकूल मानती है, जब तक कोई शास्त्रीय अपवाद लागू न हो।',
  overviewHead: (total, max, verdict) => `**${max} में से ${total} गुण: ${verdict}।**`,
  manglikPair: (note) => `- मांगलिक: ${note}`,
  closing: '_मिलान केवल दोनों चंद्रमाओं को तौलता है; यह कई पारंपरिक जाँचों में से एक है।_',
  kootaName: (k) => KOOTA_NAMES[k].hi,
  kootaValue: (k, value) => kootaValueName(k, value, 'hi'),
  doshaName: (d) => DOSHA_NAMES[d].hi,
  poruthamName: (p) => PORUTHAM_NAMES[p].hi,
  agreement: (a) => AGREEMENT_NAMES[a].hi,
  verdict: (v) => VERDICT_NAMES[v].hi,
  strengthsHead: '**इस मिलान को क्या सँभालता है** (पूरे अंकों वाले कूट)',
  weakHead: '**इस पर क्या भारी है** (आधे या कम अंकों वाले कूट)',
  moreDetailHead: '**और विस्तार से**: दोनों का मांगलिक विचार और दक्षिण भारतीय पोरुथम',
  nothingNew:
    'इस जोड़ी के बारे में मिलान की तालिकाएँ इतना ही कहती हैं। किसी एक कूट के बारे में नाम लेकर पूछें (जैसे “नाड़ी का हमारे लिए क्या अर्थ है?”), या मांगलिक के बारे में।',
};

const MATCH_CHAT_TEXT: Readonly<Record<EngineLocale, MatchChatText>> = {
  en: MATCH_CHAT_EN,
  hi: MATCH_CHAT_HI,
  bn: MATCH_CHAT_BN,
  mr: MATCH_CHAT_MR,
  te: MATCH_CHAT_TE,
  ta: MATCH_CHAT_TA,
};

/** The built-in match answers' words in `locale`. */
export function matchChatText(locale: EngineLocale): MatchChatText {
  return MATCH_CHAT_TEXT[locale];
}
