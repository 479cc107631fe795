/**
 * The regional festivals of the four regional calendars, each with its deciding rule and source:
 *
 * - Solar (the regional month rules of regional-date.ts): Tamil Puthandu on Chithirai 1 and Thai
 *   Pongal on Thai 1, with Bhogi the day before and Mattu Pongal the day after (Tamil Nadu); Poila
 *   Baishakh on Baishakh 1 (Bengal).
 * - Lunar (Chaitra and Ashwin): Ugadi and Gudi Padwa on Chaitra Shukla Pratipada at sunrise, the
 *   day it begins when it touches no sunrise (Dharmasindhu I, samvatsararambha); the Durga Puja
 *   days of Ashwin Shukla as Bengal's panjikas keep them after Raghunandana's Durgapuja-tattva:
 *   Maha Shashthi, Saptami and Ashtami by the tithi at sunrise, Maha Navami on the day Navami
 *   touches midday (madhyahna, so Ashtami and Navami can share a day), Bijoya Dashami when Dashami
 *   pervades the afternoon (aparahna), as Vijayadashami everywhere.
 */
import { RASI_NAMES } from '../../vocabulary/rasi';
import type { CalendarContext } from '../calendar-context';
import type { DayPart } from '../day-part-names';
import { describeObserved, tithiLabel } from '../describe';
import type { FestivalEntry } from '../festival-entry';
import { isNijaMonth, monthNames, type Lunation } from '../lunations';
import { observeTithi, type TieBreak } from '../observe';
import { addDays } from '../place-days';
import { sankrantis } from '../sankranti';
import { BENGALI_SOLAR_MONTHS, TAMIL_SOLAR_MONTHS } from './month-names';
import { solarMonthStart } from './regional-date';

/** Regions a festival belongs to (the pages filter and order by the visitor's language). */
export const FESTIVAL_REGIONS = [
  /** Tamil Nadu and Tamils elsewhere */
  'tamil',
  /** West Bengal, Tripura, Bengalis elsewhere */
  'bengali',
  /** Andhra Pradesh, Telangana, Karnataka */
  'telugu',
  /** Maharashtra and Goa */
  'marathi',
] as const;
/** One region. */
export type FestivalRegion = (typeof FESTIVAL_REGIONS)[number];

const MESHA = 0;
const MAKARA = 9;
const CHAITRA = 0;
const ASHWIN = 6;

const DHARMASINDHU_NEW_YEAR =
  'Dharmasindhu I (samvatsararambha): the year begins on Chaitra Shukla Pratipada in force at sunrise; when it touches no sunrise, on the day it begins, never the Amavasya-joined day before';
const DURGA_PUJA_SOURCE =
  "Raghunandana's Durgapuja-tattva as Bengal's panjikas (Vishuddha Siddhanta, Gupta Press) apply it: Shashthi, Saptami and Ashtami pujas on the tithi at sunrise, Navami's on the day Navami touches madhyahna, Bijoya Dashami in aparahna";

/** A lunar festival of the regional table. */
interface RegionalTithiRule {
  key: string;
  name: FestivalEntry['name'];
  month: number;
  tithi: number;
  part: DayPart;
  tie: TieBreak;
  region: FestivalRegion;
  source: string;
}

const LUNAR_RULES: readonly RegionalTithiRule[] = [
  {
    key: 'ugadi',
    name: { en: 'Ugadi (Telugu and Kannada New Year)', hi: 'उगादि (तेलुगु-कन्नड़ नववर्ष)' },
    month: CHAITRA,
    tithi: 1,
    part: 'sunrise',
    tie: 'first',
    region: 'telugu',
    source: DHARMASINDHU_NEW_YEAR,
  },
  {
    key: 'gudi-padwa',
    name: { en: 'Gudi Padwa (Marathi New Year)', hi: 'गुड़ी पड़वा (मराठी नववर्ष)' },
    month: CHAITRA,
    tithi: 1,
    part: 'sunrise',
    tie: 'first',
    region: 'marathi',
    source: DHARMASINDHU_NEW_YEAR,
  },
  ...(
    [
      [6, 'shashthi', 'Maha Shashthi', 'महाषष्ठी', 'sunrise'],
      [7, 'saptami', 'Maha Saptami', 'महासप्तमी', 'sunrise'],
      [8, 'ashtami', 'Maha Ashtami', 'महाअष्टमी', 'sunrise'],
      [9, 'navami', 'Maha Navami', 'महानवमी', 'madhyahna'],
      [10, 'dashami', 'Bijoya Dashami', 'विजया दशमी', 'aparahna'],
    ] as const
  ).map(([tithi, key, en, hi, part]) => ({
    key: `durga-puja-${key}`,
    name: { en: `Durga Puja: ${en}`, hi: `दुर्गा पूजा: ${hi}` },
    month: ASHWIN,
    tithi,
    part,
    tie: 'first' as const,
    region: 'bengali' as const,
    source: DURGA_PUJA_SOURCE,
  })),
];

