/**
 * The rashifal, the day's outlook, the calendar feed and the weekly mails in Marathi: the same
 * shapes as the English (text.ts, outlook-reading.ts, feed-text.ts, digest-text.ts), so no sentence
 * can be missing. Names come from the Marathi books (रवी, मेष, साडेसाती); houses are counted from the
 * Moon sign as the reader and the report count them (षष्ठ स्थानात); the reader is addressed as आपण.
 */
import type { EclipseKind } from '../../panchang/eclipses';
import { BAD_TARAS, taraName } from '../../jyotish/classical/tara';
import { rasiName } from '../../vocabulary/rasi';
import { sadeSatiPhaseName, saturnSpellName, termName } from '../../vocabulary/terms';
import { PRODUCT_NAME } from '../../product';
import { LIST_WORDS_MR } from '../format-mr';
import { houseThemesMr } from '../houses-mr';
import { regionalDate, regionalNumber, regionalTime } from '../regional-dates';
import type { DigestWords } from './digest-text';
import { rashifalHelpers } from './regional-helpers';
import type { FeedText } from './feed-text';
import type { OutlookText } from './outlook-reading';
import type { RashifalText } from './text';

const { G, ord, list, themes } = rashifalHelpers('mr', LIST_WORDS_MR, houseThemesMr);
const date = (iso: string) => regionalDate(iso, 'mr');
const n = (x: number) => regionalNumber(x, 'mr');
/** An instant as a Marathi almanac dates it: `८ डिसेंबर, २०२६ रोजी १४:०५ वाजता`. */
const at = (iso: string) => `${date(iso)} रोजी ${regionalTime(iso, 'mr')} वाजता`;
const when = (iso: string) => `${date(iso)}, ${regionalTime(iso, 'mr')}`;
const sadeSati = termName('sadeSati', 'mr');
const retro = termName('retrograde', 'mr');
const ECLIPSE: Record<EclipseKind, string> = {
  'solar-total': 'खग्रास सूर्यग्रहण',
  'solar-annular': 'कंकणाकृती सूर्यग्रहण',
  'solar-partial': 'खंडग्रास सूर्यग्रहण',
  'lunar-total': 'खग्रास चंद्रग्रहण',
  'lunar-partial': 'खंडग्रास चंद्रग्रहण',
  'lunar-penumbral': 'छायाकल्प चंद्रग्रहण',
};

export const RASHIFAL_TEXT_MR: RashifalText = {
  good: (g, h) => `आपल्या चंद्र राशीपासून ${ord(h)} स्थानात ${g} आहे: ${themes(h)} यांना साथ मिळेल.`,
  obstructed: (g, h, by) =>
    `${ord(h)} स्थानातील ${g} ${themes(h)} यांना साथ देईल, पण वेध स्थानात ${list(by)} असल्याने अडथळा येतो; म्हणून फळ अपेक्षेपेक्षा थोडे कमी मिळेल.`,
  difficult: (g, h) => `आपल्या चंद्र राशीपासून ${ord(h)} स्थानात ${g} आहे: ${themes(h)} यांबाबत काळजी घ्या.`,
  enters: (g, h, iso, r) => `${at(iso)} ${g}${r ? ` (${retro})` : ''} ${ord(h)} स्थानात प्रवेश करतो; ${themes(h)} यांकडे लक्ष वेधले जाईल.`,
  station: (g, t, h, iso) =>
    `${at(iso)} ${g} ${ord(h)} स्थानात ${t === 'retrograde' ? 'वक्री होतो: फेरविचार आणि सुधारणा करण्याचा काळ' : 'मार्गी होतो: रखडलेली कामे पुन्हा पुढे सरकतील'} (${themes(h)}).`,
  chandrashtama: (from, until) =>
    `${when(from)} पासून ${when(until)} पर्यंत ${G('Moon')} आपल्या राशीपासून आठव्या राशीत आहे (चंद्राष्टम): नवी सुरुवात आणि जोखमीचे निर्णय दुसऱ्या दिवसावर ढकला.`,
  saturn: (k, p) =>
    k === 'sadeSati'
      ? `आपल्या राशीला ${sadeSati} चालू आहे, सध्या ${sadeSatiPhaseName(p ?? 'peak', 'mr')} टप्पा: संयमाने, चिकाटीने केलेले काम फळ देईल; घाई आणि सोपे मार्ग उपयोगी पडणार नाहीत.`
      : `आपल्या राशीसाठी ${saturnSpellName(k, 'mr')} चालू आहे: जबाबदाऱ्या शांतपणे पार पाडा, आपल्या क्षमतेपलीकडे पसरू नका.`,
  eclipse: (k, h, iso) => `${at(iso)} आपल्या राशीपासून ${ord(h)} स्थानात ${ECLIPSE[k]} आहे: नवी सुरुवात करण्यापेक्षा थांबून विचार करण्याचा काळ.`,
  why: (g, sign, h, fav, by, r) =>
    `${g}${r ? ` (${retro})` : ''} ${rasiName(sign, 'mr')} राशीत, आपल्या राशीपासून ${ord(h)} स्थानात: ${fav ? (by.length ? `शुभ स्थान, पण वेध (${list(by)})` : `शुभ स्थान (फलदीपिका ${n(26)})`) : 'या ग्रहाच्या शुभ स्थानांपैकी नाही'}.`,
  festival: (name, iso) => `${date(iso)}: ${name}.`,
  graha: G,
};

