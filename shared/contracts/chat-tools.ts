/**
 * The tools the chat's language model may call (OpenAI-style function calling): their names,
 * argument schemas, limits and the descriptions the model reads. One place for all of it: the
 * relay sends `z.toJSONSchema` of these schemas as the tools' `parameters` and validates the
 * model's arguments with the same schemas, so a bad argument comes back to the model as an
 * error naming the field (`from: …`) that it can correct.
 *
 * Dates are civil dates `YYYY-MM-DD`, read at 12:00 in the birth's UTC offset.
 */
import { z } from 'zod';
import { MAX_YEAR, MIN_YEAR } from '../time/supported-years';
import { parseDate } from '../time/julian';
import { FESTIVAL_MAX_YEAR, FESTIVAL_MIN_YEAR } from '../calendar/festivals';
import { MUHURTA_EVENTS } from '../calendar/muhurta-rules';
import { MAX_TEXT_LENGTH, quote } from './fields';
import { CHARA_METHODS } from '../jyotish/dashas/timeline';
import { VARSHAPHAL_MAX_YEAR } from './depth-query';
import { PROFILE_IDS } from '../chart/profiles';

/** Longest window of the `transits` tool, days (three years: ingresses, stations and Sade Sati stay small and fast). */
export const MAX_TRANSIT_RANGE_DAYS = 3 * 366;
/** Longest window of the `dasha_periods` tool, days (the whole 120-year Vimshottari cycle). */
export const MAX_DASHA_RANGE_DAYS = 121 * 366;
/** Windows up to this many days list pratyantardashas too. */
export const DASHA_PRATYANTAR_RANGE_DAYS = 366;
/** Windows up to this many days list antardashas (longer ones list mahadashas only). */
export const DASHA_ANTAR_RANGE_DAYS = 30 * 366;

/** A civil date argument named `field`, years within the engine's range. */
const toolDate = (field: string, what: string) =>
  z
    .string({ error: `${field}: expected a date YYYY-MM-DD` })
    .superRefine((value, ctx) => {
      try {
        const { year } = parseDate(value);
        if (year < MIN_YEAR || year > MAX_YEAR)
          ctx.addIssue({ code: 'custom', message: `${field}: year ${year} is outside the supported range ${MIN_YEAR}–${MAX_YEAR}` });
      } catch {
        ctx.addIssue({ code: 'custom', message: `${field}: expected a date YYYY-MM-DD, got ${quote(value)}` });
      }
    })
    .meta({ description: what, format: 'date' });

/** Days from civil date `a` to civil date `b` (both `YYYY-MM-DD`, already valid). */
function daysBetween(a: string, b: string): number {
  const day = (s: string) => {
    const { year, month, day: d } = parseDate(s);
    return Date.UTC(year, month - 1, d) / 86_400_000;
  };
  return day(b) - day(a);
}

/** `{date}` or `{from, to}` (not both), the window at most `maxDays`. */
const dateOrRange = (maxDays: number, what: string) =>
  z
    .object({
      date: toolDate('date', `One day (${what} on that day).`).optional(),
      from: toolDate('from', 'First day of a window (with `to`).').optional(),
      to: toolDate('to', 'Last day of a window (with `from`), inclusive.').optional(),
    })
    .superRefine((args, ctx) => {
      const hasRange = args.from !== undefined || args.to !== undefined;
      if (args.date !== undefined && hasRange) {
        ctx.addIssue({ code: 'custom', path: ['date'], message: 'date: give either date, or from and to, not both' });
        return;
      }
      if (args.date === undefined && !hasRange) {
        ctx.addIssue({ code: 'custom', path: ['date'], message: 'date: required (or from and to for a window)' });
        return;
      }
      if (!hasRange) return;
      if (args.from === undefined) ctx.addIssue({ code: 'custom', path: ['from'], message: 'from: required with to' });
      else if (args.to === undefined) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to: required with from' });
      else {
        const days = daysBetween(args.from, args.to);
        if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: `to: ${args.to} is before from ${args.from}` });
        else if (days > maxDays)
          ctx.addIssue({
            code: 'custom',
            path: ['to'],
            message: `to: the window is ${days} days; the limit is ${maxDays} days — ask for a shorter window`,
          });
      }
    });

