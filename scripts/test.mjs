// The test runner behind three npm scripts:
//
//   npm run check   ESLint, the type check and the unit tests (Vitest project "unit": no database,
//                   no browser, no worker thread, no model load), side by side: the loop to run before
//                   every commit, under 3 minutes on 2 cores.
//   npm test        everything: the check, then the database suites (PGlite, or PostgreSQL when
//                   DATABASE_URL is set) and the slow suites (engine threads, models, child processes),
//                   then the Chromium end-to-end specs (Playwright) against a freshly built app.
//   npm run test:db just the database suites (*.db.test.ts), without the checks.
//
// A failed ESLint or type check stops `npm test` after the check stage (a broken build fails in
// minutes, not after the end-to-end run); failed tests do not, so one run reports every failure.
// No step retries a test (issue 32). Prints one closing line: "tests: N passed, N failed, N skipped".
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeToolIndexes } from './generate-tool-index.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// The lists of tool servers and tables are derived, not committed: ESLint, tsc and the server read them.
writeToolIndexes(root);
// Not test-results/: Playwright empties that folder when it starts.
const resultsDir = join(root, '.test-reports');
mkdirSync(resultsDir, { recursive: true });
// Caches that make the second check of a work tree fast (ESLint skips unchanged files, tsc re-checks
// what changed); a fresh clone (CI) runs cold.
const cacheDir = join(root, 'node_modules', '.cache', 'scribewell');
const node = process.execPath;

const mode = process.argv.includes('--check') ? 'check' : process.argv.includes('--db-only') ? 'db' : 'all';

const reports = {
  unit: join(resultsDir, 'vitest-unit.json'),
  unitRetried: join(resultsDir, 'vitest-unit-retried.json'),
  full: join(resultsDir, 'vitest-full.json'),
  fullRetried: join(resultsDir, 'vitest-full-retried.json'),
  playwright: join(resultsDir, 'playwright.json'),
};
for (const file of [...Object.values(reports), join(resultsDir, 'vitest.json'), join(resultsDir, 'vitest-retried.json')]) {
  rmSync(file, { force: true });
}

const eslint = {
  name: 'ESLint (npm run lint)',
  args: ['node_modules/eslint/bin/eslint.js', '.', '--cache', '--cache-location', join(cacheDir, 'eslint')],
};
const typecheck = {
  name: 'TypeScript (npm run typecheck)',
  args: [
    'node_modules/typescript/bin/tsc',
    '--noEmit',
    '-p',
    'tsconfig.json',
    '--incremental',
    '--tsBuildInfoFile',
    join(cacheDir, 'tsconfig.tsbuildinfo'),
  ],
};

function vitestStep(name, projects, report, retried, filters = []) {
  return {
    name,
    args: [
      'node_modules/vitest/vitest.mjs',
      'run',
      ...projects.flatMap((project) => ['--project', project]),
      ...filters,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      '--reporter=./scripts/retried-tests-reporter.mjs',
    ],
    env: { RETRIED_TESTS_FILE: retried },
  };
}

