/**
 * The Kundali report in Tamil: the same `ReportText` as the English (report-text.ts), so no sentence
 * can be missing. Written for a Tamil reader in the words of Tamil panchangams and of the built-in
 * reader (லக்னம், வீடு, ராசி, அதிபதி, உச்சம், நீசம், பார்வை, சேர்க்கை, காரகர், மகா தசை), the grahas
 * spoken of respectfully (இருக்கிறார்) and the reader addressed as நீங்கள்; not translated word for
 * word. Names come from the vocabulary books (regional-report.ts), kept in their nominative or, for
 * a graha whose aspect is named, in its genitive (குருவின், சனியின், செவ்வாயின்); significations, sign
 * natures and placement notes from the Tamil tables (grahas-ta.ts, houses-ta.ts, signs-ta.ts, the -ta notes).
 */
import type { Graha } from '../../vocabulary/graha';
import { formatDegreesDms, isoDatePart } from '../format';
import { LIST_WORDS_TA } from '../format-ta';
import { DIGNITY_STRENGTH_TA, GRAHA_THEMES_TA } from '../grahas-ta';
import { houseMeaningTa, houseThemesTa } from '../houses-ta';
import type { LifeAreaId } from '../life-areas';
import { HOUSE_NOTES_TA } from '../placement-house-notes-ta';
import type { HouseTone, SignDignity } from '../placement-kinds';
import { SIGN_NOTES_TA } from '../placement-sign-notes-ta';
import { SIGN_NATURES_TA, signNatureTa } from '../signs-ta';
import { placementParts, regionalReportHelpers, regionalReportNames, type RegionalReportWords } from './regional-report';
import type { ReportText } from './report-text';

const W: RegionalReportWords = {
  locale: 'ta',
  list: LIST_WORDS_TA,
  strength: DIGNITY_STRENGTH_TA,
  sunrise: 'சூரிய உதயம்',
  sunset: 'சூரிய அஸ்தமனம்',
  noInstant: 'அன்று நிகழாது (துருவப் பகல் அல்லது இரவு)',
};
const { G, S, Si, N, term, ord, list, grahaList, dignity, dignityName, yogaName, bindusList } = regionalReportHelpers(W);
const MD = term('mahadasha');
/** Tamil genitive: -வின் after உ (குருவின்), -இன் in place of a final consonant's pulli (செவ்வாயின்), -யின் after the other vowels (சனியின்). */
const of = (word: string) => (word.endsWith('ு') ? `${word}வின்` : word.endsWith('்') ? `${word.slice(0, -1)}ின்` : `${word}யின்`);
/** "பத்தாம் வீட்டில்", "பத்தாம் வீட்டின்". */
const Hin = (n: number) => `${ord(n)} வீட்டில்`;
const Hof = (n: number) => `${ord(n)} வீட்டின்`;
/** "பத்தாம் வீட்டுடன்", "ஒன்பதாம் மற்றும் பத்தாம் வீடுகளுடன்". */
const Hswith = (ns: readonly number[]) => `${list(ns.map(ord))} ${ns.length > 1 ? 'வீடுகளுடன்' : 'வீட்டுடன்'}`;

