/**
 * Classic named yogas: the five Mahapurushas, the Moon's and the Sun's yogas, and other
 * combinations widely quoted from Brihat Parashara Hora Shastra (BPHS), Phaladeepika and
 * B.V. Raman's "Three Hundred Important Combinations". Houses are whole-sign from the lagna.
 */
import type { Localized } from '../vocabulary/localized';
import type { Graha, SaptaGraha } from '../vocabulary/graha';
import { RASI_LORD } from '../jyotish/classical';
import { naturalRelation } from '../jyotish/classical';
import type { ChartFacts } from './chart-facts';
import { KENDRA, TRIKONA, UPACHAYA, linkOf, matchOf, type YogaRule } from './rule';
import type { YogaId } from '../vocabulary/yoga-ids';

const mahapurusha = (graha: SaptaGraha, id: YogaId, name: Localized, description: string): YogaRule => ({
  id,
  name: name.en,
  nameHi: name.hi,
  kind: 'yoga',
  family: 'pancha-mahapurusha',
  nature: 'good',
  source: `BPHS ch. 75: ${graha} in its own or exaltation sign in a kendra from the lagna`,
  description,
  holds: (f) => (KENDRA.has(f.house[graha]) && (f.ownSign(graha) || f.exalted(graha)) ? matchOf(f, [graha]) : null),
});

/** The star-planets (Mars–Saturn) in house `house` from the Moon, and from the Sun: what the Moon's and the Sun's yogas count. */
const fromMoon = (f: ChartFacts, house: number) => f.starPlanetsIn(house, f.sign.Moon);
const fromSun = (f: ChartFacts, house: number) => f.starPlanetsIn(house, f.sign.Sun);

