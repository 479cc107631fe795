/**
 * The built-in reader in Telugu: the same `ReaderText` as the English (text.ts), so no sentence
 * can be missing. Names come from the Telugu vocabulary and panchang books (కుజుడు, ఏలినాటి శని,
 * కుజ దోషం); houses are counted as Telugu astrologers count them (సప్తమ భావం, దశమ భావంలో).
 */
import type { PredictionNature } from '../../model/chart';
import { LIST_WORDS_TE } from '../format-te';
import { DIGNITY_STRENGTH_TE, GRAHA_REMEDIES_TE, GRAHA_THEMES_TE } from '../grahas-te';
import { HOUSE_SIGNIFICATIONS_TE } from '../houses-te';
import { LIFE_AREA_TITLES_TE } from '../life-area-titles-te';
import { readerNames, regionalWords, type RegionalReaderWords } from './regional-words';
import type { OtherTopic, ReaderText } from './text';

const W: RegionalReaderWords = {
  locale: 'te',
  grahaThemes: GRAHA_THEMES_TE,
  houseThemes: HOUSE_SIGNIFICATIONS_TE.map((h) => h.themes),
  remedies: GRAHA_REMEDIES_TE,
  strength: DIGNITY_STRENGTH_TE,
  gems: {
    Sun: { stone: 'కెంపు (మాణిక్యం)', metal: 'బంగారంలో', finger: 'ఉంగరపు వేలికి' },
    Moon: { stone: 'ముత్యం', metal: 'వెండిలో', finger: 'చిటికెన వేలికి' },
    Mars: { stone: 'పగడం', metal: 'బంగారం లేదా రాగిలో', finger: 'ఉంగరపు వేలికి' },
    Mercury: { stone: 'పచ్చ', metal: 'బంగారంలో', finger: 'చిటికెన వేలికి' },
    Jupiter: { stone: 'పుష్యరాగం', metal: 'బంగారంలో', finger: 'చూపుడు వేలికి' },
    Venus: { stone: 'వజ్రం', metal: 'వెండి లేదా ప్లాటినంలో', finger: 'మధ్య వేలికి' },
    Saturn: { stone: 'నీలం', metal: 'వెండి లేదా పంచలోహంలో', finger: 'మధ్య వేలికి' },
    Rahu: { stone: 'గోమేధికం', metal: 'వెండిలో', finger: 'మధ్య వేలికి' },
    Ketu: { stone: 'వైఢూర్యం', metal: 'వెండిలో', finger: 'చిటికెన వేలికి' },
  },
  ...LIST_WORDS_TE,
  span: (start, end) => `${start} నుండి ${end} వరకు`,
};

const { G, S, N, term, ord, list, grahaList, period, dignity, dignityName, themes, phase, yogaName, gemDay } = regionalWords(W);
/** "దశమ భావం", "దశమ భావంలో", "దశమ భావానికి (అధిపతి)". */
const H = (n: number) => `${ord(n)} భావం`;
const Hin = (n: number) => `${ord(n)} భావంలో`;
const Hof = (n: number) => `${ord(n)} భావానికి`;
const Hs = (ns: readonly number[]) => `${list(ns.map(ord))} ${ns.length > 1 ? 'భావాలకు' : 'భావానికి'}`;

const AREA_TITLES = LIFE_AREA_TITLES_TE;
const OTHER_TITLES: Record<OtherTopic, string> = {
  timing: 'కాలం (వింశోత్తరి దశ)',
  transits: 'ప్రస్తుత గోచారం',
  gemstone: 'రత్నాలు',
  remedies: 'పరిహారాలు',
  offTopic: 'మీ జాతకం గురించి',
  planet: 'గ్రహం',
  house: 'భావం',
  general: 'మీ జాతకం ఒక చూపులో',
};
const NATURE: Record<PredictionNature, string> = { good: 'శుభ', mixed: 'మిశ్రమ', challenging: 'సవాలుతో కూడిన' };
const MD = term('mahadasha');
const AD = term('antardasha');
const roleWhy = (role: string) => (role === 'lagna-lord' ? 'మీ లగ్నాధిపతి' : role === 'yogakaraka' ? 'మీ యోగకారకుడు' : 'త్రికోణాధిపతి');
const flags = (retrograde: boolean, combust: boolean) =>
  [retrograde ? term('retrograde') : '', combust ? `${term('combust')} (సూర్యునికి దగ్గరగా)` : ''].filter(Boolean);

