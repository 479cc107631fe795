/**
 * The Kundali report in Telugu: the same `ReportText` as the English (report-text.ts), so no
 * sentence can be missing. Written for a Telugu reader in the words of Telugu panchangams and of
 * the built-in reader (లగ్నం, భావం, రాశి, అధిపతి, ఉచ్చ, నీచ, దృష్టి, యుతి, కారకుడు, మహాదశ), the
 * grahas spoken of respectfully (ఉన్నారు) and the reader addressed as మీరు; not translated word for
 * word. Names come from the vocabulary books (regional-report.ts), kept in their nominative or, before
 * a postposition, in the oblique the language gives them (చంద్రునిపై); significations, sign natures
 * and placement notes from the Telugu tables (grahas-te.ts, houses-te.ts, signs-te.ts, the -te notes).
 */
import type { Graha } from '../../vocabulary/graha';
import { formatDegreesDms, isoDatePart } from '../format';
import { LIST_WORDS_TE } from '../format-te';
import { DIGNITY_STRENGTH_TE, GRAHA_THEMES_TE } from '../grahas-te';
import { houseMeaningTe, houseThemesTe } from '../houses-te';
import type { LifeAreaId } from '../life-areas';
import { HOUSE_NOTES_TE } from '../placement-house-notes-te';
import type { HouseTone, SignDignity } from '../placement-kinds';
import { SIGN_NOTES_TE } from '../placement-sign-notes-te';
import { SIGN_NATURES_TE, signNatureTe } from '../signs-te';
import { placementParts, regionalReportHelpers, regionalReportNames, type RegionalReportWords } from './regional-report';
import type { ReportText } from './report-text';

const W: RegionalReportWords = {
  locale: 'te',
  list: LIST_WORDS_TE,
  strength: DIGNITY_STRENGTH_TE,
  sunrise: 'సూర్యోదయం',
  sunset: 'సూర్యాస్తమయం',
  noInstant: 'ఆ రోజు జరగదు (ధ్రువ ప్రాంతపు పగలు లేదా రాత్రి)',
};
const { G, S, Si, N, term, ord, list, grahaList, dignity, dignityName, yogaName, bindusList } = regionalReportHelpers(W);
const MD = term('mahadasha');
/** Telugu oblique before a postposition: a name in -డు takes -ని (చంద్రుడు → చంద్రునిపై, కుజుడు → కుజుని); గురువు, శని stay. */
const obl = (word: string) => word.replace(/డు$/u, 'ని');
/** "దశమ భావంలో", "దశమ భావానికి". */
const Hin = (n: number) => `${ord(n)} భావంలో`;
const Hof = (n: number) => `${ord(n)} భావానికి`;
/** "దశమ భావంతో", "దశమ, ఏకాదశ భావాలతో". */
const Hswith = (ns: readonly number[]) => `${list(ns.map(ord))} ${ns.length > 1 ? 'భావాలతో' : 'భావంతో'}`;

const HOUSE_TONE_TE: Record<HouseTone, string> = {
  'benefic in kendra or trikona': 'కేంద్ర లేదా త్రికోణ భావంలో శుభగ్రహం: ఈ జీవిత రంగం వర్ధిల్లుతుంది, గ్రహం ఇచ్చేది ఇక్కడ సులువుగా అందుతుంది.',
  'benefic in dusthana':
    'దుస్థానంలో (షష్ఠ, అష్టమ లేదా ద్వాదశ భావంలో) శుభగ్రహం: ఈ రంగంలోని కష్టాలను ఇది మెత్తబరుస్తుంది, కానీ దీని సొంత ఫలంలో కొంత సమస్యల పరిష్కారానికే ఖర్చవుతుంది.',
  'benefic elsewhere': 'ధన, పరాక్రమ లేదా లాభ భావంలో శుభగ్రహం: దీని గుణాల వల్ల నిశ్శబ్దమైన, స్థిరమైన లాభాలు వస్తాయి.',
  'malefic in upachaya': 'ఉపచయ భావంలో పాపగ్రహం: ఇక్కడ శ్రమ, పట్టుదల, ఆరోగ్యకరమైన పోటీ కాలక్రమంలో ఫలిస్తాయి.',
  'malefic in 10th': 'జాతక శిఖరమైన దశమ భావంలో పాపగ్రహం: పనిలో ఉత్సాహం, గుర్తింపు, వాటితో పాటు అంతే ఒత్తిడి, బాధ్యత.',
  'malefic in 8th or 12th': 'రహస్య లేదా క్షీణింపజేసే విషయాల భావంలో పాపగ్రహం: ఒత్తిడి, నష్టం, తొందరపాటు నిర్ణయాల పట్ల జాగ్రత్త; లోతు, సహనశక్తి దీని బహుమతి.',
  'malefic elsewhere': 'వ్యక్తిగత జీవిత భావంలో పాపగ్రహం: ఇది ఇక్కడ బలాన్ని, తీవ్రతను తెస్తుంది, కొంత ఘర్షణను కూడా; దగ్గరివారితో ఓర్పు అవసరం.',
};

