/**
 * POST /api/chat — the chat relay. Validates the conversation, recomputes the visitor's chart
 * from the birth input (chart numbers from the client are never trusted), and answers either
 * from the configured language model (system prompt = spec template + the chart's facts) or,
 * with no provider configured, from the built-in reader. Streams Server-Sent Events
 * (`{delta}` … `{done:true}`, or an `error` event mid-stream) unless the request says
 * `Accept: application/json`, then answers `{reply}`.
 *
 * Upstream failures before the first token get a real HTTP status from the catalogue:
 * 429/overload → 502, timeout (one retry) → 503, anything else → 500 "Failed to generate content".
 */
import type { HttpHandler, HttpRequest, HttpResponseInit, InvocationContext } from '@azure/functions';
import type { ChartModel } from '../../shared/model/chart';
import { PRODUCT_NAME } from '../../shared/product';
import { buildSystemPrompt } from '../../shared/interpretation/prompt/system-prompt';
import { withVisitorLanguage } from '../../shared/interpretation/prompt/visitor-language';
import { DEFAULT_LOCALE, type Locale } from '../../shared/i18n/locale';
import { readerText } from '../../shared/interpretation/reader/text';
import { chunkText } from '../../shared/interpretation/reader/chunk';
import { composeReading } from '../../shared/interpretation/reader/compose';
import { depthReading } from '../../shared/compose/depth-reading';
import { chatBodySchema, checkConversation, MAX_CHAT_BODY_BYTES, type ClientMessage } from '../../shared/contracts/chat';
import { chartForChat, ChatBirthError } from '../lib/ai/chart-for-chat';
import { matchForChat } from '../lib/ai/match-for-chat';
import { answerMatchQuestion, buildMatchSystemPrompt } from '../../shared/interpretation/match/match-chat';
import { completeOnce, createProviderClient, STREAM_DEADLINE_MS, type ProviderMessage } from '../lib/ai/client';
import { claimFrames, settleClaims, type ClaimPass } from '../lib/ai/claim-pass';
import { checkClaims, type ClaimReport } from '../../shared/interpretation/claims/check-claims';
import { describeProvider, readProviderConfig, type ProviderConfig } from '../lib/ai/config';
import { mapUpstreamError, upstreamLogLine, type RelayFailure } from '../lib/ai/errors';
import { completeWithRetry, DEFAULT_ATTEMPT_TIMEOUT_MS, MAX_ATTEMPT_TIMEOUT_MS, openRelayStream } from '../lib/ai/relay';
import { SSE_HEADERS, sseStream } from '../lib/ai/sse';
import { savedPeopleFor } from '../lib/ai/saved-people';
import type { ToolLoopOptions } from '../lib/ai/tool-loop';
import type { SavedChart } from '../../shared/contracts/account';
import { TOOLS_GUIDE } from '../../shared/interpretation/prompt/tools-guide';
import { errorResponse, ok, Refusal } from '../lib/http';
import { routeHandler, routeRow } from '../lib/pipeline';
import { signalFor } from '../lib/request-signal';
import type { RouteContract } from '../lib/route';
import { apiRoute } from '../../shared/contracts/routes';
import { chatFrameSchema, chatReplySchema } from '../../shared/contracts/responses/chat';

/** What the handler needs from the outside world; tests pass their own. */
export interface ChatDependencies {
  /** Environment to read the provider from (read per request, so a restart is not needed in tests). */
  env: Record<string, string | undefined>;
  /** Recomputes the chart, with transits for `now`, from the body's `chart` birth input. */
  chartFor(birth: unknown, now: Date): Promise<ChartModel>;
  /** The clock (for transits and "this year"). */
  now(): Date;
  /** Per-attempt upstream timeout, milliseconds. */
  timeoutMs: number;
  /** The signed-in visitor's saved people (for the match tool); null when signed out. Default: nobody signed in. */
  savedPeople?(request: HttpRequest, now: Date): Promise<SavedChart[] | null>;
  /** Tool-loop limits (tests shrink them); default CHAT_TOOL_LIMITS. */
  toolLimits?: ToolLoopOptions['limits'];
}

