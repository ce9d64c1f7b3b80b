// What a worker thread's entry file runs: plain JavaScript, so the thread starts the same way under
// node, tsx and Vitest. Under `npm start` the engine threads run the precompiled bundle
// (scripts/build-engine-workers.mjs, in the folder SCRIBEWELL_ENGINE_BUNDLES names), so a thread needs
// no TypeScript loader of its own (~25 MB each, docs/decisions/0026); anywhere else, or if the bundle
// is missing, it registers tsx's loader for this thread and loads the TypeScript source.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import process from 'node:process';
import { pathToFileURL } from 'node:url';

/**
 * @param {string} bundleName the bundle's file in the bundles folder ("math-worker.mjs")
 * @param {URL} sourceUrl the TypeScript module to run without it
 */
export async function importBundleOrSource(bundleName, sourceUrl) {
  const directory = process.env.SCRIBEWELL_ENGINE_BUNDLES;
  const bundle = directory ? resolve(directory, bundleName) : undefined;
  if (bundle && existsSync(bundle)) return import(pathToFileURL(bundle).href);
  (await import('tsx/esm/api')).register();
  return import(sourceUrl.href);
}
