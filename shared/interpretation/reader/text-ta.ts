/**
 * The built-in reader in Tamil: the same `ReaderText` as the English (text.ts), so no sentence can
 * be missing. Names come from the Tamil vocabulary and panchang books (செவ்வாய், புக்தி, ஏழரைச்
 * சனி); houses are counted as Tamil astrologers count them (ஏழாம் வீடு, பத்தாம் வீட்டில்).
 */
import type { PredictionNature } from '../../model/chart';
import { LIST_WORDS_TA } from '../format-ta';
import { DIGNITY_STRENGTH_TA, GRAHA_REMEDIES_TA, GRAHA_THEMES_TA } from '../grahas-ta';
import { HOUSE_SIGNIFICATIONS_TA } from '../houses-ta';
import { LIFE_AREA_TITLES_TA } from '../life-area-titles-ta';
import { readerNames, regionalWords, type RegionalReaderWords } from './regional-words';
import type { OtherTopic, ReaderText } from './text';

const W: RegionalReaderWords = {
  locale: 'ta',
  grahaThemes: GRAHA_THEMES_TA,
  houseThemes: HOUSE_SIGNIFICATIONS_TA.map((h) => h.themes),
  remedies: GRAHA_REMEDIES_TA,
  strength: DIGNITY_STRENGTH_TA,
  gems: {
    Sun: { stone: 'மாணிக்கம்', metal: 'தங்கத்தில்', finger: 'மோதிர விரலில்' },
    Moon: { stone: 'முத்து', metal: 'வெள்ளியில்', finger: 'சுண்டு விரலில்' },
    Mars: { stone: 'பவளம்', metal: 'தங்கம் அல்லது செம்பில்', finger: 'மோதிர விரலில்' },
    Mercury: { stone: 'மரகதம்', metal: 'தங்கத்தில்', finger: 'சுண்டு விரலில்' },
    Jupiter: { stone: 'கனக புஷ்பராகம்', metal: 'தங்கத்தில்', finger: 'ஆள்காட்டி விரலில்' },
    Venus: { stone: 'வைரம்', metal: 'வெள்ளி அல்லது பிளாட்டினத்தில்', finger: 'நடு விரலில்' },
    Saturn: { stone: 'நீலம்', metal: 'வெள்ளி அல்லது பஞ்சலோகத்தில்', finger: 'நடு விரலில்' },
    Rahu: { stone: 'கோமேதகம்', metal: 'வெள்ளியில்', finger: 'நடு விரலில்' },
    Ketu: { stone: 'வைடூரியம்', metal: 'வெள்ளியில்', finger: 'சுண்டு விரலில்' },
  },
  ...LIST_WORDS_TA,
  span: (start, end) => `${start} முதல் ${end} வரை`,
};

const { G, S, N, term, ord, list, grahaList, period, dignity, dignityName, themes, phase, yogaName, gemDay } = regionalWords(W);
/** "பத்தாம் வீடு", "பத்தாம் வீட்டில்", "பத்தாம் வீட்டின் (அதிபதி)". */
const H = (n: number) => `${ord(n)} வீடு`;
const Hin = (n: number) => `${ord(n)} வீட்டில்`;
const Hof = (n: number) => `${ord(n)} வீட்டின்`;
const Hs = (ns: readonly number[]) => `${list(ns.map(ord))} ${ns.length > 1 ? 'வீடுகளின்' : 'வீட்டின்'}`;

const AREA_TITLES = LIFE_AREA_TITLES_TA;
const OTHER_TITLES: Record<OtherTopic, string> = {
  timing: 'காலம் (விம்சோத்தரி தசை)',
  transits: 'தற்போதைய கோசாரம்',
  gemstone: 'ரத்தினங்கள்',
  remedies: 'பரிகாரங்கள்',
  offTopic: 'உங்கள் ஜாதகம் பற்றி',
  planet: 'கிரகம்',
  house: 'வீடு',
  general: 'ஒரே பார்வையில் உங்கள் ஜாதகம்',
};
const NATURE: Record<PredictionNature, string> = { good: 'சுபம்', mixed: 'கலவை', challenging: 'சவாலானது' };
const MD = term('mahadasha');
const AD = term('antardasha');
const roleWhy = (role: string) => (role === 'lagna-lord' ? 'உங்கள் லக்னாதிபதி' : role === 'yogakaraka' ? 'உங்கள் யோககாரகர்' : 'திரிகோணாதிபதி');
const flags = (retrograde: boolean, combust: boolean) =>
  [retrograde ? term('retrograde') : '', combust ? `${term('combust')} (சூரியனுக்கு அருகில்)` : ''].filter(Boolean);