/** System prompt when the body carries no birth: the model must ask for it instead of inventing a chart. */
const NO_CHART_PROMPT =
  `You are ${PRODUCT_NAME}, an expert Vedic astrologer. The visitor has not given birth details, so no chart was computed. ` +
  'Answer general astrology questions in Markdown, point-wise and concise, and ask for the date, time and place of birth before reading any chart.';

/** Words per streamed chunk of the built-in reader. */
const READER_WORDS_PER_CHUNK = 3;

const wantsJson = (request: HttpRequest) => {
  const accept = request.headers.get('accept') ?? '';
  return accept.includes('application/json') && !accept.includes('text/event-stream');
};

const failureResponse = (f: RelayFailure): HttpResponseInit => errorResponse(f.status, f.message);

async function* fromArray(items: string[]): AsyncGenerator<string, void, undefined> {
  for (const item of items) yield item;
}

/** The contract (see module comment). */
export const chatContract = {
  ...apiRoute('chat'),
  summary: 'Chat about the chart: Server-Sent Events, or {reply} with Accept: application/json',
  body: chatBodySchema,
  maxBodyBytes: MAX_CHAT_BODY_BYTES,
  cache: 'no-store',
  responses: {
    200: {
      description: 'Server-Sent Events of {delta} … {done: true}; with Accept: application/json, the JSON {reply, claims?}.',
      stream: chatFrameSchema,
      json: chatReplySchema,
    },
    400: 'Bad body.',
    413: 'Body larger than 64 KiB, or a conversation longer than allowed.',
    500: 'Failed to generate content.',
    502: 'Provider overloaded.',
    503: 'Provider timed out.',
  },
} satisfies RouteContract;

/** Builds the handler around its dependencies. */
export function createChatHandler(deps: ChatDependencies): HttpHandler {
  return routeHandler(chatContract, async ({ body }, request, context): Promise<HttpResponseInit> => {
    const parsed = { data: body! };
    const turns = checkConversation(parsed.data.conversationHistory);
    if (!Array.isArray(turns)) throw new Refusal(turns);

    let provider: ProviderConfig | null;
    try {
      provider = readProviderConfig(deps.env);
    } catch (error) {
      context.error(`chat: provider misconfigured: ${(error as Error).message}`);
      return errorResponse(500, 'Failed to generate content');
    }

    const locale = parsed.data.locale ?? DEFAULT_LOCALE;
    const now = deps.now();
    let chart: ChartModel | null = null;
    if (parsed.data.chart !== undefined) {
      try {
        chart = await deps.chartFor(parsed.data.chart, now);
      } catch (error) {
        if (error instanceof ChatBirthError) throw new Refusal({ field: error.field, message: error.message, ...error.problem });
        context.error('chat: chart computation failed', error);
        return errorResponse(500);
      }
    }
    if (parsed.data.match !== undefined) {
      // A conversation about a Kundali match: the match is recomputed here, like the chart.
      let system: string;
      let reply: string;
      try {
        const match = matchForChat(parsed.data.match);
        system = buildMatchSystemPrompt(match, PRODUCT_NAME);
        // The built-in reader answers in the page's language, from the match worded in it (the model's facts stay English).
        const worded = locale === 'en' || provider ? match : matchForChat(parsed.data.match, locale);
        reply = answerMatchQuestion(worded, turns[turns.length - 1]!.content, {
          firstReply: !turns.some((t) => t.role === 'assistant'),
          locale,
          earlierAnswers: turns.flatMap((t) => (t.role === 'assistant' ? [t.content] : [])),
        });
      } catch (error) {
        if (error instanceof ChatBirthError) throw new Refusal({ field: error.field, message: error.message, ...error.problem });
        throw error;
      }
      return provider ? relay(provider, withVisitorLanguage(system, locale), turns, request, context, deps) : builtInReply(reply, request);
    }
    if (!provider) return builtIn(chart ? withPromptSafeName(chart) : null, turns, request, locale);
    if (!chart) return relay(provider, withVisitorLanguage(NO_CHART_PROMPT, locale), turns, request, context, deps);
    // With a chart the model may look things up (tool-loop.ts); servers without tools fall back to the prompt alone.
    const prompt = buildSystemPrompt(withPromptSafeName(chart), PRODUCT_NAME);
    const tools: ToolLoopOptions = {
      context: {
        chart,
        birth: parsed.data.chart as Record<string, unknown>,
        savedPeople: () => (deps.savedPeople ? deps.savedPeople(request, now) : Promise.resolve(null)),
      },
      providerKey: providerKeyOf(provider),
      toolsSystem: withVisitorLanguage(`${prompt}\n${TOOLS_GUIDE}`, locale),
      ...(deps.toolLimits ? { limits: deps.toolLimits } : {}),
      onToolRun: (name, ms, chars) => context.log(`chat: tool ${name} ${Math.round(ms)} ms, ${chars} chars`),
      onFault: (error) => context.error('chat: tool failed', error),
      onFallback: () => context.warn(`chat: ${describeProvider(provider)} refused tools; prompt-only from now on`),
    };
    return relay(provider, withVisitorLanguage(prompt, locale), turns, request, context, deps, tools, { chart, locale });
  });
}