const TARA_MEANING = [
  'संवेदनशील दिवस, मोठ्या निर्णयांपेक्षा नेहमीच्या कामांसाठी योग्य',
  'धन आणि लाभ — काम करण्यासाठी चांगला दिवस',
  'अडथळे — नवे उपक्रम आणि जोखमीचे निर्णय टाळा',
  'क्षेम — सुरक्षित, स्थिर दिवस',
  'विरोध — अडचणी येऊ शकतात, योजना मर्यादित ठेवा',
  'यश — प्रयत्न सफल होतात',
  'योजनांना धोका — महत्त्वाची कामे पुढे ढकला',
  'मैत्रीचा दिवस — मदत सहज मिळते',
  'परम मित्र — अत्यंत शुभ दिवस',
] as const;

export const OUTLOOK_TEXT_MR: OutlookText = {
  tara: (t) => `आजचे नक्षत्र आपल्या जन्मनक्षत्रापासून ${n(t)} वी तारा (${taraName(t, 'mr')}) आहे: ${TARA_MEANING[t - 1]}.`,
  chandrashtama: `${G('Moon')} आपल्या जन्मराशीपासून आठव्या राशीत आहे (चंद्राष्टम): आज नवी सुरुवात आणि मोठे निर्णय दुसऱ्या दिवसावर ढकला.`,
  chandraBala: (h, strong) => `${G('Moon')} आपल्या जन्मराशीपासून ${ord(h)} राशीत आहे: ${strong ? 'आज चंद्रबळ आहे.' : 'आज चंद्रबळ कमी आहे.'}`,
  dasha: (md, ad, pd) =>
    `चालू दशा: ${md} ${termName('mahadasha', 'mr')}, ${ad} ${termName('antardasha', 'mr')}, ${pd} ${termName('pratyantardasha', 'mr')}.`,
  birthTimeUnknown: 'जन्मवेळ माहीत नाही: जन्माचा चंद्र दुपारच्या वेळेनुसार घेतला आहे, त्यामुळे त्याचे नक्षत्र आणि तारा वेगळी असू शकते.',
};

const SPELL_HOUSE: Record<'sadeSati' | 'kantaka' | 'ashtama', string> = {
  sadeSati: 'आपल्या चंद्रापासून बाराव्या, पहिल्या किंवा दुसऱ्या राशीत शनी',
  kantaka: 'आपल्या चंद्रापासून चौथ्या राशीत शनी (अडीचकी)',
  ashtama: 'आपल्या चंद्रापासून आठव्या राशीत शनी (अडीचकी)',
};
const spell = (k: 'sadeSati' | 'kantaka' | 'ashtama') => (k === 'sadeSati' ? sadeSati : saturnSpellName(k, 'mr'));
/** The spell's short name for a calendar line (the Dhaiya without its explanation). */
const SPELL_SHORT = { sadeSati, kantaka: 'कंटक शनी', ashtama: 'अष्टम शनी' } as const;