/** An optional place argument: a town name; default the place of birth. */
const toolPlace = z
  .string({ error: 'place: expected a place name' })
  .trim()
  .min(1, { error: 'place: empty' })
  .max(MAX_TEXT_LENGTH, { error: `place: longer than ${MAX_TEXT_LENGTH} characters` })
  .optional()
  .meta({ description: 'A town, e.g. "Varanasi" or "Pune, Maharashtra"; default the place of birth.' });

/** Arguments of each tool. */
export const chatToolArgs = {
  chart_facts: z.object({}),
  dasha_periods: dateOrRange(MAX_DASHA_RANGE_DAYS, 'the running mahadasha, antardasha and pratyantardasha'),
  transits: dateOrRange(MAX_TRANSIT_RANGE_DAYS, 'positions, houses from the lagna and Moon, running dasha and Sade Sati'),
  panchang: z.object({
    date: toolDate('date', 'The day.'),
    place: toolPlace,
  }),
  festivals: z.object({
    year: z
      .number({ error: `year: expected a year ${FESTIVAL_MIN_YEAR}–${FESTIVAL_MAX_YEAR}` })
      .int({ error: 'year: expected a whole year' })
      .min(FESTIVAL_MIN_YEAR, { error: `year: before ${FESTIVAL_MIN_YEAR}` })
      .max(FESTIVAL_MAX_YEAR, { error: `year: after ${FESTIVAL_MAX_YEAR}` })
      .optional()
      .meta({ description: 'The Gregorian year; default the current year.' }),
    name: z
      .string({ error: 'name: expected a festival name' })
      .trim()
      .min(1, { error: 'name: empty' })
      .max(MAX_TEXT_LENGTH, { error: `name: longer than ${MAX_TEXT_LENGTH} characters` })
      .optional()
      .meta({
        description: 'A festival or fast, e.g. "Diwali", "Karva Chauth", "Nirjala Ekadashi"; without it, the year\'s list (dates only).',
      }),
    place: toolPlace,
  }),
  muhurta: z.object({
    event: z
      .enum(MUHURTA_EVENTS, { error: `event: expected one of ${MUHURTA_EVENTS.join(', ')}` })
      .meta({ description: 'The life event.' }),
    from: toolDate('from', 'First day to search.'),
    to: toolDate('to', 'Last day to search, inclusive (at most 366 days after from).'),
    place: toolPlace,
  }),
  other_dashas: z.object({
    system: z
      .enum(['yogini', 'ashtottari', 'chara'], { error: 'system: expected yogini, ashtottari or chara' })
      .meta({ description: 'The dasha system.' }),
    method: z
      .enum(CHARA_METHODS, { error: `method: expected ${CHARA_METHODS.join(' or ')}` })
      .optional()
      .meta({ description: 'Chara dasha only: kn-rao (default) or pvn-rao.' }),
    date: toolDate('date', 'A day: the mahadasha and antardasha running on it are named.').optional(),
  }),
  kp_chart: z.object({}),
  compare_programs: z.object({
    programs: z
      .array(z.enum(PROFILE_IDS, { error: `programs: expected profile ids from ${PROFILE_IDS.join(', ')}` }))
      .min(1, { error: 'programs: name at least one program' })
      .max(PROFILE_IDS.length)
      .optional()
      .meta({ description: `Programs to compare with ours (${PROFILE_IDS.filter((p) => p !== 'default').join(', ')}); all when absent.` }),
  }),
  varshaphal: z.object({
    year: z
      .number({ error: `year: expected a whole number from 0 to ${VARSHAPHAL_MAX_YEAR}` })
      .int({ error: `year: expected a whole number from 0 to ${VARSHAPHAL_MAX_YEAR}` })
      .min(0, { error: `year: expected a whole number from 0 to ${VARSHAPHAL_MAX_YEAR}` })
      .max(VARSHAPHAL_MAX_YEAR, { error: `year: expected a whole number from 0 to ${VARSHAPHAL_MAX_YEAR}` })
      .meta({ description: 'Completed years of life: the annual chart starting at that birthday (age 29 → year 29).' }),
  }),
  remedies: z.object({
    date: toolDate('date', 'The day whose running dasha lords are included (usually today).').optional(),
  }),
  match_with_saved_person: z.object({
    person: z
      .string({ error: 'person: expected the name of a saved person' })
      .trim()
      .min(1, { error: 'person: empty' })
      .max(MAX_TEXT_LENGTH, { error: `person: longer than ${MAX_TEXT_LENGTH} characters` })
      .meta({ description: "The saved person's name (as listed in the visitor's saved charts) or id." }),
    visitorIs: z
      .enum(['bride', 'groom'], { error: 'visitorIs: expected bride or groom' })
      .meta({ description: 'Whether the person the chat is about is the bride or the groom in this match.' }),
  }),
} as const;

