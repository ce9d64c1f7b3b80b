// The math solver's thread: the precompiled bundle under `npm start`, the TypeScript worker elsewhere.
import { URL } from 'node:url';
import { parentPort } from 'node:worker_threads';
import { importBundleOrSource } from '../../../../platform/worker-threads/import-bundle-or-source.mjs';

await importBundleOrSource('math-worker.mjs', new URL('./math-worker.ts', import.meta.url));
// Loaded: a spare thread is now ready to take over at once (solve-in-worker.ts).
parentPort?.postMessage({ ready: true });