/** The built-in reader's answer, streamed in small chunks (or whole in JSON mode). */
function builtIn(chart: ChartModel | null, turns: ClientMessage[], request: HttpRequest, locale: Locale): HttpResponseInit {
  const question = turns[turns.length - 1]!.content;
  const firstReply = !turns.some((t) => t.role === 'assistant');
  // Earlier questions let a follow-up ("and in 2032?") keep its topic and time; earlier answers keep "tell me more" from repeating them.
  const earlierQuestions = turns.slice(0, -1).flatMap((t) => (t.role === 'user' ? [t.content] : []));
  const earlierAnswers = turns.slice(0, -1).flatMap((t) => (t.role === 'assistant' ? [t.content] : []));
  const reply = chart
    ? composeReading(chart, question, { firstReply, locale, earlierQuestions, earlierAnswers, extraTopics: [depthReading] })
    : readerText(locale).noChart;
  // The reader is built from the chart; the check still runs, so every answer shows what was checked.
  return builtInReply(reply, request, chart ? checkClaims(reply, chart, { locale }) : undefined);
}

/** A built-in answer, streamed in small chunks (or whole in JSON mode). */
function builtInReply(reply: string, request: HttpRequest, claims?: ClaimReport): HttpResponseInit {
  const headers = { 'x-chat-engine': 'built-in' };
  if (wantsJson(request)) return ok({ reply, ...(claims ? { claims } : {}) }, { ...headers, 'cache-control': 'no-store' });
  const [first, ...rest] = chunkText(reply, READER_WORDS_PER_CHUNK);
  const body = sseStream(
    first ?? null,
    fromArray(rest),
    () => ({ status: 500, error: 'Internal Server Error', message: 'Failed to generate content' }),
    () => {},
    async () => (claims ? [{ claims }] : []),
  );
  return { status: 200, headers: { ...SSE_HEADERS, ...headers }, body };
}

/** Longest birth name that enters a prompt, characters. */
export const MAX_PROMPT_NAME_CHARS = 60;

/** The chart with its name on one line (control characters and line breaks → spaces) and bounded, so it cannot add prompt structure. */
export function withPromptSafeName(chart: ChartModel): ChartModel {
  const name = chart.input.name;
  if (name === undefined) return chart;
  const safe = name
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_PROMPT_NAME_CHARS);
  return safe === name ? chart : { ...chart, input: { ...chart.input, name: safe } };
}

/** Which server and model a reply goes to: the key under which "this server has no tools" is remembered. */
const providerKeyOf = (p: ProviderConfig) =>
  p.kind === 'azure' ? `azure|${p.endpoint}|${p.deployment}` : `openai|${p.baseURL ?? 'api.openai.com'}|${p.model}`;

