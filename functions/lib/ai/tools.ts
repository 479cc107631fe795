/**
 * The chat's tools, run on the server when the language model calls them: each validates its
 * arguments with the schema in shared/contracts/chat-tools.ts and answers from the engine
 * (shared/) — the chart's digest, dasha periods, transits, the day's panchang, a match with a
 * saved person. A tool never throws at the model: bad arguments, an unknown tool or a result
 * too large come back as `{"error": "<field>: …"}` so the model can correct itself or answer
 * without. Results are JSON text of at most CHAT_TOOL_LIMITS.maxResultChars characters.
 */
import { z } from 'zod';
import type { ChartModel } from '../../../shared/model/chart';
import type { SavedChart } from '../../../shared/contracts/account';
import {
  CHAT_TOOL_DESCRIPTIONS,
  CHAT_TOOL_LIMITS,
  CHAT_TOOL_NAMES,
  chatToolArgs,
  DASHA_ANTAR_RANGE_DAYS,
  DASHA_PRATYANTAR_RANGE_DAYS,
  type ChatToolArgs,
  type ChatToolName,
} from '../../../shared/contracts/chat-tools';
import { MATCH_SHARED_FIELDS } from '../../../shared/contracts/match-request';
import { panchangDayRequest } from '../../../shared/contracts/panchang-query';
import { festivalsRequest } from '../../../shared/contracts/calendar-query';
import { birthMoon } from '../../../shared/calendar/birth-moon';
import { computeFestivals } from '../../../shared/calendar/festivals';
import { computeMuhurta } from '../../../shared/calendar/muhurta';
import { festivalKeysNamedIn } from '../../../shared/calendar/questions';
import { FieldError } from '../../../shared/errors/field-error';
import { chartDigest } from '../../../shared/interpretation/chart-digest';
import { dashaOverRange, type DashaDepth } from '../../../shared/jyotish/dasha-range';
import { computeTransits, runningDasha } from '../../../shared/jyotish/transits';
import { transitsOverRange } from '../../../shared/jyotish/transits-range';
import { computeDayPanchang } from '../../../shared/panchang/day';
import { PanchangConditionError } from '../../../shared/panchang/errors';
import { dayNoonJdUt, dayStartJdUt } from '../../../shared/jyotish/now';
import { computeDashas } from '../../../shared/compose/dashas';
import { dashasView } from '../../../shared/compose/dashas-view';
import { kpChartOf } from '../../../shared/compose/kp';
import { computeVarshaphal } from '../../../shared/compose/varshaphal';
import { compareProfiles } from '../../../shared/chart/compare/compare';
import { PROFILE_IDS } from '../../../shared/chart/profiles';
import { runningPeriods } from '../../../shared/jyotish/dashas/timeline';
import { remediesFor } from '../../../shared/interpretation/remedies/remedies';
import { ChatBirthError } from './chart-for-chat';
import { matchForChat } from './match-for-chat';
import { placeIndex } from '../places';

/** What the tools may read about the conversation. */
export interface ChatToolContext {
  /** The chart the conversation is about (with today's transits). */
  chart: ChartModel;
  /** Its birth fields as the client sent them (the `/api/chart` fields), for matching. */
  birth: Record<string, unknown>;
  /** The signed-in visitor's saved people; null when nobody is signed in. */
  savedPeople(): Promise<SavedChart[] | null>;
}

/** An OpenAI-style tool definition (`tools` of a chat completion request). */
export interface ToolDefinition {
  type: 'function';
  function: { name: ChatToolName; description: string; parameters: Record<string, unknown> };
}

/** The JSON Schema the model reads for one tool's arguments (the contract's zod schema, input side). */
function parametersOf(name: ChatToolName): Record<string, unknown> {
  const schema = z.toJSONSchema(chatToolArgs[name], { io: 'input', unrepresentable: 'any', target: 'draft-7' }) as Record<string, unknown>;
  delete schema.$schema;
  return { type: 'object', properties: {}, ...schema };
}

/** The tool definitions sent with every tool-enabled request, built once. */
export const CHAT_TOOL_DEFINITIONS: readonly ToolDefinition[] = CHAT_TOOL_NAMES.map((name) => ({
  type: 'function',
  function: { name, description: CHAT_TOOL_DESCRIPTIONS[name], parameters: parametersOf(name) },
}));