/** The reader in Telugu. */
export const READER_TEXT_TE: ReaderText = {
  ...readerNames(W, AREA_TITLES, OTHER_TITLES, NATURE),

  builtInNotice: '_అంతర్నిర్మిత రీడర్: ఏ ఏఐ మోడల్‌నూ అమర్చలేదు, కాబట్టి ఈ జవాబు నేరుగా మీ లెక్కించిన జాతకం నుండి రాయబడింది._',
  noChart: 'మీ జాతకం చదవడానికి మీ జనన వివరాలు (తేదీ, సమయం, ప్రదేశం) కావాలి. దయచేసి వాటిని ముఖ్య పేజీలో నింపండి.\n',
  headings: {
    houses: '**భావాలు**',
    significators: '**కారక గ్రహాలు**',
    yogas: '**యోగాలు**',
    timing: '**కాలం**',
    lifeAreas: '**జీవిత రంగాలు**',
    dashaAndTransits: '**దశ మరియు గోచారం**',
  },
  transitsIn: (year) => `**${year}లో గోచారం**`,
  signChangesIn: (year) => `**${year}లో రాశి మార్పులు**`,
  titlePlanet: (graha, house) => `${graha ? G(graha) : 'గ్రహం'}${house ? ` మరియు మీ ${H(house)}` : ''}`,
  titleHouse: (house) => `మీ ${H(house)}`,
  titleGrahaPeriods: (graha) => `${G(graha)} దశలు`,

  naturalSignificatorOf: (g) => `${W.grahaThemes[g]} నైసర్గిక కారకుడు`,
  significatorOf: (g) => `${W.grahaThemes[g]} కారకుడు`,
  houseLord: (house) => `${Hof(house)} అధిపతి`,

  houseLine: (h) =>
    `- **${H(h.house)}** (${themes(h.house)}): ${S(h.sign)} రాశి, అధిపతి **${G(h.lord)}**, మీ ${Hin(h.lordInHouse)} ఉన్నారు.` +
    ` ఇక్కడి గ్రహాలు: ${grahaList(h.occupants)}.${h.aspectedBy.length ? ` దీనిపై దృష్టి: ${grahaList(h.aspectedBy)}.` : ''}`,
  lordInOwnHouse: (house) =>
    `  - ${Hof(house)} అధిపతి తన సొంత భావంలోనే ఉన్నారు: ${themes(house)} మీ చేతుల్లోనే ఉంటాయి — ఈ జీవిత రంగం స్వయం సమృద్ధంగా, సురక్షితంగా ఉంటుంది.`,
  lordLinks: (house, lordIn) => `  - ${Hof(house)} అధిపతి ${Hin(lordIn)} ఉన్నారు: ఇది ${themes(house)}ను ${themes(lordIn)}తో కలుపుతుంది.`,
  occupant: (graha, house) => `  - ${G(graha)} ${Hin(house)}: ఈ జీవిత రంగంలోకి ${W.grahaThemes[graha]} తెస్తారు.`,
  grahaLine: (p) => {
    const f = flags(p.retrograde, p.combust);
    return (
      `- **${G(p.graha)}** (${p.role}) ${S(p.sign)} రాశిలో ${p.degree} వద్ద, మీ ${Hin(p.house)}, ${dignity(p.dignity)}${f.length ? `, ${f.join(', ')}` : ''}` +
      `${p.ruled.length ? `; ఈ గ్రహం మీ ${Hs(p.ruled)} అధిపతి` : ''}.`
    );
  },
  yogaLine: (y) => `- **${yogaName(y)}** (${NATURE[y.nature]}): ${y.reason ? `${y.condition}. ఇక్కడ: ${y.reason}` : 'ఈ యోగం మీ జాతకంలో ఉంది.'}`,
  noRunningDasha: '- నడుస్తున్న దశ చెప్పడానికి ఈరోజు తేదీ కావాలి, అది ఈ పఠనానికి అందలేదు.',
  runningDasha: (md, ad) =>
    `- ఇప్పుడు నడుస్తున్నది: **${G(md.lord)} ${MD}** (${md.start} నుండి ${md.end} వరకు), **${G(ad.lord)} ${AD}** (${ad.start} నుండి ${ad.end} వరకు).`,
  transitOverHouse: (planet, sign, degree, house) =>
    `- ${G(planet)} ${S(sign)} రాశిలో ${degree} వద్ద, మీ ${Hin(house)} గోచరిస్తున్నారు (${themes(house)}).`,
  ingress: (date, planet, sign, retrograde) =>
    `- ${date}: ${G(planet)} ${S(sign)} రాశిలోకి ప్రవేశం${retrograde ? ` (${term('retrograde')})` : ''}.`,

  manglik: (state, description) =>
    `- ${term('manglik')}: ${state === 'absent' ? 'మీ జాతకంలో లేదు' : state === 'cancelled' ? 'ఉంది, కానీ పరిహారం అవుతుంది' : 'ఉంది'}${description ? ` — ${description}` : '.'}`,
  periodsToWatch: (house, lord, periods) =>
    `- మీ ${H(house)} విషయాలను ముందుకు తెచ్చే కాలాలు (అధిపతి ${G(lord)}, ఇక్కడి గ్రహాలు మరియు కారకులు): ` +
    periods.map((p) => `${p.label} ${p.start} నుండి ${p.end} వరకు`).join('; ') +
    '.',
  lordOwnMahadasha: (house, p) => `- ${Hof(house)} అధిపతి సొంత ${MD}: ${period(p)}.`,

  mahadashaRunning: (g, md, yearsLeft) =>
    `- మీ **${G(g)} ${MD}** ఇప్పుడు నడుస్తోంది: ${md.start}న మొదలై **${md.end}న ముగుస్తుంది** (ఈరోజు నుండి సుమారు ${yearsLeft} సంవత్సరాలు).`,
  mahadashaComing: (g, md) => `- మీ **${G(g)} ${MD}** ఇంకా మొదలవలేదు: ఇది **${md.start} నుండి ${md.end} వరకు** నడుస్తుంది.`,
  mahadashaOver: (g, md, todayKnown) =>
    `- మీ **${G(g)} ${MD}** ${md.start} నుండి **${md.end}** వరకు నడిచింది${todayKnown ? ' (ముగిసిపోయింది)' : ''}.`,
  antardashaWithin: (mdLord, g, p, past) =>
    `- మీ ప్రస్తుత ${G(mdLord)} ${MD}లో **${G(mdLord)}–${G(g)} ${AD}** ${p.start} నుండి ${p.end} వరకు ${past ? 'నడిచింది' : 'నడుస్తుంది'}.`,
  sadeSatiTiming: (moonSign, active, p) =>
    `- ${term('sadeSati')} (మీ చంద్ర రాశి ${S(moonSign)} మీద శని ఏడున్నర సంవత్సరాల గోచారం): ${active ? `ఇప్పుడు నడుస్తోంది, ${phase(p)} దశ` : 'ఇప్పుడు లేదు'}.`,
  pratyantardasha: (p) => `- ${term('pratyantardasha')}: ${period(p)}.`,
  nextAntardashas: (items) => `- తదుపరి ${AD}లు: ${items.map((a) => `${a.label} ${a.start} నుండి`).join('; ')}.`,
  comingMahadashas: (periods) => `- రాబోయే ${MD}లు: ${periods.map(period).join('; ')}.`,
  placementNote: (graha, house, asked) =>
    `- గమనిక: మీ జాతకంలో ${G(graha)} మీ **${Hin(house)}** ఉన్నారు, ${Hin(asked)} కాదు. మీ అసలు స్థితి అర్థం కింద ఉంది.`,
  placementLine: (graha, house) => `- ${G(graha)} ${Hin(house)} (${themes(house)}): ఈ జీవిత రంగంలోకి ${W.grahaThemes[graha]} తెస్తారు.`,
  signLine: (graha, sign) => `- ${G(graha)} ${S(sign)} రాశిలో ఉన్నారు.`,
  nakshatraLine: (nakshatra, pada, navamsa) =>
    `- ${term('nakshatra')}: ${N(nakshatra)} (${term('pada')} ${pada}); నవాంశ (D9) రాశి: ${S(navamsa)}.`,
  rulesInto: (ruled, house) => `- మీ ${Hof(ruled)} అధిపతిగా ఈ గ్రహం ${themes(ruled)}ను ${Hin(house)}కి తెస్తుంది.`,
  aspects: (houses) => `- ఈ గ్రహం మీ ${list(houses.map(ord))} ${houses.length > 1 ? 'భావాలపై' : 'భావంపై'} దృష్టి వేసి, తన స్వభావపు రంగు అద్దుతుంది.`,
  transitToday: (graha, sign, degree, house) => `- ఈరోజు ${G(graha)} ${S(sign)} రాశిలో ${degree} వద్ద, మీ ${Hin(house)} గోచరిస్తున్నారు.`,
  noTransits: '- గోచారానికి ఈరోజు తేదీ కావాలి, అది ఈ పఠనానికి అందలేదు.',
  positionsOn: (date) => `${date} నాటి గ్రహ స్థితి:`,
  transitPosition: (p) =>
    `- **${G(p.planet)}** ${S(p.sign)} ${p.degree}${p.retrograde ? ` (${term('retrograde')})` : ''}: మీ ${H(p.houseFromLagna)} (${themes(p.houseFromLagna)}), చంద్రుని నుండి ${ord(p.houseFromMoon)}.`,
  noSignChanges: (year) => `- శని, గురువు, రాహువు, కేతువు ${year} అంతా తమ తమ రాశుల్లోనే ఉంటారు.`,
  sadeSatiTransits: (active, p) => `- ${term('sadeSati')}: ${active ? `నడుస్తోంది (${phase(p)} దశ) — ఓర్పు, నిలకడైన శ్రమ ఫలిస్తాయి` : 'లేదు'}.`,
  remedyReasonAsked: 'మీరు దీని గురించి అడిగారు',
  remedyReasonMahadasha: (end) => `మీ నడుస్తున్న ${MD} అధిపతి (${end} వరకు)`,
  remedyReasonAntardasha: (end) => `మీ నడుస్తున్న ${AD} అధిపతి (${end} వరకు)`,
  remedyReasonWeak: (d, combust, sign) => `${S(sign)} రాశిలో ${dignityName(d)}${combust ? `, ${term('combust')}` : ''}`,
  remedyLine: (graha, why) => `- **${G(graha)}** (${why}): ${W.remedies[graha]}.`,
  gemstones: '- రత్నాలు బలమైన పరిహారాలు: అర్హుడైన జ్యోతిష్కుడు పూర్తి జాతకం చూసిన తర్వాతే రత్నం ధరించండి.',

  windowFirst: (w, area) => {
    const ad = G(w.antardasha);
    const why =
      w.role.kind === 'rules'
        ? `${ad} మీ ${Hof(w.role.house)} అధిపతి`
        : w.role.kind === 'occupies'
          ? `${ad} మీ ${Hin(w.role.house)} ఉన్నారు`
          : `${ad} ${AREA_TITLES[area]} నైసర్గిక కారకుడు`;
    const jupiter =
      w.jupiter && w.role.kind !== 'karaka'
        ? `, గురువు ${S(w.jupiter.sign)} రాశిలో గోచరిస్తూ ఆ భావం${w.jupiter.how === 'occupies' ? 'లో ఉంటారు' : 'పై దృష్టి వేస్తారు'}`
        : ' — ఈరోజు నుండి దీన్ని ముందుకు తెచ్చే మొదటి కాలం ఇదే';
    return `**అత్యంత సంభావ్య కాలం ${w.first} నుండి ${w.last} వరకు**, ఎందుకంటే అప్పుడు ${G(w.mahadasha)}–${ad} దశ (${w.period.start} నుండి ${w.period.end} వరకు) నడుస్తుంది — ${why}${jupiter}. ఆధారం కింద ఉంది.`;
  },
  noWindow: (area) => `రాబోయే దశాబ్దాల్లో ${AREA_TITLES[area]} కారక లేదా అధిపతి గ్రహం దశ లేదు, కాబట్టి జాతకం స్పష్టమైన కాలాన్ని చూపదు; ఆధారం కింద ఉంది.`,

  gemOffered: (g, role, houses) => {
    const gem = W.gems[g];
    return `- **${gem.stone}** — **${G(g)}** కోసం, ${roleWhy(role)} (మీ ${Hs(houses)} అధిపతి): ${gem.metal} పొదిగించి కుడి చేతి ${gem.finger}, మొదటిసారి ${gemDay(g)} ధరించండి.`;
  },
  gemBarred: (g, role, barred) =>
    `- ${W.gems[g].stone} వద్దు: ${G(g)} ${roleWhy(role)}, కానీ మీ ${Hs(barred)} కూడా అధిపతి, కాబట్టి దీని రత్నం ఆ భావాలకూ బలం ఇస్తుంది.`,
  gemAvoid: (items) =>
    `- వీటిని మానండి: ${list(items.map((i) => `${W.gems[i.graha].stone} (${G(i.graha)}, మీ ${Hs(i.houses)} అధిపతి)`))} — షష్ఠ, అష్టమ, ద్వాదశ భావాధిపతుల రత్నాలు.`,
  gemNone:
    '- మీ లగ్నాధిపతి, యోగకారకుడు లేదా త్రికోణాధిపతుల్లో ఎవరూ షష్ఠ, అష్టమ, ద్వాదశ భావాధిపత్యం నుండి విముక్తులు కారు: ఏ రత్నమూ సూచించడం లేదు; కింది మంత్రాలు మరింత సురక్షితం.',
  gemCautions: [
    '- జాగ్రత్తలు: రత్నం తన గ్రహానికి మంచి చెడు రెండింటిలోనూ బలం ఇస్తుంది, కాబట్టి అర్హుడైన జ్యోతిష్కుడు పూర్తి జాతకం చూశాకే ధరించండి, సహజమైన, శుద్ధి చేయని రత్నం తీసుకోండి, కొన్ని వారాలు పరీక్షించాకే కొనసాగించండి.',
    '- శత్రు గ్రహాల రత్నాలను కలిపి ధరించకండి (కెంపు లేదా పగడంతో నీలం లేదా గోమేధికం; వజ్రంతో కెంపు లేదా ముత్యం).',
  ],
  gemNeedsTime:
    '- రత్నాన్ని లగ్నం, భావాధిపతుల నుండి ఎంచుకుంటారు, దానికి జనన సమయం కావాలి; అది లేకుండా ఏ రత్నాన్నీ సురక్షితంగా సూచించలేము. కింది పరిహారాలు జనన సమయంపై ఆధారపడవు.',

  moreHeading: (about) => `${about} — మరో పొర లోతుగా:`,
  moreNext: (done, next) => `${done} గురించి చెప్పడం పూర్తయింది. ఇప్పుడు ${next}:`,
  navamsaLine: (g, role, navamsa, d9) =>
    `- నవాంశలో (D9, అంతర్గత బలం మరియు వివాహ చక్రం) ${G(g)} (${role}) ${S(navamsa)} రాశిలో ఉన్నారు${d9 ? `, ${d9}` : ''}.`,
  nakshatraLordLine: (g, nakshatra, pada, lord) =>
    `- ${G(g)} ${N(nakshatra)} నక్షత్రంలో (${term('pada')} ${pada}) ఉన్నారు, దాని అధిపతి ${G(lord)}: ${G(lord)} దశలు ${G(g)} ఫలితాలకు రంగు అద్దుతాయి.`,
  laterPeriods: (about, periods) =>
    `- ${about} కోసం తర్వాతి కాలాలు: ${periods.map((p) => `${p.label} ${p.start} నుండి ${p.end} వరకు`).join('; ')}.`,

  offTopic:
    'నేను మీ జన్మ జాతకానికి సంబంధించిన ప్రశ్నలకే జవాబిస్తాను, కాబట్టి దీనిలో సహాయం చేయలేను. మీరు ఇలా అడగవచ్చు: “నా పెళ్లి ఎప్పుడు?”, “2027లో నా వృత్తి ఎలా ఉంటుంది?”, “నేను ఏ రత్నం ధరించాలి?”, “వచ్చే ఏడాది ఇల్లు కొనవచ్చా?” లేదా “శని దశ ఏమి ఇస్తుంది?”',
  noBirthTime: (moonSign) =>
    `_మీ జనన సమయం తెలియదు, కాబట్టి లగ్నం మరియు భావాలు తెలియవు: అవి ప్రతి కొన్ని నిమిషాలకు మారతాయి. ఈ జవాబు సమయంపై ఆధారపడని విషయాలపైనే ఉంది: గ్రహాల రాశులు, నక్షత్రాలు, గ్రహ యోగాలు, దశలు మరియు మీ చంద్ర రాశి ${S(moonSign)} మీద గోచారం._`,
  lagnaUnknownLine: `- **${term('lagna')}**: తెలియదు — జనన సమయం ఇవ్వలేదు.`,
  manglikNeedsTime: `- ${term('manglik')} లగ్నం నుండి చూస్తారు, దానికి జనన సమయం కావాలి: ఇక్కడ చెప్పలేము.`,
  grahaSignLine: (p) => {
    const f = flags(p.retrograde, p.combust);
    return `- **${G(p.graha)}** (${p.role}) ${S(p.sign)} రాశిలో ${p.degree} వద్ద, ${dignity(p.dignity)}${f.length ? `, ${f.join(', ')}` : ''}; నక్షత్రం ${N(p.nakshatra)} (${term('pada')} ${p.pada}).`;
  },
  planetSignTable: (rows) => [
    '| గ్రహం | రాశి | భాగలు | నక్షత్రం |',
    '|---|---|---|---|',
    ...rows.map((p) => `| ${G(p.planet)} | ${S(p.sign)} | ${p.degree} | ${N(p.nakshatra)} |`),
  ],
  transitSign: (planet, sign, degree) => `- ${G(planet)} ${S(sign)} రాశిలో ${degree} వద్ద గోచరిస్తున్నారు.`,

  lagnaLine: (sign, degree, lord, lordHouse) =>
    `- **${term('lagna')}**: ${S(sign)} ${degree}; లగ్నాధిపతి ${G(lord)} మీ ${Hin(lordHouse)} ఉన్నారు.`,
  moonLine: (moonSign, nakshatra) => `- **చంద్ర రాశి**: ${S(moonSign)}, జన్మ నక్షత్రం ${N(nakshatra)}.`,
  planetTable: (rows) => [
    '| గ్రహం | రాశి | భాగలు | భావం |',
    '|---|---|---|---|',
    ...rows.map((p) => `| ${G(p.planet)} | ${S(p.sign)} | ${p.degree} | ${p.house} |`),
  ],
  areaLine: (area, h) =>
    `- ${AREA_TITLES[area]}: ${H(h.house)} ${S(h.sign)}, అధిపతి ${G(h.lord)} ${Hin(h.lordInHouse)}${h.occupants.length ? `, తోడుగా ${h.occupants.map(G).join(', ')}` : ''}.`,
  transitOverview: (planet, house, year, sign, degree) => `- ${year}లో ${G(planet)} మీ ${Hin(house)} గోచరిస్తున్నారు (${S(sign)} ${degree}).`,
  sadeSatiOverview: (active, p) => `- ${term('sadeSati')}: ${active ? `నడుస్తోంది (${phase(p)} దశ)` : 'లేదు'}.`,
  askAbout: 'వృత్తి, వివాహం, ఆరోగ్యం, ధనం, విద్య, సంతానం, ప్రయాణాలు, ఆధ్యాత్మిక వికాసం, దశా కాలం, గోచారం, పరిహారాలు లేదా ఏ గ్రహం, భావం గురించైనా అడగండి.',
};
