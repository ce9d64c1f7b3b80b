import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Component tests opt into a DOM with `// @vitest-environment happy-dom` at the top of the file.
// Database/API suites are named *.db.test.ts: they run on PGlite, or on PostgreSQL when DATABASE_URL is set.
export default defineConfig({
  plugins: [react()],
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'training/**/*.test.ts', 'eval/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one fewer than the cores: one file at a time on the 2-core CI machines, where
    // many files mostly wait (servers restarting after kill -9, child processes, PGlite start-up).
    // Three at a time there: the whole suite in 10.8 min on 2026-11-28's machine, against 14.5 min two
    // at a time (which kept the two cores ~65% busy) and a CI run of 27.9 min in all, near its 30.
    maxWorkers: Math.max(3, availableParallelism()),
    // As Playwright does on CI (playwright.config.ts): one more try for a test that failed, so a
    // one-off timing flake on a loaded machine does not fail the run. A test that passed only on its
    // second try is still printed ("retry x1"), and a real failure fails both tries.
    retry: process.env.CI ? 1 : 0,
  },
});
