/**
 * The match's sentences in Marathi: the same `MatchText` as the English (text.ts), so no sentence can be
 * missing. Graha, rasi, nakshatra, koota and attribute names come from the vocabulary (the Marathi book); a
 * name that takes a case ending gets the oblique form by the one rule below (चंद्र → चंद्राला, गुरू → गुरूला).
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

const A = (value: string) => attributeValueName(value, 'mr');
const S = (rasi: string) => rasiNameOf(rasi, 'mr');
const N = (nakshatra: string) => nakshatraNameOf(nakshatra, 'mr');
const G = (graha: Graha) => grahaName(graha, 'mr');
const person = (p: MatchPerson) => matchPersonName(p, 'mr');
const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} आणि ${items[items.length - 1]}`;
/** The oblique stem a case ending joins: -ा after a final consonant (चंद्रा-, मंगळा-, लग्ना-), else the word (गुरू-, शनी-). */
const obl = (word: string) => (/[\u0915-\u0939\u0933]$/u.test(word) ? `${word}ा` : word);
/** An ordinal in figures with its Marathi ending: the oblique (7 व्या, 2 ऱ्या) or the neuter and feminine nominative (7 वे, 7 वी). */
const ENDINGS = {
  oblique: ['ल्या', 'ऱ्या', 'ऱ्या', 'थ्या', 'व्या'],
  neuter: ['ले', 'रे', 'रे', 'थे', 'वे'],
  feminine: ['ली', 'री', 'री', 'थी', 'वी'],
};
const ord = (n: number, form: keyof typeof ENDINGS) => `${n} ${ENDINGS[form][Math.min(n, 5) - 1]}`;
// Looked up when a sentence is written, not at import: the command line and the API load the vocabulary books after this module.
const RAJJU = () => poruthamName('rajju', 'mr');
const R = (r: keyof typeof RAJJU_NAMES) => sanskritNameIn(RAJJU_NAMES[r], 'mr');
const LAGNA = () => termName('lagna', 'mr');
const MARS = () => G('Mars');
const KENDRA = () => `${LAGNA()} किंवा ${obl(G('Moon'))}पासून केंद्रात आहे`;

const KOOTA_MEANING: Record<Koota, string> = {
  varna: 'दृष्टिकोन आणि मूल्ये',
  vashya: 'परस्पर आकर्षण',
  tara: 'एकत्र सुख आणि भाग्य',
  yoni: 'शारीरिक आणि सहज सुसंवाद',
  grahaMaitri: 'मनांची मैत्री',
  gana: 'मूळ स्वभाव',
  bhakoot: 'कुटुंबाचे कल्याण आणि समृद्धी',
  nadi: 'आरोग्य आणि संतती',
};

/** A koota in the summary: its name, then what it weighs (the meanings themselves hold an "and"). */
const named = (k: Koota) => `${kootaName(k, 'mr')} (${KOOTA_MEANING[k]})`;

const RELATION: Record<NaturalRelation, string> = { friend: 'मित्र', neutral: 'सम', enemy: 'शत्रू' };

function cancellation(c: Cancellation): string {
  switch (c.code) {
    case 'mars-own-or-exalted':
      return `${MARS()} स्वराशीत किंवा उच्च राशीत आहे`;
    case 'mars-leo-aquarius':
      return `${MARS()} ${S('Leo')} किंवा ${S('Aquarius')} राशीत आहे`;
    case 'mars-exempt-sign':
      return `${ord(c.house, 'oblique')} स्थानातील ${MARS()} अशा राशीत आहे जी दोषातून मुक्त करते`;
    case 'jupiter-with-mars':
      return `${G('Jupiter')} ${obl(MARS())}सोबत आहे किंवा त्याच्यावर दृष्टी टाकतो`;
    case 'moon-with-mars':
      return `${G('Moon')} ${obl(MARS())}सोबत आहे`;
    case 'cancer-leo-lagna':
      return `${S('Cancer')} आणि ${S('Leo')} लग्नांसाठी ${MARS()} योगकारक आहे`;
    case 'benefic-in-lagna':
      return `${G('Jupiter')} किंवा ${G('Venus')} ${obl(LAGNA())}त आहे`;
    case 'mars-retrograde':
      return `${MARS()} ${termName('retrograde', 'mr')} आहे`;
    case 'mars-combust':
      return `${MARS()} ${termName('combust', 'mr')} आहे`;
    case 'dispositor-in-kendra':
      return `${obl(G(c.graha))}च्या राशीचा स्वामी ${G(c.by)} ${KENDRA()}`;
    case 'exaltation-lord-in-kendra':
      return `${obl(G(c.graha))}च्या उच्च राशीचा स्वामी ${G(c.by)} ${KENDRA()}`;
    case 'exalted-graha-in-kendra':
      return `${obl(G(c.graha))}च्या राशीत उच्च होणारा ${G(c.by)} ${KENDRA()}`;
    case 'dispositor-aspects':
      return `राशिस्वामी ${obl(G(c.by))}ची ${obl(G(c.graha))}वर दृष्टी आहे`;
    case 'exalted-navamsa':
      return `${G(c.graha)} नवांशात उच्च आहे`;
  }
}

