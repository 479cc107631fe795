/**
 * The match's sentences in Tamil: the same `MatchText` as the English (text.ts), so no sentence can be
 * missing. Graha, rasi, nakshatra, koota and attribute names come from the vocabulary (the Tamil book); a
 * graha's name that takes a case ending gets it by the rules below (சூரியனுக்கு, செவ்வாய்க்கு, குருவின்), and
 * a dative before a hard consonant doubles it as Tamil writes (சூரியனுக்குச் சந்திரன்).
 */
import type { NaturalRelation } from '../../model/chart';
import type { Cancellation } from '../../chart/yoga-evidence';
import type { Koota } from '../../vocabulary/matching-keys';
import { grahaName, type Graha } from '../../vocabulary/graha';
import { sanskritNameIn } from '../../vocabulary/localized';
import { RAJJU_NAMES, kootaName, matchDoshaName, poruthamName, verdictName } from '../../vocabulary/matching-names';
import { matchPersonName, type MatchPerson } from '../../vocabulary/match-person';
import { nakshatraNameOf } from '../../vocabulary/nakshatra';
import { rasiNameOf } from '../../vocabulary/rasi';
import { attributeValueName, termName } from '../../vocabulary/terms';
import type { MatchText } from './text';

const A = (value: string) => attributeValueName(value, 'ta');
const S = (rasi: string) => rasiNameOf(rasi, 'ta');
const N = (nakshatra: string) => nakshatraNameOf(nakshatra, 'ta');
const G = (graha: Graha) => grahaName(graha, 'ta');
const person = (p: MatchPerson) => matchPersonName(p, 'ta');
const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} மற்றும் ${items[items.length - 1]}`;
/**
 * The stem a vowel-initial case ending joins: -ம் becomes -த்த (லக்னத்த-), a final consonant drops its pulli
 * (சூரியன-, செவ்வாய-), -இ takes ய (சனிய-), other vowels வ (குருவ-).
 */
const stem = (word: string) =>
  word.endsWith('ம்')
    ? `${word.slice(0, -2)}த்த`
    : word.endsWith('்')
      ? word.slice(0, -1)
      : word.endsWith('ி') || word.endsWith('ை')
        ? `${word}ய`
        : `${word}வ`;
/** Genitive (சூரியனின், குருவின்), ablative (சந்திரனிலிருந்து, லக்னத்திலிருந்து), sociative (செவ்வாயுடன்), accusative (சனியை). */
const gen = (word: string) => `${stem(word)}ின்`;
const abl = (word: string) => `${stem(word)}ிலிருந்து`;
const soc = (word: string) => `${stem(word)}ுடன்`;
const acc = (word: string) => `${stem(word)}ை`;
/** Dative: செவ்வாய்க்கு, சனிக்கு, சூரியனுக்கு, குருவுக்கு. */
const dat = (word: string) => (word.endsWith('ய்') || word.endsWith('ி') ? `${word}க்கு` : `${stem(word)}ுக்கு`);
/** A word ending in a vowel before one starting with க, ச, த or ப doubles that consonant (சூரியனுக்குச் சந்திரன்). */
const join = (first: string, next: string) => (/^[கசதப]/u.test(next) ? `${first}${next[0]}் ${next}` : `${first} ${next}`);
// Looked up when a sentence is written, not at import: the command line and the API load the vocabulary books after this module.
const RAJJU = () => poruthamName('rajju', 'ta');
const R = (r: keyof typeof RAJJU_NAMES) => sanskritNameIn(RAJJU_NAMES[r], 'ta');
const LAGNA = () => termName('lagna', 'ta');
const MARS = () => G('Mars');
const KENDRA = () => `${stem(LAGNA())}ிலிருந்தோ ${stem(G('Moon'))}ிலிருந்தோ கேந்திரத்தில் இருக்கிறார்`;

const KOOTA_MEANING: Record<Koota, string> = {
  varna: 'கண்ணோட்டமும் மதிப்பீடுகளும்',
  vashya: 'பரஸ்பர ஈர்ப்பு',
  tara: 'சேர்ந்து வாழும் நலமும் அதிர்ஷ்டமும்',
  yoni: 'உடல் மற்றும் இயல்பான இணக்கம்',
  grahaMaitri: 'மன நட்பு',
  gana: 'அடிப்படை இயல்பு',
  bhakoot: 'குடும்ப நலனும் செழிப்பும்',
  nadi: 'ஆரோக்கியமும் சந்ததியும்',
};

/** A koota in the summary: its name, then what it weighs (the meanings themselves hold an "and"). */
const named = (k: Koota) => `${kootaName(k, 'ta')} (${KOOTA_MEANING[k]})`;

const RELATION: Record<NaturalRelation, string> = { friend: 'நட்பு', neutral: 'சமம்', enemy: 'பகை' };

function cancellation(c: Cancellation): string {
  switch (c.code) {
    case 'mars-own-or-exalted':
      return `${MARS()} ஆட்சி அல்லது உச்ச வீட்டில் இருக்கிறார்`;
    case 'mars-leo-aquarius':
      return `${MARS()} இருக்கும் ராசி ${S('Leo')} அல்லது ${S('Aquarius')}`;
    case 'mars-exempt-sign':
      return `${c.house}-ஆம் வீட்டிலுள்ள ${MARS()} தோஷத்திலிருந்து விலக்களிக்கும் ராசியில் இருக்கிறார்`;
    case 'jupiter-with-mars':
      return `${G('Jupiter')} ${soc(MARS())} சேர்ந்திருக்கிறார் அல்லது அவரைப் பார்க்கிறார்`;
    case 'moon-with-mars':
      return `${G('Moon')} ${soc(MARS())} சேர்ந்திருக்கிறார்`;
    case 'cancer-leo-lagna':
      return `${S('Cancer')}, ${S('Leo')} ${join('லக்னங்களுக்கு', MARS())} யோககாரகர்`;
    case 'benefic-in-lagna':
      return `${G('Jupiter')} அல்லது ${G('Venus')} ${stem(LAGNA())}ில் இருக்கிறார்`;
    case 'mars-retrograde':
      return `${MARS()} ${termName('retrograde', 'ta')} பெற்றிருக்கிறார்`;
    case 'mars-combust':
      return `${MARS()} ${termName('combust', 'ta')} அடைந்திருக்கிறார்`;
    case 'dispositor-in-kendra':
      return `${gen(G(c.graha))} ராசி அதிபதி ${G(c.by)} ${KENDRA()}`;
    case 'exaltation-lord-in-kendra':
      return `${gen(G(c.graha))} உச்ச ராசியின் அதிபதி ${G(c.by)} ${KENDRA()}`;
    case 'exalted-graha-in-kendra':
      return `${gen(G(c.graha))} ராசியில் உச்சம் பெறும் ${G(c.by)} ${KENDRA()}`;
    case 'dispositor-aspects':
      return `ராசி அதிபதி ${G(c.by)} ${join(acc(G(c.graha)), 'பார்க்கிறார்')}`;
    case 'exalted-navamsa':
      return `${G(c.graha)} நவாம்சத்தில் உச்சம் பெற்றிருக்கிறார்`;
  }
}

/** The Tamil sentences. */
export const MATCH_TEXT_TA: MatchText = {
  kootaMeaning: (k) => KOOTA_MEANING[k],
  varna: (ok) => (ok ? 'மணமகனின் வர்ணம் மணமகளின் வர்ணத்துக்குச் சமம் அல்லது அதைவிட உயர்ந்தது.' : 'மணமகளின் வர்ணம் மணமகனின் வர்ணத்தைவிட உயர்ந்தது.'),
  vashya: (wa, wb, points) =>
    wa === wb
      ? 'இருவருக்கும் ஒரே வசிய வகை: இயல்பான பரஸ்பர ஈர்ப்பு.'
      : `${A(wa)}, ${A(wb)}: ${points >= 1 ? 'ஒரு வகை மற்றதன்பால் ஈர்க்கப்படும்' : points > 0 ? 'ஒரு வகை மற்றதன் மீது ஆதிக்கம் செலுத்தும்' : 'எந்த வகையும் மற்றதற்கு அடங்காது'}.`,
  tara: (toGroom, toBride, good) =>
    `நட்சத்திரத்திலிருந்து நட்சத்திரம் எண்ணினால் ${toGroom} (மணமகளிலிருந்து மணமகன்), ${toBride} (மணமகனிலிருந்து மணமகள்) வருகின்றன; ${good === 0 ? 'இரு திசைகளில் எதுவும் சுபமில்லை' : good === 1 ? 'இரண்டில் ஒரு திசை சுபம்' : 'இரு திசைகளும் சுபம்'}.`,
  yoni: (ya, yb, points) =>
    ya === yb ? 'இருவருக்கும் ஒரே யோனி (விலங்கு).' : `${A(ya)}, ${A(yb)}: ${['கடும் பகை', 'பகை', 'சமம்', 'நட்பு', 'நட்பு'][points]}.`,
  grahaMaitri: (la, lb, ab, ba) =>
    la === lb
      ? `இரு சந்திர ராசிகளுக்கும் அதிபதி ${G(la)}.`
      : `${join(dat(G(la)), G(lb))} ${RELATION[ab]}; ${join(dat(G(lb)), G(la))} ${RELATION[ba]}.`,
  gana: (ga, gb, points) =>
    ga === gb
      ? `இருவரும் ${A(ga)} கணம்: ஒத்த இயல்புகள்.`
      : `${A(ga)} கண மணமகன், ${A(gb)} கண மணமகள்: ${points >= 5 ? 'இயல்புகள் ஒத்துப்போகும்' : 'இயல்புகள் மோதும்'}.`,
  bhakoot: (pair, bad) => `சந்திர ராசிகள் ஒன்றுக்கொன்று ${pair} நிலையில் உள்ளன${bad ? ' — இது சாதகமற்ற தூரம்' : ''}.`,
  nadi: (na, nb) => (na === nb ? `இருவருக்கும் ${A(na)} நாடி; மரபு இதை ஆரோக்கியத்துக்கும் சந்ததிக்கும் பாதகமாகக் கருதுகிறது.` : 'நாடிகள் வேறு.'),
  nadiException: (e) =>
    ({
      sameSignOtherStar: 'சந்திர ராசி ஒன்று, நட்சத்திரங்கள் வேறு',
      sameStarOtherSign: 'நட்சத்திரம் ஒன்று, சந்திர ராசிகள் வேறு',
      samePlaceOtherPada: 'நட்சத்திரமும் ராசியும் ஒன்று, பாதங்கள் வேறு',
    })[e],
  lordsFriendly: (la, lb) =>
    la === lb ? `இரு சந்திர ராசிகளுக்கும் அதிபதி ${G(la)}` : `சந்திர ராசி அதிபதிகள் ${G(la)}, ${G(lb)} ஒருவருக்கொருவர் நட்பு`,
  ganaStarCount: (count) => `மணமகனின் நட்சத்திரத்திலிருந்து எண்ணினால் மணமகளின் நட்சத்திரம் ${count}-ஆவது (14-ஆவது அல்லது அதற்கு மேல்)`,
  nadiDosha: (present, nadi) => (present ? `இருவரின் சந்திரனும் ${A(nadi)} நாடி நட்சத்திரங்களில் உள்ளன.` : 'நாடிகள் வேறு.'),
  bhakootDosha: (pair, bad) => `சந்திர ராசிகள் ஒன்றுக்கொன்று ${pair} நிலையில் உள்ளன${bad ? '' : ' — இது சாதகமான தூரம்'}.`,
  ganaDosha: (present, ga, gb) => (present ? `${A(ga)}, ${A(gb)} கணங்கள் மோதுகின்றன.` : 'கணங்கள் ஒத்துப்போகின்றன.'),
  manglikReason: ({ fromLagna, fromMoon, fromVenus }, manglikHouses) => {
    const from = (h: number, reference: string) => `${abl(reference)} ${h}-ஆம் வீட்டில்${manglikHouses.includes(h) ? ' (செவ்வாய் தோஷ வீடு)' : ''}`;
    const houses = [...(fromLagna === null ? [] : [from(fromLagna, LAGNA())]), from(fromMoon, G('Moon')), from(fromVenus, G('Venus'))];
    const counted = fromLagna !== null ? abl(LAGNA()) : `${abl(G('Moon'))} (பிறந்த நேரம் தெரியாததால்)`;
    return `${MARS()} ${houses.join(', ')} இருக்கிறார். நிலை ${counted} எண்ணப்பட்டது (செவ்வாய் தோஷ வீடுகள் ${manglikHouses.join(', ')}).`;
  },
  manglikCancellation: cancellation,
  manglikNote: (groom, bride, either) =>
    groom && bride
      ? 'இருவருக்கும் செவ்வாய் தோஷம் உண்டு; மரபுப்படி இவை ஒன்றையொன்று சமன் செய்கின்றன.'
      : groom || bride
        ? `செவ்வாய் தோஷம் ${person(groom ? 'groom' : 'bride')} ஜாதகத்தில் மட்டுமே செயலில் உள்ளது; மரபுப்படி இது பொருத்தக் குறைவு.`
        : either
          ? 'செவ்வாய் தோஷம் உள்ள இடத்தில் அது நிவர்த்தியாகிறது, எனவே பொருத்தத்தின் மீது அதன் சுமை இல்லை.'
          : 'இருவருக்கும் செவ்வாய் தோஷம் இல்லை.',
  summary: (f) => {
    const parts = [`36 குணங்களில் ${f.total} பொருந்துகின்றன (${verdictName(f.verdict, 'ta')}).`];
    if (f.full.length) parts.push(`முழு குணம்: ${list(f.full.map(named))}.`);
    if (f.none.length) parts.push(`பூஜ்ய குணம்: ${list(f.none.map(named))}.`);
    for (const d of f.doshas)
      parts.push(`${matchDoshaName(d.name, 'ta')} உண்டு${d.cancelled ? `, ஆனால் நிவர்த்தியாகிறது (${d.exceptions.join('; ')})` : ''}.`);
    parts.push(f.manglikNote);
    return parts.join(' ');
  },
  dina: (count) => `மணமகளின் நட்சத்திரத்திலிருந்து எண்ணினால் மணமகனின் நட்சத்திரம் ${count}-ஆவது.`,
  poruthamGana: (g, b) => `${A(g)} கண மணமகன், ${A(b)} கண மணமகள்.`,
  mahendra: (count, agrees) => `மணமகளின் நட்சத்திரத்திலிருந்து எண்ணிக்கை ${count}; இது 4, 7, 10 … 25 என்பவற்றில் ${agrees ? 'ஒன்று' : 'ஒன்றல்ல'}.`,
  streeDeergha: (count) => `மணமகளின் நட்சத்திரத்திலிருந்து எண்ணினால் மணமகனின் நட்சத்திரம் ${count}-ஆவது (13-க்கு மேல் இருப்பது சிறப்பு).`,
  poruthamYoni: (points) => `${kootaName('yoni', 'ta')}: 4 இல் ${points} குணம்.`,
  poruthamRasi: (groomRasi, signCount, brideRasi) =>
    `மணமகளின் சந்திர ராசி ${S(brideRasi)} முதல் எண்ணினால் மணமகனின் சந்திர ராசி ${S(groomRasi)} ${signCount}-ஆவது.`,
  rasiAdhipati: (m) => `${kootaName('grahaMaitri', 'ta')}: 5 இல் ${m} குணம்.`,
  vasya: (points) => `${kootaName('vashya', 'ta')}: 2 இல் ${points} குணம்.`,
  rajju: (ra, rb) => (ra === rb ? `இரு நட்சத்திரங்களின் ${RAJJU()} ஒன்றே: ${R(ra)}.` : `${RAJJU()} வேறு: ${R(ra)}, ${R(rb)}.`),
  vedha: (a, b, obstruct) => (obstruct ? `${N(a)}, ${N(b)} நட்சத்திரங்கள் ஒன்றையொன்று வேதிக்கின்றன.` : 'நட்சத்திரங்களுக்கு இடையே பரஸ்பர வேதை இல்லை.'),
  unknownTimeCaution: (p, nakshatra, rasi) =>
    `${person(p)}: பிறந்த நேரம் தெரியவில்லை; அன்று நாள் முழுவதும் ${G('Moon')} ${S(rasi)} ராசியில் ${N(nakshatra)} நட்சத்திரத்திலேயே இருக்கிறார், எனவே நேரம் எதுவானாலும் கூடங்கள் மாறாது (செவ்வாய் தோஷம் ${abl(G('Moon'))} எண்ணப்பட்டது).`,
  timeNeeded: (p, date, move) => {
    const moved =
      move.kind === 'star'
        ? `${N(move.from.nakshatra)} (${S(move.from.rasi)}) நட்சத்திரத்திலிருந்து ${N(move.to.nakshatra)} (${S(move.to.rasi)}) நட்சத்திரத்துக்கு நகர்கிறார்`
        : `${S(move.rasi)} ராசியின் 15° பாகையைக் கடக்கிறார்; அங்கே வசிய வகை ${A(move.from)} என்பதிலிருந்து ${A(move.to)} என மாறுகிறது`;
    return `${person(p)}: பிறந்த நேரம்: தேவை — ${date} அன்று ${G('Moon')} ${moved}, இதனால் கூடங்கள் மாறுகின்றன; பிறந்த நேரத்தைத் தரவும்`;
  },
};
