/**
 * The tool loop of the relay: the model is offered the chat's tools (tools.ts); when a response
 * calls tools, the relay runs them on the server, appends the calls and their results to the
 * conversation and asks again, until a response answers in text. Text is streamed to the
 * visitor as it comes, from whichever round produces it.
 *
 * Bounds (CHAT_TOOL_LIMITS): at most `maxRounds` responses may call tools and at most
 * `maxCallsPerRound` calls run per response; after the rounds or `toolBudgetMs` the model is
 * asked to answer with `tool_choice: "none"`. Every request shares the reply's one deadline
 * (STREAM_DEADLINE_MS), so tools never stretch a reply past it. Results are size-capped by tools.ts.
 *
 * Fallback: a server that refuses the `tools` parameter (Ollama models without tool support,
 * vLLM without `--enable-auto-tool-choice`, llama.cpp without `--jinja`: a 4xx/5xx naming tools)
 * is asked again without tools — today's prompt-only mode — and remembered for the life of the
 * process, so later replies go straight to prompt-only.
 */
import OpenAI from 'openai';
import type { ChatCompletionMessageFunctionToolCall, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { CHAT_TOOL_LIMITS } from '../../../shared/contracts/chat-tools';
import { completeOnce, streamCompletion, type ProviderMessage, type ToolRound } from './client';
import { EmptyReplyError } from './errors';
import { CHAT_TOOL_DEFINITIONS, runChatTool, type ChatToolContext } from './tools';

/** The limits of the loop (tests shrink them). */
export type ToolLimits = { [K in keyof typeof CHAT_TOOL_LIMITS]: number };

/** What the loop needs besides the provider call. */
export interface ToolLoopOptions {
  context: ChatToolContext;
  /** Identifies the provider (kind, address, model) for the per-process "no tools" memory. */
  providerKey: string;
  /** The system turn when tools are offered (the prompt with how to use them); `messages` carry the prompt-only one. */
  toolsSystem?: string;
  limits?: ToolLimits;
  /** Milliseconds clock for the tool budget (tests pass their own). */
  nowMs?: () => number;
  /** Each tool run, for the server log: name, milliseconds, result characters. */
  onToolRun?(name: string, ms: number, resultChars: number): void;
  /** An engine fault inside a tool (the model is told the tool failed). */
  onFault?(error: unknown): void;
  /** The provider refused tools: the reply goes on in prompt-only mode. */
  onFallback?(): void;
}

/** Providers (by `providerKey`) found not to support tools, for the life of this process. */
const toolsUnsupported = new Set<string>();

/** Forgets what was learnt about tool support (tests). */
export function forgetToolSupport(): void {
  toolsUnsupported.clear();
}

/** Upstream statuses with which servers refuse a `tools` parameter they cannot handle. */
const REFUSAL_STATUSES = new Set([400, 404, 405, 422, 500, 501]);

/** True for an upstream refusal of the tools themselves (see the file comment), not of the conversation. */
export function isToolsUnsupportedError(error: unknown): boolean {
  if (!(error instanceof OpenAI.APIError) || !REFUSAL_STATUSES.has(error.status ?? 0)) return false;
  const text = `${error.message} ${JSON.stringify(error.error ?? '')}`;
  return /\btools?\b|tool[_ ]choice|function[_ ]call/i.test(text);
}

/** The conversation for a tool-enabled request: the system turn replaced by `toolsSystem`. */
function withToolsSystem(messages: readonly ProviderMessage[], toolsSystem: string | undefined): ChatCompletionMessageParam[] {
  return messages.map((m, i) =>
    i === 0 && m.role === 'system' && toolsSystem !== undefined
      ? { role: 'system', content: toolsSystem }
      : ({ ...m } as ChatCompletionMessageParam),
  );
}

/** Runs the calls of one response and appends the assistant turn and one `tool` turn per call. */
async function runCalls(
  conversation: ChatCompletionMessageParam[],
  text: string,
  calls: ChatCompletionMessageFunctionToolCall[],
  options: ToolLoopOptions,
  limits: ToolLimits,
  nowMs: () => number,
): Promise<void> {
  conversation.push({ role: 'assistant', content: text === '' ? null : text, tool_calls: calls });
  for (const [i, call] of calls.entries()) {
    const started = nowMs();
    const content =
      i < limits.maxCallsPerRound
        ? await runChatTool(call.function.name, call.function.arguments, options.context, options.onFault, limits.maxResultChars)
        : JSON.stringify({ error: `calls: at most ${limits.maxCallsPerRound} tool calls are run per turn; ask again for this one` });
    options.onToolRun?.(call.function.name, nowMs() - started, content.length);
    conversation.push({ role: 'tool', tool_call_id: call.id, content });
  }
}

/** The tool side of round `round`, and where its calls land. */
function roundOf(round: number, startedMs: number, limits: ToolLimits, nowMs: () => number) {
  let calls: ChatCompletionMessageFunctionToolCall[] = [];
  const mayCall = round <= limits.maxRounds && nowMs() - startedMs < limits.toolBudgetMs;
  const toolRound: ToolRound = {
    tools: CHAT_TOOL_DEFINITIONS,
    choice: mayCall ? 'auto' : 'none',
    onToolCalls: (c) => {
      calls = c;
    },
  };
  return { mayCall, toolRound, calls: () => calls };
}

/**
 * Streams the reply's text deltas through the tool loop (see the file comment). Errors are the
 * provider's (map them with mapUpstreamError), except a refusal of tools in the first round.
 */
export async function* streamWithTools(
  client: OpenAI,
  model: string,
  messages: readonly ProviderMessage[],
  timeoutMs: number,
  signal: AbortSignal | undefined,
  deadlineAt: number,
  options: ToolLoopOptions,
): AsyncGenerator<string, void, undefined> {
  if (toolsUnsupported.has(options.providerKey)) {
    yield* streamCompletion(client, model, messages, timeoutMs, signal, deadlineAt);
    return;
  }
  const limits = options.limits ?? CHAT_TOOL_LIMITS;
  const nowMs = options.nowMs ?? Date.now;
  const startedMs = nowMs();
  const conversation = withToolsSystem(messages, options.toolsSystem);
  let relayed = 0;
  for (let round = 1; ; round++) {
    const { mayCall, toolRound, calls } = roundOf(round, startedMs, limits, nowMs);
    let text = '';
    // Text said before an earlier round's tool calls ("Let me look that up.") stays a paragraph of its own.
    const gap = relayed > 0 ? '\n\n' : '';
    try {
      for await (const delta of streamCompletion(client, model, conversation, timeoutMs, signal, deadlineAt, toolRound)) {
        if (text === '' && gap) yield gap;
        text += delta;
        relayed += delta.length;
        yield delta;
      }
    } catch (error) {
      if (round === 1 && text === '' && isToolsUnsupportedError(error)) {
        toolsUnsupported.add(options.providerKey);
        options.onFallback?.();
        yield* streamCompletion(client, model, messages, timeoutMs, signal, deadlineAt);
        return;
      }
      throw error;
    }
    if (calls().length === 0) return;
    // Told to answer but called tools anyway: what it said is the answer, if anything.
    if (!mayCall) {
      if (relayed === 0) throw new EmptyReplyError();
      return;
    }
    if (signal?.aborted) return;
    await runCalls(conversation, text, calls(), options, limits, nowMs);
  }
}

/** The whole reply through the tool loop, without streaming (JSON mode). */
export async function completeWithTools(
  client: OpenAI,
  model: string,
  messages: readonly ProviderMessage[],
  timeoutMs: number,
  signal: AbortSignal | undefined,
  options: ToolLoopOptions,
): Promise<string> {
  if (toolsUnsupported.has(options.providerKey)) return completeOnce(client, model, messages, timeoutMs, signal);
  const limits = options.limits ?? CHAT_TOOL_LIMITS;
  const nowMs = options.nowMs ?? Date.now;
  const startedMs = nowMs();
  const conversation = withToolsSystem(messages, options.toolsSystem);
  let said = '';
  for (let round = 1; ; round++) {
    const { mayCall, toolRound, calls } = roundOf(round, startedMs, limits, nowMs);
    let text: string;
    try {
      text = await completeOnce(client, model, conversation, timeoutMs, signal, toolRound);
    } catch (error) {
      if (round === 1 && isToolsUnsupportedError(error)) {
        toolsUnsupported.add(options.providerKey);
        options.onFallback?.();
        return completeOnce(client, model, messages, timeoutMs, signal);
      }
      throw error;
    }
    said += said !== '' && text !== '' ? `\n\n${text}` : text;
    if (calls().length === 0) return said;
    if (!mayCall) {
      if (said.trim() === '') throw new EmptyReplyError();
      return said;
    }
    if (signal?.aborted) return said;
    await runCalls(conversation, text, calls(), options, limits, nowMs);
  }
}
