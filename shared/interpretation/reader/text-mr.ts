/**
 * The built-in reader in Marathi: the same `ReaderText` as the English (text.ts), so no sentence
 * can be missing. Names come from the Marathi vocabulary and panchang books (रवी, मंगळ, तूळ, स्थान);
 * houses are counted as Marathi almanacs count them (सप्तम स्थान, दशम स्थानात).
 */
import type { PredictionNature } from '../../model/chart';
import { LIST_WORDS_MR } from '../format-mr';
import { DIGNITY_STRENGTH_MR, GRAHA_REMEDIES_MR, GRAHA_THEMES_MR } from '../grahas-mr';
import { HOUSE_SIGNIFICATIONS_MR } from '../houses-mr';
import { LIFE_AREA_TITLES_MR } from '../life-area-titles-mr';
import { readerNames, regionalWords, type RegionalReaderWords } from './regional-words';
import type { OtherTopic, ReaderText } from './text';

const W: RegionalReaderWords = {
  locale: 'mr',
  grahaThemes: GRAHA_THEMES_MR,
  houseThemes: HOUSE_SIGNIFICATIONS_MR.map((h) => h.themes),
  remedies: GRAHA_REMEDIES_MR,
  strength: DIGNITY_STRENGTH_MR,
  gems: {
    Sun: { stone: 'माणिक', metal: 'सोन्यात', finger: 'अनामिकेत' },
    Moon: { stone: 'मोती', metal: 'चांदीत', finger: 'करंगळीत' },
    Mars: { stone: 'पोवळे', metal: 'सोन्यात किंवा तांब्यात', finger: 'अनामिकेत' },
    Mercury: { stone: 'पाचू', metal: 'सोन्यात', finger: 'करंगळीत' },
    Jupiter: { stone: 'पुष्कराज', metal: 'सोन्यात', finger: 'तर्जनीत' },
    Venus: { stone: 'हिरा', metal: 'चांदीत किंवा प्लॅटिनममध्ये', finger: 'मधल्या बोटात' },
    Saturn: { stone: 'नीलम', metal: 'चांदीत किंवा पंचधातूत', finger: 'मधल्या बोटात' },
    Rahu: { stone: 'गोमेद', metal: 'चांदीत', finger: 'मधल्या बोटात' },
    Ketu: { stone: 'लसण्या', metal: 'चांदीत', finger: 'करंगळीत' },
  },
  ...LIST_WORDS_MR,
  span: (start, end) => `${start} ते ${end}`,
};

const { G, S, N, term, ord, list, grahaList, period, dignity, dignityName, themes, phase, yogaName, gemDay } = regionalWords(W);
/** "दशम स्थान", "दशम स्थानात", "दशम स्थानाचा (स्वामी)". */
const H = (n: number) => `${ord(n)} स्थान`;
const Hin = (n: number) => `${ord(n)} स्थानात`;
const Hof = (n: number) => `${ord(n)} स्थानाचा`;
const Hs = (ns: readonly number[]) => `${list(ns.map(ord))} ${ns.length > 1 ? 'स्थानांचा' : 'स्थानाचा'}`;

const AREA_TITLES = LIFE_AREA_TITLES_MR;
const OTHER_TITLES: Record<OtherTopic, string> = {
  timing: 'काळ (विंशोत्तरी दशा)',
  transits: 'सध्याचे गोचर',
  gemstone: 'रत्ने',
  remedies: 'उपाय',
  offTopic: 'आपल्या कुंडलीविषयी',
  planet: 'ग्रह',
  house: 'स्थान',
  general: 'आपली कुंडली एका दृष्टीक्षेपात',
};
const NATURE: Record<PredictionNature, string> = { good: 'शुभ', mixed: 'मिश्र', challenging: 'आव्हानात्मक' };
const MD = term('mahadasha');
const AD = term('antardasha');
const roleWhy = (role: string) => (role === 'lagna-lord' ? 'आपले लग्नेश' : role === 'yogakaraka' ? 'आपले योगकारक' : 'त्रिकोणाचे स्वामी');
const flags = (retrograde: boolean, combust: boolean) =>
  [retrograde ? term('retrograde') : '', combust ? `${term('combust')} (सूर्याजवळ)` : ''].filter(Boolean);

