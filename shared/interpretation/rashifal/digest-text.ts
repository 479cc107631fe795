/**
 * The weekly digest and the change alert as mail text, in the six languages: the coming week's
 * days (tara from the natal Moon, chandra bala, chandrashtama — the outlook's facts) and events
 * (the feed's lines), and an alert listing the dasha or Saturn changes a week ahead. Every mail
 * ends with its one-click unsubscribe link.
 */
import type { Locale } from '../../i18n/locale';
import { BAD_TARAS, TARAS } from '../../jyotish/classical/tara';
import { PRODUCT_NAME } from '../../product';
import { formatDateLong } from '../format';
import { DIGEST_WORDS_BN } from './words-bn';
import { DIGEST_WORDS_MR } from './words-mr';
import { DIGEST_WORDS_TA } from './words-ta';
import { DIGEST_WORDS_TE } from './words-te';

/** One day of the coming week, from its outlook. */
export interface DigestDay {
  day: string;
  tara: number;
  chandraBala: boolean;
  chandrashtama: boolean;
}

/** An event line (a feed event's date and summary). */
export interface DigestEvent {
  date: string;
  summary: string;
}

/** A mail: subject and plain text. */
export interface DigestMail {
  subject: string;
  text: string;
}

/** The mails' words, per language. */
export interface DigestWords {
  weeklySubject: (person: string, from: string) => string;
  weeklyIntro: (person: string) => string;
  day: (d: DigestDay) => string;
  events: string;
  noEvents: string;
  alertSubject: (person: string) => string;
  alertIntro: (person: string) => string;
  footer: (unsubscribe: string, manage: string) => string;
  date: (iso: string) => string;
}

const EN: DigestWords = {
  weeklySubject: (p, from) => `${p}: the week from ${formatDateLong(from)}`,
  weeklyIntro: (p) => `The coming week for ${p}, read from the natal Moon.`,
  day: (d) =>
    `${formatDateLong(d.day)}: tara ${d.tara} ${TARAS[d.tara - 1]!.en} (${BAD_TARAS.has(d.tara) ? 'unfavourable' : 'favourable'}), chandra bala ${d.chandraBala ? 'good' : 'weak'}${d.chandrashtama ? ', chandrashtama: keep new starts for another day' : ''}.`,
  events: 'Events this week:',
  noEvents: 'No dasha, Saturn or festival events this week.',
  alertSubject: (p) => `${p}: a change in a week`,
  alertIntro: (p) => `A week from now, for ${p}:`,
  footer: (u, m) =>
    `You get this because you turned on the weekly digest for this person in ${PRODUCT_NAME}. Unsubscribe with one click: ${u}\nManage it on My charts: ${m}`,
  date: formatDateLong,
};

const HI: DigestWords = {
  weeklySubject: (p, from) => `${p}: ${from} से आरंभ सप्ताह`,
  weeklyIntro: (p) => `${p} का आने वाला सप्ताह, जन्म चंद्रमा से पढ़ा गया।`,
  day: (d) =>
    `${d.day}: तारा ${d.tara} ${TARAS[d.tara - 1]!.hi} (${BAD_TARAS.has(d.tara) ? 'प्रतिकूल' : 'अनुकूल'}), चंद्र बल ${d.chandraBala ? 'शुभ' : 'कमज़ोर'}${d.chandrashtama ? ', चंद्राष्टम: नए काम टालें' : ''}।`,
  events: 'इस सप्ताह की घटनाएँ:',
  noEvents: 'इस सप्ताह दशा, शनि या पर्व की कोई घटना नहीं।',
  alertSubject: (p) => `${p}: एक सप्ताह में बदलाव`,
  alertIntro: (p) => `आज से एक सप्ताह में, ${p} के लिए:`,
  footer: (u, m) =>
    `यह मेल इसलिए आया क्योंकि आपने ${PRODUCT_NAME} में इस व्यक्ति का साप्ताहिक सार चालू किया है। एक क्लिक में बंद करें: ${u}\nमेरी कुंडलियाँ पर बदलें: ${m}`,
  date: (iso) => iso,
};

const WORDS: Readonly<Record<Locale, DigestWords>> = {
  en: EN,
  hi: HI,
  bn: DIGEST_WORDS_BN,
  mr: DIGEST_WORDS_MR,
  te: DIGEST_WORDS_TE,
  ta: DIGEST_WORDS_TA,
};
const words = (locale: Locale): DigestWords => WORDS[locale];

/** The links every mail ends with. */
export interface DigestLinks {
  unsubscribe: string;
  manage: string;
}

/** The weekly digest of `person` for the days given (the first is the week's start). */
export function weeklyDigestMail(
  person: string,
  days: readonly DigestDay[],
  events: readonly DigestEvent[],
  links: DigestLinks,
  locale: Locale,
): DigestMail {
  const w = words(locale);
  const lines = [w.weeklyIntro(person), '', ...days.map(w.day), '', events.length ? w.events : w.noEvents];
  for (const e of events) lines.push(`- ${w.date(e.date)}: ${e.summary}`);
  lines.push('', w.footer(links.unsubscribe, links.manage));
  return { subject: w.weeklySubject(person, days[0]?.day ?? ''), text: lines.join('\n') };
}

/** The alert of `person`'s changes a week ahead. */
export function changeAlertMail(person: string, events: readonly DigestEvent[], links: DigestLinks, locale: Locale): DigestMail {
  const w = words(locale);
  const lines = [
    w.alertIntro(person),
    '',
    ...events.map((e) => `- ${w.date(e.date)}: ${e.summary}`),
    '',
    w.footer(links.unsubscribe, links.manage),
  ];
  return { subject: w.alertSubject(person), text: lines.join('\n') };
}