/** A refusal the model reads instead of a result. */
class ToolRefusal extends Error {}

/** The end of civil date `date` (next day's 00:00) in the birth offset, Julian day (UT). */
const dayEndJdUt = (chart: ChartModel, date: string) => dayStartJdUt(chart, date) + 1;

function dashaPeriods(context: ChatToolContext, args: ChatToolArgs<'dasha_periods'>) {
  const { chart } = context;
  if (args.date !== undefined) return { date: args.date, running: runningDasha(chart, dayNoonJdUt(chart, args.date)) };
  const start = dayStartJdUt(chart, args.from!);
  const end = dayEndJdUt(chart, args.to!);
  const days = end - start;
  const depth: DashaDepth = days <= DASHA_PRATYANTAR_RANGE_DAYS ? 3 : days <= DASHA_ANTAR_RANGE_DAYS ? 2 : 1;
  return { from: args.from, to: args.to, periods: dashaOverRange(chart, start, end, depth) };
}

function transits(context: ChatToolContext, args: ChatToolArgs<'transits'>) {
  const { chart } = context;
  if (args.date !== undefined) return computeTransits(chart, dayNoonJdUt(chart, args.date));
  return transitsOverRange(chart, dayStartJdUt(chart, args.from!), dayEndJdUt(chart, args.to!));
}

function panchang(context: ChatToolContext, args: ChatToolArgs<'panchang'>) {
  const { chart } = context;
  const where =
    args.place !== undefined
      ? { place: args.place }
      : { lat: String(chart.input.lat), lon: String(chart.input.lon), ...(chart.input.zone ? { tz: chart.input.zone } : {}) };
  const request = panchangDayRequest({ date: args.date, ayanamsa: chart.input.ayanamsa, ...where }, placeIndex());
  if (!request.ok) throw new ToolRefusal(request.failure.message);
  const r = request.value;
  try {
    const day = computeDayPanchang({ date: r.date, lat: r.lat, lon: r.lon, zone: r.zone, ayanamsa: r.ayanamsa, convention: r.convention! });
    return { place: { label: r.label ?? chart.input.place ?? null, lat: r.lat, lon: r.lon, zone: r.zone }, panchang: day };
  } catch (error) {
    if (error instanceof PanchangConditionError) throw new ToolRefusal(error.message);
    throw error;
  }
}

/** Where a calendar tool computes: the place named, else the place of birth (as the panchang tool). */
function calendarPlace(chart: ChartModel, place: string | undefined, year: number) {
  const where =
    place !== undefined
      ? { place }
      : { lat: String(chart.input.lat), lon: String(chart.input.lon), ...(chart.input.zone ? { tz: chart.input.zone } : {}) };
  const request = festivalsRequest({ year: String(year), ayanamsa: chart.input.ayanamsa, ...where }, placeIndex());
  if (!request.ok) throw new ToolRefusal(request.failure.message);
  const r = request.value;
  return {
    place: { label: r.label ?? chart.input.place ?? null, lat: r.lat, lon: r.lon, zone: r.zone },
    at: { lat: r.lat, lon: r.lon, zone: r.zone, ayanamsa: r.ayanamsa },
  };
}

/** The conversation's today: the chart's transit day. */
const todayOf = (chart: ChartModel) => chart.transits?.at.slice(0, 10) ?? chart.input.date;

/** Most muhurta windows sent to the model (the result stays within the size limit). */
const MAX_TOOL_WINDOWS = 24;

function festivals(context: ChatToolContext, args: ChatToolArgs<'festivals'>) {
  const year = args.year ?? Number(todayOf(context.chart).slice(0, 4));
  const { place, at } = calendarPlace(context.chart, args.place, year);
  const answer = computeFestivals(at, year);
  if (args.name === undefined) {
    return {
      place,
      year,
      adhikaMasa: answer.adhikaMasa,
      festivals: answer.festivals.map((f) => ({ key: f.key, name: f.name.en, date: f.date, kind: f.kind })),
    };
  }
  const keys = festivalKeysNamedIn(args.name, answer.festivals);
  if (keys.length === 0)
    throw new ToolRefusal(`name: no festival named "${args.name.slice(0, 60)}" in ${year}; call without name for the year's list`);
  return { place, year, festivals: answer.festivals.filter((f) => keys.includes(f.key)) };
}

