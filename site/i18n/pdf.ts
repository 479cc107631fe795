/**
 * The words the two PDFs (Kundali report, matching) write themselves — headings, table heads,
 * the lines around the chart facts — in each site language. Jyotish names (grahas, rasis,
 * nakshatras, dignities, kootas…) come from shared/vocabulary; the report's prose comes from the
 * report it is given, in the language it was built in. The labels the report page shows too are
 * report-labels.ts.
 */
import type { ChartStyle } from '../../shared/vocabulary/settings';
import { MATCH_PERSON_NAMES } from '../../shared/vocabulary/match-person';
import { NAVAMSHA_NAME } from '../../shared/vocabulary/varga-names';
import { termName } from '../../shared/vocabulary/terms';
import { defineMessages } from './catalogue';
import { reportLabels, type ReportLabels } from './report-labels';

/** Every label of the PDFs; the Hindi must have each one (the compiler checks). */
export interface PdfLabels extends ReportLabels {
  birthLine(date: string, time: string): string;
  unknownTime: string;
  placeLine(place: string, zone: string): string;
  ayanamsaLine(ayanamsa: string, lagna: string): string;
  moonChartNote: string;
  navamshaChart: string;
  /** The note under the charts, for each drawing style. */
  chartNote: Readonly<Record<ChartStyle, string>>;
  /** Chart mark after a retrograde graha, and the lagna's mark. */
  retrogradeMark: string;
  lagnaMark: string;
  /** One insight as a paragraph: its title, value and text. */
  insightLine(title: string, value: string, text: string): string;
  planetTableHead: [string, string, string, string, string, string, string];
  houseLine(house: number, sign: string, lord: string, grahas: string): string;
  vimshottariDasha: string;
  dashaLine(birthLord: string, balanceYears: string, running: string): string;
  runningDasha(mahadasha: string, antardasha: string | null): string;
  dateRange(start: string, end: string): string;
  signsLegend(list: string): string;
  // The whole-chart sections (issue 15).
  contents: string;
  dashaTimeline: string;
  dashaTimelineNote: string;
  runningPeriods: string;
  periodLine(level: string, lord: string, range: string): string;
  antardashasOf(lord: string): string;
  nowTitle(day: string): string;
  transitsToday: string;
  transitHead: [string, string, string, string];
  saturnSpells: string;
  currentMark: string;
  yearAhead(from: string, to: string): string;
  // Matching.
  matchingTitle(bride: string, groom: string): string;
  bride: string;
  groom: string;
  personLine(p: { label: string; name: string; date: string; time: string | null; offset: string; place: string; moon: string }): string;
  notNamed: string;
  total(total: number, max: number, verdict: string): string;
  eightKootas: string;
  kootaTableHead: [string, string, string, string, string];
  manglikDosha: string;
  manglikStatus: { no: string; cancelled: string; yes: string };
  cancellations(list: string): string;
  doshas: string;
  doshaState: { absent: string; present: string; cancelled(exceptions: string): string };
  poruthams: string;
  agreement: { yes: string; partly: string; no: string };
  matchChart(label: string, name: string): string;
  /** The note under the match's charts, for each drawing style. */
  matchChartNote: Readonly<Record<ChartStyle, string>>;
  matchDisclaimer: string;
}