/** The Marathi sentences. */
export const MATCH_TEXT_MR: MatchText = {
  kootaMeaning: (k) => KOOTA_MEANING[k],
  varna: (ok) => (ok ? 'वराचा वर्ण वधूच्या वर्णाइतका किंवा त्याहून वरचा आहे.' : 'वधूचा वर्ण वराच्या वर्णापेक्षा वरचा आहे.'),
  vashya: (wa, wb, points) =>
    wa === wb
      ? 'दोघांचा वश्य वर्ग एकच आहे: स्वाभाविक परस्पर आकर्षण.'
      : `${A(wa)} आणि ${A(wb)}: ${points >= 1 ? 'एक वर्ग दुसऱ्याकडे आकर्षित होतो' : points > 0 ? 'एक वर्ग दुसऱ्यावर वर्चस्व गाजवतो' : 'कोणताही वर्ग दुसऱ्याच्या वश होत नाही'}.`,
  tara: (toGroom, toBride, good) =>
    `नक्षत्रापासून नक्षत्र मोजल्यास ${toGroom} (वधूपासून वर) आणि ${toBride} (वरापासून वधू) येतात; ${good === 0 ? 'दोन्हीपैकी एकही दिशा शुभ नाही' : good === 1 ? 'दोनपैकी एक दिशा शुभ आहे' : 'दोन्ही दिशा शुभ आहेत'}.`,
  yoni: (ya, yb, points) =>
    ya === yb ? 'दोघांची योनी (प्राणी) एकच आहे.' : `${A(ya)} आणि ${A(yb)}: ${['कट्टर शत्रू', 'शत्रू', 'सम', 'मित्र', 'मित्र'][points]}.`,
  grahaMaitri: (la, lb, ab, ba) =>
    la === lb
      ? `दोन्ही चंद्रराशींचा स्वामी ${G(la)} आहे.`
      : `${obl(G(la))}च्या दृष्टीने ${G(lb)} ${RELATION[ab]} आहे; ${obl(G(lb))}च्या दृष्टीने ${G(la)} ${RELATION[ba]} आहे.`,
  gana: (ga, gb, points) =>
    ga === gb
      ? `दोघेही ${A(ga)} गणाचे आहेत: स्वभाव मिळतेजुळते.`
      : `${A(ga)} गणाचा वर आणि ${A(gb)} गणाची वधू: ${points >= 5 ? 'स्वभाव जुळतात' : 'स्वभावांत संघर्ष होतो'}.`,
  bhakoot: (pair, bad) => `दोन्ही चंद्रराशी एकमेकींपासून ${pair} अंतरावर आहेत${bad ? '; हे प्रतिकूल अंतर आहे' : ''}.`,
  nadi: (na, nb) => (na === nb ? `दोघांची ${A(na)} नाडी आहे, जी परंपरा आरोग्य आणि संततीसाठी प्रतिकूल मानते.` : 'नाड्या वेगळ्या आहेत.'),
  nadiException: (e) =>
    ({
      sameSignOtherStar: 'चंद्ररास एक, नक्षत्रे वेगळी',
      sameStarOtherSign: 'नक्षत्र एक, चंद्रराशी वेगळ्या',
      samePlaceOtherPada: 'नक्षत्र आणि रास एक, चरण वेगळे',
    })[e],
  lordsFriendly: (la, lb) => (la === lb ? `दोन्ही चंद्रराशींचा स्वामी ${G(la)} आहे` : `चंद्रराशींचे स्वामी ${G(la)} आणि ${G(lb)} परस्पर मित्र आहेत`),
  ganaStarCount: (count) => `वराच्या नक्षत्रापासून मोजल्यास वधूचे नक्षत्र ${ord(count, 'neuter')} आहे (14 वे किंवा पुढचे)`,
  nadiDosha: (present, nadi) => (present ? `दोघांचे चंद्र ${A(nadi)} नाडीच्या नक्षत्रांत आहेत.` : 'नाड्या वेगळ्या आहेत.'),
  bhakootDosha: (pair, bad) => `दोन्ही चंद्रराशी एकमेकींपासून ${pair} अंतरावर आहेत${bad ? '' : '; हे अनुकूल अंतर आहे'}.`,
  ganaDosha: (present, ga, gb) => (present ? `${A(ga)} आणि ${A(gb)} गणांत संघर्ष आहे.` : 'गण जुळतात.'),
  manglikReason: ({ fromLagna, fromMoon, fromVenus }, manglikHouses) => {
    const from = (h: number, reference: string) =>
      `${obl(reference)}पासून ${ord(h, 'oblique')} स्थानात${manglikHouses.includes(h) ? ' (मंगळ दोषाचे स्थान)' : ''}`;
    const houses = [...(fromLagna === null ? [] : [from(fromLagna, LAGNA())]), from(fromMoon, G('Moon')), from(fromVenus, G('Venus'))];
    const counted = fromLagna !== null ? `${obl(LAGNA())}पासून` : `${obl(G('Moon'))}पासून (जन्मवेळ अज्ञात असल्याने)`;
    return `${MARS()} ${houses.join(', ')} आहे. स्थिती ${counted} मोजली आहे (मंगळ दोषाची स्थाने ${manglikHouses.join(', ')}).`;
  },
  manglikCancellation: cancellation,
  manglikNote: (groom, bride, either) =>
    groom && bride
      ? 'दोघेही मांगलिक आहेत; परंपरा याला एकमेकांचा समतोल मानते.'
      : groom || bride
        ? `मंगळ दोष फक्त एकाच्याच कुंडलीत सक्रिय आहे (${person(groom ? 'groom' : 'bride')}); परंपरा याला विसंगती मानते.`
        : either
          ? 'जिथे मंगळ दोष आहे तिथे त्याचा परिहार होतो, म्हणून गुणमिलनावर त्याचा भार पडत नाही.'
          : 'दोघांपैकी कोणीही मांगलिक नाही.',
  summary: (f) => {
    const parts = [`36 पैकी ${f.total} गुण जुळतात (${verdictName(f.verdict, 'mr')}).`];
    if (f.full.length) parts.push(`पूर्ण गुण: ${list(f.full.map(named))}.`);
    if (f.none.length) parts.push(`शून्य गुण: ${list(f.none.map(named))}.`);
    for (const d of f.doshas)
      parts.push(`${matchDoshaName(d.name, 'mr')} आहे${d.cancelled ? `, पण त्याचा परिहार होतो (${d.exceptions.join('; ')})` : ''}.`);
    parts.push(f.manglikNote);
    return parts.join(' ');
  },
  dina: (count) => `वधूच्या नक्षत्रापासून मोजल्यास वराचे नक्षत्र ${ord(count, 'neuter')} आहे.`,
  poruthamGana: (g, b) => `${A(g)} गणाचा वर, ${A(b)} गणाची वधू.`,
  mahendra: (count, agrees) => `वधूच्या नक्षत्रापासून मोजणी ${count} येते; ती 4, 7, 10 … 25 यांपैकी ${agrees ? 'एक आहे' : 'नाही'}.`,
  streeDeergha: (count) => `वधूच्या नक्षत्रापासून मोजल्यास वराचे नक्षत्र ${ord(count, 'neuter')} आहे (13 च्या पुढे सर्वोत्तम).`,
  poruthamYoni: (points) => `${kootaName('yoni', 'mr')}: 4 पैकी ${points} गुण.`,
  poruthamRasi: (groomRasi, signCount, brideRasi) =>
    `वधूच्या ${S(brideRasi)} चंद्रराशीपासून मोजल्यास वराची चंद्ररास ${S(groomRasi)} ${ord(signCount, 'feminine')} आहे.`,
  rasiAdhipati: (m) => `${kootaName('grahaMaitri', 'mr')}: 5 पैकी ${m} गुण.`,
  vasya: (points) => `${kootaName('vashya', 'mr')}: 2 पैकी ${points} गुण.`,
  rajju: (ra, rb) => (ra === rb ? `दोन्ही नक्षत्रांची ${RAJJU()} एकच: ${R(ra)}.` : `${RAJJU()} वेगळ्या: ${R(ra)} आणि ${R(rb)}.`),
  vedha: (a, b, obstruct) => (obstruct ? `${N(a)} आणि ${N(b)} नक्षत्रांचा परस्पर वेध होतो.` : 'नक्षत्रांमध्ये परस्पर वेध नाही.'),
  unknownTimeCaution: (p, nakshatra, rasi) =>
    `${person(p)}: जन्मवेळ अज्ञात आहे; त्या संपूर्ण दिवसात ${G('Moon')} ${S(rasi)} राशीत ${N(nakshatra)} नक्षत्रात राहतो, म्हणून वेळ कोणतीही असली तरी कूट तेच राहतात (मंगळ दोष ${obl(G('Moon'))}पासून मोजला आहे).`,
  timeNeeded: (p, date, move) => {
    const moved =
      move.kind === 'star'
        ? `${N(move.from.nakshatra)} (${S(move.from.rasi)}) नक्षत्रातून ${N(move.to.nakshatra)} (${S(move.to.rasi)}) नक्षत्रात जातो`
        : `${S(move.rasi)} राशीचे 15° ओलांडतो, जिथे त्याचा वश्य वर्ग ${A(move.from)} वरून ${A(move.to)} होतो`;
    return `${person(p)}: जन्मवेळ: आवश्यक — ${date} रोजी ${G('Moon')} ${moved}, त्यामुळे कूट बदलतात; जन्मवेळ लिहा`;
  },
};