function muhurta(context: ChatToolContext, args: ChatToolArgs<'muhurta'>) {
  const { chart } = context;
  const { place, at } = calendarPlace(chart, args.place, Number(args.from.slice(0, 4)));
  try {
    const answer = computeMuhurta({
      event: args.event,
      from: args.from,
      to: args.to,
      place: at,
      births: [birthMoon(chart.input.jdUt, chart.input.ayanamsa)],
    });
    return { place, ...answer, windows: answer.windows.slice(0, MAX_TOOL_WINDOWS), windowCount: answer.windows.length };
  } catch (error) {
    if (error instanceof FieldError) throw new ToolRefusal(error.message);
    throw error;
  }
}

function otherDashas(context: ChatToolContext, args: ChatToolArgs<'other_dashas'>) {
  const { chart } = context;
  const timeline = computeDashas(chart, args.system, args.system === 'chara' ? (args.method ?? 'kn-rao') : undefined);
  const { mahadashas, ...rest } = dashasView(timeline);
  const running = args.date === undefined ? undefined : runningPeriods(timeline, dayNoonJdUt(chart, args.date));
  const brief = (p: { lord?: string; yogini?: string; sign?: string; start: string; end: string; years: number }) => ({
    ...(p.lord ? { lord: p.lord } : {}),
    ...(p.yogini ? { yogini: p.yogini } : {}),
    ...(p.sign ? { sign: p.sign } : {}),
    start: p.start,
    end: p.end,
    years: p.years,
  });
  return {
    ...rest,
    mahadashas: mahadashas.map(brief),
    ...(running
      ? { date: args.date, running: { mahadasha: brief(running.mahadasha), antardasha: running.antardasha && brief(running.antardasha) } }
      : {}),
  };
}

/** The KP chart of the conversation's birth, with the Krishnamurti ayanamsa. */
function kpChart(context: ChatToolContext) {
  return kpChartOf(context.chart.input);
}

/** The conversation's birth under other programs' settings, ours first (shared/chart/compare). */
function comparePrograms(context: ChatToolContext, args: ChatToolArgs<'compare_programs'>) {
  const { input } = context.chart;
  const others = (args.programs ?? PROFILE_IDS).filter((p) => p !== 'default');
  const birth = { jdUt: input.jdUt, lat: input.lat, lon: input.lon, utcOffsetMinutes: input.utcOffsetMinutes };
  const { profiles, ...rest } = compareProfiles(birth, input.timeKnown, ['default', ...others], {
    ayanamsa: input.ayanamsa,
    node: input.node,
  });
  // The dasha lists are long and the differences already carry what they change: the model gets the settings and the table.
  return { ...rest, profiles: profiles.map(({ dasha: _dasha, sources: _sources, ...p }) => p) };
}

function varshaphal(context: ChatToolContext, args: ChatToolArgs<'varshaphal'>) {
  if (!context.chart.input.timeKnown) throw new ToolRefusal('year: a varshaphal needs the birth time, which this chart does not have');
  const { aspects: _aspects, ...annual } = computeVarshaphal(context.chart, args.year);
  return annual;
}

function remedies(context: ChatToolContext, args: ChatToolArgs<'remedies'>) {
  return remediesFor(context.chart, args.date === undefined ? null : dayNoonJdUt(context.chart, args.date));
}

/** The saved person named `wanted`: by id, else by name (case-insensitive, whole name first, then a unique part). */
export function findSavedPerson(people: SavedChart[], wanted: string): SavedChart {
  const fold = (s: string) => s.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
  const w = fold(wanted);
  const byId = people.find((p) => p.id === wanted);
  if (byId) return byId;
  const whole = people.filter((p) => fold(p.name) === w);
  const candidates = whole.length > 0 ? whole : people.filter((p) => fold(p.name).includes(w));
  if (candidates.length === 1) return candidates[0]!;
  const names = people.map((p) => `"${p.name}"${p.relation ? ` (${p.relation})` : ''}`).join(', ');
  if (candidates.length === 0) throw new ToolRefusal(`person: no saved person named "${wanted}"; saved: ${names || 'none'}`);
  throw new ToolRefusal(
    `person: "${wanted}" names ${candidates.length} saved people; use one of their ids: ${candidates.map((p) => `${p.id} (${p.name})`).join(', ')}`,
  );
}

