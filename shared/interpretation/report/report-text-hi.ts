/**
 * The Kundali report in Hindi: the same `ReportText` as the English (report-text.ts), so no
 * sentence can be missing. Written for a Hindi reader in the usual words of Hindi jyotish (लग्न,
 * भाव, राशि, स्वामी, उच्च, नीच, दृष्टि, युति, कारक, महादशा), not translated word for word. Names
 * come from the vocabulary tables; the significations, sign natures and placement notes from the
 * Hindi tables beside the English ones (grahas-hi.ts, houses-hi.ts, signs-hi.ts, the -hi notes).
 */
import { AVAKHADA_FIELD_NAMES, attributeValueName, DIGNITY_NAMES, JYOTISH_TERMS } from '../../vocabulary/terms';
import { PADA_SYLLABLE_NAMES } from '../../jyotish/avakhada';
import { panchangName } from '../../jyotish/panchang-names';
import { grahaName, type Graha } from '../../vocabulary/graha';
import { nakshatraNameOf } from '../../vocabulary/nakshatra';
import { rasiName, rasiNameOf } from '../../vocabulary/rasi';
import { AYANAMSA_NAMES } from '../../vocabulary/ayanamsa-names';
import { formatDegreesDms, isoDatePart } from '../format';
import { listProseHi, ordinalDirectHi, ordinalHi } from '../format-hi';
import { dignityWordsHi, GRAHA_THEMES_HI } from '../grahas-hi';
import { houseMeaningHi, houseThemesHi } from '../houses-hi';
import type { LifeAreaId } from '../life-areas';
import { HOUSE_NOTES_HI } from '../placement-house-notes-hi';
import { houseTone, signDignity, type HouseTone, type SignDignity } from '../placement-kinds';
import { SIGN_NOTES_HI } from '../placement-sign-notes-hi';
import { SIGN_NATURES_HI, signNatureHi } from '../signs-hi';
import type { ReportText } from './report-text';

const G = (g: Graha) => grahaName(g, 'hi');
const S = (rasi: string) => rasiNameOf(rasi, 'hi');
const ord = ordinalHi;
const list = (items: readonly string[]) => listProseHi(items);
const grahaList = (grahas: readonly Graha[]) => list(grahas.map(G));
const { mahadasha: MD } = JYOTISH_TERMS;

const HOUSE_TONE_HI: Record<HouseTone, string> = {
  'benefic in kendra or trikona': 'सौम्य ग्रह केंद्र या त्रिकोण भाव में: जीवन का यह क्षेत्र फलता-फूलता है, और ग्रह जो देता है वह यहाँ सहज ही मिलता है।',
  'benefic in dusthana':
    'सौम्य ग्रह दुःस्थान (छठे, आठवें या बारहवें भाव) में: यह इस क्षेत्र की परेशानियों को नरम करता है, पर इसकी अपनी देन का कुछ हिस्सा समस्याएँ सुलझाने में लग जाता है।',
  'benefic elsewhere': 'सौम्य ग्रह धन, पराक्रम या लाभ के भाव में: इसके गुणों से शांत, स्थिर लाभ मिलता है।',
  'malefic in upachaya': 'उग्र ग्रह उपचय भाव में: यहाँ परिश्रम, लगन और स्वस्थ प्रतिस्पर्धा समय के साथ फल देते हैं।',
  'malefic in 10th': 'उग्र ग्रह कुंडली के शिखर, दशम भाव में: काम में जोश और पहचान, साथ ही उतना ही दबाव और ज़िम्मेदारी।',
  'malefic in 8th or 12th':
    'उग्र ग्रह छिपे या क्षय करने वाले विषयों के भाव में: तनाव, हानि और जल्दबाज़ी के निर्णयों से बचें; गहराई और सहनशक्ति इसका पुरस्कार हैं।',
  'malefic elsewhere': 'उग्र ग्रह निजी भाव में: यह यहाँ बल और तीव्रता लाता है, साथ में कुछ टकराव भी, जो अपनों के साथ धैर्य माँगता है।',
};