/** The classic yogas. */
export const CLASSIC_YOGAS: readonly YogaRule[] = [
  mahapurusha(
    'Mars',
    'ruchaka',
    { en: 'Ruchaka yoga', hi: 'रुचक योग' },
    'Mars is strong in an angle of the chart: courage, drive and a commanding, athletic temperament; good for leadership, defence, sport and engineering.',
  ),
  mahapurusha(
    'Mercury',
    'bhadra',
    { en: 'Bhadra yoga', hi: 'भद्र योग' },
    'Mercury is strong in an angle: a quick, articulate and well-organised mind, skill with words, trade and learning, and a youthful manner.',
  ),
  mahapurusha(
    'Jupiter',
    'hamsa',
    { en: 'Hamsa yoga', hi: 'हंस योग' },
    'Jupiter is strong in an angle: good judgement, a generous and principled nature, respect from others and an inclination to teach or counsel.',
  ),
  mahapurusha(
    'Venus',
    'malavya',
    { en: 'Malavya yoga', hi: 'मालव्य योग' },
    'Venus is strong in an angle: charm, taste and enjoyment of comfort, art and relationships, with a gift for making life pleasant.',
  ),
  mahapurusha(
    'Saturn',
    'sasa',
    { en: 'Sasa yoga', hi: 'शश योग' },
    'Saturn is strong in an angle: patience, endurance and organising power; authority is earned slowly through steady work and discipline.',
  ),
  {
    id: 'gajakesari',
    name: 'Gajakesari yoga',
    nameHi: 'गजकेसरी योग',
    kind: 'yoga',
    family: 'chandra',
    nature: 'good',
    source: 'Raman (300 Combinations): Jupiter in a kendra from the Moon, not debilitated, combust or in an enemy’s sign',
    description:
      'Jupiter stands in an angle from the Moon: emotional steadiness backed by wisdom, a good name, and help that tends to arrive when it is needed.',
    holds: (f) => {
      const enemySign = !f.friendlySign('Jupiter') && naturalRelation('Jupiter', RASI_LORD[f.sign.Jupiter]!) === 'enemy';
      return KENDRA.has(f.houseFrom(f.sign.Moon, 'Jupiter')) && !f.debilitated('Jupiter') && !f.combust.Jupiter && !enemySign
        ? matchOf(f, ['Moon', 'Jupiter'], [], { from: 'Moon' })
        : null;
    },
  },
  {
    id: 'budhaditya',
    name: 'Budhaditya yoga',
    nameHi: 'बुधादित्य योग',
    kind: 'yoga',
    family: 'surya',
    nature: 'good',
    source: 'Sun and Mercury in the same sign (Mercury not combust, as most authors require)',
    description:
      'The Sun and Mercury work together: intelligence put to practical use, clear expression and a talent for analysis, study or administration.',
    holds: (f) =>
      f.together('Sun', 'Mercury') && !f.combust.Mercury
        ? matchOf(f, ['Sun', 'Mercury'], [], { links: [{ a: 'Sun', b: 'Mercury', how: 'conjunct' }] })
        : null,
  },
  {
    id: 'chandra-mangala',
    name: 'Chandra-Mangala yoga',
    nameHi: 'चंद्र-मंगल योग',
    kind: 'yoga',
    family: 'chandra',
    nature: 'mixed',
    source: 'Moon and Mars conjunct or in mutual 7th',
    description:
      'The Moon and Mars are linked: enterprise and a knack for earning through initiative, with feelings that run hot and need a steady outlet.',
    holds: (f) =>
      f.together('Moon', 'Mars') || f.houseFrom(f.sign.Moon, 'Mars') === 7
        ? matchOf(f, ['Moon', 'Mars'], [], { links: [linkOf(f, 'Moon', 'Mars')] })
        : null,
  },
  {
    id: 'sunapha',
    name: 'Sunapha yoga',
    nameHi: 'सुनफा योग',
    kind: 'yoga',
    family: 'chandra',
    nature: 'good',
    source: 'BPHS ch. 37: a graha other than the Sun (nodes excluded) in the 2nd from the Moon, none in the 12th',
    description:
      'Planets just ahead of the Moon: self-made resources, a capable mind and steady growth of wealth and reputation through one’s own effort.',
    holds: (f) =>
      fromMoon(f, 2).length > 0 && fromMoon(f, 12).length === 0 ? matchOf(f, ['Moon', ...fromMoon(f, 2)], [], { from: 'Moon' }) : null,
  },
  {
    id: 'anapha',
    name: 'Anapha yoga',
    nameHi: 'अनफा योग',
    kind: 'yoga',
    family: 'chandra',
    nature: 'good',
    source: 'BPHS ch. 37: a graha other than the Sun (nodes excluded) in the 12th from the Moon, none in the 2nd',
    description:
      'Planets just behind the Moon: a well-formed personality, good health and manners, and the ability to enjoy what life brings.',
    holds: (f) =>
      fromMoon(f, 12).length > 0 && fromMoon(f, 2).length === 0 ? matchOf(f, ['Moon', ...fromMoon(f, 12)], [], { from: 'Moon' }) : null,
  },
  {
    id: 'durudhara',
    name: 'Durudhara yoga',
    nameHi: 'दुरुधरा योग',
    kind: 'yoga',
    family: 'chandra',
    nature: 'good',
    source: 'BPHS ch. 37: grahas other than the Sun (nodes excluded) on both sides of the Moon',
    description:
      'The Moon is flanked by planets on both sides: support from many directions, comfort, generosity and the means to enjoy them.',
    holds: (f) =>
      fromMoon(f, 2).length > 0 && fromMoon(f, 12).length > 0
        ? matchOf(f, ['Moon', ...fromMoon(f, 2), ...fromMoon(f, 12)], [], { from: 'Moon' })
        : null,
  },
  {
    id: 'kemadruma',
    name: 'Kemadruma yoga',
    nameHi: 'केमद्रुम योग',
    kind: 'yoga',
    family: 'chandra',
    nature: 'challenging',
    source:
      'BPHS ch. 37: no graha (Sun and nodes excluded) in the 2nd or 12th from the Moon; cancelled by a graha (Sun–Saturn, the Moon itself aside) in a kendra from the lagna',
    description:
      'The Moon stands alone, with no planet beside it or in its angles: a tendency to feel unsupported and to face lean periods; self-reliance is the remedy.',
    holds: (f) => {
      if (fromMoon(f, 2).length > 0 || fromMoon(f, 12).length > 0) return null;
      const kendraCompany = [...KENDRA].some((h) => f.sevenIn(h, f.lagnaSign).some((g) => g !== 'Moon'));
      return kendraCompany ? null : matchOf(f, ['Moon'], [], { from: 'Moon' });
    },
  },
  {
    id: 'adhi',
    name: 'Adhi yoga',
    nameHi: 'अधि योग',
    kind: 'yoga',
    family: 'chandra',
    nature: 'good',
    source:
      'BPHS ch. 37: the natural benefics Mercury, Jupiter and Venus in the 6th, 7th or 8th from the Moon (all of those present there)',
    description:
      'The benefic planets gather opposite the Moon: a position of trust and leadership, good health and a life protected from many troubles.',
    holds: (f) => {
      const b: Graha[] = ['Mercury', 'Jupiter', 'Venus'];
      return b.every((g) => [6, 7, 8].includes(f.houseFrom(f.sign.Moon, g))) ? matchOf(f, ['Moon', ...b], [], { from: 'Moon' }) : null;
    },
  },
  {
    id: 'amala',
    name: 'Amala yoga',
    nameHi: 'अमला योग',
    kind: 'yoga',
    family: 'other',
    nature: 'good',
    source: 'Phaladeepika 6: only natural benefics in the 10th from the lagna or the Moon',
    description: 'Only gentle planets occupy the house of career: a clean reputation, honest work and lasting respect.',
    holds: (f) => {
      for (const from of [f.lagnaSign, f.sign.Moon]) {
        const occ = f.sevenIn(10, from).filter((g) => g !== 'Moon' || from !== f.sign.Moon);
        const all = f.occupants(10, from);
        if (occ.length > 0 && all.every((g) => f.benefic(g))) return matchOf(f, occ, [f.houseFrom(f.lagnaSign, occ[0]!)]);
      }
      return null;
    },
  },
  {
    id: 'vesi',
    name: 'Vesi yoga',
    nameHi: 'वेशि योग',
    kind: 'yoga',
    family: 'surya',
    nature: 'good',
    source: 'BPHS ch. 38: a graha other than the Moon (nodes excluded) in the 2nd from the Sun',
    description: 'A planet just ahead of the Sun: a balanced outlook, truthfulness and steady, if unhurried, progress.',
    holds: (f) => (fromSun(f, 2).length > 0 ? matchOf(f, ['Sun', ...fromSun(f, 2)], [], { from: 'Sun' }) : null),
  },
  {
    id: 'vosi',
    name: 'Vosi yoga',
    nameHi: 'वोशि योग',
    kind: 'yoga',
    family: 'surya',
    nature: 'good',
    source: 'BPHS ch. 38: a graha other than the Moon (nodes excluded) in the 12th from the Sun',
    description: 'A planet just behind the Sun: skill, learning and a generous, charitable side.',
    holds: (f) => (fromSun(f, 12).length > 0 ? matchOf(f, ['Sun', ...fromSun(f, 12)], [], { from: 'Sun' }) : null),
  },
  {
    id: 'ubhayachari',
    name: 'Ubhayachari yoga',
    nameHi: 'उभयचरी योग',
    kind: 'yoga',
    family: 'surya',
    nature: 'good',
    source: 'BPHS ch. 38: grahas (not Moon, not nodes) on both sides of the Sun',
    description: 'The Sun is supported on both sides: eloquence, an even temper and a standing comparable to a leader’s.',
    holds: (f) =>
      fromSun(f, 2).length > 0 && fromSun(f, 12).length > 0
        ? matchOf(f, ['Sun', ...fromSun(f, 2), ...fromSun(f, 12)], [], { from: 'Sun' })
        : null,
  },
  {
    id: 'saraswati',
    name: 'Saraswati yoga',
    nameHi: 'सरस्वती योग',
    kind: 'yoga',
    family: 'other',
    nature: 'good',
    source: 'Phaladeepika 6: Jupiter, Venus and Mercury in kendras, trikonas or the 2nd, Jupiter in own, exaltation or a friend’s sign',
    description:
      'The planets of learning and art sit in strong houses: a gift for study, writing, music or speech, and recognition for it.',
    holds: (f) => {
      const b: Graha[] = ['Jupiter', 'Venus', 'Mercury'];
      const ok = b.every((g) => KENDRA.has(f.house[g]) || TRIKONA.has(f.house[g]) || f.house[g] === 2);
      return ok && f.friendlySign('Jupiter') ? matchOf(f, b) : null;
    },
  },
  {
    id: 'guru-mangala',
    name: 'Guru-Mangala yoga',
    nameHi: 'गुरु-मंगल योग',
    kind: 'yoga',
    family: 'other',
    nature: 'good',
    source: 'Raman (300 Combinations): Jupiter and Mars conjunct or in mutual 7th',
    description:
      'Jupiter and Mars join forces: principled energy, righteous action and success in pursuits that need both courage and judgement.',
    holds: (f) =>
      f.together('Jupiter', 'Mars') || f.houseFrom(f.sign.Jupiter, 'Mars') === 7
        ? matchOf(f, ['Jupiter', 'Mars'], [], { links: [linkOf(f, 'Jupiter', 'Mars')] })
        : null,
  },
  {
    id: 'shubha-kartari',
    name: 'Shubha Kartari yoga',
    nameHi: 'शुभ कर्तरी योग',
    kind: 'yoga',
    family: 'other',
    nature: 'good',
    source: 'Natural benefics in both the 2nd and the 12th from the lagna',
    description: 'The ascendant is hemmed in by gentle planets: protection, good health and a pleasant personality.',
    holds: (f) => {
      const s = f.occupants(2).filter((g) => f.benefic(g));
      const t = f.occupants(12).filter((g) => f.benefic(g));
      return s.length && t.length && f.occupants(2).every((g) => f.benefic(g)) && f.occupants(12).every((g) => f.benefic(g))
        ? matchOf(f, [...s, ...t], [1])
        : null;
    },
  },
  {
    id: 'subha',
    name: 'Subha yoga',
    nameHi: 'शुभ योग',
    kind: 'yoga',
    family: 'other',
    nature: 'good',
    source: 'PVR, VAIA ch. 11: a natural benefic in the lagna, or benefics in both the 2nd and 12th',
    description: 'Gentle planets guard the ascendant: a pleasant manner, good health and an easier path through life.',
    holds: (f) => {
      const inLagna = f.occupants(1).filter((g) => f.benefic(g));
      if (inLagna.length) return matchOf(f, inLagna, [1]);
      const s = f.occupants(2).filter((g) => f.benefic(g));
      const t = f.occupants(12).filter((g) => f.benefic(g));
      return s.length && t.length ? matchOf(f, [...s, ...t], [1]) : null;
    },
  },
  {
    id: 'asubha',
    name: 'Asubha yoga',
    nameHi: 'अशुभ योग',
    kind: 'yoga',
    family: 'other',
    nature: 'challenging',
    source: 'PVR, VAIA ch. 11: a natural malefic in the lagna, or malefics in both the 2nd and 12th',
    description: 'Harsh planets press on the ascendant: more struggle with health, money or temper; discipline and care offset it.',
    holds: (f) => {
      const inLagna = f.occupants(1).filter((g) => f.malefic(g));
      if (inLagna.length) return matchOf(f, inLagna, [1]);
      const s = f.occupants(2).filter((g) => f.malefic(g));
      const t = f.occupants(12).filter((g) => f.malefic(g));
      return s.length && t.length ? matchOf(f, [...s, ...t], [1]) : null;
    },
  },
  {
    id: 'chatussagara',
    name: 'Chatussagara yoga',
    nameHi: 'चतुःसागर योग',
    kind: 'yoga',
    family: 'other',
    nature: 'good',
    source: 'Raman (300 Combinations): all four kendras occupied',
    description: 'Every angle of the chart is occupied: a life with reach in all directions, good standing and lasting name.',
    holds: (f) =>
      [...KENDRA].every((h) => f.occupants(h).length > 0)
        ? matchOf(
            f,
            [...KENDRA].flatMap((h) => f.occupants(h)),
          )
        : null,
  },
  {
    id: 'vasumati',
    name: 'Vasumati yoga',
    nameHi: 'वसुमती योग',
    kind: 'yoga',
    family: 'dhana',
    nature: 'good',
    source: 'Phaladeepika 6: natural benefics (Mercury, Jupiter, Venus) all in upachayas (3, 6, 10, 11) from the Moon',
    description: 'The benefics stand in the houses of growth from the Moon: wealth that keeps growing, and independence in money matters.',
    holds: (f) => {
      const b: Graha[] = ['Mercury', 'Jupiter', 'Venus'];
      return b.every((g) => UPACHAYA.has(f.houseFrom(f.sign.Moon, g))) ? matchOf(f, ['Moon', ...b], [], { from: 'Moon' }) : null;
    },
  },
  {
    id: 'lagnadhi',
    name: 'Lagna Adhi yoga',
    nameHi: 'लग्नाधि योग',
    kind: 'yoga',
    family: 'other',
    nature: 'good',
    source: 'Mercury, Jupiter and Venus in the 6th, 7th or 8th from the lagna',
    description: 'The benefics gather in the houses opposite the ascendant: a cultured, trustworthy person whom others follow.',
    holds: (f) => {
      const b: Graha[] = ['Mercury', 'Jupiter', 'Venus'];
      return b.every((g) => [6, 7, 8].includes(f.house[g])) ? matchOf(f, b) : null;
    },
  },
];