/** The regional lunar festivals of one lunation. */
export function regionalLunarFestivals(ctx: CalendarContext, lunation: Lunation): FestivalEntry[] {
  return LUNAR_RULES.filter((rule) => isNijaMonth(lunation, rule.month)).map((rule) => {
    const observed = observeTithi(ctx.tithiSpan(lunation, rule.tithi), rule.part, rule.tie, ctx.days, ctx.sky);
    const month = monthNames(lunation, rule.tithi);
    const facts = ctx.tithiFacts(lunation, rule.tithi);
    return {
      key: rule.key,
      name: rule.name,
      date: observed.date,
      kind: 'festival' as const,
      month,
      region: rule.region,
      rule: {
        element: 'tithi' as const,
        part: rule.part,
        tithi: facts,
        observation: observed.observation,
        sunrises: observed.sunrises,
        text: describeObserved(tithiLabel(facts.paksha, facts.name, month), rule.part, observed, rule.tie),
        source: rule.source,
      },
    };
  });
}

/** A solar festival: a day counted from the start of a regional month. */
interface SolarRule {
  key: string;
  name: FestivalEntry['name'];
  sign: number;
  system: 'tamil-solar' | 'bengali-solar';
  /** Days from the month's first day (−1 = the day before). */
  offsetDays: number;
  region: FestivalRegion;
  source: string;
}

const TAMIL_RULE =
  'Tamil panchangams: a solar month begins on the day of its sankranti when the Sun enters the sign before sunset, else on the next day';
const BENGALI_RULE =
  "West Bengal's panjikas: a solar month begins the day after its sankranti when the Sun enters the sign before the middle of the night, else the day after that";

const SOLAR_RULES: readonly SolarRule[] = [
  {
    key: 'puthandu',
    name: { en: 'Puthandu (Tamil New Year, Chithirai 1)', hi: 'पुथांडु (तमिल नववर्ष, चित्तिरै 1)' },
    sign: MESHA,
    system: 'tamil-solar',
    offsetDays: 0,
    region: 'tamil',
    source: TAMIL_RULE,
  },
  {
    key: 'bhogi',
    name: { en: 'Bhogi (the day before Pongal)', hi: 'भोगी (पोंगल से पहले का दिन)' },
    sign: MAKARA,
    system: 'tamil-solar',
    offsetDays: -1,
    region: 'tamil',
    source: `${TAMIL_RULE}; Bhogi is the last day of Margazhi`,
  },
  {
    key: 'thai-pongal',
    name: { en: 'Thai Pongal (Thai 1)', hi: 'थाई पोंगल (थै 1)' },
    sign: MAKARA,
    system: 'tamil-solar',
    offsetDays: 0,
    region: 'tamil',
    source: TAMIL_RULE,
  },
  {
    key: 'mattu-pongal',
    name: { en: 'Mattu Pongal (Thai 2)', hi: 'मट्टू पोंगल (थै 2)' },
    sign: MAKARA,
    system: 'tamil-solar',
    offsetDays: 1,
    region: 'tamil',
    source: TAMIL_RULE,
  },
  {
    key: 'poila-baishakh',
    name: { en: 'Poila Baishakh (Bengali New Year)', hi: 'पोइला बैसाख (बांग्ला नववर्ष)' },
    sign: MESHA,
    system: 'bengali-solar',
    offsetDays: 0,
    region: 'bengali',
    source: BENGALI_RULE,
  },
];

/** The regional solar festivals whose sankranti falls in [fromJd, toJd]. */
export function regionalSolarFestivals(ctx: CalendarContext, fromJd: number, toJd: number): FestivalEntry[] {
  const out: FestivalEntry[] = [];
  for (const s of sankrantis(ctx.sky, ctx.days, fromJd, toJd)) {
    for (const rule of SOLAR_RULES.filter((r) => r.sign === s.sign)) {
      const start = solarMonthStart(ctx, s.instantJd, rule.system);
      const month = (rule.system === 'tamil-solar' ? TAMIL_SOLAR_MONTHS : BENGALI_SOLAR_MONTHS)[s.sign]!.en;
      const at = ctx.iso(s.instantJd);
      out.push({
        key: rule.key,
        name: rule.name,
        date: addDays(start, rule.offsetDays),
        kind: 'festival',
        month: null,
        region: rule.region,
        rule: {
          element: 'sankranti',
          part: 'sunrise',
          sankranti: { sign: RASI_NAMES[s.sign]!.sanskrit, at },
          observation: s.when,
          text: `The Sun entered sidereal ${RASI_NAMES[s.sign]!.sanskrit} at ${at}, so ${month} 1 is ${start}${rule.offsetDays === 0 ? '' : `; this day is ${rule.offsetDays > 0 ? `${rule.offsetDays} day after` : `${-rule.offsetDays} day before`} it`}.`,
          source: rule.source,
        },
      });
    }
  }
  return out;
}
