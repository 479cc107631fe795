/**
 * The built-in reader in Hindi: the same `ReaderText` as the English (text.ts), so no sentence
 * can be missing. Jyotish names come from the vocabulary tables (shared/vocabulary); the graha
 * and house significations and the remedies from grahas-hi.ts and houses-hi.ts (the Hindi of
 * grahas.ts and houses.ts, shared with the Hindi report). A graha's reading in a house is the
 * Hindi report's own (sections.ts placementWords); a yoga is said by its Hindi rule and the
 * evidence found (yogas.ts), where the English quotes the catalogue's meaning.
 */
import type { PredictionNature } from '../../model/chart';
import type { Graha } from '../../vocabulary/graha';
import { grahaName } from '../../vocabulary/graha';
import { nakshatraNameOf } from '../../vocabulary/nakshatra';
import { rasiNameOf } from '../../vocabulary/rasi';
import { DIGNITY_NAMES, JYOTISH_TERMS, SADE_SATI_PHASE_NAMES } from '../../vocabulary/terms';
import type { PeriodFact } from '../chart-digest';
import { listProseHi, ordinalDirectHi, ordinalHi } from '../format-hi';
import { dignityWordsHi, GRAHA_REMEDIES_HI, GRAHA_THEMES_HI } from '../grahas-hi';
import { houseThemesHi } from '../houses-hi';
import { LIFE_AREA_TITLES_HI } from '../life-areas';
import type { OtherTopic, ReaderText } from './text';
import { NAVAMSHA_NAME } from '../../vocabulary/varga-names';
import { GEMSTONES } from '../../jyotish/classical';
import { VARA_TABLE } from '../../jyotish/panchang-names';

const G = (g: Graha) => grahaName(g, 'hi');
const S = (sign: string) => rasiNameOf(sign, 'hi');

const ord = ordinalHi;
const ordDirect = ordinalDirectHi;
const list = (items: readonly string[]) => listProseHi(items);
const grahaList = (grahas: readonly Graha[]) => list(grahas.map(G));
const houseThemes = houseThemesHi;

const OTHER_TITLE_HI: Record<OtherTopic, string> = {
  timing: 'समय (विंशोत्तरी दशा)',
  transits: 'वर्तमान गोचर',
  gemstone: 'रत्न',
  remedies: 'उपाय',
  offTopic: 'आपकी कुंडली के बारे में',
  planet: 'ग्रह',
  house: 'भाव',
  general: 'आपकी कुंडली एक नज़र में',
};

const NATURE_HI: Record<PredictionNature, string> = { good: 'शुभ', mixed: 'मिश्रित', challenging: 'चुनौतीपूर्ण' };

const dignity = dignityWordsHi;
const phase = (p: string | null) =>
  p && p in SADE_SATI_PHASE_NAMES ? SADE_SATI_PHASE_NAMES[p as keyof typeof SADE_SATI_PHASE_NAMES].hi : '';
const period = (p: PeriodFact) => `${G(p.lord)} (${p.start} से ${p.end} तक)`;
const { mahadasha: MD, antardasha: AD, sadeSati: SADE_SATI } = JYOTISH_TERMS;

