/**
 * Which language-model provider the chat relay talks to, read from the environment only.
 * Keys never leave the server: the site bundle and the browser never see these settings.
 */

/** An OpenAI or OpenAI-compatible server (Ollama, vLLM, llama.cpp, LM Studio …). */
export interface OpenAiProviderConfig {
  kind: 'openai';
  apiKey: string;
  /** Base URL of an OpenAI-compatible API (e.g. `http://127.0.0.1:11434/v1`); undefined = api.openai.com. */
  baseURL: string | undefined;
  model: string;
}

/** An Azure OpenAI deployment. */
export interface AzureProviderConfig {
  kind: 'azure';
  endpoint: string;
  apiKey: string;
  deployment: string;
  apiVersion: string;
  /** Azure routes by deployment; the model name sent is the deployment name. */
  model: string;
}

/** The configured provider. */
export type ProviderConfig = OpenAiProviderConfig | AzureProviderConfig;

/** Model used when `OPENAI_MODEL` is unset: small, cheap and good at following a long system prompt. */
export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';
/** Azure API version used when `AZURE_OPENAI_API_VERSION` is unset (a GA version with chat streaming). */
export const DEFAULT_AZURE_API_VERSION = '2024-10-21';

/** Thrown when the environment names a provider but leaves out a setting it needs. */
export class ProviderConfigError extends Error {
  constructor(readonly setting: string) {
    super(`Provider setting ${setting} is missing or empty.`);
    this.name = 'ProviderConfigError';
  }
}

const read = (env: Record<string, string | undefined>, name: string): string | undefined => {
  const value = env[name]?.trim();
  return value ? value : undefined;
};

/**
 * Reads the provider from `env`: Azure when `AZURE_OPENAI_ENDPOINT` is set (then key and deployment
 * are required), else OpenAI when `OPENAI_API_KEY` is set, else null (the built-in reader answers).
 * `OPENAI_BASE_URL` alone (a local server that needs no key) also counts, with a placeholder key.
 */
export function readProviderConfig(env: Record<string, string | undefined>): ProviderConfig | null {
  const endpoint = read(env, 'AZURE_OPENAI_ENDPOINT');
  if (endpoint) {
    const apiKey = read(env, 'AZURE_OPENAI_API_KEY');
    if (!apiKey) throw new ProviderConfigError('AZURE_OPENAI_API_KEY');
    const deployment = read(env, 'AZURE_OPENAI_DEPLOYMENT');
    if (!deployment) throw new ProviderConfigError('AZURE_OPENAI_DEPLOYMENT');
    return {
      kind: 'azure',
      endpoint,
      apiKey,
      deployment,
      apiVersion: read(env, 'AZURE_OPENAI_API_VERSION') ?? DEFAULT_AZURE_API_VERSION,
      model: deployment,
    };
  }
  const apiKey = read(env, 'OPENAI_API_KEY');
  const baseURL = read(env, 'OPENAI_BASE_URL');
  if (!apiKey && !baseURL) return null;
  // Local OpenAI-compatible servers (Ollama, llama.cpp) accept any bearer token.
  return { kind: 'openai', apiKey: apiKey ?? 'not-needed', baseURL, model: read(env, 'OPENAI_MODEL') ?? DEFAULT_OPENAI_MODEL };
}

/** A label safe to log or show (never the key): e.g. `openai gpt-4o-mini`. */
export function describeProvider(config: ProviderConfig | null): string {
  if (!config) return 'built-in reader';
  return config.kind === 'azure' ? `azure ${config.deployment}` : `openai ${config.model}`;
}