const EN: PdfLabels = {
  ...reportLabels.en,
  birthLine: (date, time) => `Date of birth: ${date}    Time of birth: ${time}`,
  unknownTime: 'unknown',
  placeLine: (place, zone) => `Place: ${place}    Zone: ${zone}`,
  ayanamsaLine: (ayanamsa, lagna) => `Ayanamsa: ${ayanamsa}    Lagna (ascendant): ${lagna}`,
  moonChartNote:
    'The birth time is unknown: the ascendant and houses cannot be known, so houses are counted from the Moon (a Moon-based chart).',
  navamshaChart: `${NAVAMSHA_NAME.en} chart (D9)`,
  chartNote: {
    north: 'North Indian style: house 1 is the top diamond, houses run anticlockwise; numbers are signs (1 = Aries). (R) = retrograde.',
    south: "South Indian style: the signs keep their cells, Pisces top left and on clockwise; the lagna's sign is bold. (R) = retrograde.",
    east: "East Indian style: the signs keep their cells, Aries top middle and on anticlockwise; the lagna's sign is bold. (R) = retrograde.",
  },
  retrogradeMark: '(R)',
  lagnaMark: 'As',
  insightLine: (title, value, text) => `${title}: ${value}. ${text}`,
  planetTableHead: ['Planet', 'Sign', 'Degree', 'Nakshatra', 'Pada', 'House', 'Dignity'],
  houseLine: (house, sign, lord, grahas) => `House ${house}: ${sign} (lord ${lord}). Planets: ${grahas}.`,
  vimshottariDasha: 'Vimshottari Dasha',
  dashaLine: (birthLord, balance, running) => `Birth star lord ${birthLord}; balance at birth ${balance} years.${running}`,
  runningDasha: (maha, antar) => ` Running now: ${maha} mahadasha${antar ? `, ${antar} antardasha` : ''}.`,
  dateRange: (start, end) => `${start} to ${end}`,
  signsLegend: (list) => `Signs: ${list}.`,
  contents: 'Contents',
  dashaTimeline: 'Dasha timeline',
  dashaTimelineNote: 'The mahadashas across the whole life; the red line marks today.',
  runningPeriods: 'Running periods',
  periodLine: (level, lord, range) => `${level}: ${lord}, ${range}`,
  antardashasOf: (lord) => `Antardashas of the ${lord} mahadasha`,
  nowTitle: (day) => `Now: ${day}`,
  transitsToday: 'Transits today',
  transitHead: ['Graha', 'Sign', 'House from lagna', 'House from Moon'],
  saturnSpells: 'Sade Sati and Dhaiya over the whole life',
  currentMark: '(now)',
  yearAhead: (from, to) => `The next twelve months (${from} to ${to})`,
  matchingTitle: (bride, groom) => `Kundali matching: ${bride} and ${groom}`,
  bride: MATCH_PERSON_NAMES.bride.en,
  groom: MATCH_PERSON_NAMES.groom.en,
  personLine: (p) =>
    `${p.label}: ${p.name}, born ${p.date} at ${p.time ?? 'unknown time'} (UTC${p.offset}), ${p.place}. Moon in ${p.moon}.`,
  notNamed: 'not named',
  total: (total, max, verdict) => `Total: ${total} of ${max} gunas (${verdict})`,
  eightKootas: 'The eight kootas',
  kootaTableHead: ['Koota', 'Points', MATCH_PERSON_NAMES.groom.en, MATCH_PERSON_NAMES.bride.en, 'Why'],
  manglikDosha: 'Manglik (Mars) dosha',
  manglikStatus: { no: 'not Manglik', cancelled: 'Manglik, cancelled', yes: 'Manglik' },
  cancellations: (list) => ` Cancellations: ${list}.`,
  doshas: 'Doshas',
  doshaState: { absent: 'absent', present: 'present', cancelled: (exceptions) => `present, cancelled (${exceptions})` },
  poruthams: 'South Indian view: ten poruthams',
  agreement: { yes: 'agrees', partly: 'partly', no: 'does not agree' },
  matchChart: (label, name) => `${label}: ${name} (Rasi)`,
  matchChartNote: {
    north: 'North Indian style: house 1 is the top diamond; numbers are signs (1 = Aries).',
    south: "South Indian style: the signs keep their cells, Pisces top left and on clockwise; the lagna's sign is bold.",
    east: "East Indian style: the signs keep their cells, Aries top middle and on anticlockwise; the lagna's sign is bold.",
  },
  matchDisclaimer:
    'Guna matching is one traditional check among several; it weighs the two Moons only. Astrology is guidance, not certainty: decide with care for the people involved.',
};

