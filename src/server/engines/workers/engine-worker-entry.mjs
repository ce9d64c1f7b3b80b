// The engine lanes' thread: the precompiled bundle under `npm start`, the TypeScript worker elsewhere.
import { URL } from 'node:url';
import { importBundleOrSource } from '../../../platform/worker-threads/import-bundle-or-source.mjs';

await importBundleOrSource('engine-worker.mjs', new URL('./engine-worker.ts', import.meta.url));