/** A tool's name. */
export type ChatToolName = keyof typeof chatToolArgs;
/** The tool names, in the order they are offered. */
export const CHAT_TOOL_NAMES = Object.keys(chatToolArgs) as ChatToolName[];
/** Validated arguments of tool `T`. */
export type ChatToolArgs<T extends ChatToolName> = z.output<(typeof chatToolArgs)[T]>;

/** What the model reads about each tool. */
export const CHAT_TOOL_DESCRIPTIONS: Record<ChatToolName, string> = {
  chart_facts:
    "The birth chart the conversation is about: birth data, lagna, the nine grahas (sign, degree, house, nakshatra, dignity, retrogression), houses, yogas, doshas, mahadashas and today's transits.",
  dasha_periods:
    'Vimshottari dasha periods with start and end dates: those running on `date`, or those overlapping the window `from`–`to` (pratyantardashas for windows up to a year, antardashas up to 30 years).',
  transits:
    'Transits over the natal chart: on `date`, the grahas’ signs, houses from the lagna and Moon, retrogression, running dasha and Sade Sati; over `from`–`to` (≤ 3 years), the sign ingresses of Saturn, Jupiter, Rahu and Ketu, the retrograde and direct stations of Mercury–Saturn, and the Sade Sati phases.',
  panchang:
    'The panchang of a day at a place (default the place of birth): tithi, vara, nakshatra, yoga, karana with their end times, sunrise, sunset, Rahu kalam and other muhurtas.',
  festivals:
    "Hindu festivals, vrats, Ekadashis and sankrantis of a year at a place (default the place of birth), each with the rule that decided its date (tithi, part of the day, what the year did), the other date where traditions differ, and puja, parana or moonrise windows. Give `name` for one festival; without it, the year's list.",
  muhurta:
    "Muhurta windows for a life event (marriage, griha-pravesh, vehicle, property, naming, mundan, business, travel) between `from` and `to` at a place (default the place of birth): nakshatra, tithi and weekday allowed, free of Rahu Kalam, Yamaganda and Bhadra, classical exclusions applied, and the person's tara and chandra bala counted.",
  other_dashas:
    'Yogini, Ashtottari or Chara (Jaimini; K.N. Rao or PVN Rao method) dasha: the mahadashas with start and end dates from the one running at birth, and on `date` the running mahadasha and antardasha.',
  kp_chart:
    'The KP (Krishnamurti Paddhati) chart: Placidus cusps with the Krishnamurti ayanamsa, the sign, star, sub and sub-sub lords of each cusp and graha, the house significators and the ruling planets of the birth moment.',
  compare_programs:
    "Why this chart differs from another program's (AstroSage, Jagannatha Hora, PyJHora, Drik Panchang, VedAstro, KP, B.V. Raman's books): each program's settings (ayanamsa, mean or true node, apparent or geometric positions, dasha year, sunrise) with their sources, its positions, dasha dates and panchang beside ours, and every difference with the setting that causes it and by how much, plus the lagna or Moon values a birth time a few minutes off would change.",
  varshaphal:
    'Varshaphal, the Tajika annual chart for a year of life: the solar return moment, annual ascendant, muntha, year lord and its five candidates with their strength, sahams and the mudda dasha of that year.',
  remedies:
    'Classical remedies (mantra, charity, fasting day, deity, and a gemstone only where the chart allows it) for the running dasha lords on `date` and for weak or afflicted grahas, each with its reason and caution.',
  match_with_saved_person:
    "Kundali matching (Ashtakoota, 36 gunas, doshas, Manglik) between the person the chat is about and one of the visitor's saved people. Needs the visitor to be signed in.",
};

/** Limits of the tool loop in the relay. */
export const CHAT_TOOL_LIMITS = {
  /** Model turns that may call tools; the turn after the last one is asked to answer without tools. */
  maxRounds: 4,
  /** Tool calls run per round (more are answered with an error). */
  maxCallsPerRound: 6,
  /** Time from the first request after which no more tools are offered, milliseconds. */
  toolBudgetMs: 15_000,
  /** Largest tool result sent back to the model, characters of JSON. */
  maxResultChars: 16_000,
} as const;
