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
    // Two at a time there: 6.8 min for the whole suite, idle (12.7 min one at a time, on a busier machine).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