/** The reader in Hindi. */
export const READER_TEXT_HI: ReaderText = {
  locale: 'hi',
  graha: G,
  sign: S,
  nakshatra: (n) => nakshatraNameOf(n, 'hi'),
  yogaName: (p) => p.nameHi ?? p.name,
  nature: (n) => NATURE_HI[n],
  ordinal: ord,
  list,
  dignity,
  grahaThemes: (g) => GRAHA_THEMES_HI[g],
  houseThemes,
  remedies: (g) => GRAHA_REMEDIES_HI[g],
  areaTitle: (a) => LIFE_AREA_TITLES_HI[a],
  otherTitle: (t) => OTHER_TITLE_HI[t],
  period,
  subPeriod: (md, ad) => `${G(md)}–${G(ad)}`,

  builtInNotice: '_अंतर्निहित रीडर: कोई एआई मॉडल सेट नहीं है, इसलिए यह उत्तर सीधे आपकी गणना की गई कुंडली से बनाया गया है।_',
  noChart: 'आपकी कुंडली पढ़ने के लिए मुझे आपका जन्म विवरण (जन्म तिथि, समय और स्थान) चाहिए। कृपया इसे मुखपृष्ठ पर भरें।\n',
  headings: {
    houses: '**भाव**',
    significators: '**कारक ग्रह**',
    yogas: '**योग**',
    timing: '**समय**',
    lifeAreas: '**जीवन के क्षेत्र**',
    dashaAndTransits: '**दशा और गोचर**',
  },
  transitsIn: (year) => `**${year} में गोचर**`,
  signChangesIn: (year) => `**${year} में राशि परिवर्तन**`,
  titlePlanet: (graha, house) => `${graha ? G(graha) : 'ग्रह'}${house ? ` और आपका ${ordDirect(house)} भाव` : ''}`,
  titleHouse: (house) => `आपका ${ordDirect(house)} भाव`,
  titleGrahaPeriods: (graha) => `${G(graha)} की दशाएँ`,

  naturalSignificatorOf: (g) => `${GRAHA_THEMES_HI[g]} का नैसर्गिक कारक`,
  significatorOf: (g) => `${GRAHA_THEMES_HI[g]} का कारक`,
  houseLord: (house) => `${ord(house)} भाव का स्वामी`,

  houseLine: (h) =>
    `- **${ordDirect(h.house)} भाव** (${houseThemes(h.house)}): ${S(h.sign)} राशि, स्वामी **${G(h.lord)}**, जो आपके ${ord(h.lordInHouse)} भाव में है।` +
    ` यहाँ स्थित ग्रह: ${grahaList(h.occupants)}।${h.aspectedBy.length ? ` इस पर दृष्टि: ${grahaList(h.aspectedBy)}।` : ''}`,
  lordInOwnHouse: (house) =>
    `  - ${ord(house)} भाव का स्वामी अपने ही भाव में है: ${houseThemes(house)} आपके अपने हाथ में रहते हैं — जीवन का यह क्षेत्र आत्मनिर्भर और सुरक्षित है।`,
  lordLinks: (house, lordIn) =>
    `  - ${ord(house)} भाव का स्वामी ${ord(lordIn)} भाव में है: यह ${houseThemes(house)} को ${houseThemes(lordIn)} से जोड़ता है।`,
  occupant: (graha, house, text) =>
    `  - ${G(graha)} ${ord(house)} भाव में: ${text ?? `${GRAHA_THEMES_HI[graha]} को जीवन के इस क्षेत्र में लाता है।`}`,
  grahaLine: (p) => {
    const flags = [p.retrograde ? JYOTISH_TERMS.retrograde.hi : '', p.combust ? 'अस्त (सूर्य के निकट)' : ''].filter(Boolean);
    return (
      `- **${G(p.graha)}** (${p.role}) ${S(p.sign)} राशि में ${p.degree} पर, आपके ${ord(p.house)} भाव में है, ${dignity(p.dignity)}${flags.length ? `, ${flags.join(', ')}` : ''}` +
      `${p.ruled.length ? `; यह आपके ${list(p.ruled.map(ord))} भाव का स्वामी है` : ''}।`
    );
  },
  yogaLine: (y) => `- **${y.nameHi ?? y.name}** (${NATURE_HI[y.nature]}): ${y.condition}।${y.reason ? ` यहाँ: ${y.reason}` : ''}`,
  noRunningDasha: '- चल रही दशा जानने के लिए आज की तारीख़ चाहिए, जो इस रीडिंग को नहीं मिली।',
  runningDasha: (md, ad) =>
    `- अभी चल रही: **${G(md.lord)} ${MD.hi}** (${md.start} से ${md.end} तक), **${G(ad.lord)} ${AD.hi}** (${ad.start} से ${ad.end} तक)।`,
  transitOverHouse: (planet, sign, degree, house) =>
    `- ${G(planet)} ${S(sign)} राशि में ${degree} पर गोचर कर रहा है, आपके ${ord(house)} भाव में (${houseThemes(house)})।`,
  ingress: (date, planet, sign, retrograde) => `- ${date}: ${G(planet)} का ${S(sign)} राशि में प्रवेश${retrograde ? ' (वक्री)' : ''}।`,

  manglik: (state, description) =>
    state === 'absent'
      ? `- मांगलिक (कुज) दोष: आपकी कुंडली में नहीं है${description ? ` — ${description}` : '।'}`
      : `- मांगलिक (कुज) दोष: ${state === 'cancelled' ? 'उपस्थित है, पर निरस्त हो जाता है' : 'उपस्थित है'} — ${description}`,
  periodsToWatch: (house, lord, periods) =>
    `- वे अवधियाँ जो आपके ${ord(house)} भाव को आगे लाती हैं (इसका स्वामी ${G(lord)}, इसमें स्थित ग्रह और कारक): ` +
    periods.map((p) => `${p.label} ${p.start} से ${p.end} तक`).join('; ') +
    '।',
  lordOwnMahadasha: (house, p) => `- ${ord(house)} भाव के स्वामी की अपनी ${MD.hi}: ${period(p)}।`,

  mahadashaRunning: (g, md, yearsLeft) =>
    `- आपकी **${G(g)} ${MD.hi}** अभी चल रही है: यह ${md.start} को शुरू हुई और **${md.end} को समाप्त होगी** (आज से लगभग ${yearsLeft} वर्ष)।`,
  mahadashaComing: (g, md) => `- आपकी **${G(g)} ${MD.hi}** अभी शुरू नहीं हुई है: यह **${md.start} से ${md.end} तक** चलेगी।`,
  mahadashaOver: (g, md, todayKnown) =>
    `- आपकी **${G(g)} ${MD.hi}** ${md.start} से **${md.end}** तक चली${todayKnown ? ' (समाप्त हो चुकी है)' : ''}।`,
  antardashaWithin: (mdLord, g, p, past) =>
    `- आपकी वर्तमान ${G(mdLord)} ${MD.hi} में **${G(mdLord)}–${G(g)} ${AD.hi}** ${p.start} से ${p.end} तक ${past ? 'चली' : 'चलेगी'}।`,
  sadeSatiTiming: (moonSign, active, p) =>
    `- ${SADE_SATI.hi} (आपकी चंद्र राशि ${S(moonSign)} पर शनि का साढ़े सात वर्ष का गोचर): ${active ? `अभी सक्रिय, ${phase(p)} चरण` : 'अभी सक्रिय नहीं'}।`,
  pratyantardasha: (p) => `- ${JYOTISH_TERMS.pratyantardasha.hi}: ${period(p)}।`,
  nextAntardashas: (items) => `- अगली अंतर्दशाएँ: ${items.map((a) => `${a.label} ${a.start} से`).join('; ')}।`,
  comingMahadashas: (periods) => `- आने वाली महादशाएँ: ${periods.map(period).join('; ')}।`,
  placementNote: (graha, house, asked) =>
    `- ध्यान दें: आपकी कुंडली में ${G(graha)} आपके **${ord(house)} भाव** में है, ${ord(asked)} में नहीं। यहाँ आपकी वास्तविक स्थिति का अर्थ है।`,
  placementLine: (graha, house, text) =>
    `- ${G(graha)} ${ord(house)} भाव में (${houseThemes(house)}): ${text ?? `${GRAHA_THEMES_HI[graha]} को जीवन के इस क्षेत्र में लाता है।`}`,
  signLine: (graha, sign) => `- ${G(graha)} ${S(sign)} राशि में है।`,
  nakshatraLine: (nakshatra, pada, navamsa) =>
    `- नक्षत्र: ${nakshatraNameOf(nakshatra, 'hi')} (पद ${pada}); ${NAVAMSHA_NAME.hi} (D9) राशि: ${S(navamsa)}।`,
  rulesInto: (ruled, house) => `- आपके ${ord(ruled)} भाव का स्वामी होने से यह ${houseThemes(ruled)} को ${ord(house)} भाव में लाता है।`,
  aspects: (houses) => `- यह आपके ${list(houses.map(ord))} भाव पर दृष्टि डालता है और ${houses.length > 1 ? 'उन्हें' : 'उसे'} अपने स्वभाव से रंगता है।`,
  transitToday: (graha, sign, degree, house) => `- आज ${G(graha)} ${S(sign)} राशि में ${degree} पर गोचर कर रहा है, आपके ${ord(house)} भाव में।`,
  noTransits: '- गोचर के लिए आज की तारीख़ चाहिए, जो इस रीडिंग को नहीं मिली।',
  positionsOn: (date) => `${date} को ग्रहों की स्थिति:`,
  transitPosition: (p) =>
    `- **${G(p.planet)}** ${S(p.sign)} ${p.degree}${p.retrograde ? ' (वक्री)' : ''}: आपका ${ordDirect(p.houseFromLagna)} भाव (${houseThemes(p.houseFromLagna)}), चंद्र से ${ordDirect(p.houseFromMoon)}।`,
  noSignChanges: (year) => `- शनि, गुरु, राहु और केतु पूरे ${year} अपनी-अपनी राशियों में रहेंगे।`,
  sadeSatiTransits: (active, p) => `- ${SADE_SATI.hi}: ${active ? `सक्रिय (${phase(p)} चरण) — धैर्य और निरंतर परिश्रम फल देते हैं` : 'सक्रिय नहीं'}।`,
  remedyReasonAsked: 'आपने इसके बारे में पूछा',
  remedyReasonMahadasha: (end) => `आपकी चल रही ${MD.hi} का स्वामी (${end} तक)`,
  remedyReasonAntardasha: (end) => `आपकी चल रही ${AD.hi} का स्वामी (${end} तक)`,
  remedyReasonWeak: (d, combust, sign) => `${S(sign)} राशि में ${DIGNITY_NAMES[d].hi}${combust ? ', अस्त' : ''}`,
  remedyLine: (graha, why) => `- **${G(graha)}** (${why}): ${GRAHA_REMEDIES_HI[graha]}।`,
  gemstones: '- रत्न प्रभावशाली उपाय हैं: किसी योग्य ज्योतिषी से पूरी कुंडली जँचवाने के बाद ही रत्न पहनें।',

  windowFirst: (w, area) => {
    const ad = G(w.antardasha);
    const why =
      w.role.kind === 'rules'
        ? `${ad} आपके ${ord(w.role.house)} भाव के स्वामी हैं`
        : w.role.kind === 'occupies'
          ? `${ad} आपके ${ord(w.role.house)} भाव में बैठे हैं`
          : `${ad} ${LIFE_AREA_TITLES_HI[area]} के नैसर्गिक कारक हैं`;
    const jupiter =
      w.jupiter && w.role.kind !== 'karaka'
        ? ` और गुरु ${S(w.jupiter.sign)} राशि में गोचर करते हुए उस भाव ${w.jupiter.how === 'occupies' ? 'में रहते हैं' : 'पर दृष्टि डालते हैं'}`
        : ' — आज से यह पहली अवधि है जो इसे आगे लाती है';
    return (
      `**सबसे संभावित समय ${w.first} से ${w.last} के बीच है**, क्योंकि तब ${G(w.mahadasha)}–${ad} दशा (${w.period.start} से ${w.period.end}) चलती है — ${why}${jupiter}।` +
      ' आधार नीचे है।'
    );
  },
  noWindow: (area) =>
    `आने वाले दशकों की कोई दशा ${LIFE_AREA_TITLES_HI[area]} के कारक या स्वामी ग्रह की नहीं है, इसलिए कुंडली कोई स्पष्ट समय नहीं बताती; आधार नीचे है।`,

  gemOffered: (g, role, houses) => {
    const stone = GEMSTONES[g];
    const why = role === 'lagna-lord' ? 'आपके लग्नेश' : role === 'yogakaraka' ? 'आपके योगकारक' : 'त्रिकोण के स्वामी';
    return `- **${stone.stone.hi}** (${stone.sanskrit}) — **${G(g)}** के लिए, जो ${why} हैं (आपके ${list(houses.map(ord))} भाव के स्वामी): ${stone.metal.hi} में जड़वाकर दाहिने हाथ की ${stone.finger.hi} में, पहली बार ${VARA_TABLE[stone.weekday]!.hi} को पहनें। सौम्य विकल्प: ${stone.substitute.hi}।`;
  },
  gemBarred: (g, role, barred) =>
    `- ${GEMSTONES[g].stone.hi} नहीं: ${G(g)} ${role === 'lagna-lord' ? 'आपके लग्नेश' : role === 'yogakaraka' ? 'योगकारक' : 'त्रिकोण के स्वामी'} हैं, पर आपके ${list(barred.map(ord))} भाव के भी स्वामी हैं, इसलिए इनका रत्न उन भावों को भी बल देगा।`,
  gemAvoid: (items) =>
    `- इनसे बचें: ${list(items.map((i) => `${GEMSTONES[i.graha].stone.hi} (${G(i.graha)}, आपके ${list(i.houses.map(ord))} भाव के स्वामी)`))} — छठे, आठवें और बारहवें भाव के स्वामियों और अकारक ग्रहों के रत्न।`,
  gemNone:
    '- आपके लग्नेश, योगकारक या त्रिकोण के स्वामियों में कोई भी छठे, आठवें या बारहवें भाव के स्वामित्व से मुक्त नहीं है: कोई रत्न सुझाया नहीं जाता; नीचे दिए मंत्र अधिक सुरक्षित हैं।',
  gemCautions: [
    '- सावधानियाँ: रत्न अपने ग्रह को अच्छे-बुरे दोनों में बल देता है, इसलिए किसी योग्य ज्योतिषी से पूरी कुंडली जँचवाकर ही पहनें, प्राकृतिक और बिना उपचार का रत्न लें, और कुछ सप्ताह परखकर ही धारण किए रहें।',
    '- शत्रु ग्रहों के रत्न साथ न पहनें (माणिक्य या मूँगा के साथ नीलम या गोमेद; हीरे के साथ माणिक्य या मोती)।',
  ],
  gemNeedsTime:
    '- रत्न लग्न और भावों के स्वामियों से चुना जाता है, जिनके लिए जन्म समय चाहिए; उसके बिना कोई रत्न सुरक्षित रूप से नहीं सुझाया जा सकता। नीचे के उपाय जन्म समय पर निर्भर नहीं हैं।',

  moreHeading: (about) => `${about} में एक परत और गहराई से:`,
  moreNext: (done, next) => `${done} की बात पूरी हुई। अब ${next}:`,
  navamsaLine: (g, role, navamsa, d9) =>
    `- ${NAVAMSHA_NAME.hi} (D9, आंतरिक बल और विवाह की कुंडली) में ${G(g)} (${role}) ${S(navamsa)} राशि में हैं${d9 ? `, ${d9}` : ''}।`,
  nakshatraLordLine: (g, nakshatra, pada, lord) =>
    `- ${G(g)} ${nakshatraNameOf(nakshatra, 'hi')} नक्षत्र (पद ${pada}) में हैं, जिसके स्वामी ${G(lord)} हैं: ${G(lord)} की दशाएँ ${G(g)} के फल को रंगती हैं।`,
  laterPeriods: (about, periods) =>
    `- ${about} के लिए आगे की अवधियाँ: ${periods.map((p) => `${p.label} ${p.start} से ${p.end} तक`).join('; ')}।`,

  offTopic:
    'मैं केवल आपकी जन्म कुंडली से जुड़े प्रश्नों के उत्तर देता हूँ, इसलिए इसमें मदद नहीं कर सकता। आप पूछ सकते हैं: “मेरी शादी कब होगी?”, “2027 में मेरा करियर कैसा रहेगा?”, “मुझे कौन सा रत्न पहनना चाहिए?”, “क्या अगले साल घर खरीदूँ?” या “शनि की दशा क्या देगी?”',
  noBirthTime: (moonSign) =>
    `_आपका जन्म समय ज्ञात नहीं है, इसलिए आपका लग्न और भाव नहीं जाने जा सकते: वे हर कुछ मिनट में बदलते हैं। यह उत्तर केवल उन बातों पर आधारित है जो समय पर निर्भर नहीं: ग्रहों की राशियाँ और नक्षत्र, ग्रहों के आपसी योग, दशाएँ और आपकी चंद्र राशि ${S(moonSign)} पर गोचर।_`,
  lagnaUnknownLine: `- **${JYOTISH_TERMS.lagna.hi}**: अज्ञात — जन्म समय नहीं दिया गया।`,
  manglikNeedsTime: '- मांगलिक (कुज) दोष लग्न से देखा जाता है, जिसके लिए जन्म समय चाहिए: यहाँ इसे नहीं बताया जा सकता।',
  grahaSignLine: (p) => {
    const flags = [p.retrograde ? 'वक्री' : '', p.combust ? 'अस्त (सूर्य के निकट)' : ''].filter(Boolean);
    return `- **${G(p.graha)}** (${p.role}) ${S(p.sign)} राशि में ${p.degree} पर, ${dignity(p.dignity)}${flags.length ? `, ${flags.join(', ')}` : ''}; नक्षत्र ${nakshatraNameOf(p.nakshatra, 'hi')} (पद ${p.pada})।`;
  },
  planetSignTable: (rows) => [
    '| ग्रह | राशि | अंश | नक्षत्र |',
    '|---|---|---|---|',
    ...rows.map((p) => `| ${G(p.planet)} | ${S(p.sign)} | ${p.degree} | ${nakshatraNameOf(p.nakshatra, 'hi')} |`),
  ],
  transitSign: (planet, sign, degree) => `- ${G(planet)} ${S(sign)} राशि में ${degree} पर गोचर कर रहा है।`,

  lagnaLine: (sign, degree, lord, lordHouse) =>
    `- **${JYOTISH_TERMS.lagna.hi}**: ${S(sign)} ${degree}; लग्नेश ${G(lord)} आपके ${ord(lordHouse)} भाव में है।`,
  moonLine: (moonSign, nakshatra) => `- **चंद्र राशि**: ${S(moonSign)}, जन्म नक्षत्र ${nakshatraNameOf(nakshatra, 'hi')}।`,
  planetTable: (rows) => [
    '| ग्रह | राशि | अंश | भाव |',
    '|---|---|---|---|',
    ...rows.map((p) => `| ${G(p.planet)} | ${S(p.sign)} | ${p.degree} | ${p.house} |`),
  ],
  areaLine: (area, h) =>
    `- ${LIFE_AREA_TITLES_HI[area]}: ${ordDirect(h.house)} भाव ${S(h.sign)}, स्वामी ${G(h.lord)} ${ord(h.lordInHouse)} भाव में${h.occupants.length ? `, साथ में ${h.occupants.map(G).join(', ')}` : ''}।`,
  transitOverview: (planet, house, year, sign, degree) =>
    `- ${year} में ${G(planet)} आपके ${ord(house)} भाव में गोचर कर रहा है (${S(sign)} ${degree})।`,
  sadeSatiOverview: (active, p) => `- ${SADE_SATI.hi}: ${active ? `सक्रिय (${phase(p)} चरण)` : 'सक्रिय नहीं'}।`,
  askAbout: 'करियर, विवाह, स्वास्थ्य, धन, शिक्षा, संतान, यात्रा, आत्मिक विकास, दशा के समय, गोचर, उपाय या किसी भी ग्रह या भाव के बारे में पूछें।',
};