const SIGN_DIGNITY_TE: Record<SignDignity, string> = {
  exalted: 'ఇక్కడ ఈ గ్రహం ఉచ్చలో ఉంది, తన ఉత్తమ స్థితిలో: దీని గుణాలు స్పష్టంగా, సమృద్ధిగా వ్యక్తమవుతాయి.',
  moolatrikona: 'ఇది ఈ గ్రహానికి మూలత్రికోణ రాశి, దాని కార్యాలయం వంటిది: ఇక్కడ ఇది అధికారంతో, లక్ష్యంతో పనిచేస్తుంది.',
  own: 'ఈ గ్రహం స్వక్షేత్రంలో, తన సొంత ఇంట్లో ఉంది: నమ్మదగినది, ఆత్మవిశ్వాసం గలది, తన స్వభావానికి నిజమైనది.',
  friend: 'ఈ గ్రహం మిత్ర రాశిలో ఉంది, రాశి కోరే దానితో చక్కగా కలిసిపోతుంది.',
  neutral: 'ఈ రాశి దీనికి సమం: ఫలితాలు జాతకంలోని మిగతా అంశాలపై ఆధారపడతాయి.',
  enemy: 'ఈ గ్రహం శత్రు రాశిలో ఉంది: దీని ఫలాలు కొంత శ్రమతో లేదా అసౌకర్యంతో అందుతాయి.',
  debilitated: 'ఇక్కడ ఈ గ్రహం నీచలో ఉంది, తన బలహీన స్థితిలో: దీని విషయాలపై స్పృహతో శ్రద్ధ అవసరం; జాతకంలోని ఇతర అంశాలు (నీచభంగం వంటివి) దీన్ని సరిదిద్దగలవు.',
};

/** Life areas as a sentence names them, before విషయంలో / విషయానికి ("మీ వృత్తి విషయంలో"). */
const AREA_SUBJECT_TE: Record<LifeAreaId, string> = {
  career: 'మీ వృత్తి',
  relationships: 'మీ వివాహ జీవితం, సంబంధాల',
  health: 'మీ ఆరోగ్య',
  finances: 'మీ ఆర్థిక',
  property: 'మీ ఇల్లు, ఆస్తి',
  education: 'మీ విద్య',
  children: 'సంతాన',
  travel: 'ప్రయాణాలు, విదేశాల',
  growth: 'మీ ఆధ్యాత్మిక ఎదుగుదల',
};

const NATURE_TE = { good: 'శుభ', mixed: 'మిశ్రమ', challenging: 'సవాలుతో కూడిన' } as const;

const houseReadingTe = (graha: Graha, house: number, tone: HouseTone) => ({
  name: `${G(graha)} ${Hin(house)}`,
  description: `${G(graha)} ${Hin(house)} తన విషయాలను తెస్తారు (${GRAHA_THEMES_TE[graha]}); ఈ భావం సూచించేవి: ${houseThemesTe(house)}. ${HOUSE_NOTES_TE[graha][house - 1]} ${HOUSE_TONE_TE[tone]}`,
});

const signReadingTe = (graha: Graha, rasiIndex: number, dignity: SignDignity) => ({
  name: `${G(graha)} ${Si(rasiIndex)}లో`,
  description: `${Si(rasiIndex)}లో ${G(graha)}: ఈ గ్రహ విషయాలు (${GRAHA_THEMES_TE[graha]}) రాశి స్వభావానికి తగినట్లు వ్యక్తమవుతాయి — ${signNatureTe(rasiIndex)}. ${SIGN_NOTES_TE[graha][rasiIndex]} ${SIGN_DIGNITY_TE[dignity]}`,
});

