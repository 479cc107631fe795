/**
 * The claim check's words for people: each statement as checked ("Mars in Leo") and the
 * correction of a wrong one ("Mars is in Virgo, not Leo."), in English and Hindi here and in
 * Bengali, Marathi, Telugu and Tamil from their files (claim-text-bn.ts …), plus the request that
 * gives a language model one chance to correct its answer. The check runs on the server
 * (functions/http/chat.ts), so every language is imported here.
 */
import type { Graha } from '../../vocabulary/graha';
import { ordinal } from '../format';
import { dignityWords } from '../grahas';
import { regionalLocale, type EngineLocale, type InlineLocale, type RegionalLocale } from '../../i18n/locale';
import { houseOrdinalIn } from '../regional-numbers';
import { dignityName, termName } from '../../vocabulary/terms';
import type { ClaimText } from './claim-text';
import { CLAIM_TEXTS } from './claim-texts';
import { grahaName } from '../../vocabulary/graha';
import { nakshatraNameOf } from '../../vocabulary/nakshatra';
import { rasiNameOf } from '../../vocabulary/rasi';
import { DIGNITY_NAMES } from '../../vocabulary/terms';
import type { DignityClaim } from './grammar';
import type { StatedValue, Statement } from './statement';
import type { ActualValue } from './verify';
import { JYOTISH_TERMS } from '../../vocabulary/terms';

type Subject = Statement['subject'];

const DIGNITY_CLAIM_WORDS: Record<InlineLocale, Record<DignityClaim, string>> = {
  en: {
    exalted: 'exalted',
    debilitated: 'debilitated',
    own: 'in its own sign',
    moolatrikona: 'in its moolatrikona',
    friend: "in a friend's sign",
    enemy: "in an enemy's sign",
    neutral: 'in a neutral sign',
  },
  hi: {
    exalted: 'उच्च',
    debilitated: 'नीच',
    own: 'स्वराशि में',
    moolatrikona: 'मूलत्रिकोण में',
    friend: 'मित्र राशि में',
    enemy: 'शत्रु राशि में',
    neutral: 'सम राशि में',
  },
};

const subjectName = (s: Subject, locale: InlineLocale) =>
  s === 'Ascendant' ? (locale === 'hi' ? 'लग्न' : 'The ascendant') : grahaName(s, locale);
const hiOrdinal = (n: number) => `${n}वें`;
const dashaName = (md: Graha | null, ad: Graha | null, locale: InlineLocale) => {
  if (locale === 'hi') return ad ? `${md ? `${grahaName(md, 'hi')}-` : ''}${grahaName(ad, 'hi')} अंतर्दशा` : `${grahaName(md!, 'hi')} महादशा`;
  return ad ? `${md ? `${md}–` : ''}${ad} antardasha` : `${md} mahadasha`;
};
const span = (s: { first: string; last: string }) =>
  s.first === s.last
    ? s.first
    : s.first.slice(0, 4) === s.last.slice(0, 4) && s.first.endsWith('-01-01') && s.last.endsWith('-12-31')
      ? s.first.slice(0, 4)
      : `${s.first.slice(0, 7)}`;

/** The subject, its house ordinal and the claim-check words of a regional language. */
function regional(r: RegionalLocale, s: Statement) {
  return {
    T: CLAIM_TEXTS[r] as ClaimText,
    who: s.subject === 'Ascendant' ? termName('lagna', r) : grahaName(s.subject, r),
    ord: houseOrdinalIn(r),
    dasha: (md: Graha | null, ad: Graha | null) => CLAIM_TEXTS[r].dashaName(md && grahaName(md, r), ad && grahaName(ad, r)),
  };
}

/** statementText in a regional language. */
function regionalStatement(s: Statement, r: RegionalLocale): string {
  const { T, who, ord, dasha } = regional(r, s);
  const v = s.value;
  const negate = (text: string) => (s.negated ? T.negated(text) : text);
  switch (v.kind) {
    case 'ascendant':
      return negate(T.ascendantIs(rasiNameOf(v.rasi, r)));
    case 'sign':
      return negate(T.inSign(who, rasiNameOf(v.rasi, r)));
    case 'nakshatra':
      return negate(T.inNakshatra(who, nakshatraNameOf(v.nakshatra, r)));
    case 'house':
      return negate(T.inHouse(who, ord(v.house), v.from === 'Moon'));
    case 'dignity':
      return negate(T.dignity(who, T.dignityClaims[v.claim]));
    case 'retrograde':
      return T.retrograde(who, v.retrograde !== s.negated);
    case 'dasha': {
      const d = v.dasha;
      const parts = [
        d.start && d.end ? `${span(d.start)}–${span(d.end)}` : '',
        d.start && !d.end ? T.from(span(d.start)) : '',
        d.end && !d.start ? T.until(span(d.end)) : '',
        d.during ? T.during(span(d.during)) : '',
        d.current ? T.runningNow : '',
      ].filter(Boolean);
      return `${dasha(d.mahadashaLord, d.antardashaLord)} ${parts.join(', ')}`.trim();
    }
  }
}

