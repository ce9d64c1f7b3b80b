import react from '@vitejs/plugin-react';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { writeToolIndexes } from './scripts/generate-tool-index.mjs';

// The lists of tool servers and tables (src/tools/*.generated.ts) are derived, not committed: every
// Vitest run brings them up to date first (scripts/generate-tool-index.mjs), so a tool folder given a
// server/ or db/ is mounted in the tests without a separate step.
writeToolIndexes(fileURLToPath(new URL('.', import.meta.url)));

// Component tests opt into a DOM with `// @vitest-environment happy-dom` at the top of the file.
// Three projects (`npx vitest run --project unit`, …):
// - unit: everything that needs no database, no browser, no worker thread, no child process and no
//   model load. `npm run check` runs it (with lint and the type check) in under 3 minutes on 2 cores.
// - database: *.db.test.ts, on PGlite, or on PostgreSQL when DATABASE_URL is set.
// - slow: the files listed in SLOW below. `npm test` runs all three.
// A new test is a unit test unless it is named *.db.test.ts or listed here: list it when it starts a
// real worker thread, a child process or a server, loads a tool's models, or opens PGlite.
const ROOTS = ['src', 'scripts', 'training', 'eval', 'test'];
const ALL = ROOTS.map((root) => `${root}/**/*.test.{ts,tsx}`);
const DATABASE = ROOTS.map((root) => `${root}/**/*.db.test.{ts,tsx}`);
const SLOW = [
  // Child processes and servers: the CLI, main.ts, apertium, the citation styles' package tools.
  'src/server/cli/cli.test.ts',
  'src/tools/plagiarism/server/corpus-command.test.ts',
  'src/server/main.test.ts',
  'src/tools/citation-helper/server/citation-style-routes.test.ts',
  'src/tools/translate/engine/engines/apertium/apertium-engine.test.ts',
  'src/tools/translate/engine/engines/apertium/look-up-words.test.ts',
  // The whole app with its real engines, fed generated requests.
  'test/faults/fuzz-routes.test.ts',
  // PGlite (the file name predates the *.db.test.ts convention's reach: it tests PGlite itself).
  'src/db/pglite-start.test.ts',
  // Engine threads, and the engines they load.
  'src/server/engines/**/*.test.ts',
  'src/server/extract/extract-routes.test.ts',
  'src/tools/grammar-checker/engine/workers/worker-lane.test.ts',
  'src/tools/grammar-checker/engine/check-english.test.ts',
  'src/tools/grammar-checker/engine/engine.test.ts',
  'src/tools/grammar-checker/engine/rules-intl/check-text-intl.test.ts',
  'src/tools/math-problem-assistance/engine/worker/solve-in-worker.test.ts',
  'src/tools/math-problem-assistance/engine/engine.test.ts',
  'src/tools/math-problem-assistance/engine/huge-numbers.test.ts',
  'src/tools/math-problem-assistance/engine/read/quote-whole-characters.test.ts',
  'src/tools/quiz-answer-assistance/engine/engine.test.ts',
  'src/tools/quiz-answer-assistance/engine/quote-whole-characters.test.ts',
  'src/tools/resume-builder/engine/engine.test.ts',
  // Models: language detection (the grammar checker's and translate's choice of language), the AI detector's.
  'src/tools/grammar-checker/engine/language/choose-language.test.ts',
  'src/tools/translate/engine/translate-text.test.ts',
  'src/tools/ai-detector/engine/create-configured-detector.test.ts',
  'src/tools/ai-detector/engine/language-support.test.ts',
];

// A listed file that moved would silently become a unit test again: say so instead.
const missing = SLOW.filter((path) => !path.includes('*') && !existsSync(new URL(path, import.meta.url)));
if (missing.length > 0) throw new Error(`vitest.config.ts lists slow tests that do not exist (moved?): ${missing.join(', ')}`);

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'node',
    setupFiles: ['scripts/vitest-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one fewer than the cores: one file at a time on the 2-core CI machines, where
    // many files mostly wait (servers restarting after kill -9, child processes, PGlite start-up).
    // Three at a time there: the whole suite in 10.8 min on 2026-11-28's machine, against 14.5 min two
    // at a time (which kept the two cores ~65% busy).
    maxWorkers: Math.max(3, availableParallelism()),
    // No blanket retry: a test that fails once is a failure to fix (issue 32). A test that truly
    // needs one says so itself (`{ retry: 1 }`), with the reason beside it.
    retry: 0,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ALL,
          exclude: [...DATABASE, ...SLOW],
          // One module cache per worker instead of one per file: importing (mathjs, React, happy-dom's
          // setup) was most of this project's time, 2.2× its wall time isolated (943 s against 437 s
          // on a loaded 2-core machine). Unit tests keep no state between files: each restores what it stubs.
          isolate: false,
        },
      },
      // One module cache per worker here too (2026-11-30): each database file imported the whole app
      // again (all ten tools' engines and schemas). On an idle 2-core machine the database and slow
      // projects went from 279 s to 186 s and the PostgreSQL pass from 94 s to 47 s, with the same
      // results. Each file opens its own database and stops what it starts, so no state is shared.
      { extends: true, test: { name: 'database', include: DATABASE, isolate: false } },
      { extends: true, test: { name: 'slow', include: SLOW, exclude: DATABASE, isolate: false } },
    ],
  },
});
