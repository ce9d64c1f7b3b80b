// The engine worker's entry point: plain JavaScript, so it starts the same way under node, tsx and
// Vitest. Under `npm start` the lanes run the precompiled bundle (scripts/build-engine-workers.mjs,
// found through SCRIBEWELL_ENGINE_BUNDLES), so this thread needs no TypeScript loader of its own
// (~25 MB each); anywhere else, or if the bundle is missing, it registers tsx's loader for this
// thread and loads the TypeScript worker.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import process from 'node:process';
import { pathToFileURL } from 'node:url';

const directory = process.env.SCRIBEWELL_ENGINE_BUNDLES;
const bundle = directory ? resolve(directory, 'engine-worker.mjs') : undefined;
if (bundle && existsSync(bundle)) {
  await import(pathToFileURL(bundle).href);
} else {
  (await import('tsx/esm/api')).register();
  await import('./engine-worker.ts');
}
