import { defineConfig } from 'vitest/config';

// The harness's own tests (the answer normalisers), outside the app's default include.
export default defineConfig({ test: { include: ['eval/math/**/*.test.ts'], root: new URL('../..', import.meta.url).pathname, environment: 'node' } });
