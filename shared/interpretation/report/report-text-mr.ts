/**
 * The Kundali report in Marathi: the same `ReportText` as the English (report-text.ts), so no
 * sentence can be missing. Written for a Marathi reader in the words of Marathi panchangs and of
 * the built-in reader (लग्न, स्थान, रास, स्वामी, उच्च, नीच, दृष्टी, युती, कारक, महादशा), addressing
 * the reader as आपण; not translated word for word. Names come from the vocabulary books
 * (regional-report.ts); significations, sign natures and placement notes from the Marathi tables
 * (grahas-mr.ts, houses-mr.ts, signs-mr.ts, the -mr notes).
 */
import type { Graha } from '../../vocabulary/graha';
import { formatDegreesDms, isoDatePart } from '../format';
import { LIST_WORDS_MR } from '../format-mr';
import { DIGNITY_STRENGTH_MR, GRAHA_THEMES_MR } from '../grahas-mr';
import { houseMeaningMr, houseThemesMr } from '../houses-mr';
import type { LifeAreaId } from '../life-areas';
import { HOUSE_NOTES_MR } from '../placement-house-notes-mr';
import type { HouseTone, SignDignity } from '../placement-kinds';
import { SIGN_NOTES_MR } from '../placement-sign-notes-mr';
import { SIGN_NATURES_MR, signNatureMr } from '../signs-mr';
import { placementParts, regionalReportHelpers, regionalReportNames, type RegionalReportWords } from './regional-report';
import type { ReportText } from './report-text';

const W: RegionalReportWords = {
  locale: 'mr',
  list: LIST_WORDS_MR,
  strength: DIGNITY_STRENGTH_MR,
  sunrise: 'सूर्योदय',
  sunset: 'सूर्यास्त',
  noInstant: 'त्या दिवशी होत नाही (ध्रुवीय दिवस किंवा रात्र)',
};
const { G, S, Si, N, term, ord, list, grahaList, dignity, dignityName, yogaName, bindusList } = regionalReportHelpers(W);
const MD = term('mahadasha');
/** Marathi oblique stem before a postposition: a name ending in a consonant takes ा (चंद्रावर, मंगळाची), one ending in a vowel stays (गुरूची, शनीची). */
const obl = (word: string) => (/[\u0915-\u0939\u0933]$/u.test(word) ? `${word}ा` : word);
/** "दशम स्थानात", "दशम स्थानाचा". */
const Hin = (n: number) => `${ord(n)} स्थानात`;
const Hof = (n: number) => `${ord(n)} स्थानाचा`;
const Hsof = (ns: readonly number[]) => `${list(ns.map(ord))} ${ns.length > 1 ? 'स्थानांशी' : 'स्थानाशी'}`;

const HOUSE_TONE_MR: Record<HouseTone, string> = {
  'benefic in kendra or trikona': 'केंद्र किंवा त्रिकोण स्थानात शुभ ग्रह: जीवनाचे हे क्षेत्र बहरते, आणि ग्रह जे देतो ते इथे सहज मिळते.',
  'benefic in dusthana':
    'दुःस्थानात (षष्ठ, अष्टम किंवा द्वादश स्थानात) शुभ ग्रह: तो या क्षेत्रातील अडचणी सौम्य करतो, पण त्याच्या देणगीचा काही भाग अडचणी सोडवण्यातच खर्च होतो.',
  'benefic elsewhere': 'धन, पराक्रम किंवा लाभ स्थानात शुभ ग्रह: त्याच्या गुणांमुळे शांत, स्थिर लाभ मिळतो.',
  'malefic in upachaya': 'उपचय स्थानात पापग्रह: इथे मेहनत, चिकाटी आणि निरोगी स्पर्धा कालांतराने फळ देतात.',
  'malefic in 10th': 'कुंडलीच्या शिखरावर, दशम स्थानात पापग्रह: कामात जोम आणि नावलौकिक, त्यासोबत तेवढाच दबाव आणि जबाबदारी.',
  'malefic in 8th or 12th': 'गुप्त किंवा झीज करणाऱ्या विषयांच्या स्थानात पापग्रह: ताण, नुकसान आणि घाईचे निर्णय टाळा; खोली आणि सहनशक्ती हे त्याचे बक्षीस.',
  'malefic elsewhere': 'वैयक्तिक जीवनाच्या स्थानात पापग्रह: तो इथे बळ आणि तीव्रता आणतो, सोबत थोडा संघर्षही, जो जवळच्या माणसांसोबत संयम मागतो.',
};

