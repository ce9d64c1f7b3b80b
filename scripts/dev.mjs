// Development: the API server (restarting on change) on :3000 and Vite with hot reload on :5173,
// which proxies /api to the server. Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { writeToolIndexes } from './generate-tool-index.mjs';

// The lists of tool servers and tables are derived, not committed (scripts/generate-tool-index.mjs).
writeToolIndexes(fileURLToPath(new URL('..', import.meta.url)));

const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'src/server/main.ts'], {
    stdio: 'inherit',
    // Vite's origin (:5173) is trusted by the origin check only when this says a dev server runs.
    env: { ...process.env, BASE_URL: process.env.BASE_URL ?? 'http://localhost:5173', TRUST_VITE_DEV_ORIGIN: 'true' },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], { stdio: 'inherit', env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' } }),
];

function stopAll() {
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
for (const child of children) child.on('exit', stopAll);
