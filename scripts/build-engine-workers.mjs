// Precompiles the engine lanes' worker (src/server/engines/workers), with every tool registration it
// may load, and the math solver's worker into dist/engines, so those threads run without a
// TypeScript loader of their own (docs/decisions/0026). Packages stay imports; each source file keeps
// its own `import.meta.url`, so the files an engine reads next to its code (models, fonts, styles,
// the grammar checker's worker) are found where they are. Called by build-if-stale.mjs.
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Sources the bundle is made of: rebuilt when any of them is newer. */
export const ENGINE_SOURCES = ['src/server/engines', 'src/tools', 'src/platform', 'src/domain', 'package-lock.json'];

const keepSourceUrls = {
  name: 'keep-source-urls',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/].*\.ts$/ }, async (args) => ({
      contents: (await readFile(args.path, 'utf8')).replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
      loader: 'ts',
    }));
  },
};

/** The entry: the worker, given a table from each registration's source URL to its module (loaded on first use). */
function writeEntry(root) {
  const tools = join(root, 'src/tools');
  const registrations = readdirSync(tools)
    .map((name) => join(tools, name, 'tool.ts'))
    .filter((path) => existsSync(path))
    .map((path) => `  ${JSON.stringify(pathToFileURL(path).href)}: () => import(${JSON.stringify(path)}),`);
  return [
    `import { serveEngineRequests } from ${JSON.stringify(join(root, 'src/server/engines/workers/serve-engine-requests.ts'))};`,
    `const registrations = {\n${registrations.join('\n')}\n};`,
    'serveEngineRequests((url) => (registrations[url] ?? (() => import(url)))());',
  ].join('\n');
}

export async function buildEngineWorkers(root, outputDirectory) {
  // tsx's own compiler, installed with it.
  const { build } = await import('esbuild');
  // Old chunks stay: their names carry their content's hash, and a server already running may still load one.
  mkdirSync(outputDirectory, { recursive: true });
  const entry = join(outputDirectory, 'engine-worker-entry.ts');
  writeFileSync(entry, writeEntry(root));
  // In chunks, so a tool's modules and the packages they import load when a lane first needs that
  // tool, as from the sources (one file would import every package of every tool in each lane).
  // esbuild writes nothing unless the whole build succeeds.
  await build({
    entryPoints: [
      { in: join(root, 'src/tools/math-problem-assistance/engine/worker/math-worker.ts'), out: 'math-worker' },
      { in: entry, out: 'engine-worker' },
    ],
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outdir: outputDirectory,
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    plugins: [keepSourceUrls],
    logLevel: 'warning',
  });
  rmSync(entry);
}
