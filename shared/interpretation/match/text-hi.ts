/**
 * The match's sentences in Hindi: the same `MatchText` as the English (text.ts), so no sentence
 * can be missing. Graha, rasi, nakshatra and attribute names (varna, vashya, yoni, gana, nadi)
 * come from the vocabulary tables (shared/vocabulary); Manglik cancellations are worded as the
 * Kundali page words them (interpretation/yogas.ts).
 */
import type { NaturalRelation } from '../../model/chart';
import type { Koota } from '../../vocabulary/matching-keys';
import { grahaName } from '../../vocabulary/graha';
import { DOSHA_NAMES, MATCH_PERSON_NAMES, RAJJU_NAMES, VERDICT_NAMES } from '../../vocabulary/matching-names';
import { nakshatraNameOf } from '../../vocabulary/nakshatra';
import { rasiNameOf } from '../../vocabulary/rasi';
import { attributeValueName } from '../../vocabulary/terms';
import { cancellationWords } from '../yogas';
import type { MatchText } from './text';

const A = (value: string) => attributeValueName(value, 'hi');
const S = (rasi: string) => rasiNameOf(rasi, 'hi');
const N = (nakshatra: string) => nakshatraNameOf(nakshatra, 'hi');
const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} और ${items[items.length - 1]}`;

const KOOTA_MEANING: Record<Koota, string> = {
  varna: 'दृष्टिकोण और मूल्य',
  vashya: 'परस्पर आकर्षण',
  tara: 'साथ का सुख और भाग्य',
  yoni: 'शारीरिक और सहज सामंजस्य',
  grahaMaitri: 'मन की मित्रता',
  gana: 'मूल स्वभाव',
  bhakoot: 'परिवार का कल्याण और समृद्धि',
  nadi: 'स्वास्थ्य और संतान',
};

const RELATION: Record<NaturalRelation, string> = { friend: 'मित्र', neutral: 'सम', enemy: 'शत्रु' };

const person = (p: 'bride' | 'groom') => MATCH_PERSON_NAMES[p].hi;
const MAHENDRA = '4, 7, 10 … 25 में से एक';

/** The Hindi sentences. */
export const MATCH_TEXT_HI: MatchText = {
  kootaMeaning: (k) => KOOTA_MEANING[k],
  varna: (ok) => (ok ? 'वर का वर्ण वधू के वर्ण के बराबर या उससे ऊँचा है।' : 'वधू का वर्ण वर के वर्ण से ऊँचा है।'),
  vashya: (wa, wb, points) =>
    wa === wb
      ? 'दोनों का वश्य वर्ग एक है: स्वाभाविक परस्पर आकर्षण।'
      : `${A(wa)} के साथ ${A(wb)}: ${points >= 1 ? 'एक वर्ग दूसरे की ओर आकर्षित होता है' : points > 0 ? 'एक वर्ग दूसरे पर हावी रहता है' : 'दोनों वर्ग एक-दूसरे के वश में नहीं आते'}।`,
  tara: (toGroom, toBride, good) =>
    `नक्षत्र से नक्षत्र गिनने पर ${toGroom} (वधू से वर) और ${toBride} (वर से वधू) आते हैं; दो में से ${good} ${good === 1 ? 'दिशा शुभ है' : 'दिशाएँ शुभ हैं'}।`,
  yoni: (ya, yb, points) =>
    ya === yb ? 'दोनों की योनि (पशु) एक है।' : `${A(ya)} और ${A(yb)} ${['महाशत्रु', 'शत्रु', 'सम', 'मित्र', 'मित्र'][points]} हैं।`,
  grahaMaitri: (la, lb, ab, ba) =>
    la === lb
      ? `दोनों चंद्र राशियों का स्वामी ${grahaName(la, 'hi')} है।`
      : `${grahaName(la, 'hi')} ${grahaName(lb, 'hi')} का ${RELATION[ab]} है; ${grahaName(lb, 'hi')} ${grahaName(la, 'hi')} का ${RELATION[ba]} है।`,
  gana: (ga, gb, points) =>
    ga === gb
      ? `दोनों ${A(ga)} गण के हैं: मिलते-जुलते स्वभाव।`
      : `${A(ga)} गण का वर और ${A(gb)} गण की वधू: ${points >= 5 ? 'स्वभाव आपस में निभते हैं' : 'स्वभाव टकराते हैं'}।`,
  bhakoot: (pair, bad) => `चंद्र राशियाँ एक-दूसरे से ${pair} पर हैं${bad ? ', जो प्रतिकूल दूरी है' : ''}।`,
  nadi: (na, nb) => (na === nb ? `दोनों की ${A(na)} नाड़ी है, जिसे परंपरा स्वास्थ्य और संतान के लिए प्रतिकूल मानती है।` : 'नाड़ियाँ अलग हैं।'),
  nadiException: (e) =>
    ({
      sameSignOtherStar: 'चंद्र राशि एक, नक्षत्र अलग',
      sameStarOtherSign: 'नक्षत्र एक, चंद्र राशियाँ अलग',
      samePlaceOtherPada: 'नक्षत्र और राशि एक, पद अलग',
    })[e],
  lordsFriendly: (la, lb) =>
    la === lb
      ? `दोनों चंद्र राशियों का स्वामी ${grahaName(la, 'hi')} है`
      : `चंद्र राशियों के स्वामी ${grahaName(la, 'hi')} और ${grahaName(lb, 'hi')} मित्र हैं`,
  ganaStarCount: (count) => `वधू का नक्षत्र वर के नक्षत्र से ${count}वाँ है (14वाँ या आगे)`,
  nadiDosha: (present, nadi) => (present ? `दोनों चंद्रमा ${A(nadi)} नाड़ी के नक्षत्रों में हैं।` : 'नाड़ियाँ अलग हैं।'),
  bhakootDosha: (pair, bad) => `चंद्र राशियाँ एक-दूसरे से ${pair} पर हैं${bad ? '' : ', जो अनुकूल दूरी है'}।`,
  ganaDosha: (present, ga, gb) => (present ? `${A(ga)} और ${A(gb)} गण टकराते हैं।` : 'गण मेल खाते हैं।'),
  manglikReason: ({ fromLagna, fromMoon, fromVenus }, manglikHouses) => {
    const from = (h: number, reference: string) => `${reference} से ${h}वें भाव में${manglikHouses.includes(h) ? ' (मांगलिक भाव)' : ''}`;
    const houses = [...(fromLagna === null ? [] : [from(fromLagna, 'लग्न')]), from(fromMoon, 'चंद्रमा'), from(fromVenus, 'शुक्र')];
    return `मंगल ${houses.join(', ')} है। स्थिति ${fromLagna !== null ? 'लग्न' : 'चंद्रमा (जन्म समय अज्ञात होने से)'} से गिनी गई है (मांगलिक भाव ${manglikHouses.join(', ')})।`;
  },
  manglikCancellation: (c) => cancellationWords(c, 'hi'),
  manglikNote: (groom, bride, either) =>
    groom && bride
      ? 'दोनों मांगलिक हैं, जिसे परंपरा एक-दूसरे का संतुलन मानती है।'
      : groom || bride
        ? `मांगलिक दोष केवल ${person(groom ? 'groom' : 'bride')} में सक्रिय है, जिसे परंपरा बेमेल मानती है।`
        : either
          ? 'जहाँ मांगलिक दोष है वहाँ वह निरस्त है, इसलिए मिलान पर उसका भार नहीं पड़ता।'
          : 'दोनों में से कोई मांगलिक नहीं है।',
  summary: (f) => {
    const parts = [`36 में से ${f.total} गुण मिलते हैं (${VERDICT_NAMES[f.verdict].hi})।`];
    if (f.full.length) parts.push(`पूरे अंक: ${list(f.full.map((k) => KOOTA_MEANING[k]))}।`);
    if (f.none.length) parts.push(`शून्य अंक: ${list(f.none.map((k) => KOOTA_MEANING[k]))}।`);
    for (const d of f.doshas) parts.push(`${DOSHA_NAMES[d.name].hi} है${d.cancelled ? `, पर निरस्त (${d.exceptions.join('; ')})` : ''}।`);
    parts.push(f.manglikNote);
    return parts.join(' ');
  },
  dina: (count) => `वर का नक्षत्र वधू के नक्षत्र से ${count}वाँ है।`,
  poruthamGana: (g, b) => `${A(g)} गण का वर, ${A(b)} गण की वधू।`,
  mahendra: (count, agrees) => `वधू के नक्षत्र से गिनती ${count} ${MAHENDRA} ${agrees ? 'है' : 'नहीं है'}।`,
  streeDeergha: (count) => `वर का नक्षत्र वधू के नक्षत्र से ${count}वाँ है (13 से आगे सबसे अच्छा)।`,
  poruthamYoni: (points) => `योनि के अंक: 4 में से ${points}।`,
  poruthamRasi: (groomRasi, signCount, brideRasi) => `वर की चंद्र राशि ${S(groomRasi)} वधू की ${S(brideRasi)} से ${signCount}वीं है।`,
  rasiAdhipati: (m) => `ग्रह मैत्री के अंक: 5 में से ${m}।`,
  vasya: (points) => `वश्य के अंक: 2 में से ${points}।`,
  rajju: (ra, rb) =>
    ra === rb ? `दोनों नक्षत्र ${RAJJU_NAMES[ra].hi} रज्जु के हैं।` : `${RAJJU_NAMES[ra].hi} और ${RAJJU_NAMES[rb].hi} रज्जु अलग हैं।`,
  vedha: (a, b, obstruct) => (obstruct ? `${N(a)} और ${N(b)} एक-दूसरे का वेध करते हैं।` : 'नक्षत्रों में परस्पर वेध नहीं है।'),
  unknownTimeCaution: (p, nakshatra, rasi) =>
    `${person(p)} का जन्म समय अज्ञात है; उस पूरे दिन चंद्रमा ${S(rasi)} राशि में ${N(nakshatra)} नक्षत्र में रहता है, इसलिए समय कोई भी हो, कूट वही रहते हैं (मांगलिक चंद्रमा से गिना गया है)।`,
  timeNeeded: (p, date, move) => {
    const moved =
      move.kind === 'star'
        ? `${N(move.from.nakshatra)} (${S(move.from.rasi)}) से ${N(move.to.nakshatra)} (${S(move.to.rasi)}) में चला जाता है`
        : `${S(move.rasi)} के 15° को पार करता है, जहाँ उसका वश्य वर्ग ${A(move.from)} से ${A(move.to)} हो जाता है`;
    return `${person(p)}: जन्म समय: आवश्यक है — ${date} को चंद्रमा ${moved}, जिससे कूट बदल जाते हैं; जन्म समय लिखें`;
  },
};
