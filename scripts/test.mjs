// `npm test`: the guard rails first (ESLint, including the layer rule, and the type check, side by side: a broken
// build fails in a minute, not after the end-to-end run), then every unit, component and database test
// (Vitest), then the Chromium end-to-end specs (Playwright) against a freshly built app. A failed
// check stops the run and counts as one failure. `--db-only` runs just the database suites
// (*.db.test.ts), which use PostgreSQL when DATABASE_URL is set, without the checks.
// Prints one closing line: "tests: N passed, N failed, N skipped".
import { Buffer } from 'node:buffer';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// Not test-results/: Playwright empties that folder when it starts.
const resultsDir = join(root, '.test-reports');
mkdirSync(resultsDir, { recursive: true });
const node = process.execPath;

function runStep(name, args, env = {}) {
  console.log(`\n▶ ${name}`);
  const { status } = spawnSync(node, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return status === 0;
}

/**
 * Steps that each use about one core, run side by side; each one's output is printed whole when it
 * ends, so the two never interleave. Lint and typecheck together save ~30 s of the CI run.
 */
function runStepsTogether(steps) {
  return Promise.all(
    steps.map(
      ([name, args]) =>
        new Promise((resolve) => {
          const child = spawn(node, args, { cwd: root, env: process.env });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
          child.on('close', (code) => {
            console.log(`\n▶ ${name}`);
            process.stdout.write(Buffer.concat(output));
            resolve(code === 0);
          });
        }),
    ),
  );
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

const vitestReport = join(resultsDir, 'vitest.json');
const vitestRetried = join(resultsDir, 'vitest-retried.json');
const playwrightReport = join(resultsDir, 'playwright.json');

const dbOnly = process.argv.includes('--db-only');
rmSync(vitestReport, { force: true });
rmSync(playwrightReport, { force: true });
rmSync(vitestRetried, { force: true });

// Both checks run even when the first fails, so one run reports every kind of breakage.
const failedChecks = dbOnly
  ? 0
  : (
      await runStepsTogether([
        ['ESLint (npm run lint)', ['node_modules/eslint/bin/eslint.js', '.']],
        ['TypeScript (npm run typecheck)', ['node_modules/typescript/bin/tsc', '--noEmit', '-p', 'tsconfig.json']],
      ])
    ).filter((ok) => !ok).length;
if (failedChecks > 0) {
  console.log(`\ntests: 0 passed, ${failedChecks} failed, 0 skipped`);
  process.exit(1);
}

const unitOk = runStep(dbOnly ? 'Vitest: database suites' : 'Vitest: unit, component and database tests', [
  'node_modules/vitest/vitest.mjs',
  'run',
  ...(dbOnly ? ['.db.test'] : []),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
  '--reporter=./scripts/retried-tests-reporter.mjs',
], { RETRIED_TESTS_FILE: vitestRetried });
const buildOk = dbOnly || runStep('Build the web app', ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn']);
const e2eOk =
  dbOnly || (buildOk && runStep('Playwright: end-to-end in Chromium', ['node_modules/@playwright/test/cli.js', 'test']));

function firstLine(message) {
  return (message ?? '').split('\n')[0].slice(0, 300);
}

/** Titles of the Playwright tests whose outcome is `outcome` ('unexpected': failed; 'flaky': passed on a retry). */
function listPlaywrightTests(suites, outcome, path = []) {
  return (suites ?? []).flatMap((suite) => {
    const here = suite.title ? [...path, suite.title] : path;
    const own = (suite.specs ?? []).flatMap((spec) =>
      spec.tests.some((test) => test.status === outcome) ? [[...here, spec.title].join(' › ')] : [],
    );
    return [...own, ...listPlaywrightTests(suite.suites, outcome, here)];
  });
}

const vitest = readJson(vitestReport);
const playwright = existsSync(playwrightReport) ? readJson(playwrightReport) : undefined;
const passed =
  (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0) + (playwright?.stats?.flaky ?? 0);
const failedTests = (vitest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0);
const skipped = (vitest?.numPendingTests ?? 0) + (playwright?.stats?.skipped ?? 0);
const allOk = unitOk && buildOk && e2eOk;
// A step that failed without failing a test (a build error, a suite that could not load) still counts as one failure.
const failed = allOk || failedTests > 0 ? failedTests : 1;

// The CI log keeps only the end of the output: name what failed, and what passed only on a retry, here.
const failedNames = [
  ...(vitest?.testResults ?? []).flatMap((file) => {
    const tests = file.assertionResults.filter((test) => test.status === 'failed');
    const where = relative(root, file.name);
    // A file that failed outside its tests (it could not load, a hook threw) has only its message.
    if (tests.length === 0 && file.status === 'failed') return [`${where}: ${firstLine(file.message)}`];
    return tests.map((test) => `${where} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
  }),
  ...listPlaywrightTests(playwright?.suites, 'unexpected'),
];
const retriedNames = [...(readJson(vitestRetried) ?? []), ...listPlaywrightTests(playwright?.suites, 'flaky')];
if (failedNames.length > 0) console.log(`\nFailed:\n${failedNames.map((name) => `  ✗ ${name}`).join('\n')}`);
if (retriedNames.length > 0) console.log(`\nPassed only on a retry:\n${retriedNames.map((name) => `  ↻ ${name}`).join('\n')}`);

console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(allOk ? 0 : 1);
