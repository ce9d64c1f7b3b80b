// `npm start` serves the built web app and runs the engine lanes from a precompiled bundle. Build each
// first when it is missing or older than its sources, so a fresh clone needs nothing but
// `npm ci && npm start`. `--engines-only` (npm run worker, which serves no pages) skips the web app.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildEngineWorkers, ENGINE_SOURCES } from './build-engine-workers.mjs';
import { writeToolIndexes } from './generate-tool-index.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = join(root, 'dist/web/index.html');
// Tool pages (src/tools/<id>/page) and the contracts they bundle live outside src/web.
const sources = ['src/web', 'src/tools', 'src/platform', 'src/contracts', 'src/domain', 'vite.config.ts', 'package-lock.json'];
const engineBundles = join(root, 'dist/engines');

// The lists of tool servers and tables are derived, not committed (scripts/generate-tool-index.mjs):
// the server and the engine bundle import them.
writeToolIndexes(root);

function findNewestModification(path) {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) {
    newest = Math.max(newest, findNewestModification(join(path, entry)));
  }
  return newest;
}

function isBuildStale(built, sources) {
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return sources.some((source) => {
    const path = join(root, source);
    return existsSync(path) && findNewestModification(path) > builtAt;
  });
}

if (!process.argv.includes('--engines-only') && isBuildStale(builtIndex, sources)) {
  console.log('Building the web app (dist/web is missing or out of date)…');
  execFileSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
    // Vite's notice that a future loader will want file extensions in vite.config.ts's imports (~80 lines): not for us today.
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  });
}

if (isBuildStale(join(engineBundles, 'engine-worker.mjs'), ENGINE_SOURCES)) {
  await buildEngineWorkers(root, engineBundles);
}