/** The reader in Marathi. */
export const READER_TEXT_MR: ReaderText = {
  ...readerNames(W, AREA_TITLES, OTHER_TITLES, NATURE),

  builtInNotice: '_अंगभूत वाचक: कोणतेही एआय मॉडेल जोडलेले नाही, म्हणून हे उत्तर थेट आपल्या गणित केलेल्या कुंडलीवरून लिहिले आहे._',
  noChart: 'आपली कुंडली वाचण्यासाठी जन्माचा तपशील (तारीख, वेळ आणि ठिकाण) हवा. कृपया तो मुख्य पानावर भरा.\n',
  headings: {
    houses: '**स्थाने**',
    significators: '**कारक ग्रह**',
    yogas: '**योग**',
    timing: '**काळ**',
    lifeAreas: '**जीवनाची क्षेत्रे**',
    dashaAndTransits: '**दशा आणि गोचर**',
  },
  transitsIn: (year) => `**${year} मधील गोचर**`,
  signChangesIn: (year) => `**${year} मधील राशी बदल**`,
  titlePlanet: (graha, house) => `${graha ? G(graha) : 'ग्रह'}${house ? ` आणि आपले ${H(house)}` : ''}`,
  titleHouse: (house) => `आपले ${H(house)}`,
  titleGrahaPeriods: (graha) => `${G(graha)} दशा`,

  naturalSignificatorOf: (g) => `${W.grahaThemes[g]} यांचा नैसर्गिक कारक`,
  significatorOf: (g) => `${W.grahaThemes[g]} यांचा कारक`,
  houseLord: (house) => `${Hof(house)} स्वामी`,

  houseLine: (h) =>
    `- **${H(h.house)}** (${themes(h.house)}): ${S(h.sign)} रास, स्वामी **${G(h.lord)}**, जो आपल्या ${Hin(h.lordInHouse)} आहे.` +
    ` येथील ग्रह: ${grahaList(h.occupants)}.${h.aspectedBy.length ? ` यावर दृष्टी: ${grahaList(h.aspectedBy)}.` : ''}`,
  lordInOwnHouse: (house) =>
    `  - ${Hof(house)} स्वामी स्वतःच्याच स्थानात आहे: ${themes(house)} आपल्या हातात राहतात — जीवनाचे हे क्षेत्र स्वावलंबी आणि सुरक्षित आहे.`,
  lordLinks: (house, lordIn) => `  - ${Hof(house)} स्वामी ${Hin(lordIn)} आहे: तो ${themes(house)} यांना ${themes(lordIn)} यांच्याशी जोडतो.`,
  occupant: (graha, house) => `  - ${G(graha)} ${Hin(house)}: जीवनाच्या या क्षेत्रात ${W.grahaThemes[graha]} आणतो.`,
  grahaLine: (p) => {
    const f = flags(p.retrograde, p.combust);
    return (
      `- **${G(p.graha)}** (${p.role}) ${S(p.sign)} राशीत ${p.degree} वर, आपल्या ${Hin(p.house)}, ${dignity(p.dignity)}${f.length ? `, ${f.join(', ')}` : ''}` +
      `${p.ruled.length ? `; तो आपल्या ${Hs(p.ruled)} स्वामी आहे` : ''}.`
    );
  },
  yogaLine: (y) => `- **${yogaName(y)}** (${NATURE[y.nature]}): ${y.reason ? `${y.condition}. येथे: ${y.reason}` : 'हा योग आपल्या कुंडलीत आहे.'}`,
  noRunningDasha: '- चालू दशा सांगण्यासाठी आजची तारीख हवी, ती या वाचनाला मिळाली नाही.',
  runningDasha: (md, ad) =>
    `- सध्या चालू: **${G(md.lord)} ${MD}** (${md.start} ते ${md.end}), **${G(ad.lord)} ${AD}** (${ad.start} ते ${ad.end}).`,
  transitOverHouse: (planet, sign, degree, house) =>
    `- ${G(planet)} ${S(sign)} राशीत ${degree} वर गोचर करत आहे, आपल्या ${Hin(house)} (${themes(house)}).`,
  ingress: (date, planet, sign, retrograde) =>
    `- ${date}: ${G(planet)} ${S(sign)} राशीत प्रवेश करतो${retrograde ? ` (${term('retrograde')})` : ''}.`,

  manglik: (state, description) =>
    `- मंगळ दोष: ${state === 'absent' ? 'आपल्या कुंडलीत नाही' : state === 'cancelled' ? 'आहे, पण त्याचा परिहार होतो' : 'आहे'}${description ? ` — ${description}` : '.'}`,
  periodsToWatch: (house, lord, periods) =>
    `- आपल्या ${Hof(house)} विषय पुढे आणणारे काळ (स्वामी ${G(lord)}, येथील ग्रह आणि कारक): ` +
    periods.map((p) => `${p.label} ${p.start} ते ${p.end}`).join('; ') +
    '.',
  lordOwnMahadasha: (house, p) => `- ${Hof(house)} स्वामीची स्वतःची ${MD}: ${period(p)}.`,

  mahadashaRunning: (g, md, yearsLeft) =>
    `- आपली **${G(g)} ${MD}** सध्या चालू आहे: ती ${md.start} रोजी सुरू झाली आणि **${md.end} रोजी संपेल** (आजपासून सुमारे ${yearsLeft} वर्षे).`,
  mahadashaComing: (g, md) => `- आपली **${G(g)} ${MD}** अजून सुरू झालेली नाही: ती **${md.start} ते ${md.end}** चालेल.`,
  mahadashaOver: (g, md, todayKnown) => `- आपली **${G(g)} ${MD}** ${md.start} ते **${md.end}** चालली${todayKnown ? ' (संपली आहे)' : ''}.`,
  antardashaWithin: (mdLord, g, p, past) =>
    `- आपल्या चालू ${G(mdLord)} ${MD}मध्ये **${G(mdLord)}–${G(g)} ${AD}** ${p.start} ते ${p.end} ${past ? 'चालली' : 'चालेल'}.`,
  sadeSatiTiming: (moonSign, active, p) =>
    `- ${term('sadeSati')} (आपल्या चंद्र राशीवर, ${S(moonSign)}, शनीचे साडेसात वर्षांचे गोचर): ${active ? `सध्या सुरू, ${phase(p)} टप्पा` : 'सध्या नाही'}.`,
  pratyantardasha: (p) => `- ${term('pratyantardasha')}: ${period(p)}.`,
  nextAntardashas: (items) => `- पुढील ${AD}: ${items.map((a) => `${a.label} ${a.start} पासून`).join('; ')}.`,
  comingMahadashas: (periods) => `- येणाऱ्या ${MD}: ${periods.map(period).join('; ')}.`,
  placementNote: (graha, house, asked) =>
    `- लक्षात घ्या: आपल्या कुंडलीत ${G(graha)} आपल्या **${Hin(house)}** आहे, ${Hin(asked)} नाही. खाली आपल्या प्रत्यक्ष स्थितीचा अर्थ आहे.`,
  placementLine: (graha, house) => `- ${G(graha)} ${Hin(house)} (${themes(house)}): जीवनाच्या या क्षेत्रात ${W.grahaThemes[graha]} आणतो.`,
  signLine: (graha, sign) => `- ${G(graha)} ${S(sign)} राशीत आहे.`,
  nakshatraLine: (nakshatra, pada, navamsa) =>
    `- ${term('nakshatra')}: ${N(nakshatra)} (${term('pada')} ${pada}); नवमांश (D9) रास: ${S(navamsa)}.`,
  rulesInto: (ruled, house) => `- आपल्या ${Hof(ruled)} स्वामी म्हणून तो ${themes(ruled)} ${Hin(house)} आणतो.`,
  aspects: (houses) =>
    `- तो आपल्या ${list(houses.map(ord))} ${houses.length > 1 ? 'स्थानांवर' : 'स्थानावर'} दृष्टी टाकतो आणि त्यांना आपल्या स्वभावाचा रंग देतो.`,
  transitToday: (graha, sign, degree, house) => `- आज ${G(graha)} ${S(sign)} राशीत ${degree} वर, आपल्या ${Hin(house)} गोचर करत आहे.`,
  noTransits: '- गोचरासाठी आजची तारीख हवी, ती या वाचनाला मिळाली नाही.',
  positionsOn: (date) => `${date} रोजी ग्रहस्थिती:`,
  transitPosition: (p) =>
    `- **${G(p.planet)}** ${S(p.sign)} ${p.degree}${p.retrograde ? ` (${term('retrograde')})` : ''}: आपले ${H(p.houseFromLagna)} (${themes(p.houseFromLagna)}), चंद्रापासून ${ord(p.houseFromMoon)}.`,
  noSignChanges: (year) => `- शनी, गुरू, राहू आणि केतू ${year} मध्ये आपापल्या राशीतच राहतील.`,
  sadeSatiTransits: (active, p) =>
    `- ${term('sadeSati')}: ${active ? `सुरू (${phase(p)} टप्पा) — संयम आणि सातत्यपूर्ण परिश्रम फळ देतात` : 'सुरू नाही'}.`,
  remedyReasonAsked: 'आपण याबद्दल विचारले',
  remedyReasonMahadasha: (end) => `आपल्या चालू ${MD}चा स्वामी (${end} पर्यंत)`,
  remedyReasonAntardasha: (end) => `आपल्या चालू ${AD}चा स्वामी (${end} पर्यंत)`,
  remedyReasonWeak: (d, combust, sign) => `${S(sign)} राशीत ${dignityName(d)}${combust ? `, ${term('combust')}` : ''}`,
  remedyLine: (graha, why) => `- **${G(graha)}** (${why}): ${W.remedies[graha]}.`,
  gemstones: '- रत्ने प्रभावी उपाय आहेत: जाणकार ज्योतिषाकडून पूर्ण कुंडली तपासून घेतल्यावरच रत्न धारण करा.',

  windowFirst: (w, area) => {
    const ad = G(w.antardasha);
    const why =
      w.role.kind === 'rules'
        ? `${ad} आपल्या ${Hof(w.role.house)} स्वामी आहे`
        : w.role.kind === 'occupies'
          ? `${ad} आपल्या ${Hin(w.role.house)} आहे`
          : `${ad} ${AREA_TITLES[area]} यांचा नैसर्गिक कारक आहे`;
    const jupiter =
      w.jupiter && w.role.kind !== 'karaka'
        ? ` आणि गुरू ${S(w.jupiter.sign)} राशीतून गोचर करताना त्या स्थानात ${w.jupiter.how === 'occupies' ? 'असतो' : 'दृष्टी टाकतो'}`
        : ' — आजपासून हा विषय पुढे आणणारा हा पहिला काळ आहे';
    return `**सर्वाधिक संभाव्य काळ ${w.first} ते ${w.last}**, कारण तेव्हा ${G(w.mahadasha)}–${ad} दशा (${w.period.start} ते ${w.period.end}) चालते — ${why}${jupiter}. आधार खाली दिला आहे.`;
  },
  noWindow: (area) =>
    `पुढील काही दशकांत ${AREA_TITLES[area]} यांच्या कारक किंवा स्वामी ग्रहाची दशा नाही, म्हणून कुंडली स्पष्ट काळ दाखवत नाही; आधार खाली दिला आहे.`,

  gemOffered: (g, role, houses) => {
    const gem = W.gems[g];
    return `- **${gem.stone}** — **${G(g)}** साठी, जो ${roleWhy(role)} आहे (आपल्या ${Hs(houses)} स्वामी): ${gem.metal} घडवून उजव्या हाताच्या ${gem.finger}, पहिल्यांदा ${gemDay(g)}ी धारण करा.`;
  },
  gemBarred: (g, role, barred) =>
    `- ${W.gems[g].stone} नको: ${G(g)} ${roleWhy(role)} आहे, पण आपल्या ${Hs(barred)}ही स्वामी आहे, म्हणून त्याचे रत्न त्या स्थानांनाही बळ देईल.`,
  gemAvoid: (items) =>
    `- हे टाळा: ${list(items.map((i) => `${W.gems[i.graha].stone} (${G(i.graha)}, आपल्या ${Hs(i.houses)} स्वामी)`))} — षष्ठ, अष्टम आणि द्वादश स्थानांच्या स्वामींची रत्ने.`,
  gemNone:
    '- आपले लग्नेश, योगकारक किंवा त्रिकोणाचे स्वामी यांपैकी कोणीही षष्ठ, अष्टम किंवा द्वादश स्थानाच्या स्वामित्वापासून मुक्त नाही: कोणतेही रत्न सुचवले जात नाही; खालील मंत्र अधिक सुरक्षित आहेत.',
  gemCautions: [
    '- काळजी: रत्न आपल्या ग्रहाला चांगल्या-वाईट दोन्ही बाजूंनी बळ देते, म्हणून जाणकार ज्योतिषाकडून पूर्ण कुंडली तपासूनच धारण करा, नैसर्गिक आणि प्रक्रिया न केलेले रत्न घ्या, आणि काही आठवडे पारखूनच कायम धारण करा.',
    '- शत्रू ग्रहांची रत्ने एकत्र घालू नका (माणिक किंवा पोवळ्यासोबत नीलम किंवा गोमेद; हिऱ्यासोबत माणिक किंवा मोती).',
  ],
  gemNeedsTime:
    '- रत्न लग्न आणि स्थानांच्या स्वामींवरून निवडले जाते, त्यासाठी जन्मवेळ हवी; तिच्याशिवाय कोणतेही रत्न सुरक्षितपणे सुचवता येत नाही. खालील उपाय जन्मवेळेवर अवलंबून नाहीत.',

  moreHeading: (about) => `${about} — आणखी एक थर खोलवर:`,
  moreNext: (done, next) => `${done} यांविषयी सांगून झाले. आता ${next}:`,
  navamsaLine: (g, role, navamsa, d9) =>
    `- नवमांशात (D9, अंतर्गत बळ आणि विवाहाची कुंडली) ${G(g)} (${role}) ${S(navamsa)} राशीत आहे${d9 ? `, ${d9}` : ''}.`,
  nakshatraLordLine: (g, nakshatra, pada, lord) =>
    `- ${G(g)} ${N(nakshatra)} नक्षत्रात (${term('pada')} ${pada}) आहे, ज्याचा स्वामी ${G(lord)}: ${G(lord)} दशा ${G(g)} फळांना रंग देतात.`,
  laterPeriods: (about, periods) => `- ${about} यांसाठी पुढील काळ: ${periods.map((p) => `${p.label} ${p.start} ते ${p.end}`).join('; ')}.`,

  offTopic:
    'मी फक्त आपल्या जन्मकुंडलीशी संबंधित प्रश्नांची उत्तरे देतो, त्यामुळे यात मदत करू शकत नाही. आपण विचारू शकता: “माझे लग्न कधी होईल?”, “२०२७ मध्ये माझी कारकीर्द कशी राहील?”, “मी कोणते रत्न घालावे?”, “पुढच्या वर्षी घर घ्यावे का?” किंवा “शनी दशा काय देईल?”',
  noBirthTime: (moonSign) =>
    `_आपली जन्मवेळ माहीत नाही, म्हणून लग्न आणि स्थाने सांगता येत नाहीत: ती दर काही मिनिटांनी बदलतात. हे उत्तर वेळेवर अवलंबून नसलेल्या गोष्टींवर आधारित आहे: ग्रहांच्या राशी आणि नक्षत्रे, ग्रहयोग, दशा आणि आपल्या चंद्र राशीवरील (${S(moonSign)}) गोचर._`,
  lagnaUnknownLine: `- **${term('lagna')}**: अज्ञात — जन्मवेळ दिलेली नाही.`,
  manglikNeedsTime: '- मंगळ दोष लग्नावरून पाहिला जातो, त्यासाठी जन्मवेळ हवी: येथे तो सांगता येत नाही.',
  grahaSignLine: (p) => {
    const f = flags(p.retrograde, p.combust);
    return `- **${G(p.graha)}** (${p.role}) ${S(p.sign)} राशीत ${p.degree} वर, ${dignity(p.dignity)}${f.length ? `, ${f.join(', ')}` : ''}; नक्षत्र ${N(p.nakshatra)} (${term('pada')} ${p.pada}).`;
  },
  planetSignTable: (rows) => [
    '| ग्रह | रास | अंश | नक्षत्र |',
    '|---|---|---|---|',
    ...rows.map((p) => `| ${G(p.planet)} | ${S(p.sign)} | ${p.degree} | ${N(p.nakshatra)} |`),
  ],
  transitSign: (planet, sign, degree) => `- ${G(planet)} ${S(sign)} राशीत ${degree} वर गोचर करत आहे.`,

  lagnaLine: (sign, degree, lord, lordHouse) => `- **${term('lagna')}**: ${S(sign)} ${degree}; लग्नेश ${G(lord)} आपल्या ${Hin(lordHouse)} आहे.`,
  moonLine: (moonSign, nakshatra) => `- **चंद्र रास**: ${S(moonSign)}, जन्म नक्षत्र ${N(nakshatra)}.`,
  planetTable: (rows) => [
    '| ग्रह | रास | अंश | स्थान |',
    '|---|---|---|---|',
    ...rows.map((p) => `| ${G(p.planet)} | ${S(p.sign)} | ${p.degree} | ${p.house} |`),
  ],
  areaLine: (area, h) =>
    `- ${AREA_TITLES[area]}: ${H(h.house)} ${S(h.sign)}, स्वामी ${G(h.lord)} ${Hin(h.lordInHouse)}${h.occupants.length ? `, सोबत ${h.occupants.map(G).join(', ')}` : ''}.`,
  transitOverview: (planet, house, year, sign, degree) =>
    `- ${year} मध्ये ${G(planet)} आपल्या ${Hin(house)} गोचर करत आहे (${S(sign)} ${degree}).`,
  sadeSatiOverview: (active, p) => `- ${term('sadeSati')}: ${active ? `सुरू (${phase(p)} टप्पा)` : 'सुरू नाही'}.`,
  askAbout: 'कारकीर्द, विवाह, आरोग्य, धन, शिक्षण, संतती, प्रवास, आध्यात्मिक प्रगती, दशेचा काळ, गोचर, उपाय किंवा कोणत्याही ग्रह किंवा स्थानाबद्दल विचारा.',
};