const SIGN_DIGNITY_MR: Record<SignDignity, string> = {
  exalted: 'इथे तो उच्चीचा आहे, आपल्या सर्वोत्तम अवस्थेत: त्याचे गुण स्पष्ट आणि भरभरून प्रकट होतात.',
  moolatrikona: 'ही त्याची मूलत्रिकोण रास आहे, जणू त्याचे कार्यालय: इथे तो अधिकाराने आणि हेतूने काम करतो.',
  own: 'तो स्वराशीत आहे, आपल्याच घरी: विश्वासार्ह, आत्मविश्वासू आणि आपल्या स्वभावाला धरून.',
  friend: 'तो मित्र राशीत आहे आणि राशीच्या मागण्यांशी चांगले जुळवून घेतो.',
  neutral: 'ही रास त्याच्यासाठी सम आहे: फळ कुंडलीतील इतर घटकांवर अवलंबून असते.',
  enemy: 'तो शत्रू राशीत आहे: त्याची देणगी थोड्या प्रयत्नाने किंवा अस्वस्थतेतून मिळते.',
  debilitated:
    'इथे तो नीचेचा आहे, आपल्या सर्वात दुर्बल अवस्थेत: त्याच्या विषयांकडे जाणीवपूर्वक लक्ष हवे, आणि कुंडलीतील इतर घटक (जसे नीचभंग) त्याची भरपाई करू शकतात.',
};

/** Life areas as the object of a sentence, in the oblique before a postposition ("आपल्या कारकिर्दीसाठी"). */
const AREA_SUBJECT_MR: Record<LifeAreaId, string> = {
  career: 'आपल्या कारकिर्दी',
  relationships: 'आपल्या वैवाहिक जीवना',
  health: 'आपल्या आरोग्या',
  finances: 'आपल्या आर्थिक स्थिती',
  property: 'आपल्या घर-मालमत्ते',
  education: 'आपल्या शिक्षणा',
  children: 'संततीच्या प्रश्ना',
  travel: 'प्रवास आणि परदेशा',
  growth: 'आपल्या आत्मिक प्रगती',
};

const NATURE_MR = { good: 'शुभ', mixed: 'मिश्र', challenging: 'आव्हानात्मक' } as const;

const houseReadingMr = (graha: Graha, house: number, tone: HouseTone) => ({
  name: `${G(graha)} ${Hin(house)}`,
  description: `${G(graha)} ${Hin(house)} आपले विषय आणतो (${GRAHA_THEMES_MR[graha]}); हे स्थान ${houseThemesMr(house)} यांचे आहे. ${HOUSE_NOTES_MR[graha][house - 1]} ${HOUSE_TONE_MR[tone]}`,
});

const signReadingMr = (graha: Graha, rasiIndex: number, dignity: SignDignity) => ({
  name: `${G(graha)} ${Si(rasiIndex)} राशीत`,
  description: `${Si(rasiIndex)} राशीत ${G(graha)} ग्रहाचे विषय (${GRAHA_THEMES_MR[graha]}) या राशीच्या स्वभावानुसार प्रकट होतात: ${signNatureMr(rasiIndex)}. ${SIGN_NOTES_MR[graha][rasiIndex]} ${SIGN_DIGNITY_MR[dignity]}`,
});