const HOUSE_TONE_TA: Record<HouseTone, string> = {
  'benefic in kendra or trikona': 'கேந்திர அல்லது திரிகோண வீட்டில் சுப கிரகம்: வாழ்க்கையின் இந்தத் துறை செழிக்கும், கிரகம் தருவது இங்கே எளிதாகக் கிடைக்கும்.',
  'benefic in dusthana':
    'மறைவு ஸ்தானத்தில் (ஆறாம், எட்டாம் அல்லது பன்னிரண்டாம் வீட்டில்) சுப கிரகம்: இந்தத் துறையின் சிக்கல்களை இது மென்மையாக்கும், ஆனால் இதன் சொந்த நன்மைகளில் ஒரு பகுதி சிக்கல்களைத் தீர்ப்பதிலேயே செலவாகும்.',
  'benefic elsewhere': 'தனம், தைரியம் அல்லது லாப வீட்டில் சுப கிரகம்: இதன் குணங்களால் அமைதியான, நிலையான லாபம் கிடைக்கும்.',
  'malefic in upachaya': 'உபசய வீட்டில் பாப கிரகம்: இங்கே உழைப்பும் விடாமுயற்சியும் ஆரோக்கியமான போட்டியும் காலப்போக்கில் பலன் தரும்.',
  'malefic in 10th': 'ஜாதகத்தின் உச்சியான பத்தாம் வீட்டில் பாப கிரகம்: தொழிலில் வேகமும் புகழும், அதற்கு இணையான அழுத்தமும் பொறுப்பும்.',
  'malefic in 8th or 12th':
    'மறைவான அல்லது இழப்பு தரும் விஷயங்களின் வீட்டில் பாப கிரகம்: மன அழுத்தம், இழப்பு, அவசர முடிவுகள் ஆகியவற்றில் கவனம்; ஆழமும் தாங்கும் சக்தியும் இதன் பரிசு.',
  'malefic elsewhere':
    'தனிப்பட்ட வாழ்க்கையின் வீட்டில் பாப கிரகம்: இது இங்கே வலிமையையும் தீவிரத்தையும் தருகிறது, கொஞ்சம் உரசலையும்; நெருங்கியவர்களிடம் பொறுமை தேவை.',
};

const SIGN_DIGNITY_TA: Record<SignDignity, string> = {
  exalted: 'இங்கே இந்தக் கிரகம் உச்சம் பெற்றுள்ளது, தன் சிறந்த நிலையில்: இதன் குணங்கள் தெளிவாகவும் நிறைவாகவும் வெளிப்படும்.',
  moolatrikona: 'இது இந்தக் கிரகத்தின் மூலத்திரிகோண ராசி, அதன் அலுவலகம் போன்றது: இங்கே இது அதிகாரத்துடனும் நோக்கத்துடனும் செயல்படும்.',
  own: 'இந்தக் கிரகம் ஆட்சி பெற்றுள்ளது, தன் சொந்த வீட்டில்: நம்பகமானது, தன்னம்பிக்கை உடையது, தன் இயல்புக்கு உண்மையானது.',
  friend: 'இந்தக் கிரகம் நட்பு வீட்டில் உள்ளது; ராசி கேட்பதுடன் நன்கு ஒத்துப்போகும்.',
  neutral: 'இந்த ராசி இதற்குச் சம வீடு: பலன்கள் ஜாதகத்தின் மற்ற அம்சங்களைப் பொறுத்தவை.',
  enemy: 'இந்தக் கிரகம் பகை வீட்டில் உள்ளது: இதன் நன்மைகள் சற்று முயற்சியுடனோ சங்கடத்துடனோ வரும்.',
  debilitated:
    'இங்கே இந்தக் கிரகம் நீசம் பெற்றுள்ளது, தன் பலவீனமான நிலையில்: இதன் விஷயங்களில் விழிப்புடன் கவனம் தேவை; ஜாதகத்தின் மற்ற அம்சங்கள் (நீசபங்கம் போன்றவை) இதைச் சரிசெய்யக்கூடும்.',
};

/** Life areas as a sentence names them, before விஷயத்தில் / விஷயத்துடன் ("உங்கள் தொழில் விஷயத்தில்"). */
const AREA_SUBJECT_TA: Record<LifeAreaId, string> = {
  career: 'உங்கள் தொழில்',
  relationships: 'உங்கள் திருமண வாழ்க்கை',
  health: 'உங்கள் ஆரோக்கிய',
  finances: 'உங்கள் பொருளாதார',
  property: 'உங்கள் வீடு, சொத்து',
  education: 'உங்கள் கல்வி',
  children: 'குழந்தைப் பேறு',
  travel: 'பயணம், வெளிநாடு',
  growth: 'உங்கள் ஆன்மிக வளர்ச்சி',
};

const NATURE_TA = { good: 'சுபம்', mixed: 'கலவை', challenging: 'சவாலானது' } as const;

