/**
 * The rashifal, the day's outlook, the calendar feed and the weekly mails in Telugu: the same
 * shapes as the English (text.ts, outlook-reading.ts, feed-text.ts, digest-text.ts), so no sentence
 * can be missing. Names come from the Telugu books (సూర్యుడు, మేషం, ఏలినాటి శని); houses are counted
 * from the Moon sign as the reader and the report count them (షష్ఠ భావంలో); the reader is addressed as మీరు.
 */
import type { EclipseKind } from '../../panchang/eclipses';
import { BAD_TARAS, taraName } from '../../jyotish/classical/tara';
import { rasiName } from '../../vocabulary/rasi';
import { sadeSatiPhaseName, saturnSpellName, termName } from '../../vocabulary/terms';
import { PRODUCT_NAME } from '../../product';
import { LIST_WORDS_TE } from '../format-te';
import { houseThemesTe } from '../houses-te';
import { regionalDate, regionalNumber, regionalTime } from '../regional-dates';
import type { DigestWords } from './digest-text';
import { rashifalHelpers } from './regional-helpers';
import type { FeedText } from './feed-text';
import type { OutlookText } from './outlook-reading';
import type { RashifalText } from './text';

const { G, ord, list, themes } = rashifalHelpers('te', LIST_WORDS_TE, houseThemesTe);
const date = (iso: string) => regionalDate(iso, 'te');
const n = (x: number) => regionalNumber(x, 'te');
/** An instant as a Telugu almanac dates it: `8 డిసెంబర్, 2026 న 14:05 గంటలకు`. */
const at = (iso: string) => `${date(iso)} న ${regionalTime(iso, 'te')} గంటలకు`;
const when = (iso: string) => `${date(iso)}, ${regionalTime(iso, 'te')}`;
const sadeSati = termName('sadeSati', 'te');
const retro = termName('retrograde', 'te');
const ECLIPSE: Record<EclipseKind, string> = {
  'solar-total': 'సంపూర్ణ సూర్యగ్రహణం',
  'solar-annular': 'కంకణాకార సూర్యగ్రహణం',
  'solar-partial': 'పాక్షిక సూర్యగ్రహణం',
  'lunar-total': 'సంపూర్ణ చంద్రగ్రహణం',
  'lunar-partial': 'పాక్షిక చంద్రగ్రహణం',
  'lunar-penumbral': 'ఉపచ్ఛాయ చంద్రగ్రహణం',
};

export const RASHIFAL_TEXT_TE: RashifalText = {
  good: (g, h) => `మీ చంద్ర రాశి నుండి ${ord(h)} భావంలో ${g} ఉన్నారు: ${themes(h)} విషయాల్లో తోడ్పాటు లభిస్తుంది.`,
  obstructed: (g, h, by) =>
    `${ord(h)} భావంలోని ${g} ${themes(h)} విషయాల్లో తోడ్పడేవారు, కానీ వేధ భావంలో ${list(by)} ఉండటం వల్ల ఆటంకం కలుగుతుంది; అందువల్ల ఫలితం ఆశించినదానికంటే కొంత తక్కువగా ఉంటుంది.`,
  difficult: (g, h) => `మీ చంద్ర రాశి నుండి ${ord(h)} భావంలో ${g} ఉన్నారు: ${themes(h)} విషయాల్లో జాగ్రత్తగా ఉండండి.`,
  enters: (g, h, iso, r) => `${at(iso)} ${g}${r ? ` (${retro})` : ''} ${ord(h)} భావంలోకి ప్రవేశిస్తారు; ${themes(h)} విషయాలపై దృష్టి మళ్లుతుంది.`,
  station: (g, t, h, iso) =>
    `${at(iso)} ${g} ${ord(h)} భావంలో ${t === 'retrograde' ? 'వక్రిస్తారు: పునరాలోచించి సరిదిద్దుకునే సమయం' : 'మార్గి అవుతారు: ఆగిన పనులు మళ్లీ ముందుకు సాగుతాయి'} (${themes(h)}).`,
  chandrashtama: (from, until) =>
    `${when(from)} నుండి ${when(until)} వరకు ${G('Moon')} మీ రాశి నుండి ఎనిమిదవ రాశిలో ఉన్నారు (చంద్రాష్టమం): కొత్త పనుల ప్రారంభాన్ని, సాహసోపేత నిర్ణయాలను మరో రోజుకు వాయిదా వేయండి.`,
  saturn: (k, p) =>
    k === 'sadeSati'
      ? `మీ రాశికి ${sadeSati} నడుస్తోంది, ప్రస్తుతం ${sadeSatiPhaseName(p ?? 'peak', 'te')} దశ: ఓర్పుతో, నిలకడగా చేసే పని ఫలిస్తుంది; తొందరపాటు, అడ్డదారులు పనికిరావు.`
      : `మీ రాశికి ${saturnSpellName(k, 'te')} నడుస్తోంది: బాధ్యతలను ప్రశాంతంగా నిర్వహించండి, శక్తికి మించి విస్తరించకండి.`,
  eclipse: (k, h, iso) => `${at(iso)} మీ రాశి నుండి ${ord(h)} భావంలో ${ECLIPSE[k]}: కొత్త ప్రారంభాల కంటే ఆగి ఆలోచించే సమయం.`,
  why: (g, sign, h, fav, by, r) =>
    `${g}${r ? ` (${retro})` : ''} ${rasiName(sign, 'te')} రాశిలో, మీ రాశి నుండి ${ord(h)} భావంలో: ${fav ? (by.length ? `శుభ భావం, కానీ ${list(by)} వల్ల వేధ` : `శుభ భావం (ఫలదీపిక ${n(26)})`) : 'ఈ గ్రహానికి శుభ భావాలలో ఒకటి కాదు'}.`,
  festival: (name, iso) => `${date(iso)}: ${name}.`,
  graha: G,
};