/** The report in Marathi. */
export const REPORT_TEXT_MR: ReportText = {
  ...regionalReportNames(W),

  lagnaUnknown: 'अज्ञात (जन्मवेळ दिलेली नाही)',
  disclaimer:
    'हा अहवाल ग्रहांच्या खगोलीय स्थितींवरून आणि पारंपरिक वैदिक नियमांनुसार गणना करून तयार केला आहे. तो आत्मचिंतन आणि मनोरंजनासाठी आहे, व्यावसायिक सल्ल्याला पर्याय नाही; महत्त्वाच्या निर्णयांसाठी योग्य ज्योतिषी आणि संबंधित तज्ज्ञ (वैद्यकीय, कायदेशीर किंवा आर्थिक) यांचा सल्ला घ्या.',
  houseMeaning: houseMeaningMr,
  signInfluence: (rasiIndex) => SIGN_NATURES_MR[rasiIndex]!.influence,
  composedInterpretation: (p) =>
    `${G(p.graha)} या विषयांचा कारक आहे: ${GRAHA_THEMES_MR[p.graha]}. ${S(p.rasi)} राशीत (${dignityName(p.dignity)}) आपल्या ${Hin(p.house)} बसून तो या विषयांवर प्रभाव टाकतो: ${houseThemesMr(p.house)}.`,
  ...placementParts(houseReadingMr, signReadingMr),

  sunInsight: (sun) => ({
    value: `${S(sun.rasi)} ${formatDegreesDms(sun.degreesInRasi)}`,
    text: `मूळ व्यक्तिमत्त्व: ${signNatureMr(sun.rasiIndex)}. ${G('Sun')} आपल्या ${Hin(sun.house)} आहे, म्हणून आपले जीवनध्येय या विषयांत प्रकट होते: ${houseThemesMr(sun.house)}.`,
  }),
  moonInsight: (moon, birthLord) => ({
    value: `${S(moon.rasi)}, ${N(moon.nakshatra)} ${term('nakshatra')}, ${term('pada')} ${moon.pada}`,
    text: `मन आणि भावना: ${signNatureMr(moon.rasiIndex)}. आपले जन्मनक्षत्र ${N(moon.nakshatra)} विंशोत्तरी दशेचा क्रम ठरवते; पहिली ${MD}: ${G(birthLord)}.`,
  }),
  ascendantInsight: (lagna, lord, lordAt) => ({
    value: `${S(lagna.rasi)} ${formatDegreesDms(lagna.degreesInRasi)}`,
    text: `बाह्य व्यक्तिमत्त्व आणि जीवनाकडे पाहण्याचा दृष्टिकोन: ${signNatureMr(lagna.rasiIndex)}.${lordAt ? ` लग्नेश ${G(lord)} आपल्या ${Hin(lordAt.house)} (${S(lordAt.rasi)} राशीत) आहे.` : ''}`,
  }),
  ascendantUnknown: {
    value: 'अज्ञात',
    text: 'जन्मवेळेशिवाय लग्न आणि स्थाने कळू शकत नाहीत, म्हणून इथे स्थाने चंद्रापासून मोजली आहेत (चंद्रकुंडली).',
  },
  notableValue: 'आव्हाने आणि संधी',
  conjunction: (grahas, rasi, house) =>
    `${S(rasi)} राशीत (${Hin(house)}) ${grahaList(grahas)} यांची युती: त्यांची फळे एकमेकांत मिसळतात, चांगल्या आणि कठीण दोन्ही अर्थांनी.`,
  jupiterOnMoon: `आपल्या ${obl(G('Moon'))}वर ${obl(G('Jupiter'))}ची दृष्टी: मनावर रक्षण करणारा, आशादायी प्रभाव.`,
  saturnOnMoon: `आपल्या ${obl(G('Moon'))}वर ${obl(G('Saturn'))}ची दृष्टी: गांभीर्य आणि सहनशक्ती; नियमित दिनक्रमाने मन प्रसन्न राहते.`,
  jupiterOnLagna: `आपल्या लग्नावर ${obl(G('Jupiter'))}ची दृष्टी: चांगला विवेक आणि गुरुजनांची मदत.`,
  marsOnLagna: `आपल्या लग्नावर ${obl(G('Mars'))}ची दृष्टी: ऊर्जा आणि उत्साह, पण घाईवर लगाम हवा.`,
  saturnOnLagna: `आपल्या लग्नावर ${obl(G('Saturn'))}ची दृष्टी: आयुष्याच्या सुरुवातीलाच जबाबदाऱ्या, ज्या सहनशक्ती घडवतात.`,
  marsOnSeventh: `आपल्या सप्तम स्थानावर ${obl(G('Mars'))}ची दृष्टी: भागीदारीत उत्कटता; संयम तिला विधायक ठेवतो.`,
  noNotableAspects: `${obl(G('Moon'))}वर किंवा लग्नावर कोणतीही जवळची युती किंवा मोठी दृष्टी नाही: कुंडलीचे प्रभाव विखुरलेले आहेत.`,

  areaSubject: (area) => AREA_SUBJECT_MR[area],
  moonChartNote: 'जन्मवेळ अज्ञात असल्याने स्थाने चंद्रापासून मोजली आहेत; स्थानांवर आधारित गोष्टी केवळ संकेत म्हणून घ्या.',
  areaLord: (house, lord, at, link, subject) => {
    const how =
      link === 'own house'
        ? `${subject}साठी स्वावलंबी आणि ठळक संकेत`
        : link === 'dusthana'
          ? `${subject}बाबत चांगले फळ मेहनतीने आणि अडथळे पार करून मिळते, या विषयांतून: ${houseThemesMr(at.house)}`
          : `तो ${subject}ला या विषयांशी जोडतो: ${houseThemesMr(at.house)}`;
    return `${Hof(house)} स्वामी ${G(lord)} ${S(at.rasi)} राशीत आपल्या ${Hin(at.house)} आहे, ${dignity(at.dignity)}: ${how}.`;
  },
  noOccupants: (house, rasi, aspectedBy, subject) =>
    `आपल्या ${Hin(house)} (${S(rasi)}) कोणताही ग्रह नाही: त्याचा स्वामी आणि त्यावर दृष्टी टाकणारे ग्रह${aspectedBy.length > 0 ? ` (${grahaList(aspectedBy)})` : ''} ${subject}ची दिशा ठरवतात.`,
  occupants: (house, rasi, grahas, subject) =>
    `आपल्या ${Hin(house)} (${S(rasi)}) ${grahaList(grahas)} ${subject}वर थेट प्रभाव ${grahas.length === 1 ? 'टाकतो' : 'टाकतात'}.`,
  otherHouses: (houses, seats, subject) =>
    `आपली ${list(houses.map(ord))} ${houses.length > 1 ? 'स्थानेही' : 'स्थानही'} ${subject}शी संबंधित ${houses.length > 1 ? 'आहेत' : 'आहे'}: ${list(
      seats.map((s) => `${Hof(s.house)} स्वामी ${G(s.lord)} आपल्या ${Hin(s.lordHouse)} आहे`),
    )}.`,
  karaka: (at, subject) =>
    `${subject}चा एक कारक ${G(at.graha)} ${S(at.rasi)} राशीत आपल्या ${Hin(at.house)} आहे, ${dignity(at.dignity)}${at.retrograde ? `; तो ${term('retrograde')} आहे, म्हणून त्याची फळे विचारमंथनानंतर मिळतात` : ''}.`,
  areaYoga: (p) => {
    const kind = p.kind === 'dosha' ? term('dosha') : term('yoga');
    const grahas = p.relatedBody.grahas;
    const houses = p.relatedBody.houses;
    const made = grahas.length > 0 ? `${grahaList(grahas)} यांच्यामुळे होणारा हा ${kind}` : `हा ${kind}`;
    return `${yogaName(p)} (${NATURE_MR[p.nature]}): ${made} ${houses.length > 0 ? `आपल्या ${Hsof(houses)} जोडलेला आहे` : 'आपल्या कुंडलीत आहे'}.`;
  },
  areaDasha: (lord, endIso, houses, subject) =>
    `आपली चालू ${G(lord)} ${MD} (${isoDatePart(endIso)} पर्यंत) आपल्या ${Hsof(houses)} जोडलेली आहे: हा काळ ${subject}ला केंद्रस्थानी आणतो.`,

  sarvaReading: (strong, weak, strongMin, weakBelow) =>
    `बलवान स्थाने (${strongMin} किंवा अधिक बिंदू): ${bindusList(strong)}. दुर्बल स्थाने (${weakBelow} पेक्षा कमी बिंदू): ${bindusList(weak)}.`,
  shadbalaReading: (strong, weak) =>
    `आपले फळ देण्यास समर्थ (आवश्यक बलाइतके किंवा अधिक): ${grahaList(strong)}. आवश्यक बलापेक्षा कमी, म्हणून यांची फळे अधिक प्रयत्नाने मिळतात: ${grahaList(weak)}.`,
  bhavaBalaReading: (strongest, weakest) =>
    `भावबलानुसार सर्वात बलवान स्थाने: ${list(strongest.map(ord))}. सर्वात दुर्बल: ${list(weakest.map(ord))}.`,
  shadbalaParts: ['स्थानबल', 'दिग्बल', 'कालबल', 'चेष्टाबल', 'नैसर्गिक बल', 'दृग्बल'],
};
