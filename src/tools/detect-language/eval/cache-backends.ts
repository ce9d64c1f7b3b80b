import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { BACKEND_IDS, type BackendId, type Prediction } from '../engine/backends/backend-types';
import type { BackendSet } from '../engine/backends/load-backends';

type Cache = Record<BackendId, Record<string, Prediction[]>>;

/**
 * The libraries are deterministic and the eval asks them ~100,000 questions (a quarter of an hour
 * on a busy machine); refitting the ensemble takes a minute. With LANGUAGE_EVAL_CACHE=<file>, their
 * answers are kept in that file between runs, so trying a change to the ensemble costs only the fit.
 * Delete the file after changing a library or how it is called.
 */
export function cacheBackends(backends: BackendSet, path = process.env.LANGUAGE_EVAL_CACHE): { backends: BackendSet; save: () => void } {
  if (!path) return { backends, save: () => undefined };
  const cache = (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : {}) as Partial<Cache>;
  const cached = Object.fromEntries(
    BACKEND_IDS.map((id) => {
      const answers = (cache[id] ??= {});
      const backend = backends[id];
      return [id, { ...backend, detect: (text: string) => (answers[text] ??= backend.detect(text)) }];
    }),
  ) as unknown as BackendSet;
  return { backends: cached, save: () => writeFileSync(path, JSON.stringify(cache)) };
}