const HI: PdfLabels = {
  ...reportLabels.hi,
  birthLine: (date, time) => `जन्म तिथि: ${date}    जन्म समय: ${time}`,
  unknownTime: 'अज्ञात',
  placeLine: (place, zone) => `स्थान: ${place}    समय क्षेत्र: ${zone}`,
  ayanamsaLine: (ayanamsa, lagna) => `अयनांश: ${ayanamsa}    लग्न: ${lagna}`,
  moonChartNote: 'जन्म समय अज्ञात है: लग्न और भाव नहीं जाने जा सकते, इसलिए भाव चंद्रमा से गिने गए हैं (चंद्र कुंडली)।',
  navamshaChart: `${NAVAMSHA_NAME.hi} कुंडली (D9)`,
  chartNote: {
    north: 'उत्तर भारतीय शैली: पहला भाव ऊपर का हीरा है, भाव वामावर्त चलते हैं; अंक राशियाँ हैं (1 = मेष)। (व) = वक्री।',
    south: 'दक्षिण भारतीय शैली: राशियाँ अपने खानों में स्थिर हैं, मीन ऊपर बाएँ और आगे दक्षिणावर्त; लग्न की राशि गाढ़े अक्षरों में है। (व) = वक्री।',
    east: 'पूर्व भारतीय शैली: राशियाँ अपने खानों में स्थिर हैं, मेष ऊपर बीच में और आगे वामावर्त; लग्न की राशि गाढ़े अक्षरों में है। (व) = वक्री।',
  },
  retrogradeMark: '(व)',
  lagnaMark: 'ल',
  insightLine: (title, value, text) => `${title}: ${value}। ${text}`,
  planetTableHead: ['ग्रह', 'राशि', 'अंश', 'नक्षत्र', 'पद', 'भाव', 'अवस्था'],
  houseLine: (house, sign, lord, grahas) => `भाव ${house}: ${sign} (स्वामी ${lord})। ग्रह: ${grahas}।`,
  vimshottariDasha: termName('vimshottari', 'hi'),
  dashaLine: (birthLord, balance, running) => `जन्म नक्षत्र स्वामी ${birthLord}; जन्म के समय शेष दशा ${balance} वर्ष।${running}`,
  runningDasha: (maha, antar) => ` अभी चल रही: ${maha} महादशा${antar ? `, ${antar} अंतर्दशा` : ''}।`,
  dateRange: (start, end) => `${start} से ${end}`,
  signsLegend: (list) => `राशियाँ: ${list}।`,
  contents: 'विषय सूची',
  dashaTimeline: 'दशा समयरेखा',
  dashaTimelineNote: 'पूरे जीवन की महादशाएँ; लाल रेखा आज का दिन दिखाती है।',
  runningPeriods: 'चल रही दशाएँ',
  periodLine: (level, lord, range) => `${level}: ${lord}, ${range}`,
  antardashasOf: (lord) => `${lord} महादशा की अंतर्दशाएँ`,
  nowTitle: (day) => `अभी: ${day}`,
  transitsToday: 'आज का गोचर',
  transitHead: ['ग्रह', 'राशि', 'लग्न से भाव', 'चंद्र से भाव'],
  saturnSpells: 'पूरे जीवन की साढ़ेसाती और ढैय्या',
  currentMark: '(अभी)',
  yearAhead: (from, to) => `अगले बारह महीने (${from} से ${to})`,
  matchingTitle: (bride, groom) => `कुंडली मिलान: ${bride} और ${groom}`,
  bride: MATCH_PERSON_NAMES.bride.hi,
  groom: MATCH_PERSON_NAMES.groom.hi,
  personLine: (p) => `${p.label}: ${p.name}, जन्म ${p.date}, ${p.time ?? 'समय अज्ञात'} (UTC${p.offset}), ${p.place}। चंद्रमा ${p.moon} में।`,
  notNamed: 'नाम नहीं दिया',
  total: (total, max, verdict) => `कुल: ${max} में से ${total} गुण (${verdict})`,
  eightKootas: 'अष्टकूट',
  kootaTableHead: ['कूट', 'अंक', MATCH_PERSON_NAMES.groom.hi, MATCH_PERSON_NAMES.bride.hi, 'कारण'],
  manglikDosha: 'मांगलिक (मंगल) दोष',
  manglikStatus: { no: 'मांगलिक नहीं', cancelled: 'मांगलिक, दोष निरस्त', yes: 'मांगलिक' },
  cancellations: (list) => ` निरस्ति: ${list}।`,
  doshas: 'दोष',
  doshaState: { absent: 'नहीं है', present: 'है', cancelled: (exceptions) => `है, पर निरस्त (${exceptions})` },
  poruthams: 'दक्षिण भारतीय दृष्टि: दस पोरुत्तम',
  agreement: { yes: 'मेल है', partly: 'आंशिक', no: 'मेल नहीं' },
  matchChart: (label, name) => `${label}: ${name} (लग्न कुंडली)`,
  matchChartNote: {
    north: 'उत्तर भारतीय शैली: पहला भाव ऊपर का हीरा है; अंक राशियाँ हैं (1 = मेष)।',
    south: 'दक्षिण भारतीय शैली: राशियाँ अपने खानों में स्थिर हैं, मीन ऊपर बाएँ और आगे दक्षिणावर्त; लग्न की राशि गाढ़े अक्षरों में है।',
    east: 'पूर्व भारतीय शैली: राशियाँ अपने खानों में स्थिर हैं, मेष ऊपर बीच में और आगे वामावर्त; लग्न की राशि गाढ़े अक्षरों में है।',
  },
  matchDisclaimer:
    'गुण मिलान कई पारंपरिक जाँचों में से एक है; यह केवल दोनों के चंद्रमा को तौलता है। ज्योतिष मार्गदर्शन है, निश्चितता नहीं: जुड़े लोगों का ध्यान रखते हुए सोच-समझकर निर्णय लें।',
};

/** The PDF labels of each site language. */
export const PDF_LABELS = defineMessages<PdfLabels>(EN, { hi: HI }, 'PDF_LABELS');
