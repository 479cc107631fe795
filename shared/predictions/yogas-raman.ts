/**
 * A selection of B.V. Raman's "Three Hundred Important Combinations" (and VAIA ch. 11) that
 * are pure placement rules. Each `source` gives the reading we implement.
 */
import type { Graha } from '../vocabulary/graha';
import { SEVEN, type ChartFacts } from './chart-facts';
import { FIXED_BENEFICS } from '../jyotish/nature';
import { DUSTHANA, KENDRA, matchOf, type YogaRule } from './rule';

const joinedOrAspected = (f: ChartFacts, by: Graha, target: Graha) =>
  by !== target && (f.together(by, target) || f.aspectsSign(by, f.sign[target]));

/** Raman's placement yogas. */
export const RAMAN_YOGAS: readonly YogaRule[] = [
  {
    id: 'trilochana',
    name: 'Trilochana yoga',
    nameHi: 'त्रिलोचन योग',
    kind: 'yoga',
    family: 'other',
    nature: 'good',
    source: 'Raman: the Sun, Moon and Mars in trines from one another',
    description: 'The Sun, Moon and Mars support each other from the trines: sharp perception, courage and a long, successful life.',
    holds: (f) => {
      const s = [f.sign.Sun, f.sign.Moon, f.sign.Mars];
      return s.every((x) => (x - s[0]! + 12) % 4 === 0) && new Set(s).size === 3 ? matchOf(f, ['Sun', 'Moon', 'Mars']) : null;
    },
  },
  {
    id: 'kulavardhana',
    name: 'Kulavardhana yoga',
    nameHi: 'कुलवर्धन योग',
    kind: 'yoga',
    family: 'other',
    nature: 'good',
    source: 'Raman: every graha (Sun–Saturn) in the 5th from the lagna, the Moon or the Sun',
    description:
      'All planets look to the house of children from the key points of the chart: a line that continues and prospers, and a healthy, long life.',
    holds: (f) =>
      // In the 5th from the lagna, or from the Moon (but the Moon itself), or from the Sun (but the Sun itself).
      SEVEN.every(
        (g) => f.house[g] === 5 || (g !== 'Moon' && f.houseFrom(f.sign.Moon, g) === 5) || (g !== 'Sun' && f.houseFrom(f.sign.Sun, g) === 5),
      )
        ? matchOf(f, SEVEN)
        : null,
  },
  {
    id: 'sareera-soukhya',
    name: 'Sareera Soukhya yoga',
    nameHi: 'शरीर सौख्य योग',
    kind: 'yoga',
    family: 'other',
    nature: 'good',
    source: 'Raman: the lagna lord, Jupiter or Venus in a kendra',
    description: 'The ruler of the body or a great benefic holds an angle: good health, a sound constitution and a comfortable life.',
    holds: (f) => {
      const g = [f.lord(1), 'Jupiter', 'Venus'].filter((x) => KENDRA.has(f.house[x as Graha])) as Graha[];
      return g.length ? matchOf(f, g) : null;
    },
  },
  {
    id: 'duryoga',
    name: 'Duryoga',
    nameHi: 'दुर्योग',
    kind: 'dosha',
    family: 'dosha',
    nature: 'challenging',
    source: 'Raman: the 10th lord in the 6th, 8th or 12th',
    description:
      'The ruler of career sits in a difficult house: work brings less recognition than it deserves; choose stable, service-minded roles and keep records.',
    holds: (f) => {
      const l10 = f.lord(10);
      return DUSTHANA.has(f.house[l10]) ? matchOf(f, [l10], [10]) : null;
    },
  },
  {
    id: 'kalanidhi',
    name: 'Kalanidhi yoga',
    nameHi: 'कलानिधि योग',
    kind: 'yoga',
    family: 'other',
    nature: 'good',
    source: 'Raman: Jupiter in the 2nd or 5th, joined or aspected by both Mercury and Venus',
    description:
      'Jupiter in a house of speech or learning, backed by Mercury and Venus: refinement, culture, and reward for artistic or scholarly gifts.',
    holds: (f) =>
      [2, 5].includes(f.house.Jupiter) && joinedOrAspected(f, 'Mercury', 'Jupiter') && joinedOrAspected(f, 'Venus', 'Jupiter')
        ? matchOf(f, ['Jupiter', 'Mercury', 'Venus'])
        : null,
  },
  {
    id: 'budha',
    name: 'Budha yoga',
    nameHi: 'बुध योग',
    kind: 'yoga',
    family: 'other',
    nature: 'good',
    source: 'Raman: Jupiter in the lagna, the Moon in a kendra, Rahu 2nd from the Moon, the Sun and Mars 3rd from Rahu',
    description: 'A rare combination for intelligence and influence: a learned, resourceful person who is listened to.',
    holds: (f) =>
      f.house.Jupiter === 1 &&
      KENDRA.has(f.house.Moon) &&
      f.houseFrom(f.sign.Moon, 'Rahu') === 2 &&
      f.houseFrom(f.sign.Rahu, 'Sun') === 3 &&
      f.houseFrom(f.sign.Rahu, 'Mars') === 3
        ? matchOf(f, ['Jupiter', 'Moon', 'Rahu', 'Sun', 'Mars'])
        : null,
  },
  {
    id: 'kusuma',
    name: 'Kusuma yoga',
    nameHi: 'कुसुम योग',
    kind: 'yoga',
    family: 'other',
    nature: 'good',
    source:
      'Raman: a fixed sign rising, Venus in a kendra, the Moon in a trine (5th/9th) with or aspected by a benefic, Saturn in the 10th',
    description: 'A flowering of fortune: generosity, learning and a position of leadership in one’s community.',
    holds: (f) =>
      f.lagnaSign % 3 === 1 &&
      KENDRA.has(f.house.Venus) &&
      [5, 9].includes(f.house.Moon) &&
      FIXED_BENEFICS.some((b) => joinedOrAspected(f, b, 'Moon')) &&
      f.house.Saturn === 10
        ? matchOf(f, ['Venus', 'Moon', 'Saturn'], [1])
        : null,
  },
  {
    id: 'sada-sanchara',
    name: 'Sada Sanchara yoga',
    nameHi: 'सदा संचार योग',
    kind: 'yoga',
    family: 'other',
    nature: 'mixed',
    source: 'Raman: the lagna lord in a movable sign',
    description:
      'The ruler of the self sits in a moving sign: a life of frequent travel and change of place; restlessness that can be turned into reach.',
    holds: (f) => {
      const l1 = f.lord(1);
      return f.sign[l1] % 3 === 0 ? matchOf(f, [l1], [1]) : null;
    },
  },
  {
    id: 'ayatnadhanalabha',
    name: 'Ayatnadhanalabha yoga',
    nameHi: 'अयत्नधनलाभ योग',
    kind: 'yoga',
    family: 'dhana',
    nature: 'good',
    source: 'Raman: the lords of the 1st and 2nd exchange signs',
    description: 'The rulers of self and wealth trade places: money tends to come with less struggle than usual.',
    holds: (f) => (f.exchange(f.lord(1), f.lord(2)) ? matchOf(f, [f.lord(1), f.lord(2)], [1, 2]) : null),
  },
  {
    id: 'bahudravyarjana',
    name: 'Bahudravyarjana yoga',
    nameHi: 'बहुद्रव्यार्जन योग',
    kind: 'yoga',
    family: 'dhana',
    nature: 'good',
    source: 'Raman: the lagna lord in the 2nd, the 2nd lord in the 11th and the 11th lord in the lagna',
    description: 'The rulers of self, savings and gains pass wealth round in a circle: a strong capacity to earn and keep money.',
    holds: (f) =>
      f.house[f.lord(1)] === 2 && f.house[f.lord(2)] === 11 && f.house[f.lord(11)] === 1
        ? matchOf(f, [f.lord(1), f.lord(2), f.lord(11)], [1, 2, 11])
        : null,
  },
  {
    id: 'ravi',
    name: 'Ravi yoga',
    nameHi: 'रवि योग',
    kind: 'yoga',
    family: 'raja',
    nature: 'good',
    source: 'Raman: the Sun in the 10th and the 10th lord in the 3rd with Saturn',
    description:
      'The Sun crowns the chart while the ruler of career works hard with Saturn: respect earned through discipline, often in technical or public service.',
    holds: (f) => {
      const l10 = f.lord(10);
      return f.house.Sun === 10 && f.house[l10] === 3 && l10 !== 'Saturn' && f.together(l10, 'Saturn')
        ? matchOf(f, ['Sun', l10, 'Saturn'])
        : null;
    },
  },
  {
    id: 'jaya',
    name: 'Jaya yoga',
    nameHi: 'जय योग',
    kind: 'yoga',
    family: 'raja',
    nature: 'good',
    source: 'Raman: the 6th lord debilitated and the 10th lord exalted',
    description: 'The ruler of rivals is weak while the ruler of career is strong: success over competitors and steady progress in work.',
    holds: (f) => {
      const l6 = f.lord(6),
        l10 = f.lord(10);
      return f.debilitated(l6) && f.exalted(l10) ? matchOf(f, [l6, l10], [6, 10]) : null;
    },
  },
  {
    id: 'rajalakshana',
    name: 'Rajalakshana yoga',
    nameHi: 'राजलक्षण योग',
    kind: 'yoga',
    family: 'other',
    nature: 'good',
    source: 'Raman: Jupiter, Venus, Mercury and the Moon all in kendras (the lagna included)',
    description: 'The gentle planets all hold the angles: a dignified bearing, good looks and the manners of someone born to lead.',
    holds: (f) =>
      (['Jupiter', 'Venus', 'Mercury', 'Moon'] as const).every((g) => KENDRA.has(f.house[g]))
        ? matchOf(f, ['Jupiter', 'Venus', 'Mercury', 'Moon'])
        : null,
  },
  {
    id: 'go',
    name: 'Go yoga',
    nameHi: 'गो योग',
    kind: 'yoga',
    family: 'dhana',
    nature: 'good',
    source: 'Raman: Jupiter in Sagittarius (its moolatrikona sign) with the 2nd lord, and the lagna lord exalted',
    description: 'A strong Jupiter joined by the ruler of wealth, and a dignified ruler of the self: a respected, prosperous family life.',
    holds: (f) => {
      const l2 = f.lord(2),
        l1 = f.lord(1);
      return f.sign.Jupiter === 8 && l2 !== 'Jupiter' && f.together(l2, 'Jupiter') && f.exalted(l1)
        ? matchOf(f, ['Jupiter', l2, l1])
        : null;
    },
  },
  {
    id: 'gaja',
    name: 'Gaja yoga',
    nameHi: 'गज योग',
    kind: 'yoga',
    family: 'dhana',
    nature: 'good',
    source: 'Raman: the lord of the 9th from the 11th (the 7th lord) in the 11th with the Moon, aspected by the 11th lord',
    description: 'Gains are blessed from several directions at once: wealth, comforts and a cheerful disposition.',
    holds: (f) => {
      const l7 = f.lord(7),
        l11 = f.lord(11);
      return f.house[l7] === 11 && f.house.Moon === 11 && f.aspectsSign(l11, f.signOfHouse(11))
        ? matchOf(f, [l7, 'Moon', l11], [11])
        : null;
    },
  },
  {
    id: 'amsavatara',
    name: 'Amsavatara yoga',
    nameHi: 'अंशावतार योग',
    kind: 'yoga',
    family: 'other',
    nature: 'good',
    source: 'BPHS/Raman: a movable sign rising, Jupiter and Venus in kendras, and Saturn exalted in a kendra',
    description: 'A rare mark of distinction: learning, self-control and a name that outlives its bearer.',
    holds: (f) =>
      f.lagnaSign % 3 === 0 && KENDRA.has(f.house.Jupiter) && KENDRA.has(f.house.Venus) && f.exalted('Saturn') && KENDRA.has(f.house.Saturn)
        ? matchOf(f, ['Jupiter', 'Venus', 'Saturn'], [1])
        : null,
  },
  {
    id: 'devendra',
    name: 'Devendra yoga',
    nameHi: 'देवेन्द्र योग',
    kind: 'yoga',
    family: 'raja',
    nature: 'good',
    source: 'Raman: a fixed sign rising, the 1st and 11th lords exchange signs, and the 2nd and 10th lords exchange signs',
    description: 'Two exchanges tie self to gains and wealth to career: influence, comfort and a long, prominent life.',
    holds: (f) => {
      const [l1, l11, l2, l10] = [f.lord(1), f.lord(11), f.lord(2), f.lord(10)];
      return f.lagnaSign % 3 === 1 && f.exchange(l1, l11) && f.exchange(l2, l10) ? matchOf(f, [l1, l11, l2, l10], [1, 2, 10, 11]) : null;
    },
  },
];
