import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './support/chromium';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // A stray test.only would quietly skip every other test: refuse to run instead.
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: '../reports/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  webServer: {
    command: 'node --import tsx start-test-server.ts',
    cwd: __dirname,
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    // A WhatsApp number, as a deployment sets one: the sweeps check the chat links it adds.
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      METRICS_ADDR: 'off',
      WHATSAPP_NUMBER: '+91 98480 21200',
    },
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
