/** The claim check's words in Marathi (मराठी): the shape is claim-text.ts. */
import { termName } from '../../vocabulary/terms';
import type { ClaimText } from './claim-text';

const fromMoon = (yes: boolean) => (yes ? 'चंद्रापासून ' : '');

/** The claim check in Marathi. */
export const CLAIM_TEXT_MR: ClaimText = {
  locale: 'mr',
  dignityClaims: {
    exalted: 'उच्च',
    debilitated: 'नीच',
    own: 'स्वराशीत',
    moolatrikona: 'मूलत्रिकोणात',
    friend: 'मित्र राशीत',
    enemy: 'शत्रू राशीत',
    neutral: 'सम राशीत',
  },
  inSign: (who, rasi) => `${who} ${rasi} राशीत`,
  inNakshatra: (who, nakshatra) => `${who} ${nakshatra} नक्षत्रात`,
  inHouse: (who, house, moon) => `${who} ${fromMoon(moon)}${house} स्थानात`,
  dignity: (who, claim) => `${who} ${claim}`,
  retrograde: (who, retrograde) => `${who} ${retrograde ? termName('retrograde', 'mr') : 'मार्गी'}`,
  ascendantIs: (rasi) => `${termName('lagna', 'mr')} ${rasi}`,
  negated: (statement) => `${statement} नाही`,
  dashaName: (md, ad) => (ad ? `${md ? `${md}-` : ''}${ad} ${termName('antardasha', 'mr')}` : `${md} ${termName('mahadasha', 'mr')}`),
  from: (date) => `${date} पासून`,
  until: (date) => `${date} पर्यंत`,
  during: (date) => `${date} मध्ये`,
  runningNow: 'सध्या चालू',
  isInSign: (who, actual, stated) => `${who} ${actual} राशीत आहे${stated ? `, ${stated} राशीत नाही` : ''}.`,
  isInNakshatra: (who, actual, stated) => `${who} ${actual} नक्षत्रात आहे${stated ? `, ${stated} नक्षत्रात नाही` : ''}.`,
  isInHouse: (who, actual, stated, moon) => `${who} ${fromMoon(moon)}${actual} स्थानात आहे${stated ? `, ${stated} स्थानात नाही` : ''}.`,
  ascendantIsNot: (actual, stated) => `${termName('lagna', 'mr')} ${actual} आहे${stated ? `, ${stated} नाही` : ''}.`,
  dignityIs: (who, rasi, dignity, claim) => `${who} ${rasi} राशीत आहे (${dignity})${claim ? `; ${claim} नाही` : ''}.`,
  isRetrograde: (who, retrograde) => `आपल्या कुंडलीत ${who} ${retrograde ? 'वक्री आहे' : 'वक्री नाही'}.`,
  noDasha: 'आपल्या कुंडलीत अशी कोणतीही दशा नाही.',
  dashaRunning: (name, start, end) => `सध्या ${name} चालू आहे (${start} ते ${end}).`,
  dashaRuns: (name, start, end) => `${name} ${start} ते ${end} आहे.`,
  request: (list) =>
    `आपल्या मागील उत्तरातील ही विधाने गणन केलेल्या कुंडलीशी जुळत नाहीत:\n${list}\nकृपया तेच उत्तर ही दुरुस्त करून पुन्हा लिहा; बाकी सर्व जसे होते तसे ठेवा आणि दुरुस्तीचा उल्लेख करू नका.`,
};
