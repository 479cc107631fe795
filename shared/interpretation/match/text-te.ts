/**
 * The match's sentences in Telugu: the same `MatchText` as the English (text.ts), so no sentence can be
 * missing. Graha, rasi, nakshatra, koota and attribute names come from the vocabulary (the Telugu book); a
 * graha's name that takes a case ending gets its oblique form by the one rule below (సూర్యుడు → సూర్యుని).
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

const A = (value: string) => attributeValueName(value, 'te');
const S = (rasi: string) => rasiNameOf(rasi, 'te');
const N = (nakshatra: string) => nakshatraNameOf(nakshatra, 'te');
const G = (graha: Graha) => grahaName(graha, 'te');
const person = (p: MatchPerson) => matchPersonName(p, 'te');
const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} మరియు ${items[items.length - 1]}`;
/** The oblique (genitive) form of a graha's name: -డు becomes -ని (సూర్యుని, కుజుని); గురువు, శని stay. */
const obl = (word: string) => (word.endsWith('డు') ? `${word.slice(0, -2)}ని` : word);
/** The dative: సూర్యునికి, శనికి, గురువుకు. */
const dat = (word: string) => {
  const o = obl(word);
  return o.endsWith('ు') ? `${o}కు` : `${o}కి`;
};
/** "గుణం" for one point, "గుణాలు" otherwise. */
const gunas = (points: number) => (points === 1 ? `${points} గుణం` : `${points} గుణాలు`);
// Looked up when a sentence is written, not at import: the command line and the API load the vocabulary books after this module.
const RAJJU = () => poruthamName('rajju', 'te');
const R = (r: keyof typeof RAJJU_NAMES) => sanskritNameIn(RAJJU_NAMES[r], 'te');
const LAGNA = () => termName('lagna', 'te');
const MARS = () => G('Mars');
const MOON_FROM = () => `${obl(G('Moon'))} నుండి`;
const KENDRA = () => `${LAGNA()} లేదా ${MOON_FROM()} కేంద్రంలో ఉన్నారు`;

const KOOTA_MEANING: Record<Koota, string> = {
  varna: 'దృక్పథం, విలువలు',
  vashya: 'పరస్పర ఆకర్షణ',
  tara: 'కలిసి సుఖం, అదృష్టం',
  yoni: 'శారీరక, సహజ అనుకూలత',
  grahaMaitri: 'మనసుల స్నేహం',
  gana: 'మౌలిక స్వభావం',
  bhakoot: 'కుటుంబ క్షేమం, సంపద',
  nadi: 'ఆరోగ్యం, సంతానం',
};

/** A koota in the summary: its name, then what it weighs (the meanings themselves hold an "and"). */
const named = (k: Koota) => `${kootaName(k, 'te')} (${KOOTA_MEANING[k]})`;

const RELATION: Record<NaturalRelation, string> = { friend: 'మిత్రుడు', neutral: 'సముడు', enemy: 'శత్రువు' };

function cancellation(c: Cancellation): string {
  switch (c.code) {
    case 'mars-own-or-exalted':
      return `${MARS()} స్వక్షేత్రంలో లేదా ఉచ్ఛ రాశిలో ఉన్నారు`;
    case 'mars-leo-aquarius':
      return `${MARS()} ${S('Leo')}లో గానీ ${S('Aquarius')}లో గానీ ఉన్నారు`;
    case 'mars-exempt-sign':
      return `${c.house}వ భావంలోని ${MARS()} దోషం నుండి మినహాయింపు ఇచ్చే రాశిలో ఉన్నారు`;
    case 'jupiter-with-mars':
      return `${G('Jupiter')} ${obl(MARS())}తో కలిసి ఉన్నారు లేదా ఆయనను చూస్తున్నారు`;
    case 'moon-with-mars':
      return `${G('Moon')} ${obl(MARS())}తో కలిసి ఉన్నారు`;
    case 'cancer-leo-lagna':
      return `${S('Cancer')}, ${S('Leo')} లగ్నాలకు ${MARS()} యోగకారకుడు`;
    case 'benefic-in-lagna':
      return `${G('Jupiter')} లేదా ${G('Venus')} లగ్నంలో ఉన్నారు`;
    case 'mars-retrograde':
      return `${MARS()} ${termName('retrograde', 'te')}లో ఉన్నారు`;
    case 'mars-combust':
      return `${MARS()} ${termName('combust', 'te')} చెందారు`;
    case 'dispositor-in-kendra':
      return `${obl(G(c.graha))} రాశి అధిపతి ${G(c.by)} ${KENDRA()}`;
    case 'exaltation-lord-in-kendra':
      return `${obl(G(c.graha))} ఉచ్ఛ రాశి అధిపతి ${G(c.by)} ${KENDRA()}`;
    case 'exalted-graha-in-kendra':
      return `${obl(G(c.graha))} రాశిలో ఉచ్ఛ పొందే ${G(c.by)} ${KENDRA()}`;
    case 'dispositor-aspects':
      return `రాశి అధిపతి ${G(c.by)} ${obl(G(c.graha))}పై దృష్టి వేస్తున్నారు`;
    case 'exalted-navamsa':
      return `${G(c.graha)} నవాంశలో ఉచ్ఛలో ఉన్నారు`;
  }
}