const SIGN_DIGNITY_HI: Record<SignDignity, string> = {
  exalted: 'यहाँ यह उच्च का है, अपने सर्वश्रेष्ठ रूप में: इसके गुण स्पष्ट और भरपूर प्रकट होते हैं।',
  moolatrikona: 'यह इसकी मूलत्रिकोण राशि है, मानो इसका कार्यालय: यहाँ यह अधिकार और उद्देश्य के साथ काम करता है।',
  own: 'यह स्वराशि में है, अपने ही घर में: भरोसेमंद, आत्मविश्वासी और अपने स्वभाव के अनुरूप।',
  friend: 'यह मित्र राशि में है और राशि की माँगों के साथ अच्छा तालमेल बिठाता है।',
  neutral: 'यह राशि इसके लिए सम है: फल कुंडली के बाकी कारकों पर निर्भर करते हैं।',
  enemy: 'यह शत्रु राशि में है: इसकी देन कुछ प्रयास या असुविधा के साथ सामने आती है।',
  debilitated: 'यहाँ यह नीच का है, अपनी सबसे निर्बल अवस्था में: इसके विषयों पर सजग ध्यान चाहिए, और कुंडली के अन्य कारक (जैसे नीचभंग) इसे सुधार सकते हैं।',
};

/** Life areas as the object of a sentence, in the oblique case ("आपके करियर के लिए"). */
const AREA_SUBJECT_HI: Record<LifeAreaId, string> = {
  career: 'आपके करियर',
  relationships: 'आपके वैवाहिक जीवन और संबंधों',
  health: 'आपके स्वास्थ्य',
  finances: 'आपकी आर्थिक स्थिति',
  property: 'आपकी संपत्ति और घर',
  education: 'आपकी शिक्षा',
  children: 'संतान',
  travel: 'यात्रा और विदेश',
  growth: 'आपके आत्मिक विकास',
};

const NATURE_HI = { good: 'शुभ', mixed: 'मिश्रित', challenging: 'चुनौतीपूर्ण' } as const;

const houseReadingHi = (graha: Graha, house: number, tone: HouseTone) => ({
  name: `${G(graha)} ${ord(house)} भाव में`,
  description: `${G(graha)} ${GRAHA_THEMES_HI[graha]} को ${ord(house)} भाव में लाता है, जो ${houseThemesHi(house)} का भाव है। ${HOUSE_NOTES_HI[graha][house - 1]} ${HOUSE_TONE_HI[tone]}`,
});

const signReadingHi = (graha: Graha, rasiIndex: number, dignity: SignDignity) => ({
  name: `${G(graha)} ${rasiName(rasiIndex, 'hi')} राशि में`,
  description: `${rasiName(rasiIndex, 'hi')} राशि में ${G(graha)}, जो ${GRAHA_THEMES_HI[graha]} का कारक है, ${signNatureHi(rasiIndex)} रूप में प्रकट होता है। ${SIGN_NOTES_HI[graha][rasiIndex]} ${SIGN_DIGNITY_HI[dignity]}`,
});

const bindusList = (items: readonly { house: number; sign: number; bindus: number }[]) =>
  list(items.map((h) => `${ordinalDirectHi(h.house)} (${rasiName(h.sign, 'hi')}, ${h.bindus})`));