const TARA_MEANING = [
  'సున్నితమైన రోజు, పెద్ద అడుగుల కంటే రోజువారీ పనులకు అనుకూలం',
  'ధనం, లాభం — పనులు చేపట్టడానికి మంచి రోజు',
  'ఆటంకాలు — కొత్త పనులు, సాహసోపేత నిర్ణయాలు వాయిదా వేయండి',
  'క్షేమం — సురక్షితమైన, స్థిరమైన రోజు',
  'విరోధం — ప్రతిఘటన ఎదురుకావచ్చు, ప్రణాళికలు పరిమితంగా ఉంచండి',
  'సాధన — ప్రయత్నాలు ఫలిస్తాయి',
  'ప్రణాళికలకు ప్రమాదం — ముఖ్యమైన పనులు వాయిదా వేయండి',
  'స్నేహపూర్వకమైన రోజు — సహాయం సులభంగా అందుతుంది',
  'పరమ మిత్ర — చాలా శుభప్రదమైన రోజు',
] as const;

export const OUTLOOK_TEXT_TE: OutlookText = {
  tara: (t) => `ఈ రోజు నక్షత్రం మీ జన్మ నక్షత్రం నుండి ${n(t)}వ తార (${taraName(t, 'te')}): ${TARA_MEANING[t - 1]}.`,
  chandrashtama: `${G('Moon')} మీ జన్మ రాశి నుండి ఎనిమిదవ రాశిలో ఉన్నారు (చంద్రాష్టమం): ఈ రోజు కొత్త ప్రారంభాలను, పెద్ద నిర్ణయాలను మరో రోజుకు వాయిదా వేయండి.`,
  chandraBala: (h, strong) =>
    `${G('Moon')} మీ జన్మ రాశి నుండి ${ord(h)} రాశిలో ఉన్నారు: ${strong ? 'ఈ రోజు చంద్రబలం ఉంది.' : 'ఈ రోజు చంద్రబలం బలహీనంగా ఉంది.'}`,
  dasha: (md, ad, pd) =>
    `నడుస్తున్న దశలు: ${md} ${termName('mahadasha', 'te')}, ${ad} ${termName('antardasha', 'te')}, ${pd} ${termName('pratyantardasha', 'te')}.`,
  birthTimeUnknown: 'జన్మ సమయం తెలియదు: జన్మ చంద్రుడిని మధ్యాహ్న సమయానికి తీసుకున్నాం, కాబట్టి ఆ నక్షత్రం, తార మారవచ్చు.',
};

const SPELL_HOUSE: Record<'sadeSati' | 'kantaka' | 'ashtama', string> = {
  sadeSati: 'మీ చంద్రుని నుండి పన్నెండవ, మొదటి లేదా రెండవ రాశిలో శని',
  kantaka: 'మీ చంద్రుని నుండి నాల్గవ రాశిలో శని',
  ashtama: 'మీ చంద్రుని నుండి ఎనిమిదవ రాశిలో శని',
};
const spell = (k: 'sadeSati' | 'kantaka' | 'ashtama') => (k === 'sadeSati' ? sadeSati : saturnSpellName(k, 'te'));
/** The spell's short name for a calendar line (without its explanation). */
const SPELL_SHORT = { sadeSati, kantaka: 'అర్ధాష్టమ శని', ashtama: 'అష్టమ శని' } as const;