export const FEED_TEXT_MR: FeedText = {
  mahadasha: (md) => ({
    summary: `${G(md)} ${termName('mahadasha', 'mr')} सुरू (${termName('vimshottari', 'mr')})`,
    description: `${termName('vimshottari', 'mr')}: आपली ${G(md)} ${termName('mahadasha', 'mr')} सुरू होते; आधी तिचीच ${termName('antardasha', 'mr')}.`,
  }),
  antardasha: (md, ad) => ({
    summary: `${G(md)}–${G(ad)} ${termName('dasha', 'mr')} सुरू (${termName('antardasha', 'mr')})`,
    description: `आपली ${G(md)} ${termName('mahadasha', 'mr')} चालू असताना ${G(ad)} ${termName('antardasha', 'mr')} सुरू होते (${termName('vimshottari', 'mr')}).`,
  }),
  saturnBegins: (kind, phase, sign, back) => ({
    summary: `${SPELL_SHORT[kind]}${phase ? `: ${sadeSatiPhaseName(phase, 'mr')} टप्पा सुरू` : back ? ' पुन्हा सुरू' : ' सुरू'}`,
    description: `${G('Saturn')} ${rasiName(sign, 'mr')} राशीत ${back ? 'परत येतो' : 'प्रवेश करतो'}: ${SPELL_HOUSE[kind]}.`,
  }),
  saturnPauses: (kind) => ({
    summary: `${SPELL_SHORT[kind]}: काही काळ विराम`,
    description: `${G('Saturn')} काही काळासाठी ${spell(kind)} च्या राशींबाहेर जातो; हा काळ संपण्यापूर्वी तो परत येईल.`,
  }),
  saturnEnds: (kind) => ({
    summary: `${SPELL_SHORT[kind]} समाप्त`,
    description: `${G('Saturn')} आपल्या चंद्रावरील ${spell(kind)} ची शेवटची रास सोडतो.`,
  }),
  chandrashtama: (sign) => ({
    summary: 'चंद्राष्टम: आपल्या चंद्रापासून आठव्या राशीत चंद्र',
    description: `${G('Moon')} ${rasiName(sign, 'mr')} राशीत आहे, आपल्या जन्मराशीपासून आठवी रास: नवी सुरुवात आणि जोखमीचे निर्णय दुसऱ्या दिवसावर ढकला.`,
  }),
  ingress: (g, sign, house, retrograde) => ({
    summary: `${G(g)} ${rasiName(sign, 'mr')} राशीत (आपल्या चंद्रापासून ${ord(house)} रास)`,
    description: `${G(g)}${retrograde ? ` (${retro})` : ''} ${rasiName(sign, 'mr')} राशीत प्रवेश करतो, आपल्या जन्मराशीपासून ${ord(house)} रास.`,
  }),
  festival: (name) => ({ summary: name, description: `आपल्या ठिकाणी ${name} (हिंदू पंचांगानुसार).` }),
  calendarName: (person) => `${person}: दशा, गोचर आणि सण`,
};

export const DIGEST_WORDS_MR: DigestWords = {
  weeklySubject: (p, from) => `${p}: ${date(from)} पासूनचा आठवडा`,
  weeklyIntro: (p) => `${p} यांचा येणारा आठवडा, जन्मचंद्रावरून पाहिलेला.`,
  day: (d) =>
    `${date(d.day)}: तारा ${n(d.tara)} ${taraName(d.tara, 'mr')} (${BAD_TARAS.has(d.tara) ? 'प्रतिकूल' : 'अनुकूल'}), चंद्रबळ ${d.chandraBala ? 'शुभ' : 'कमी'}${d.chandrashtama ? ', चंद्राष्टम: नवी कामे दुसऱ्या दिवसावर ढकला' : ''}.`,
  events: 'या आठवड्यातील घटना:',
  noEvents: 'या आठवड्यात दशा, शनी किंवा सणाची कोणतीही घटना नाही.',
  alertSubject: (p) => `${p}: एका आठवड्यात बदल`,
  alertIntro: (p) => `आजपासून एका आठवड्याने, ${p} यांच्यासाठी:`,
  footer: (u, m) =>
    `हा मेल आपल्याला येतो कारण आपण ${PRODUCT_NAME} मध्ये या व्यक्तीचा साप्ताहिक सारांश सुरू केला आहे. एका क्लिकवर बंद करा: ${u}\n‘माझ्या कुंडल्या’ पानावर बदला: ${m}`,
  date,
};
