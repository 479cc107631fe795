/** Provider selection from the environment, and the Azure OpenAI client against the fake server. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeOpenAiServer } from '../../../tests/support/fake-openai';
import { createProviderClient } from './client';
import { DEFAULT_AZURE_API_VERSION, DEFAULT_OPENAI_MODEL, describeProvider, ProviderConfigError, readProviderConfig } from './config';
import { openRelayStream } from './relay';

describe('readProviderConfig', () => {
  it('no settings → null (the built-in reader answers)', () => {
    expect(readProviderConfig({})).toBeNull();
    expect(readProviderConfig({ OPENAI_API_KEY: '  ', OPENAI_MODEL: 'x' })).toBeNull();
    expect(describeProvider(null)).toBe('built-in reader');
  });

  it('OPENAI_API_KEY with optional base URL and model', () => {
    expect(readProviderConfig({ OPENAI_API_KEY: 'k' })).toEqual({
      kind: 'openai',
      apiKey: 'k',
      baseURL: undefined,
      model: DEFAULT_OPENAI_MODEL,
    });
    expect(readProviderConfig({ OPENAI_API_KEY: 'k', OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1', OPENAI_MODEL: 'llama3.1' })).toEqual({
      kind: 'openai',
      apiKey: 'k',
      baseURL: 'http://127.0.0.1:11434/v1',
      model: 'llama3.1',
    });
  });

  it('a local OpenAI-compatible server needs no key', () => {
    expect(readProviderConfig({ OPENAI_BASE_URL: 'http://127.0.0.1:8080/v1' })).toMatchObject({ kind: 'openai', apiKey: 'not-needed' });
  });

  it('Azure wins when its endpoint is set, and names a missing setting', () => {
    const env = {
      AZURE_OPENAI_ENDPOINT: 'https://x.openai.azure.com',
      AZURE_OPENAI_API_KEY: 'a',
      AZURE_OPENAI_DEPLOYMENT: 'chat',
      OPENAI_API_KEY: 'k',
    };
    expect(readProviderConfig(env)).toEqual({
      kind: 'azure',
      endpoint: 'https://x.openai.azure.com',
      apiKey: 'a',
      deployment: 'chat',
      apiVersion: DEFAULT_AZURE_API_VERSION,
      model: 'chat',
    });
    expect(() => readProviderConfig({ AZURE_OPENAI_ENDPOINT: 'https://x', AZURE_OPENAI_API_KEY: 'a' })).toThrow(
      new ProviderConfigError('AZURE_OPENAI_DEPLOYMENT'),
    );
    expect(() => readProviderConfig({ AZURE_OPENAI_ENDPOINT: 'https://x' })).toThrow(/AZURE_OPENAI_API_KEY/);
  });
});

describe('Azure OpenAI client', () => {
  const fake = new FakeOpenAiServer();
  beforeAll(async () => {
    await fake.start();
  });
  afterAll(async () => {
    await fake.stop();
  });

  it('streams from /openai/deployments/{deployment}/chat/completions with the api-key header and api-version', async () => {
    const endpoint = fake.url.replace(/\/v1$/, '');
    const config = readProviderConfig({
      AZURE_OPENAI_ENDPOINT: endpoint,
      AZURE_OPENAI_API_KEY: 'azure-test-key',
      AZURE_OPENAI_DEPLOYMENT: 'kundali-chat',
    })!;
    const client = createProviderClient(config, 2_000);
    const opened = await openRelayStream(client, config.model, [{ role: 'user', content: 'Hi' }], 2_000);
    let text = opened.first ?? '';
    for await (const delta of opened.rest) text += delta;
    expect(text).toContain('Namaste!');
    const request = fake.requests[0]!;
    expect(request.path).toBe('/openai/deployments/kundali-chat/chat/completions');
    expect(request.headers['api-key']).toBe('azure-test-key');
  });
});
