// The engine worker's entry point: plain JavaScript, so it starts the same way under node, tsx and
// Vitest; it registers tsx's loader for this thread, then loads the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./engine-worker.ts');
