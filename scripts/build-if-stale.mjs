// `npm start` serves the built web app. Build it first when dist/web is missing or older than its sources,
// so a fresh clone needs nothing but `npm ci && npm start`.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = join(root, 'dist/web/index.html');
const sources = ['src/web', 'src/domain', 'vite.config.ts', 'package-lock.json'];

function findNewestModification(path) {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) {
    newest = Math.max(newest, findNewestModification(join(path, entry)));
  }
  return newest;
}

function isBuildStale() {
  if (!existsSync(builtIndex)) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  return sources.some((source) => {
    const path = join(root, source);
    return existsSync(path) && findNewestModification(path) > builtAt;
  });
}

if (isBuildStale()) {
  console.log('Building the web app (dist/web is missing or out of date)…');
  execFileSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
}