async function matchWithSavedPerson(context: ChatToolContext, args: ChatToolArgs<'match_with_saved_person'>) {
  const people = await context.savedPeople();
  if (people === null) throw new ToolRefusal('person: the visitor is not signed in, so there are no saved people to match with');
  const person = findSavedPerson(people, args.person);
  const personal = (birth: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(birth).filter(([key]) => !(MATCH_SHARED_FIELDS as readonly string[]).includes(key)));
  const visitor = personal(context.birth);
  const other = personal(person.birth);
  const body = {
    bride: args.visitorIs === 'bride' ? visitor : other,
    groom: args.visitorIs === 'bride' ? other : visitor,
    ayanamsa: context.chart.input.ayanamsa,
    node: context.chart.input.node,
  };
  try {
    return { person: { id: person.id, name: person.name, relation: person.relation }, match: matchForChat(body) };
  } catch (error) {
    if (error instanceof ChatBirthError) throw new ToolRefusal(error.message);
    throw error;
  }
}

/** Runs one validated tool. */
async function dispatch(name: ChatToolName, args: unknown, context: ChatToolContext): Promise<unknown> {
  switch (name) {
    case 'chart_facts':
      return chartDigest(context.chart);
    case 'dasha_periods':
      return dashaPeriods(context, args as ChatToolArgs<'dasha_periods'>);
    case 'transits':
      return transits(context, args as ChatToolArgs<'transits'>);
    case 'panchang':
      return panchang(context, args as ChatToolArgs<'panchang'>);
    case 'festivals':
      return festivals(context, args as ChatToolArgs<'festivals'>);
    case 'muhurta':
      return muhurta(context, args as ChatToolArgs<'muhurta'>);
    case 'other_dashas':
      return otherDashas(context, args as ChatToolArgs<'other_dashas'>);
    case 'kp_chart':
      return kpChart(context);
    case 'compare_programs':
      return comparePrograms(context, args as ChatToolArgs<'compare_programs'>);
    case 'varshaphal':
      return varshaphal(context, args as ChatToolArgs<'varshaphal'>);
    case 'remedies':
      return remedies(context, args as ChatToolArgs<'remedies'>);
    case 'match_with_saved_person':
      return matchWithSavedPerson(context, args as ChatToolArgs<'match_with_saved_person'>);
  }
}

const refusal = (message: string) => JSON.stringify({ error: message });

/** True for a name of one of the tools. */
export const isChatToolName = (name: string): name is ChatToolName => (CHAT_TOOL_NAMES as string[]).includes(name);

/**
 * Runs the tool `name` with the model's `argumentsJson` and returns the JSON text for the
 * model: the result, or `{"error": …}` (see the file comment). Engine faults other than bad
 * input are reported to the model as a failure too, and passed to `onFault` for the server log.
 */
export async function runChatTool(
  name: string,
  argumentsJson: string,
  context: ChatToolContext,
  onFault: (error: unknown) => void = () => {},
  maxResultChars: number = CHAT_TOOL_LIMITS.maxResultChars,
): Promise<string> {
  if (!isChatToolName(name)) return refusal(`name: unknown tool "${name.slice(0, 60)}"; the tools are ${CHAT_TOOL_NAMES.join(', ')}`);
  let raw: unknown;
  try {
    raw = argumentsJson.trim() === '' ? {} : JSON.parse(argumentsJson);
  } catch {
    return refusal('arguments: not valid JSON');
  }
  const parsed = chatToolArgs[name].safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.map(String).join('.') || 'arguments';
    return refusal(/^[A-Za-z.]+: /.test(issue.message) ? issue.message : `${field}: ${issue.message}`);
  }
  let result: unknown;
  try {
    result = await dispatch(name, parsed.data, context);
  } catch (error) {
    if (error instanceof ToolRefusal) return refusal(error.message);
    onFault(error);
    return refusal(`${name}: the calculation failed; answer without it`);
  }
  const text = JSON.stringify(result);
  if (text.length > maxResultChars)
    return refusal(`result: ${text.length} characters is over the ${maxResultChars}-character limit; ask for a shorter window`);
  return text;
}