/** The Telugu sentences. */
export const MATCH_TEXT_TE: MatchText = {
  kootaMeaning: (k) => KOOTA_MEANING[k],
  varna: (ok) => (ok ? 'వరుని వర్ణం వధువు వర్ణంతో సమానం లేదా అంతకంటే ఉన్నతం.' : 'వధువు వర్ణం వరుని వర్ణం కంటే ఉన్నతం.'),
  vashya: (wa, wb, points) =>
    wa === wb
      ? 'ఇద్దరిదీ ఒకే వశ్య వర్గం: సహజమైన పరస్పర ఆకర్షణ.'
      : `${A(wa)}, ${A(wb)}: ${points >= 1 ? 'ఒక వర్గం మరొకదాని వైపు ఆకర్షితమవుతుంది' : points > 0 ? 'ఒక వర్గం మరొకదానిపై ఆధిపత్యం చూపుతుంది' : 'ఏ వర్గమూ మరొకదానికి లొంగదు'}.`,
  tara: (toGroom, toBride, good) =>
    `నక్షత్రం నుండి నక్షత్రానికి లెక్కిస్తే ${toGroom} (వధువు నుండి వరుడు), ${toBride} (వరుడు నుండి వధువు) వస్తాయి; ${good === 0 ? 'రెండు దిశల్లో ఏదీ శుభం కాదు' : good === 1 ? 'రెండింటిలో ఒక దిశ శుభం' : 'రెండు దిశలూ శుభం'}.`,
  yoni: (ya, yb, points) =>
    ya === yb ? 'ఇద్దరిదీ ఒకే యోని (జంతువు).' : `${A(ya)}, ${A(yb)}: ${['బద్ధ శత్రువులు', 'శత్రువులు', 'సమం', 'మిత్రులు', 'మిత్రులు'][points]}.`,
  grahaMaitri: (la, lb, ab, ba) =>
    la === lb ? `రెండు చంద్ర రాశులకూ అధిపతి ${G(la)}.` : `${dat(G(la))} ${G(lb)} ${RELATION[ab]}; ${dat(G(lb))} ${G(la)} ${RELATION[ba]}.`,
  gana: (ga, gb, points) =>
    ga === gb
      ? `ఇద్దరిదీ ${A(ga)} గణం: స్వభావాలు పోలి ఉంటాయి.`
      : `${A(ga)} గణ వరుడు, ${A(gb)} గణ వధువు: ${points >= 5 ? 'స్వభావాలు కలిసిపోతాయి' : 'స్వభావాలు ఘర్షిస్తాయి'}.`,
  bhakoot: (pair, bad) => `చంద్ర రాశులు ఒకదానికొకటి ${pair} స్థానాల్లో ఉన్నాయి${bad ? ' — ఇది ప్రతికూల దూరం' : ''}.`,
  nadi: (na, nb) => (na === nb ? `ఇద్దరిదీ ${A(na)} నాడీ; సంప్రదాయం దీనిని ఆరోగ్యానికి, సంతానానికి ప్రతికూలంగా చూస్తుంది.` : 'నాడులు వేరు.'),
  nadiException: (e) =>
    ({
      sameSignOtherStar: 'చంద్ర రాశి ఒకటే, నక్షత్రాలు వేరు',
      sameStarOtherSign: 'నక్షత్రం ఒకటే, చంద్ర రాశులు వేరు',
      samePlaceOtherPada: 'నక్షత్రం, రాశి ఒకటే, పాదాలు వేరు',
    })[e],
  lordsFriendly: (la, lb) => (la === lb ? `రెండు చంద్ర రాశులకూ అధిపతి ${G(la)}` : `చంద్ర రాశుల అధిపతులు ${G(la)}, ${G(lb)} పరస్పర మిత్రులు`),
  ganaStarCount: (count) => `వరుని నక్షత్రం నుండి లెక్కిస్తే వధువు నక్షత్రం ${count}వది (14వది లేదా ఆ తర్వాతది)`,
  nadiDosha: (present, nadi) => (present ? `ఇద్దరి చంద్రులూ ${A(nadi)} నాడీ నక్షత్రాల్లో ఉన్నారు.` : 'నాడులు వేరు.'),
  bhakootDosha: (pair, bad) => `చంద్ర రాశులు ఒకదానికొకటి ${pair} స్థానాల్లో ఉన్నాయి${bad ? '' : ' — ఇది అనుకూల దూరం'}.`,
  ganaDosha: (present, ga, gb) => (present ? `${A(ga)}, ${A(gb)} గణాలు ఘర్షిస్తాయి.` : 'గణాలు కలుస్తాయి.'),
  manglikReason: ({ fromLagna, fromMoon, fromVenus }, manglikHouses) => {
    const from = (h: number, reference: string) => `${reference} నుండి ${h}వ భావంలో${manglikHouses.includes(h) ? ' (కుజ దోష స్థానం)' : ''}`;
    const houses = [
      ...(fromLagna === null ? [] : [from(fromLagna, LAGNA())]),
      from(fromMoon, obl(G('Moon'))),
      from(fromVenus, obl(G('Venus'))),
    ];
    const counted = fromLagna !== null ? `${LAGNA()} నుండి` : `${MOON_FROM()} (జనన సమయం తెలియనందున)`;
    return `${MARS()} ${houses.join(', ')} ఉన్నారు. ఈ స్థితిని ${counted} లెక్కించాం (కుజ దోష భావాలు ${manglikHouses.join(', ')}).`;
  },
  manglikCancellation: cancellation,
  manglikNote: (groom, bride, either) =>
    groom && bride
      ? 'ఇద్దరికీ కుజ దోషం ఉంది; సంప్రదాయం దీనిని ఒకరికొకరు సరితూగినట్లుగా భావిస్తుంది.'
      : groom || bride
        ? `కుజ దోషం ఒక్కరి జాతకంలోనే ప్రభావంలో ఉంది (${person(groom ? 'groom' : 'bride')}); సంప్రదాయం దీనిని పొంతన లోపంగా భావిస్తుంది.`
        : either
          ? 'కుజ దోషం ఉన్నచోట అది పరిహారమైంది, కాబట్టి పొంతనపై దాని భారం పడదు.'
          : 'ఇద్దరిలో ఎవరికీ కుజ దోషం లేదు.',
  summary: (f) => {
    const parts = [`36కి ${f.total} గుణాలు కుదిరాయి (${verdictName(f.verdict, 'te')}).`];
    if (f.full.length) parts.push(`పూర్తి గుణాలు: ${list(f.full.map(named))}.`);
    if (f.none.length) parts.push(`సున్నా గుణాలు: ${list(f.none.map(named))}.`);
    for (const d of f.doshas)
      parts.push(`${matchDoshaName(d.name, 'te')} ఉంది${d.cancelled ? `, కానీ పరిహారమైంది (${d.exceptions.join('; ')})` : ''}.`);
    parts.push(f.manglikNote);
    return parts.join(' ');
  },
  dina: (count) => `వధువు నక్షత్రం నుండి లెక్కిస్తే వరుని నక్షత్రం ${count}వది.`,
  poruthamGana: (g, b) => `${A(g)} గణ వరుడు, ${A(b)} గణ వధువు.`,
  mahendra: (count, agrees) => `వధువు నక్షత్రం నుండి లెక్క ${count}; ఇది 4, 7, 10 … 25లో ${agrees ? 'ఒకటి' : 'ఒకటి కాదు'}.`,
  streeDeergha: (count) => `వధువు నక్షత్రం నుండి లెక్కిస్తే వరుని నక్షత్రం ${count}వది (13 దాటితే ఉత్తమం).`,
  poruthamYoni: (points) => `${kootaName('yoni', 'te')}: 4కి ${gunas(points)}.`,
  poruthamRasi: (groomRasi, signCount, brideRasi) =>
    `వధువు చంద్ర రాశి ${S(brideRasi)} నుండి లెక్కిస్తే వరుని చంద్ర రాశి ${S(groomRasi)} ${signCount}వది.`,
  rasiAdhipati: (m) => `${kootaName('grahaMaitri', 'te')}: 5కి ${gunas(m)}.`,
  vasya: (points) => `${kootaName('vashya', 'te')}: 2కి ${gunas(points)}.`,
  rajju: (ra, rb) => (ra === rb ? `రెండు నక్షత్రాల ${RAJJU()} ఒకటే: ${R(ra)}.` : `${RAJJU()} వేరు: ${R(ra)}, ${R(rb)}.`),
  vedha: (a, b, obstruct) => (obstruct ? `${N(a)}, ${N(b)} నక్షత్రాలు పరస్పరం వేధిస్తాయి.` : 'నక్షత్రాల మధ్య పరస్పర వేధ లేదు.'),
  unknownTimeCaution: (p, nakshatra, rasi) =>
    `${person(p)}: జనన సమయం తెలియదు; ఆ రోజంతా ${G('Moon')} ${S(rasi)} రాశిలో ${N(nakshatra)} నక్షత్రంలోనే ఉంటారు, కాబట్టి సమయం ఏదైనా కూటాలు మారవు (కుజ దోషాన్ని ${MOON_FROM()} లెక్కించాం).`,
  timeNeeded: (p, date, move) => {
    const moved =
      move.kind === 'star'
        ? `${N(move.from.nakshatra)} (${S(move.from.rasi)}) నుండి ${N(move.to.nakshatra)} (${S(move.to.rasi)}) నక్షత్రంలోకి మారారు`
        : `${S(move.rasi)} రాశిలో 15° దాటారు, అక్కడ వశ్య వర్గం ${A(move.from)} నుండి ${A(move.to)}గా మారుతుంది`;
    return `${person(p)}: జనన సమయం: అవసరం — ${date}న ${G('Moon')} ${moved}, దీనితో కూటాలు మారుతాయి; జనన సమయం ఇవ్వండి`;
  },
};
