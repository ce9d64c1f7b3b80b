import { type BackendId, type LanguageBackend } from './backend-types';
import { loadCld3Backend } from './cld3-backend';
import { loadEldBackend } from './eld-backend';
import { loadFastTextBackend } from './fasttext-backend';
import { loadFrancBackend } from './franc-backend';
import { loadTinyLdBackend } from './tinyld-backend';

export type BackendSet = Readonly<Record<BackendId, LanguageBackend>>;

let loading: Promise<BackendSet> | undefined;

async function loadAll(): Promise<BackendSet> {
  const [fasttext, eld, tinyld, cld3, franc] = await Promise.all([
    loadFastTextBackend(),
    loadEldBackend(),
    loadTinyLdBackend(),
    loadCld3Backend(),
    loadFrancBackend(),
  ]);
  return { fasttext, eld, tinyld, cld3, franc };
}

/** Loads every library once per process; concurrent first callers share the same promise. */
export function loadBackends(): Promise<BackendSet> {
  loading ??= loadAll().catch((error: unknown) => {
    // A failed load must not poison the process: the next request tries again.
    loading = undefined;
    throw error;
  });
  return loading;
}