/** The reader in Tamil. */
export const READER_TEXT_TA: ReaderText = {
  ...readerNames(W, AREA_TITLES, OTHER_TITLES, NATURE),

  builtInNotice: '_உள்ளமைந்த வாசிப்பான்: எந்த AI மாதிரியும் அமைக்கப்படவில்லை, எனவே இந்தப் பதில் நேரடியாக உங்கள் கணித்த ஜாதகத்திலிருந்து எழுதப்பட்டது._',
  noChart: 'உங்கள் ஜாதகத்தைப் படிக்க உங்கள் பிறப்பு விவரங்கள் (தேதி, நேரம், இடம்) தேவை. தயவுசெய்து அவற்றை முகப்புப் பக்கத்தில் நிரப்புங்கள்.\n',
  headings: {
    houses: '**வீடுகள்**',
    significators: '**காரக கிரகங்கள்**',
    yogas: '**யோகங்கள்**',
    timing: '**காலம்**',
    lifeAreas: '**வாழ்க்கைத் துறைகள்**',
    dashaAndTransits: '**தசை மற்றும் கோசாரம்**',
  },
  transitsIn: (year) => `**${year} கோசாரம்**`,
  signChangesIn: (year) => `**${year} ராசி மாற்றங்கள்**`,
  titlePlanet: (graha, house) => `${graha ? G(graha) : 'கிரகம்'}${house ? ` மற்றும் உங்கள் ${H(house)}` : ''}`,
  titleHouse: (house) => `உங்கள் ${H(house)}`,
  titleGrahaPeriods: (graha) => `${G(graha)} தசைகள்`,

  naturalSignificatorOf: (g) => `${W.grahaThemes[g]} ஆகியவற்றின் இயற்கைக் காரகர்`,
  significatorOf: (g) => `${W.grahaThemes[g]} ஆகியவற்றின் காரகர்`,
  houseLord: (house) => `${Hof(house)} அதிபதி`,

  houseLine: (h) =>
    `- **${H(h.house)}** (${themes(h.house)}): ${S(h.sign)} ராசி, அதிபதி **${G(h.lord)}**, உங்கள் ${Hin(h.lordInHouse)} இருக்கிறார்.` +
    ` இங்குள்ள கிரகங்கள்: ${grahaList(h.occupants)}.${h.aspectedBy.length ? ` இதைப் பார்க்கும் கிரகங்கள்: ${grahaList(h.aspectedBy)}.` : ''}`,
  lordInOwnHouse: (house) =>
    `  - ${Hof(house)} அதிபதி தன் சொந்த வீட்டிலேயே இருக்கிறார்: ${themes(house)} உங்கள் கையிலேயே இருக்கும் — வாழ்க்கையின் இந்தத் துறை தன்னிறைவும் பாதுகாப்பும் உடையது.`,
  lordLinks: (house, lordIn) =>
    `  - ${Hof(house)} அதிபதி ${Hin(lordIn)} இருக்கிறார்: இது ${themes(house)} ஆகியவற்றை ${themes(lordIn)} ஆகியவற்றுடன் இணைக்கிறது.`,
  occupant: (graha, house) => `  - ${G(graha)} ${Hin(house)}: வாழ்க்கையின் இந்தத் துறைக்கு ${W.grahaThemes[graha]} கொண்டுவருகிறார்.`,
  grahaLine: (p) => {
    const f = flags(p.retrograde, p.combust);
    return (
      `- **${G(p.graha)}** (${p.role}) ${S(p.sign)} ராசியில் ${p.degree}, உங்கள் ${Hin(p.house)}, ${dignity(p.dignity)}${f.length ? `, ${f.join(', ')}` : ''}` +
      `${p.ruled.length ? `; இது உங்கள் ${Hs(p.ruled)} அதிபதி` : ''}.`
    );
  },
  yogaLine: (y) =>
    `- **${yogaName(y)}** (${NATURE[y.nature]}): ${y.reason ? `${y.condition}. இங்கே: ${y.reason}` : 'இந்த யோகம் உங்கள் ஜாதகத்தில் உள்ளது.'}`,
  noRunningDasha: '- நடப்பு தசையைச் சொல்ல இன்றைய தேதி தேவை, அது இந்த வாசிப்புக்குக் கிடைக்கவில்லை.',
  runningDasha: (md, ad) =>
    `- இப்போது நடப்பது: **${G(md.lord)} ${MD}** (${md.start} முதல் ${md.end} வரை), **${G(ad.lord)} ${AD}** (${ad.start} முதல் ${ad.end} வரை).`,
  transitOverHouse: (planet, sign, degree, house) =>
    `- ${G(planet)} ${S(sign)} ராசியில் ${degree}, உங்கள் ${Hin(house)} சஞ்சரிக்கிறார் (${themes(house)}).`,
  ingress: (date, planet, sign, retrograde) =>
    `- ${date}: ${G(planet)} ${S(sign)} ராசிக்குப் பெயர்ச்சி${retrograde ? ` (${term('retrograde')})` : ''}.`,

  manglik: (state, description) =>
    `- ${term('manglik')}: ${state === 'absent' ? 'உங்கள் ஜாதகத்தில் இல்லை' : state === 'cancelled' ? 'உள்ளது, ஆனால் நிவர்த்தி ஆகிறது' : 'உள்ளது'}${description ? ` — ${description}` : '.'}`,
  periodsToWatch: (house, lord, periods) =>
    `- உங்கள் ${Hof(house)} விஷயங்களை முன்னுக்குக் கொண்டுவரும் காலங்கள் (அதிபதி ${G(lord)}, இங்குள்ள கிரகங்கள் மற்றும் காரகர்கள்): ` +
    periods.map((p) => `${p.label} ${p.start} முதல் ${p.end} வரை`).join('; ') +
    '.',
  lordOwnMahadasha: (house, p) => `- ${Hof(house)} அதிபதியின் சொந்த ${MD}: ${period(p)}.`,

  mahadashaRunning: (g, md, yearsLeft) =>
    `- உங்கள் **${G(g)} ${MD}** இப்போது நடக்கிறது: ${md.start} அன்று தொடங்கியது, **${md.end} அன்று முடியும்** (இன்றிலிருந்து சுமார் ${yearsLeft} ஆண்டுகள்).`,
  mahadashaComing: (g, md) => `- உங்கள் **${G(g)} ${MD}** இன்னும் தொடங்கவில்லை: **${md.start} முதல் ${md.end} வரை** நடக்கும்.`,
  mahadashaOver: (g, md, todayKnown) =>
    `- உங்கள் **${G(g)} ${MD}** ${md.start} முதல் **${md.end}** வரை நடந்தது${todayKnown ? ' (முடிந்துவிட்டது)' : ''}.`,
  antardashaWithin: (mdLord, g, p, past) =>
    `- உங்கள் நடப்பு ${G(mdLord)} ${MD}யில் **${G(mdLord)}–${G(g)} ${AD}** ${p.start} முதல் ${p.end} வரை ${past ? 'நடந்தது' : 'நடக்கும்'}.`,
  sadeSatiTiming: (moonSign, active, p) =>
    `- ${term('sadeSati')} (உங்கள் சந்திர ராசி ${S(moonSign)} மீது சனியின் ஏழரை ஆண்டு சஞ்சாரம்): ${active ? `இப்போது நடக்கிறது, ${phase(p)} கட்டம்` : 'இப்போது இல்லை'}.`,
  pratyantardasha: (p) => `- ${term('pratyantardasha')}: ${period(p)}.`,
  nextAntardashas: (items) => `- அடுத்த ${AD}கள்: ${items.map((a) => `${a.label} ${a.start} முதல்`).join('; ')}.`,
  comingMahadashas: (periods) => `- வரவிருக்கும் ${MD}கள்: ${periods.map(period).join('; ')}.`,
  placementNote: (graha, house, asked) =>
    `- கவனிக்க: உங்கள் ஜாதகத்தில் ${G(graha)} உங்கள் **${Hin(house)}** இருக்கிறார், ${Hin(asked)} அல்ல. உங்கள் உண்மையான நிலையின் பொருள் கீழே.`,
  placementLine: (graha, house) =>
    `- ${G(graha)} ${Hin(house)} (${themes(house)}): வாழ்க்கையின் இந்தத் துறைக்கு ${W.grahaThemes[graha]} கொண்டுவருகிறார்.`,
  signLine: (graha, sign) => `- ${G(graha)} ${S(sign)} ராசியில் இருக்கிறார்.`,
  nakshatraLine: (nakshatra, pada, navamsa) =>
    `- ${term('nakshatra')}: ${N(nakshatra)} (${term('pada')} ${pada}); நவாம்சம் (D9) ராசி: ${S(navamsa)}.`,
  rulesInto: (ruled, house) => `- உங்கள் ${Hof(ruled)} அதிபதியாக இது ${themes(ruled)} ஆகியவற்றை ${Hin(house)} கொண்டுவருகிறது.`,
  aspects: (houses) => `- இது உங்கள் ${list(houses.map(ord))} ${houses.length > 1 ? 'வீடுகளைப்' : 'வீட்டைப்'} பார்த்து, தன் இயல்பின் நிறத்தைத் தருகிறது.`,
  transitToday: (graha, sign, degree, house) => `- இன்று ${G(graha)} ${S(sign)} ராசியில் ${degree}, உங்கள் ${Hin(house)} சஞ்சரிக்கிறார்.`,
  noTransits: '- கோசாரத்துக்கு இன்றைய தேதி தேவை, அது இந்த வாசிப்புக்குக் கிடைக்கவில்லை.',
  positionsOn: (date) => `${date} அன்று கிரக நிலை:`,
  transitPosition: (p) =>
    `- **${G(p.planet)}** ${S(p.sign)} ${p.degree}${p.retrograde ? ` (${term('retrograde')})` : ''}: உங்கள் ${H(p.houseFromLagna)} (${themes(p.houseFromLagna)}), சந்திரனிலிருந்து ${ord(p.houseFromMoon)} வீடு.`,
  noSignChanges: (year) => `- சனி, குரு, ராகு, கேது ${year} முழுவதும் தத்தம் ராசிகளிலேயே இருப்பார்கள்.`,
  sadeSatiTransits: (active, p) =>
    `- ${term('sadeSati')}: ${active ? `நடக்கிறது (${phase(p)} கட்டம்) — பொறுமையும் தொடர் உழைப்பும் பலன் தரும்` : 'இல்லை'}.`,
  remedyReasonAsked: 'நீங்கள் இதைப் பற்றிக் கேட்டீர்கள்',
  remedyReasonMahadasha: (end) => `உங்கள் நடப்பு ${MD}யின் அதிபதி (${end} வரை)`,
  remedyReasonAntardasha: (end) => `உங்கள் நடப்பு ${AD}யின் அதிபதி (${end} வரை)`,
  remedyReasonWeak: (d, combust, sign) => `${S(sign)} ராசியில் ${dignityName(d)}${combust ? `, ${term('combust')}` : ''}`,
  remedyLine: (graha, why) => `- **${G(graha)}** (${why}): ${W.remedies[graha]}.`,
  gemstones: '- ரத்தினங்கள் வலுவான பரிகாரங்கள்: தகுதியான ஜோதிடர் முழு ஜாதகத்தையும் பார்த்த பிறகே அணியுங்கள்.',

  windowFirst: (w, area) => {
    const ad = G(w.antardasha);
    const why =
      w.role.kind === 'rules'
        ? `${ad} உங்கள் ${Hof(w.role.house)} அதிபதி`
        : w.role.kind === 'occupies'
          ? `${ad} உங்கள் ${Hin(w.role.house)} இருக்கிறார்`
          : `${ad} ${AREA_TITLES[area]} விஷயத்தின் இயற்கைக் காரகர்`;
    const jupiter =
      w.jupiter && w.role.kind !== 'karaka'
        ? `, குரு ${S(w.jupiter.sign)} ராசியில் சஞ்சரித்து அந்த வீட்டை${w.jupiter.how === 'occupies' ? ' அடைகிறார்' : 'ப் பார்க்கிறார்'}`
        : ' — இன்றிலிருந்து இதை முன்னுக்குக் கொண்டுவரும் முதல் காலம் இதுவே';
    return `**மிகவும் வாய்ப்புள்ள காலம் ${w.first} முதல் ${w.last} வரை**, ஏனெனில் அப்போது ${G(w.mahadasha)}–${ad} தசை (${w.period.start} முதல் ${w.period.end} வரை) நடக்கிறது — ${why}${jupiter}. ஆதாரம் கீழே.`;
  },
  noWindow: (area) =>
    `வரும் பத்தாண்டுகளில் ${AREA_TITLES[area]} விஷயத்தின் காரக அல்லது அதிபதி கிரகத்தின் தசை இல்லை, எனவே ஜாதகம் தெளிவான காலத்தைக் காட்டவில்லை; ஆதாரம் கீழே.`,

  gemOffered: (g, role, houses) => {
    const gem = W.gems[g];
    return `- **${gem.stone}** — **${G(g)}** கிரகத்துக்கு, ${roleWhy(role)} (உங்கள் ${Hs(houses)} அதிபதி): ${gem.metal} பதித்து வலது கை ${gem.finger}, முதன்முதலில் ${gemDay(g)} அணியுங்கள்.`;
  },
  gemBarred: (g, role, barred) =>
    `- ${W.gems[g].stone} வேண்டாம்: ${G(g)} ${roleWhy(role)}, ஆனால் உங்கள் ${Hs(barred)} அதிபதியும் கூட, எனவே அதன் ரத்தினம் அந்த வீடுகளுக்கும் பலம் தரும்.`,
  gemAvoid: (items) =>
    `- இவற்றைத் தவிருங்கள்: ${list(items.map((i) => `${W.gems[i.graha].stone} (${G(i.graha)}, உங்கள் ${Hs(i.houses)} அதிபதி)`))} — ஆறு, எட்டு, பன்னிரண்டாம் வீட்டு அதிபதிகளின் ரத்தினங்கள்.`,
  gemNone:
    '- உங்கள் லக்னாதிபதி, யோககாரகர் அல்லது திரிகோணாதிபதிகளில் யாரும் ஆறு, எட்டு, பன்னிரண்டாம் வீட்டு ஆதிபத்தியத்திலிருந்து விடுபடவில்லை: எந்த ரத்தினமும் பரிந்துரைக்கப்படவில்லை; கீழே உள்ள மந்திரங்கள் பாதுகாப்பானவை.',
  gemCautions: [
    '- எச்சரிக்கை: ரத்தினம் தன் கிரகத்துக்கு நன்மை தீமை இரண்டிலும் பலம் தரும், எனவே தகுதியான ஜோதிடர் முழு ஜாதகத்தையும் பார்த்த பிறகே அணியுங்கள், இயற்கையான, பதப்படுத்தாத ரத்தினத்தை வாங்குங்கள், சில வாரங்கள் சோதித்த பிறகே தொடர்ந்து அணியுங்கள்.',
    '- பகை கிரகங்களின் ரத்தினங்களைச் சேர்த்து அணியாதீர்கள் (மாணிக்கம் அல்லது பவளத்துடன் நீலம் அல்லது கோமேதகம்; வைரத்துடன் மாணிக்கம் அல்லது முத்து).',
  ],
  gemNeedsTime:
    '- ரத்தினம் லக்னம் மற்றும் வீட்டு அதிபதிகளைக் கொண்டு தேர்வு செய்யப்படுகிறது, அதற்குப் பிறந்த நேரம் தேவை; அது இல்லாமல் எந்த ரத்தினத்தையும் பாதுகாப்பாகப் பரிந்துரைக்க இயலாது. கீழே உள்ள பரிகாரங்கள் பிறந்த நேரத்தைச் சார்ந்தவை அல்ல.',

  moreHeading: (about) => `${about} — இன்னும் ஒரு அடுக்கு ஆழமாக:`,
  moreNext: (done, next) => `${done} பற்றிச் சொல்லி முடிந்தது. இப்போது ${next}:`,
  navamsaLine: (g, role, navamsa, d9) =>
    `- நவாம்சத்தில் (D9, உள்ளார்ந்த பலமும் திருமணமும் காட்டும் சக்கரம்) ${G(g)} (${role}) ${S(navamsa)} ராசியில் இருக்கிறார்${d9 ? `, ${d9}` : ''}.`,
  nakshatraLordLine: (g, nakshatra, pada, lord) =>
    `- ${G(g)} ${N(nakshatra)} நட்சத்திரத்தில் (${term('pada')} ${pada}) இருக்கிறார், அதன் அதிபதி ${G(lord)}: ${G(lord)} தசைகள் ${G(g)} தரும் பலன்களுக்கு நிறம் தருகின்றன.`,
  laterPeriods: (about, periods) =>
    `- ${about} விஷயத்துக்கு அடுத்த காலங்கள்: ${periods.map((p) => `${p.label} ${p.start} முதல் ${p.end} வரை`).join('; ')}.`,

  offTopic:
    'நான் உங்கள் ஜாதகம் தொடர்பான கேள்விகளுக்கு மட்டுமே பதில் சொல்கிறேன், எனவே இதில் உதவ முடியாது. நீங்கள் கேட்கலாம்: “எனக்குத் திருமணம் எப்போது?”, “2027-இல் என் தொழில் எப்படி இருக்கும்?”, “நான் எந்த ரத்தினம் அணிய வேண்டும்?”, “அடுத்த ஆண்டு வீடு வாங்கலாமா?” அல்லது “சனி தசை என்ன தரும்?”',
  noBirthTime: (moonSign) =>
    `_உங்கள் பிறந்த நேரம் தெரியவில்லை, எனவே லக்னமும் வீடுகளும் தெரியாது: அவை சில நிமிடங்களுக்கு ஒருமுறை மாறுகின்றன. இந்தப் பதில் நேரத்தைச் சாராத விஷயங்களை மட்டுமே கொண்டது: கிரகங்களின் ராசிகள், நட்சத்திரங்கள், கிரக யோகங்கள், தசைகள் மற்றும் உங்கள் சந்திர ராசி ${S(moonSign)} மீதான கோசாரம்._`,
  lagnaUnknownLine: `- **${term('lagna')}**: தெரியவில்லை — பிறந்த நேரம் கொடுக்கப்படவில்லை.`,
  manglikNeedsTime: `- ${term('manglik')} லக்னத்திலிருந்து பார்க்கப்படுகிறது, அதற்குப் பிறந்த நேரம் தேவை: இங்கே சொல்ல இயலாது.`,
  grahaSignLine: (p) => {
    const f = flags(p.retrograde, p.combust);
    return `- **${G(p.graha)}** (${p.role}) ${S(p.sign)} ராசியில் ${p.degree}, ${dignity(p.dignity)}${f.length ? `, ${f.join(', ')}` : ''}; நட்சத்திரம் ${N(p.nakshatra)} (${term('pada')} ${p.pada}).`;
  },
  planetSignTable: (rows) => [
    '| கிரகம் | ராசி | பாகை | நட்சத்திரம் |',
    '|---|---|---|---|',
    ...rows.map((p) => `| ${G(p.planet)} | ${S(p.sign)} | ${p.degree} | ${N(p.nakshatra)} |`),
  ],
  transitSign: (planet, sign, degree) => `- ${G(planet)} ${S(sign)} ராசியில் ${degree} சஞ்சரிக்கிறார்.`,

  lagnaLine: (sign, degree, lord, lordHouse) =>
    `- **${term('lagna')}**: ${S(sign)} ${degree}; லக்னாதிபதி ${G(lord)} உங்கள் ${Hin(lordHouse)} இருக்கிறார்.`,
  moonLine: (moonSign, nakshatra) => `- **சந்திர ராசி**: ${S(moonSign)}, ஜன்ம நட்சத்திரம் ${N(nakshatra)}.`,
  planetTable: (rows) => [
    '| கிரகம் | ராசி | பாகை | வீடு |',
    '|---|---|---|---|',
    ...rows.map((p) => `| ${G(p.planet)} | ${S(p.sign)} | ${p.degree} | ${p.house} |`),
  ],
  areaLine: (area, h) =>
    `- ${AREA_TITLES[area]}: ${H(h.house)} ${S(h.sign)}, அதிபதி ${G(h.lord)} ${Hin(h.lordInHouse)}${h.occupants.length ? `, உடன் ${h.occupants.map(G).join(', ')}` : ''}.`,
  transitOverview: (planet, house, year, sign, degree) =>
    `- ${year}-இல் ${G(planet)} உங்கள் ${Hin(house)} சஞ்சரிக்கிறார் (${S(sign)} ${degree}).`,
  sadeSatiOverview: (active, p) => `- ${term('sadeSati')}: ${active ? `நடக்கிறது (${phase(p)} கட்டம்)` : 'இல்லை'}.`,
  askAbout:
    'தொழில், திருமணம், ஆரோக்கியம், பணம், கல்வி, குழந்தைகள், பயணம், ஆன்மிக வளர்ச்சி, தசைக் காலம், கோசாரம், பரிகாரங்கள் அல்லது எந்த கிரகம், வீடு பற்றியும் கேளுங்கள்.',
};