/** The report in Hindi. */
export const REPORT_TEXT_HI: ReportText = {
  locale: 'hi',
  graha: G,
  sign: S,
  nakshatra: (n) => nakshatraNameOf(n, 'hi'),
  ordinal: ord,
  list,

  lagnaText: (rasi, degrees) => `${S(rasi)} ${degrees}`,
  lagnaUnknown: 'अज्ञात (जन्म समय नहीं दिया गया)',
  ayanamsaText: (ayanamsa, degrees) => `${AYANAMSA_NAMES[ayanamsa].hi} (${degrees})`,
  disclaimer:
    'यह रिपोर्ट ग्रहों की खगोलीय स्थितियों और पारंपरिक वैदिक नियमों से गणना करके बनाई गई है। यह आत्मचिंतन और मनोरंजन के लिए है, पेशेवर सलाह का विकल्प नहीं; महत्वपूर्ण निर्णयों के लिए किसी योग्य ज्योतिषी और संबंधित विशेषज्ञ (चिकित्सा, क़ानून या वित्त) से परामर्श लें।',
  houseMeaning: houseMeaningHi,
  signInfluence: (rasiIndex) => SIGN_NATURES_HI[rasiIndex]!.influence,
  composedInterpretation: (p) =>
    `${G(p.graha)} ${GRAHA_THEMES_HI[p.graha]} का कारक है। ${S(p.rasi)} राशि (${DIGNITY_NAMES[p.dignity].hi}) में आपके ${ord(p.house)} भाव में बैठकर यह इन विषयों को प्रभावित करता है: ${houseThemesHi(p.house)}।`,
  reading: (prediction, p) =>
    prediction.kind === 'sign'
      ? signReadingHi(p.graha, p.rasiIndex, signDignity(p.graha, p.rasiIndex, p.degreesInRasi)).description
      : houseReadingHi(p.graha, p.house, houseTone(p.nature, p.house).tone).description,

  houseReading: houseReadingHi,
  signReading: signReadingHi,

  sunInsight: (sun) => ({
    value: `${S(sun.rasi)} ${formatDegreesDms(sun.degreesInRasi)}`,
    text: `मूल व्यक्तित्व: ${signNatureHi(sun.rasiIndex)}। सूर्य आपके ${ord(sun.house)} भाव में है, इसलिए आपका जीवन-उद्देश्य इन विषयों में प्रकट होता है: ${houseThemesHi(sun.house)}।`,
  }),
  moonInsight: (moon, birthLord) => ({
    value: `${S(moon.rasi)}, ${nakshatraNameOf(moon.nakshatra, 'hi')} नक्षत्र, पद ${moon.pada}`,
    text: `मन और भावनाएँ: ${signNatureHi(moon.rasiIndex)}। आपका जन्म नक्षत्र ${nakshatraNameOf(moon.nakshatra, 'hi')} विंशोत्तरी दशा का क्रम तय करता है, जो ${G(birthLord)} की ${MD.hi} से आरंभ होता है।`,
  }),
  ascendantInsight: (lagna, lord, lordAt) => ({
    value: `${S(lagna.rasi)} ${formatDegreesDms(lagna.degreesInRasi)}`,
    text: `बाहरी व्यक्तित्व और जीवन के प्रति दृष्टिकोण: ${signNatureHi(lagna.rasiIndex)}।${lordAt ? ` लग्नेश ${G(lord)} आपके ${ord(lordAt.house)} भाव में (${S(lordAt.rasi)} राशि में) है।` : ''}`,
  }),
  ascendantUnknown: {
    value: 'अज्ञात',
    text: 'जन्म समय के बिना लग्न और भाव नहीं जाने जा सकते, इसलिए यहाँ भाव चंद्रमा से गिने गए हैं (चंद्र कुंडली)।',
  },
  notableValue: 'चुनौतियाँ और अवसर',
  conjunction: (grahas, rasi, house) =>
    `${S(rasi)} राशि में (${ord(house)} भाव में) ${grahaList(grahas)} की युति: इनके फल आपस में घुल-मिल जाते हैं, अच्छे और कठिन दोनों रूपों में।`,
  jupiterOnMoon: 'आपके चंद्रमा पर गुरु की दृष्टि: मन पर रक्षा करने वाला, आशा भरा प्रभाव।',
  saturnOnMoon: 'आपके चंद्रमा पर शनि की दृष्टि: गंभीरता और सहनशक्ति; नियमित दिनचर्या से मन अच्छा रहता है।',
  jupiterOnLagna: 'आपके लग्न पर गुरु की दृष्टि: अच्छा विवेक और गुरुजनों से सहायता।',
  marsOnLagna: 'आपके लग्न पर मंगल की दृष्टि: ऊर्जा और उत्साह, पर जल्दबाज़ी पर लगाम ज़रूरी।',
  saturnOnLagna: 'आपके लग्न पर शनि की दृष्टि: जीवन के आरंभ में ज़िम्मेदारियाँ, जो सहनशक्ति बनाती हैं।',
  marsOnSeventh: 'आपके सातवें भाव पर मंगल की दृष्टि: साझेदारी में जोश; धैर्य इसे रचनात्मक बनाए रखता है।',
  noNotableAspects: 'चंद्रमा या लग्न पर कोई निकट युति या बड़ी दृष्टि नहीं: कुंडली के प्रभाव फैले हुए हैं।',

  areaSubject: (area) => AREA_SUBJECT_HI[area],
  moonChartNote: 'जन्म समय अज्ञात होने से भाव चंद्रमा से गिने गए हैं; भावों पर आधारित बातों को संकेत भर मानें।',
  areaLord: (house, lord, at, link, subject) => {
    const how =
      link === 'own house'
        ? `${subject} के लिए आत्मनिर्भर और प्रबल संकेत`
        : link === 'dusthana'
          ? `${subject} के मामले में अच्छे फल परिश्रम और बाधाएँ पार करने से मिलते हैं, इन विषयों के माध्यम से: ${houseThemesHi(at.house)}`
          : `यह ${subject} को इन विषयों से जोड़ता है: ${houseThemesHi(at.house)}`;
    return `${ord(house)} भाव का स्वामी ${G(lord)} ${S(at.rasi)} राशि में आपके ${ord(at.house)} भाव में है, ${dignityWordsHi(at.dignity)}: ${how}।`;
  },
  noOccupants: (house, rasi, aspectedBy, subject) =>
    `आपके ${ord(house)} भाव (${S(rasi)}) में कोई ग्रह नहीं है: इसका स्वामी और इस पर दृष्टि डालने वाले ग्रह${aspectedBy.length > 0 ? ` (${grahaList(aspectedBy)})` : ''} ${subject} की दिशा तय करते हैं।`,
  occupants: (house, rasi, grahas, subject) =>
    `आपके ${ord(house)} भाव (${S(rasi)}) में ${grahaList(grahas)} ${subject} को सीधे प्रभावित ${grahas.length === 1 ? 'करता है' : 'करते हैं'}।`,
  otherHouses: (houses, seats, subject) =>
    `${houses.length > 1 ? `आपके ${list(houses.map(ord))} भाव भी ${subject} से जुड़े हैं` : `आपका ${ordinalDirectHi(houses[0]!)} भाव भी ${subject} से जुड़ा है`}: ${list(
      seats.map((s) => `${ord(s.house)} भाव का स्वामी ${G(s.lord)} आपके ${ord(s.lordHouse)} भाव में है`),
    )}।`,
  karaka: (at, subject) =>
    `${subject} का कारक ${G(at.graha)} ${S(at.rasi)} राशि में आपके ${ord(at.house)} भाव में है, ${dignityWordsHi(at.dignity)}${at.retrograde ? '; वक्री है, इसलिए इसके फल सोच-विचार के बाद मिलते हैं' : ''}।`,
  areaYoga: (p) => {
    const kind = p.kind === 'dosha' ? 'दोष' : 'योग';
    const grahas = p.relatedBody.grahas;
    const houses = p.relatedBody.houses;
    const made = grahas.length > 0 ? `${grahaList(grahas)} से बनने वाला यह ${kind}` : `यह ${kind}`;
    return `${p.nameHi ?? p.name} (${NATURE_HI[p.nature]}): ${made} ${houses.length > 0 ? `आपके ${list(houses.map(ord))} भाव से जुड़ा है` : 'आपकी कुंडली में उपस्थित है'}।`;
  },
  areaDasha: (lord, endIso, houses, subject) =>
    `आपकी चल रही ${G(lord)} ${MD.hi} (${isoDatePart(endIso)} तक) आपके ${list(houses.map(ord))} भाव से जुड़ी है: यह अवधि ${subject} को केंद्र में लाती है।`,

  panchangLabels: {
    tithi: JYOTISH_TERMS.tithi.hi,
    vara: JYOTISH_TERMS.vara.hi,
    nakshatra: JYOTISH_TERMS.nakshatra.hi,
    yoga: JYOTISH_TERMS.yoga.hi,
    karana: JYOTISH_TERMS.karana.hi,
    sunrise: 'सूर्योदय',
    sunset: 'सूर्यास्त',
  },
  panchangName: (name) => panchangName(name, 'hi'),
  nakshatraWithPada: (nakshatra, pada) => `${nakshatraNameOf(nakshatra, 'hi')}, पद ${pada}`,
  instantTime: (time24) => time24 ?? 'उस दिन नहीं (ध्रुवीय दिन या रात)',
  avakhadaLabels: {
    varna: AVAKHADA_FIELD_NAMES.varna.hi,
    vashya: AVAKHADA_FIELD_NAMES.vashya.hi,
    yoni: AVAKHADA_FIELD_NAMES.yoni.hi,
    gana: AVAKHADA_FIELD_NAMES.gana.hi,
    nadi: AVAKHADA_FIELD_NAMES.nadi.hi,
    rasiLord: AVAKHADA_FIELD_NAMES.rasiLord.hi,
    syllable: AVAKHADA_FIELD_NAMES.nakshatraPadaLetter.hi,
  },
  attributeValue: (value) => attributeValueName(value, 'hi'),
  syllable: (letter) => PADA_SYLLABLE_NAMES.find((n) => n.en === letter)?.hi ?? letter,
  sarvaReading: (strong, weak, strongMin, weakBelow) =>
    `प्रबल भाव (${strongMin} या अधिक बिंदु): ${bindusList(strong)}। निर्बल भाव (${weakBelow} से कम): ${bindusList(weak)}।`,
  shadbalaReading: (strong, weak) =>
    `अपना फल देने में समर्थ (आवश्यक बल के बराबर या अधिक): ${grahaList(strong)}। आवश्यक बल से कम, इसलिए इनके फल अधिक प्रयास से मिलते हैं: ${grahaList(weak)}।`,
  bhavaBalaReading: (strongest, weakest) =>
    `भाव बल के अनुसार सबसे प्रबल भाव: ${list(strongest.map(ordinalDirectHi))}। सबसे निर्बल: ${list(weakest.map(ordinalDirectHi))}।`,
  shadbalaParts: ['स्थान बल', 'दिग् बल', 'काल बल', 'चेष्टा बल', 'नैसर्गिक बल', 'दृक् बल'],
};