/** The report in Telugu. */
export const REPORT_TEXT_TE: ReportText = {
  ...regionalReportNames(W),

  lagnaUnknown: 'తెలియదు (జన్మ సమయం ఇవ్వలేదు)',
  disclaimer:
    'ఈ నివేదిక గ్రహాల ఖగోళ స్థానాల నుండి, సంప్రదాయ వైదిక నియమాల ప్రకారం లెక్కించి తయారైంది. ఇది ఆత్మపరిశీలనకు, వినోదానికి మాత్రమే, వృత్తిపరమైన సలహాకు ప్రత్యామ్నాయం కాదు; ముఖ్యమైన నిర్ణయాలకు అర్హత గల జ్యోతిష్కుడిని, సంబంధిత నిపుణుడిని (వైద్య, న్యాయ లేదా ఆర్థిక) సంప్రదించండి.',
  houseMeaning: houseMeaningTe,
  signInfluence: (rasiIndex) => SIGN_NATURES_TE[rasiIndex]!.influence,
  composedInterpretation: (p) =>
    `${G(p.graha)} కారకత్వం: ${GRAHA_THEMES_TE[p.graha]}. ${S(p.rasi)}లో (${dignityName(p.dignity)}) మీ ${Hin(p.house)} ఉండి ఈ గ్రహం ఈ విషయాలపై ప్రభావం చూపుతుంది: ${houseThemesTe(p.house)}.`,
  ...placementParts(houseReadingTe, signReadingTe),

  sunInsight: (sun) => ({
    value: `${S(sun.rasi)} ${formatDegreesDms(sun.degreesInRasi)}`,
    text: `మూల వ్యక్తిత్వం: ${signNatureTe(sun.rasiIndex)}. ${G('Sun')} మీ ${Hin(sun.house)} ఉన్నారు, కాబట్టి మీ జీవిత లక్ష్యం ఈ విషయాల్లో వ్యక్తమవుతుంది: ${houseThemesTe(sun.house)}.`,
  }),
  moonInsight: (moon, birthLord) => ({
    value: `${S(moon.rasi)}, ${N(moon.nakshatra)} ${term('nakshatra')}, ${term('pada')} ${moon.pada}`,
    text: `మనసు, భావోద్వేగాలు: ${signNatureTe(moon.rasiIndex)}. మీ జన్మ నక్షత్రం ${N(moon.nakshatra)} వింశోత్తరి దశల క్రమాన్ని నిర్ణయిస్తుంది; మొదటి ${MD}: ${G(birthLord)}.`,
  }),
  ascendantInsight: (lagna, lord, lordAt) => ({
    value: `${S(lagna.rasi)} ${formatDegreesDms(lagna.degreesInRasi)}`,
    text: `బాహ్య వ్యక్తిత్వం, జీవితం పట్ల దృక్పథం: ${signNatureTe(lagna.rasiIndex)}.${lordAt ? ` లగ్నాధిపతి ${G(lord)} మీ ${Hin(lordAt.house)} (${S(lordAt.rasi)}లో) ఉన్నారు.` : ''}`,
  }),
  ascendantUnknown: {
    value: 'తెలియదు',
    text: 'జన్మ సమయం లేకుండా లగ్నం, భావాలు తెలియవు, కాబట్టి ఇక్కడ భావాలను చంద్ర లగ్నం నుండి లెక్కించాం (చంద్ర జాతకం).',
  },
  notableValue: 'సవాళ్లు, అవకాశాలు',
  conjunction: (grahas, rasi, house) =>
    `${S(rasi)}లో (${Hin(house)}) ${grahaList(grahas)} కలిసి ఉన్నారు: ఈ యుతిలో వీరి ఫలాలు ఒకదానితో ఒకటి కలిసిపోతాయి, మంచికీ కష్టానికీ.`,
  jupiterOnMoon: `మీ ${obl(G('Moon'))}పై ${obl(G('Jupiter'))} దృష్టి: మనసుపై రక్షణనిచ్చే, ఆశాజనకమైన ప్రభావం.`,
  saturnOnMoon: `మీ ${obl(G('Moon'))}పై ${obl(G('Saturn'))} దృష్టి: గాంభీర్యం, సహనం; క్రమమైన దినచర్యతో మనసు బాగుంటుంది.`,
  jupiterOnLagna: `మీ లగ్నంపై ${obl(G('Jupiter'))} దృష్టి: మంచి వివేకం, పెద్దల సహాయం.`,
  marsOnLagna: `మీ లగ్నంపై ${obl(G('Mars'))} దృష్టి: శక్తి, ఉత్సాహం, కానీ తొందరపాటును అదుపులో ఉంచుకోవాలి.`,
  saturnOnLagna: `మీ లగ్నంపై ${obl(G('Saturn'))} దృష్టి: జీవితం ప్రారంభంలోనే బాధ్యతలు, అవి సహనశక్తిని పెంచుతాయి.`,
  marsOnSeventh: `మీ సప్తమ భావంపై ${obl(G('Mars'))} దృష్టి: భాగస్వామ్యంలో ఆవేశం; ఓర్పు దాన్ని నిర్మాణాత్మకంగా ఉంచుతుంది.`,
  noNotableAspects: `${obl(G('Moon'))}పై గానీ లగ్నంపై గానీ దగ్గరి యుతి లేదా ప్రధాన దృష్టి లేదు: జాతక ప్రభావాలు విస్తరించి ఉన్నాయి.`,

  areaSubject: (area) => AREA_SUBJECT_TE[area],
  moonChartNote: 'జన్మ సమయం తెలియనందున భావాలను చంద్ర లగ్నం నుండి లెక్కించాం; భావాల ఆధారంగా చెప్పినవాటిని సూచనలుగానే తీసుకోండి.',
  areaLord: (house, lord, at, link, subject) => {
    const how =
      link === 'own house'
        ? `${subject} విషయంలో స్వయం సమృద్ధమైన, ప్రముఖమైన సూచన`
        : link === 'dusthana'
          ? `${subject} విషయంలో ఫలితాలు శ్రమతో, అడ్డంకులను దాటి వస్తాయి, ఈ మార్గాల ద్వారా: ${houseThemesTe(at.house)}`
          : `ఇది ${subject} విషయాన్ని వీటితో కలుపుతుంది: ${houseThemesTe(at.house)}`;
    return `${Hof(house)} అధిపతి ${G(lord)} ${S(at.rasi)}లో మీ ${Hin(at.house)} ఉన్నారు, ${dignity(at.dignity)}: ${how}.`;
  },
  noOccupants: (house, rasi, aspectedBy, subject) =>
    `మీ ${Hin(house)} (${S(rasi)}) గ్రహాలు లేవు: దీని అధిపతి, దీనిపై దృష్టి వేసే గ్రహాలు${aspectedBy.length > 0 ? ` (${grahaList(aspectedBy)})` : ''} ${subject} విషయంలో దిశను నిర్ణయిస్తారు.`,
  occupants: (house, rasi, grahas, subject) => `మీ ${Hin(house)} (${S(rasi)}) ఉన్న ${grahaList(grahas)} నేరుగా ${subject} విషయాన్ని ప్రభావితం చేస్తారు.`,
  otherHouses: (houses, seats, subject) =>
    `మీ ${list(houses.map(ord))} ${houses.length > 1 ? 'భావాలు కూడా' : 'భావం కూడా'} ${subject} విషయానికి ${houses.length > 1 ? 'సంబంధించినవి' : 'సంబంధించినది'}: ${list(
      seats.map((s) => `${Hof(s.house)} అధిపతి ${G(s.lord)} మీ ${Hin(s.lordHouse)} ఉన్నారు`),
    )}.`,
  karaka: (at, subject) =>
    `${subject} విషయానికి ఒక కారకుడైన ${G(at.graha)} ${S(at.rasi)}లో మీ ${Hin(at.house)} ఉన్నారు, ${dignity(at.dignity)}${at.retrograde ? `; ${term('retrograde')}లో ఉన్నందున దీని ఫలాలు ఆలోచన తర్వాత అందుతాయి` : ''}.`,
  areaYoga: (p) => {
    const kind = p.kind === 'dosha' ? term('dosha') : term('yoga');
    const grahas = p.relatedBody.grahas;
    const houses = p.relatedBody.houses;
    const made = grahas.length > 0 ? `ఈ ${kind.replace(/ం$/u, 'ాన్ని')} ఏర్పరిచే గ్రహాలు: ${grahaList(grahas)}; ఇది` : `ఈ ${kind}`;
    return `${yogaName(p)} (${NATURE_TE[p.nature]}): ${made} ${houses.length > 0 ? `మీ ${Hswith(houses)} ముడిపడి ఉంది` : 'మీ జాతకంలో ఉంది'}.`;
  },
  areaDasha: (lord, endIso, houses, subject) =>
    `మీకు నడుస్తున్న ${G(lord)} ${MD} (${isoDatePart(endIso)} వరకు) మీ ${Hswith(houses)} ముడిపడి ఉంది: ఈ కాలం ${subject} విషయాన్ని ముందుకు తెస్తుంది.`,

  sarvaReading: (strong, weak, strongMin, weakBelow) =>
    `బలమైన భావాలు (${strongMin} లేదా అంతకంటే ఎక్కువ బిందువులు): ${bindusList(strong)}. బలహీన భావాలు (${weakBelow} కంటే తక్కువ బిందువులు): ${bindusList(weak)}.`,
  shadbalaReading: (strong, weak) =>
    `తమ ఫలితాలను ఇవ్వగల బలం ఉన్నవి (అవసరమైన బలానికి సమానం లేదా ఎక్కువ): ${grahaList(strong)}. అవసరమైన బలం కంటే తక్కువ, కాబట్టి వీటి ఫలితాలు ఎక్కువ శ్రమతో అందుతాయి: ${grahaList(weak)}.`,
  bhavaBalaReading: (strongest, weakest) =>
    `భావ బలం ప్రకారం అత్యంత బలమైన భావాలు: ${list(strongest.map(ord))}. అత్యంత బలహీనమైనవి: ${list(weakest.map(ord))}.`,
  shadbalaParts: ['స్థాన బలం', 'దిగ్బలం', 'కాల బలం', 'చేష్టా బలం', 'నైసర్గిక బలం', 'దృగ్బలం'],
};