const unitTests = vitestStep('Vitest: unit tests (project unit)', ['unit'], reports.unit, reports.unitRetried);
const build = { name: 'Build the web app', args: ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], env: { VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' } };
const fullTests = vitestStep(
  'Vitest: database and slow suites (projects database, slow)',
  ['database', 'slow'],
  reports.full,
  reports.fullRetried,
);
/**
 * On PostgreSQL (DATABASE_URL set: the CI's second pass) the suites that test how requests and
 * documents are read are left out: they ran on PGlite a moment before, the store under them is the same
 * PostgreSQL, and they were a third of that pass's time (the 30-minute CI limit). Everything that
 * stores, charges, locks, queues or survives a kill runs on both.
 */
const INPUT_HANDLING_SUITES = [
  'test/fuzz/tool-contracts.db.test.ts',
  'src/server/extract/hostile-documents.db.test.ts',
  'src/server/http/hostile-requests.db.test.ts',
  'src/server/http/http-surface.db.test.ts',
  'src/server/http/limit-request-body.db.test.ts',
  'src/server/http/read-json-body.db.test.ts',
  'src/tools/translate/server/document-routes.db.test.ts',
];
const onPostgres = Boolean(process.env.DATABASE_URL);
const dbTests = vitestStep(
  `Vitest: database suites (project database${onPostgres ? ', on PostgreSQL, without the input-handling suites' : ''})`,
  ['database'],
  reports.full,
  reports.fullRetried,
  onPostgres ? INPUT_HANDLING_SUITES.flatMap((file) => ['--exclude', file]) : [],
);
const e2e = { name: 'Playwright: end-to-end in Chromium', args: ['node_modules/@playwright/test/cli.js', 'test'] };

const started = Date.now();
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;

/** One step with its output live on this terminal. */
function runStep({ name, args, env = {} }) {
  console.log(`\n▶ ${name}`);
  const since = Date.now();
  return new Promise((resolve) => {
    const child = spawn(node, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', (error) => console.error(error.message));
    child.on('close', (code) => {
      console.log(`${code === 0 ? '✓' : '✗'} ${name}: ${seconds(since)}`);
      resolve(code === 0);
    });
  });
}

/**
 * Steps side by side; each one's output is printed whole when it ends, so they never interleave.
 * Worth it where the steps leave cores idle between them; each one's time is printed, to check.
 */
function runStepsTogether(steps) {
  console.log(`\n▶ Side by side: ${steps.map((step) => step.name).join(' · ')}`);
  const since = Date.now();
  return Promise.all(
    steps.map(
      ({ name, args, env = {} }) =>
        new Promise((resolve) => {
          const child = spawn(node, args, { cwd: root, env: { ...process.env, ...env } });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
          child.on('close', (code) => {
            console.log(`\n▶ ${name}`);
            process.stdout.write(Buffer.concat(output));
            console.log(`${code === 0 ? '✓' : '✗'} ${name}: ${seconds(since)}`);
            resolve(code === 0);
          });
        }),
    ),
  );
}

let checksOk = true;
let testsOk = true;
if (mode === 'db') {
  testsOk = await runStep(dbTests);
} else {
  // Lint and the type check use about one core each; the unit tests fill what is left. The web
  // build (~15 s of CPU) rides along in a full run, so the end-to-end specs can start at once.
  const [lintOk, typesOk, unitOk, buildOk = true] = await runStepsTogether([eslint, typecheck, unitTests, ...(mode === 'all' ? [build] : [])]);
  checksOk = lintOk && typesOk && buildOk;
  testsOk = unitOk;
  if (mode === 'all' && checksOk) {
    // One after the other: both keep the two cores busy, and side by side they slowed each other's
    // time-sensitive specs (kill -9 recovery, engine fairness, the browser's waits) past their limits.
    testsOk = (await runStep(fullTests)) && testsOk;
    testsOk = (await runStep(e2e)) && testsOk;
  }
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

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

const vitestRuns = [reports.unit, reports.full].map(readJson).filter(Boolean);
const playwright = existsSync(reports.playwright) ? readJson(reports.playwright) : undefined;
const sum = (pick) => vitestRuns.reduce((total, run) => total + (pick(run) ?? 0), 0);
const passed = sum((run) => run.numPassedTests) + (playwright?.stats?.expected ?? 0) + (playwright?.stats?.flaky ?? 0);
const failedTests = sum((run) => run.numFailedTests) + (playwright?.stats?.unexpected ?? 0);
const skipped = sum((run) => run.numPendingTests) + (playwright?.stats?.skipped ?? 0);
const allOk = checksOk && testsOk;
// A step that failed without failing a test (lint, types, a build error, a suite that could not load) still counts as one failure.
const failed = allOk || failedTests > 0 ? failedTests : 1;

// The CI log keeps only the end of the output: name what failed, and what passed only on a retry, here.
const failedNames = [
  ...vitestRuns.flatMap((run) =>
    (run.testResults ?? []).flatMap((file) => {
      const tests = file.assertionResults.filter((test) => test.status === 'failed');
      const where = relative(root, file.name);
      // A file that failed outside its tests (it could not load, a hook threw) has only its message.
      if (tests.length === 0 && file.status === 'failed') return [`${where}: ${firstLine(file.message)}`];
      return tests.map((test) => `${where} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
    }),
  ),
  ...listPlaywrightTests(playwright?.suites, 'unexpected'),
];
// Only tests that carry their own `retry` can be here: none is retried by default.
const retriedNames = [
  ...(readJson(reports.unitRetried) ?? []),
  ...(readJson(reports.fullRetried) ?? []),
  ...listPlaywrightTests(playwright?.suites, 'flaky'),
];
if (!checksOk) console.log('\nThe checks failed (see ESLint / TypeScript / the build above): the later suites did not run.');
if (failedNames.length > 0) console.log(`\nFailed:\n${failedNames.map((name) => `  ✗ ${name}`).join('\n')}`);
if (retriedNames.length > 0) console.log(`\nPassed only on a retry:\n${retriedNames.map((name) => `  ↻ ${name}`).join('\n')}`);

console.log(`\n${mode === 'check' ? 'check' : 'tests'} took ${seconds(started)}`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(allOk ? 0 : 1);
