import { defineConfig, devices } from '@playwright/test';
import { join } from 'node:path';
import { tmpdir } from 'node:os';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
// A fresh embedded database for every run, so specs never depend on what an earlier run left.
const dataDir = join(tmpdir(), `scribewell-e2e-${process.pid}-${Date.now()}`);

export default defineConfig({
  // Platform specs in e2e/, each tool's own in src/tools/<id>/e2e/ (issue 32). Only *.spec.ts: Vitest's
  // *.test.ts files stay Vitest's, and Vitest picks up no .spec.ts (vitest.config.ts includes *.test.* only).
  testDir: '.',
  testMatch: ['e2e/**/*.spec.ts', 'src/tools/*/e2e/**/*.spec.ts'],
  // Several specs take 30–55 s on a busy 2-core CI machine (sign-up, a tool run, several pages): a
  // minute left no margin there, and a timed-out spec fails even when every step was right.
  timeout: 120_000,
  // An assertion waits up to 20 s: the CI machine has been 2–3× slower than an idle one (other work on
  // the host), and a passing assertion returns as soon as it holds, so this costs nothing when all is well.
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 2,
  // No blanket retry (issue 32): a spec that fails once is a failure to fix, not to hide.
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '.test-reports/playwright.json' }]],
  use: {
    baseURL,
    // Recording a trace of every spec (DOM snapshots per action, screencast frames) to keep only the failed
    // ones' costs CPU the CI's two cores are short of; there a failure keeps its screenshot and
    // error-context.md. Locally every failure keeps its trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // As `npm start` runs it: the engine threads load their precompiled bundles (built first when missing or
    // older than their sources), not TypeScript through a loader in every thread. Then node by `exec`, not
    // an npm wrapper, so no child outlives the run with the data folder open.
    command: 'node scripts/build-if-stale.mjs --engines-only && exec node --import tsx src/server/main.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      BASE_URL: baseURL,
      DATABASE_URL: '',
      SCRIBEWELL_ENGINE_BUNDLES: 'dist/engines',
      // Parallel work trees build into their own folder (vite build --outDir) and point the server at it.
      ...(process.env.WEB_DIR ? { WEB_DIR: process.env.WEB_DIR } : {}),
      AUTH_RATE_LIMIT_MAX: '1000',
      GUEST_RATE_LIMIT_MAX: '1000',
      // The specs pay with the test-mode checkout (card 4242…), which is off unless asked for.
      BILLING_SANDBOX: 'true',
    },
  },
});
