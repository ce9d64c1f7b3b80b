// Precompiles the engine lanes' worker (src/server/engines/workers) with every tool registration it
// may load into one JavaScript file, and the math solver's worker into another, so those threads run
// without a TypeScript loader of their own (~25 MB each, docs/decisions/0026). Packages stay imports; each source file keeps its own
// `import.meta.url`, so the files an engine reads next to its code (models, fonts, styles, the
// grammar checker's worker) are found where they are. Called by build-if-stale.mjs.
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Sources the bundle is made of: rebuilt when any of them is newer. */
export const ENGINE_SOURCES = ['src/server/engines', 'src/tools', 'src/domain', 'package-lock.json'];

const keepSourceUrls = {
  name: 'keep-source-urls',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/].*\.ts$/ }, async (args) => ({
      contents: (await readFile(args.path, 'utf8')).replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
      loader: 'ts',
    }));
  },
};

/** The entry: the worker, given a table from each registration's source URL to its bundled module (loaded on first use). */
function writeEntry(root) {
  const tools = join(root, 'src/tools');
  const registrations = readdirSync(tools)
    .map((name) => join(tools, name, 'tool.ts'))
    .filter((path) => existsSync(path))
    .map((path) => `  ${JSON.stringify(pathToFileURL(path).href)}: () => import(${JSON.stringify(path)}),`);
  return [
    "import { serveEngineRequests } from './src/server/engines/workers/serve-engine-requests.ts';",
    `const registrations = {\n${registrations.join('\n')}\n};`,
    'serveEngineRequests((url) => (registrations[url] ?? (() => import(url)))());',
  ].join('\n');
}

export async function buildEngineWorkers(root, outputDirectory) {
  // tsx's own compiler, installed with it.
  const { build } = await import('esbuild');
  const options = { bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external', plugins: [keepSourceUrls], logLevel: 'warning' };
  await build({
    ...options,
    entryPoints: [join(root, 'src/tools/math-problem-assistance/worker/math-worker.ts')],
    outfile: join(outputDirectory, 'math-worker.mjs'),
  });
  // Written last: build-if-stale.mjs judges both bundles by this one's age.
  await build({
    ...options,
    stdin: { contents: writeEntry(root), resolveDir: root, sourcefile: 'engine-worker-bundle.ts', loader: 'ts' },
    outfile: join(outputDirectory, 'engine-worker.mjs'),
  });
}