/** Collects the text an async source yields while passing it on. */
async function* tee(source: AsyncGenerator<string, void, undefined>, sink: { text: string }): AsyncGenerator<string, void, undefined> {
  for await (const delta of source) {
    sink.text += delta;
    yield delta;
  }
}

/**
 * The language-model relay; with `tools`, through the tool loop; with `claims`, the finished
 * answer is checked against the chart (claim-pass.ts) before the reply is final.
 */
async function relay(
  provider: ProviderConfig,
  system: string,
  turns: ClientMessage[],
  request: HttpRequest,
  context: InvocationContext,
  deps: ChatDependencies,
  tools?: ToolLoopOptions,
  claims?: Pick<ClaimPass, 'chart' | 'locale'>,
): Promise<HttpResponseInit> {
  const startedMs = Date.now();
  const messages: ProviderMessage[] = [{ role: 'system', content: system }, ...turns];
  const client = createProviderClient(provider, deps.timeoutMs);
  const abort = new AbortController();
  // The visitor leaving before the first token cancels the upstream call (and its retry) at once.
  const gone = signalFor(request);
  if (gone?.aborted) abort.abort();
  gone?.addEventListener('abort', () => abort.abort(), { once: true });
  // The upstream's own error text may echo keys or prompts: only its class and status are logged.
  const logFailure = (error: unknown, failure: RelayFailure) => context.warn(upstreamLogLine(error, failure));
  // One correction round, without tools, within what is left of the reply's deadline.
  const pass: ClaimPass | null = claims
    ? {
        ...claims,
        correct: (answer, ask, timeoutMs) =>
          completeOnce(
            client,
            provider.model,
            [...messages, { role: 'assistant', content: answer }, { role: 'user', content: ask }],
            Math.min(deps.timeoutMs, timeoutMs),
            abort.signal,
          ),
        remainingMs: () => startedMs + STREAM_DEADLINE_MS - Date.now(),
        onCorrectionFailed: (error) => context.warn(upstreamLogLine(error, mapUpstreamError(error))),
      }
    : null;
  if (wantsJson(request)) {
    try {
      const reply = await completeWithRetry(client, provider.model, messages, deps.timeoutMs, abort.signal, tools);
      if (!pass) return ok({ reply }, { 'cache-control': 'no-store' });
      const outcome = await settleClaims(reply, pass);
      return ok({ reply: outcome.replace ?? reply, claims: outcome.report }, { 'cache-control': 'no-store' });
    } catch (error) {
      const failure = mapUpstreamError(error);
      logFailure(error, failure);
      return failureResponse(failure);
    }
  }
  let opened;
  try {
    opened = await openRelayStream(client, provider.model, messages, deps.timeoutMs, abort.signal, tools);
  } catch (error) {
    const failure = mapUpstreamError(error);
    logFailure(error, failure);
    return failureResponse(failure);
  }
  const toError = (error: unknown) => {
    const failure = mapUpstreamError(error);
    logFailure(error, failure);
    return { status: failure.status, error: failure.error, message: failure.message };
  };
  const answer = { text: opened.first ?? '' };
  const closing = async () => (pass ? claimFrames(await settleClaims(answer.text, pass)) : []);
  return {
    status: 200,
    headers: { ...SSE_HEADERS },
    body: sseStream(opened.first, tee(opened.rest, answer), toError, () => abort.abort(), closing),
  };
}

/** The production handler: process.env, the real clock, the engine. */
export const chat = createChatHandler({
  env: process.env,
  chartFor: chartForChat,
  now: () => new Date(),
  savedPeople: savedPeopleFor,
  // Optional override for slow local models; capped so two attempts stay within 25 s.
  timeoutMs: Math.min(Number(process.env.CHAT_UPSTREAM_TIMEOUT_MS) || DEFAULT_ATTEMPT_TIMEOUT_MS, MAX_ATTEMPT_TIMEOUT_MS),
});

export const chatRoute = routeRow(chatContract, chat);
