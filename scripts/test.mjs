// `npm test`: every unit, component and database test (Vitest), then the Chromium end-to-end specs
// (Playwright) against a freshly built app. `--db-only` runs just the database suites (*.db.test.ts),
// which use PostgreSQL when DATABASE_URL is set. Prints one closing line: "tests: N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// Not test-results/: Playwright empties that folder when it starts.
const resultsDir = join(root, '.test-reports');
mkdirSync(resultsDir, { recursive: true });
const node = process.execPath;

function runStep(name, args) {
  console.log(`\n▶ ${name}`);
  const { status } = spawnSync(node, args, { cwd: root, stdio: 'inherit', env: process.env });
  return status === 0;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

const vitestReport = join(resultsDir, 'vitest.json');
const playwrightReport = join(resultsDir, 'playwright.json');

const dbOnly = process.argv.includes('--db-only');
rmSync(vitestReport, { force: true });
rmSync(playwrightReport, { force: true });

const unitOk = runStep(dbOnly ? 'Vitest: database suites' : 'Vitest: unit, component and database tests', [
  'node_modules/vitest/vitest.mjs',
  'run',
  ...(dbOnly ? ['.db.test'] : []),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const buildOk = dbOnly || runStep('Build the web app', ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn']);
const e2eOk =
  dbOnly || (buildOk && runStep('Playwright: end-to-end in Chromium', ['node_modules/@playwright/test/cli.js', 'test']));

const vitest = readJson(vitestReport);
const playwright = existsSync(playwrightReport) ? readJson(playwrightReport) : undefined;
const passed =
  (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0) + (playwright?.stats?.flaky ?? 0);
const failedTests = (vitest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0);
const skipped = (vitest?.numPendingTests ?? 0) + (playwright?.stats?.skipped ?? 0);
const allOk = unitOk && buildOk && e2eOk;
// A step that failed without failing a test (a build error, a suite that could not load) still counts as one failure.
const failed = allOk || failedTests > 0 ? failedTests : 1;

console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(allOk ? 0 : 1);