const houseReadingTa = (graha: Graha, house: number, tone: HouseTone) => ({
  name: `${G(graha)} ${Hin(house)}`,
  description: `${G(graha)} ${Hin(house)} தன் விஷயங்களைக் கொண்டுவருகிறார் (${GRAHA_THEMES_TA[graha]}); இந்த வீடு குறிப்பவை: ${houseThemesTa(house)}. ${HOUSE_NOTES_TA[graha][house - 1]} ${HOUSE_TONE_TA[tone]}`,
});

const signReadingTa = (graha: Graha, rasiIndex: number, dignity: SignDignity) => ({
  name: `${G(graha)} ${Si(rasiIndex)} ராசியில்`,
  description: `${Si(rasiIndex)} ராசியில் ${G(graha)}: இந்தக் கிரகத்தின் விஷயங்கள் (${GRAHA_THEMES_TA[graha]}) ராசியின் இயல்புக்கு ஏற்ப வெளிப்படுகின்றன — ${signNatureTa(rasiIndex)}. ${SIGN_NOTES_TA[graha][rasiIndex]} ${SIGN_DIGNITY_TA[dignity]}`,
});

/** The report in Tamil. */
export const REPORT_TEXT_TA: ReportText = {
  ...regionalReportNames(W),

  lagnaUnknown: 'தெரியாது (பிறந்த நேரம் கொடுக்கப்படவில்லை)',
  disclaimer:
    'இந்த அறிக்கை கிரகங்களின் வானியல் நிலைகளிலிருந்தும் பாரம்பரிய வைதிக விதிகளின்படியும் கணக்கிட்டுத் தயாரிக்கப்பட்டது. இது சுயசிந்தனைக்கும் பொழுதுபோக்குக்குமானது, தொழில்முறை ஆலோசனைக்கு மாற்று அல்ல; முக்கிய முடிவுகளுக்குத் தகுதியான ஜோதிடரையும் தொடர்புடைய நிபுணரையும் (மருத்துவம், சட்டம் அல்லது நிதி) அணுகுங்கள்.',
  houseMeaning: houseMeaningTa,
  signInfluence: (rasiIndex) => SIGN_NATURES_TA[rasiIndex]!.influence,
  composedInterpretation: (p) =>
    `${G(p.graha)} காரகத்துவம்: ${GRAHA_THEMES_TA[p.graha]}. ${S(p.rasi)} ராசியில் (${dignityName(p.dignity)}) உங்கள் ${Hin(p.house)} இருந்து இந்தக் கிரகம் இவற்றைப் பாதிக்கிறது: ${houseThemesTa(p.house)}.`,
  ...placementParts(houseReadingTa, signReadingTa),

  sunInsight: (sun) => ({
    value: `${S(sun.rasi)} ${formatDegreesDms(sun.degreesInRasi)}`,
    text: `அடிப்படை ஆளுமை: ${signNatureTa(sun.rasiIndex)}. ${G('Sun')} உங்கள் ${Hin(sun.house)} இருக்கிறார், எனவே உங்கள் வாழ்க்கை நோக்கம் இவற்றில் வெளிப்படுகிறது: ${houseThemesTa(sun.house)}.`,
  }),
  moonInsight: (moon, birthLord) => ({
    value: `${S(moon.rasi)}, ${N(moon.nakshatra)} ${term('nakshatra')}, ${term('pada')} ${moon.pada}`,
    text: `மனமும் உணர்வுகளும்: ${signNatureTa(moon.rasiIndex)}. உங்கள் ஜன்ம நட்சத்திரம் ${N(moon.nakshatra)} விம்சோத்தரி தசைகளின் வரிசையைத் தீர்மானிக்கிறது; முதல் ${MD}: ${G(birthLord)}.`,
  }),
  ascendantInsight: (lagna, lord, lordAt) => ({
    value: `${S(lagna.rasi)} ${formatDegreesDms(lagna.degreesInRasi)}`,
    text: `வெளித்தோற்றமும் வாழ்க்கையை அணுகும் விதமும்: ${signNatureTa(lagna.rasiIndex)}.${lordAt ? ` லக்னாதிபதி ${G(lord)} உங்கள் ${Hin(lordAt.house)} (${S(lordAt.rasi)} ராசியில்) இருக்கிறார்.` : ''}`,
  }),
  ascendantUnknown: {
    value: 'தெரியாது',
    text: 'பிறந்த நேரம் இல்லாமல் லக்னமும் வீடுகளும் தெரியாது, எனவே இங்கே வீடுகள் சந்திர லக்னத்திலிருந்து கணக்கிடப்பட்டுள்ளன (சந்திர ஜாதகம்).',
  },
  notableValue: 'சவால்களும் வாய்ப்புகளும்',
  conjunction: (grahas, rasi, house) =>
    `${S(rasi)} ராசியில் (${Hin(house)}) ${grahaList(grahas)} சேர்ந்து இருக்கிறார்கள்: இந்தச் சேர்க்கையில் இவர்களின் பலன்கள் ஒன்றோடொன்று கலக்கின்றன, நல்லதிலும் கடினத்திலும்.`,
  jupiterOnMoon: `உங்கள் ${G('Moon')} மீது ${of(G('Jupiter'))} பார்வை: மனதுக்குப் பாதுகாப்பும் நம்பிக்கையும் தரும் தாக்கம்.`,
  saturnOnMoon: `உங்கள் ${G('Moon')} மீது ${of(G('Saturn'))} பார்வை: கண்டிப்பும் தாங்கும் சக்தியும்; ஒழுங்கான தினசரி வழக்கத்தால் மனநிலை மேம்படும்.`,
  jupiterOnLagna: `உங்கள் லக்னத்தின் மீது ${of(G('Jupiter'))} பார்வை: நல்ல விவேகமும் பெரியோரின் உதவியும்.`,
  marsOnLagna: `உங்கள் லக்னத்தின் மீது ${of(G('Mars'))} பார்வை: ஆற்றலும் உற்சாகமும், ஆனால் அவசரத்தைக் கட்டுப்படுத்த வேண்டும்.`,
  saturnOnLagna: `உங்கள் லக்னத்தின் மீது ${of(G('Saturn'))} பார்வை: இளமையிலேயே பொறுப்புகள், அவை தாங்கும் சக்தியை வளர்க்கும்.`,
  marsOnSeventh: `உங்கள் ${Hof(7)} மீது ${of(G('Mars'))} பார்வை: கூட்டாண்மையில் தீவிர உணர்வு; பொறுமை அதை ஆக்கபூர்வமாக வைக்கும்.`,
  noNotableAspects: `${G('Moon')} மீதோ லக்னத்தின் மீதோ நெருக்கமான சேர்க்கையோ முக்கியப் பார்வையோ இல்லை: ஜாதகத்தின் தாக்கங்கள் பரவலாக உள்ளன.`,

  areaSubject: (area) => AREA_SUBJECT_TA[area],
  moonChartNote: 'பிறந்த நேரம் தெரியாததால் வீடுகள் சந்திர லக்னத்திலிருந்து கணக்கிடப்பட்டுள்ளன; வீடுகளை அடிப்படையாகக் கொண்டவற்றைக் குறிப்புகளாக மட்டும் கொள்ளுங்கள்.',
  areaLord: (house, lord, at, link, subject) => {
    const how =
      link === 'own house'
        ? `${subject} விஷயத்தில் தன்னிறைவான, வலுவான அறிகுறி`
        : link === 'dusthana'
          ? `${subject} விஷயத்தில் பலன்கள் உழைப்பாலும் தடைகளைக் கடப்பதாலும் வரும், இவற்றின் வழியாக: ${houseThemesTa(at.house)}`
          : `இது ${subject} விஷயத்தை இவற்றுடன் இணைக்கிறது: ${houseThemesTa(at.house)}`;
    return `${Hof(house)} அதிபதி ${G(lord)} ${S(at.rasi)} ராசியில் உங்கள் ${Hin(at.house)} இருக்கிறார், ${dignity(at.dignity)}: ${how}.`;
  },
  noOccupants: (house, rasi, aspectedBy, subject) =>
    `உங்கள் ${Hin(house)} (${S(rasi)}) கிரகங்கள் இல்லை: இதன் அதிபதியும் இதைப் பார்க்கும் கிரகங்களும்${aspectedBy.length > 0 ? ` (${grahaList(aspectedBy)})` : ''} ${subject} விஷயத்தின் போக்கைத் தீர்மானிக்கின்றனர்.`,
  occupants: (house, rasi, grahas, subject) =>
    `உங்கள் ${Hin(house)} (${S(rasi)}) உள்ள ${grahaList(grahas)} நேரடியாக ${subject} விஷயத்தை ${grahas.length === 1 ? 'வடிவமைக்கிறார்' : 'வடிவமைக்கின்றனர்'}.`,
  otherHouses: (houses, seats, subject) =>
    `உங்கள் ${list(houses.map(ord))} ${houses.length > 1 ? 'வீடுகளும்' : 'வீடும்'} ${subject} விஷயத்துடன் ${houses.length > 1 ? 'தொடர்புடையவை' : 'தொடர்புடையது'}: ${list(
      seats.map((s) => `${Hof(s.house)} அதிபதி ${G(s.lord)} உங்கள் ${Hin(s.lordHouse)} இருக்கிறார்`),
    )}.`,
  karaka: (at, subject) =>
    `${subject} விஷயத்தின் காரகர்களில் ஒருவரான ${G(at.graha)} ${S(at.rasi)} ராசியில் உங்கள் ${Hin(at.house)} இருக்கிறார், ${dignity(at.dignity)}${at.retrograde ? `; ${term('retrograde')} பெற்றிருப்பதால் இதன் பலன்கள் சிந்தனைக்குப் பின் கிடைக்கும்` : ''}.`,
  areaYoga: (p) => {
    const kind = p.kind === 'dosha' ? term('dosha') : term('yoga');
    const grahas = p.relatedBody.grahas;
    const houses = p.relatedBody.houses;
    const made = grahas.length > 0 ? `இந்த ${kind} அமையக் காரணமான கிரகங்கள்: ${grahaList(grahas)}; இது` : `இந்த ${kind}`;
    return `${yogaName(p)} (${NATURE_TA[p.nature]}): ${made} ${houses.length > 0 ? `உங்கள் ${Hswith(houses)} தொடர்புடையது` : 'உங்கள் ஜாதகத்தில் உள்ளது'}.`;
  },
  areaDasha: (lord, endIso, houses, subject) =>
    `உங்களுக்கு நடக்கும் ${G(lord)} ${MD} (${isoDatePart(endIso)} வரை) உங்கள் ${Hswith(houses)} தொடர்புடையது: இந்தக் காலம் ${subject} விஷயத்தை முன்னிலைக்குக் கொண்டுவருகிறது.`,

  sarvaReading: (strong, weak, strongMin, weakBelow) =>
    `வலுவான வீடுகள் (${strongMin} அல்லது அதற்கு மேற்பட்ட பிந்துக்கள்): ${bindusList(strong)}. பலவீனமான வீடுகள் (${weakBelow} பிந்துக்களுக்குக் குறைவு): ${bindusList(weak)}.`,
  shadbalaReading: (strong, weak) =>
    `தங்கள் பலனைத் தரும் வலிமை உள்ளவை (தேவையான பலத்துக்குச் சமம் அல்லது அதிகம்): ${grahaList(strong)}. தேவையான பலத்துக்குக் குறைவு, எனவே இவற்றின் பலன்கள் அதிக முயற்சியுடன் கிடைக்கும்: ${grahaList(weak)}.`,
  bhavaBalaReading: (strongest, weakest) =>
    `பாவ பலத்தின்படி மிக வலுவான வீடுகள்: ${list(strongest.map(ord))}. மிகப் பலவீனமானவை: ${list(weakest.map(ord))}.`,
  shadbalaParts: ['ஸ்தான பலம்', 'திக் பலம்', 'கால பலம்', 'சேஷ்டா பலம்', 'நைசர்கிக பலம்', 'திருக் பலம்'],
};