/** correctionText in a regional language. */
function regionalCorrection(s: Statement, actual: ActualValue, r: RegionalLocale): string {
  const { T, who, ord, dasha } = regional(r, s);
  const v = s.value;
  const denied = !s.negated;
  switch (actual.kind) {
    case 'ascendant':
      return T.ascendantIsNot(rasiNameOf(actual.rasi, r), v.kind === 'ascendant' && denied ? rasiNameOf(v.rasi, r) : null);
    case 'sign':
      return T.isInSign(who, rasiNameOf(actual.rasi, r), v.kind === 'sign' && denied ? rasiNameOf(v.rasi, r) : null);
    case 'nakshatra':
      return T.isInNakshatra(
        who,
        nakshatraNameOf(actual.nakshatra, r),
        v.kind === 'nakshatra' && denied ? nakshatraNameOf(v.nakshatra, r) : null,
      );
    case 'house': {
      const stated = v.kind === 'house' ? v : null;
      return T.isInHouse(who, ord(actual.house), stated && denied ? ord(stated.house) : null, stated?.from === 'Moon');
    }
    case 'dignity':
      return T.dignityIs(
        who,
        rasiNameOf(actual.rasi, r),
        dignityName(actual.dignity, r),
        v.kind === 'dignity' && denied ? T.dignityClaims[v.claim] : null,
      );
    case 'retrograde':
      return T.isRetrograde(who, actual.retrograde);
    case 'dasha': {
      const p = actual.period;
      if (!p) return T.noDasha;
      const name = dasha(p.mahadashaLord, p.antardashaLord);
      return actual.running ? T.dashaRunning(name, p.start, p.end) : T.dashaRuns(name, p.start, p.end);
    }
  }
}

/** English or Hindi for the inline texts below (a regional language is answered before them). */
const inlineLocale = (asked: EngineLocale): InlineLocale => (asked === 'hi' ? 'hi' : 'en');

/** The statement as the check read it, in a few words. */
export function statementText(s: Statement, asked: EngineLocale): string {
  const r = regionalLocale(asked);
  if (r) return regionalStatement(s, r);
  const locale = inlineLocale(asked);
  const who = subjectName(s.subject, locale);
  const v: StatedValue = s.value;
  const not = s.negated ? (locale === 'hi' ? 'नहीं ' : 'not ') : '';
  const hi = locale === 'hi';
  switch (v.kind) {
    case 'ascendant':
      return hi ? `लग्न ${rasiNameOf(v.rasi, 'hi')} ${not}`.trim() : `Ascendant ${not}${v.rasi}`;
    case 'sign':
      return hi ? `${who} ${rasiNameOf(v.rasi, 'hi')} राशि में ${not}`.trim() : `${who} ${not}in ${v.rasi}`;
    case 'nakshatra':
      return hi ? `${who} ${nakshatraNameOf(v.nakshatra, 'hi')} नक्षत्र में ${not}`.trim() : `${who} ${not}in ${v.nakshatra} nakshatra`;
    case 'house': {
      const from = v.from === 'Moon' ? (hi ? ' (चंद्र से)' : ' from the Moon') : '';
      return hi ? `${who} ${hiOrdinal(v.house)} भाव${from} में ${not}`.trim() : `${who} ${not}in the ${ordinal(v.house)} house${from}`;
    }
    case 'dignity':
      return hi ? `${who} ${DIGNITY_CLAIM_WORDS.hi[v.claim]} ${not}`.trim() : `${who} ${not}${DIGNITY_CLAIM_WORDS.en[v.claim]}`;
    case 'retrograde': {
      const retro = v.retrograde !== s.negated;
      return hi ? `${who} ${retro ? JYOTISH_TERMS.retrograde.hi : 'मार्गी'}` : `${who} ${retro ? 'retrograde' : 'not retrograde'}`;
    }
    case 'dasha': {
      const d = v.dasha;
      const parts = [
        d.start && d.end ? `${span(d.start)}–${span(d.end)}` : '',
        d.start && !d.end ? (hi ? `${span(d.start)} से` : `from ${span(d.start)}`) : '',
        d.end && !d.start ? (hi ? `${span(d.end)} तक` : `until ${span(d.end)}`) : '',
        d.during ? (hi ? `${span(d.during)} में` : `in ${span(d.during)}`) : '',
        d.current ? (hi ? 'अभी चल रही' : 'running now') : '',
      ].filter(Boolean);
      return `${dashaName(d.mahadashaLord, d.antardashaLord, locale)} ${parts.join(', ')}`;
    }
  }
}

