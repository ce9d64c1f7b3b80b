import react from '@vitejs/plugin-react';
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
  },
});
