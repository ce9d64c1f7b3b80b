// Development: the API server (restarting on change) on :3000 and Vite with hot reload on :5173,
// which proxies /api to the server. Ctrl-C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, BASE_URL: process.env.BASE_URL ?? 'http://localhost:5173' },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], { stdio: 'inherit' }),
];

function stopAll() {
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
for (const child of children) child.on('exit', stopAll);
