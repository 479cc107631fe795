import { defineConfig } from '@playwright/test';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Debian's Chromium: Playwright cannot download its own browser here (see README).
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(executablePath)) {
  throw new Error(`Chromium not found at ${executablePath}. Install it (apt-get install -y chromium) or set CHROMIUM_PATH.`);
}
const PORT = Number(process.env.E2E_PORT ?? 7181);
// Each run gets its own embedded storage (Azurite data) and email outbox; specs read the outbox by this variable.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'kundali-e2e-'));
const DATA_DIR = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // The site registers a service worker on every page; a spec's route mocks must see every request, so the
    // worker is blocked except where a spec asks for it (tests/e2e/offline.spec.ts).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: `tsx functions/host/start.ts`,
    env: {
      PORT: String(PORT),
      AZURITE_LOCATION: join(DATA_DIR, 'azurite'),
      AZURITE_TABLE_PORT: '0',
      EMAIL_OUTBOX_DIR: join(DATA_DIR, 'outbox'),
      // Every spec's accounts come from 127.0.0.1: more than the default 10 sign-ups an hour (accounts-attacks.test.ts tests the limit).
      SIGNUP_IP_PER_HOUR: '100',
      ...(process.env.STATIC_DIR ? { STATIC_DIR: process.env.STATIC_DIR } : {}),
    },
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