export const FEED_TEXT_TE: FeedText = {
  mahadasha: (md) => ({
    summary: `${G(md)} ${termName('mahadasha', 'te')} ప్రారంభం (${termName('vimshottari', 'te')})`,
    description: `మీ ${termName('vimshottari', 'te')}లో ${G(md)} ${termName('mahadasha', 'te')} ప్రారంభమవుతుంది; ముందుగా దాని సొంత ${termName('antardasha', 'te')}.`,
  }),
  antardasha: (md, ad) => ({
    summary: `${G(md)}–${G(ad)} ${termName('dasha', 'te')} ప్రారంభం (${termName('antardasha', 'te')})`,
    description: `మీ ${G(md)} ${termName('mahadasha', 'te')}లో ${G(ad)} ${termName('antardasha', 'te')} ప్రారంభమవుతుంది (${termName('vimshottari', 'te')}).`,
  }),
  saturnBegins: (kind, phase, sign, back) => ({
    summary: `${SPELL_SHORT[kind]}${phase ? `: ${sadeSatiPhaseName(phase, 'te')} దశ ప్రారంభం` : back ? ' మళ్లీ ప్రారంభం' : ' ప్రారంభం'}`,
    description: `${G('Saturn')} ${rasiName(sign, 'te')} రాశిలోకి ${back ? 'తిరిగి వస్తారు' : 'ప్రవేశిస్తారు'}: ${SPELL_HOUSE[kind]}.`,
  }),
  saturnPauses: (kind) => ({
    summary: `${SPELL_SHORT[kind]}: కొంత విరామం`,
    description: `${G('Saturn')} కొంతకాలం ${spell(kind)} రాశుల నుండి బయటకు వెళ్తారు; ఈ కాలం ముగిసే ముందు మళ్లీ వస్తారు.`,
  }),
  saturnEnds: (kind) => ({
    summary: `${SPELL_SHORT[kind]} ముగింపు`,
    description: `${G('Saturn')} మీ చంద్రునిపై ${spell(kind)} చివరి రాశిని విడిచిపెడతారు.`,
  }),
  chandrashtama: (sign) => ({
    summary: 'చంద్రాష్టమం: మీ చంద్రుని నుండి ఎనిమిదవ రాశిలో చంద్రుడు',
    description: `${G('Moon')} ${rasiName(sign, 'te')} రాశిలో, మీ జన్మ రాశి నుండి ఎనిమిదవ రాశిలో ఉన్నారు: కొత్త ప్రారంభాలను, సాహసోపేత నిర్ణయాలను మరో రోజుకు వాయిదా వేయండి.`,
  }),
  ingress: (g, sign, house, retrograde) => ({
    summary: `${G(g)} ${rasiName(sign, 'te')} రాశిలోకి (మీ చంద్రుని నుండి ${ord(house)} రాశి)`,
    description: `${G(g)}${retrograde ? ` (${retro})` : ''} ${rasiName(sign, 'te')} రాశిలోకి ప్రవేశిస్తారు, మీ జన్మ రాశి నుండి ${ord(house)} రాశి.`,
  }),
  festival: (name) => ({ summary: name, description: `మీ ప్రాంతంలో ${name} (హిందూ పంచాంగం ప్రకారం).` }),
  calendarName: (person) => `${person}: దశలు, గోచారం, పండుగలు`,
};

export const DIGEST_WORDS_TE: DigestWords = {
  weeklySubject: (p, from) => `${p}: ${date(from)} నుండి వారం`,
  weeklyIntro: (p) => `${p} రాబోయే వారం, జన్మ చంద్రుని నుండి చూసినది.`,
  day: (d) =>
    `${date(d.day)}: తార ${n(d.tara)} ${taraName(d.tara, 'te')} (${BAD_TARAS.has(d.tara) ? 'ప్రతికూలం' : 'అనుకూలం'}), చంద్రబలం ${d.chandraBala ? 'శుభం' : 'బలహీనం'}${d.chandrashtama ? ', చంద్రాష్టమం: కొత్త పనులు మరో రోజుకు వాయిదా వేయండి' : ''}.`,
  events: 'ఈ వారం సంఘటనలు:',
  noEvents: 'ఈ వారం దశ, శని లేదా పండుగ సంఘటనలు ఏవీ లేవు.',
  alertSubject: (p) => `${p}: ఒక వారంలో మార్పు`,
  alertIntro: (p) => `ఈ రోజు నుండి ఒక వారంలో, ${p} కోసం:`,
  footer: (u, m) => `${PRODUCT_NAME}లో ఈ వ్యక్తికి వారపు సారాంశాన్ని మీరు ప్రారంభించినందున ఈ మెయిల్ వచ్చింది. ఒక్క క్లిక్‌తో ఆపివేయండి: ${u}\n‘నా జాతకాలు’ పేజీలో మార్చండి: ${m}`,
  date,
};