/** The correction of a wrong statement: what the chart says. */
export function correctionText(s: Statement, actual: ActualValue, asked: EngineLocale): string {
  const r = regionalLocale(asked);
  if (r) return regionalCorrection(s, actual, r);
  const locale = inlineLocale(asked);
  const who = subjectName(s.subject, locale);
  const hi = locale === 'hi';
  const v = s.value;
  switch (actual.kind) {
    case 'ascendant': {
      const stated = v.kind === 'ascendant' ? v.rasi : null;
      if (hi) return `लग्न ${rasiNameOf(actual.rasi, 'hi')} है${stated && !s.negated ? `, ${rasiNameOf(stated, 'hi')} नहीं` : ''}।`;
      return `The ascendant is ${actual.rasi}${stated && !s.negated ? `, not ${stated}` : ''}.`;
    }
    case 'sign': {
      const stated = v.kind === 'sign' ? v.rasi : null;
      const name = rasiNameOf(actual.rasi, locale);
      if (hi) return `${who} ${name} राशि में है${stated && !s.negated ? `, ${rasiNameOf(stated, 'hi')} में नहीं` : ''}।`;
      return `${who} is in ${name}${stated && !s.negated ? `, not ${stated}` : ''}.`;
    }
    case 'nakshatra': {
      const stated = v.kind === 'nakshatra' ? v.nakshatra : null;
      if (hi)
        return `${who} ${nakshatraNameOf(actual.nakshatra, 'hi')} नक्षत्र में है${stated && !s.negated ? `, ${nakshatraNameOf(stated, 'hi')} में नहीं` : ''}।`;
      return `${who} is in ${actual.nakshatra} nakshatra${stated && !s.negated ? `, not ${stated}` : ''}.`;
    }
    case 'house': {
      const stated = v.kind === 'house' ? v : null;
      const from = stated?.from === 'Moon' ? (hi ? ' (चंद्र से)' : ' from the Moon') : '';
      if (hi) return `${who} ${hiOrdinal(actual.house)} भाव${from} में है${stated && !s.negated ? `, ${hiOrdinal(stated.house)} में नहीं` : ''}।`;
      return `${who} is in the ${ordinal(actual.house)} house${from}${stated && !s.negated ? `, not the ${ordinal(stated.house)}` : ''}.`;
    }
    case 'dignity': {
      const claim = v.kind === 'dignity' ? v.claim : null;
      if (hi)
        return `${who} ${rasiNameOf(actual.rasi, 'hi')} राशि में ${DIGNITY_NAMES[actual.dignity].hi} है${claim && !s.negated ? `, ${DIGNITY_CLAIM_WORDS.hi[claim]} नहीं` : ''}।`;
      const denied = claim
        ? s.negated
          ? `${who} is ${DIGNITY_CLAIM_WORDS.en[claim]}: `
          : `${who} is not ${DIGNITY_CLAIM_WORDS.en[claim]}: `
        : '';
      return `${denied}in ${actual.rasi} it is ${dignityWords(actual.dignity)}.`;
    }
    case 'retrograde':
      if (hi) return `आपकी कुंडली में ${who} ${actual.retrograde ? 'वक्री है' : 'वक्री नहीं है'}।`;
      return `${who} is ${actual.retrograde ? '' : 'not '}retrograde in your chart.`;
    case 'dasha': {
      const p = actual.period;
      if (!p) return hi ? 'आपकी कुंडली में ऐसी कोई दशा नहीं है।' : 'Your chart has no such period.';
      const name = dashaName(p.mahadashaLord, p.antardashaLord, locale);
      if (actual.running)
        return hi ? `अभी ${name} चल रही है (${p.start} से ${p.end} तक)।` : `The period running now is the ${name} (${p.start} to ${p.end}).`;
      return hi ? `${name} ${p.start} से ${p.end} तक है।` : `The ${name} runs from ${p.start} to ${p.end}.`;
    }
  }
}

/** The message that asks a model to correct the wrong statements of its previous answer. */
export function correctionRequestText(corrections: { statement: string; correction: string }[], asked: EngineLocale): string {
  const list = corrections.map((c) => `- "${c.statement}" → ${c.correction}`).join('\n');
  const r = regionalLocale(asked);
  if (r) return CLAIM_TEXTS[r].request(list);
  return inlineLocale(asked) === 'hi'
    ? `आपके पिछले उत्तर के ये कथन गणना की गई कुंडली से मेल नहीं खाते:\n${list}\nकृपया वही उत्तर दोबारा लिखें, इन्हें सुधारकर; बाकी सब वैसा ही रखें और सुधार का उल्लेख न करें।`
    : `These statements in your previous answer do not match the computed chart:\n${list}\nRewrite the same answer with these corrected; keep everything else as it was and do not mention the correction.`;
}
