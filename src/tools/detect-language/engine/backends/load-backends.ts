import { BACKEND_IDS, type BackendId, type LanguageBackend, type Prediction } from './backend-types';
import BACKEND_LANGUAGES from './backend-languages.json';
import { loadCld3Backend } from './cld3-backend';
import { loadEldBackend } from './eld-backend';
import { loadFastTextBackend } from './fasttext-backend';
import { loadFrancBackend } from './franc-backend';
import { loadTinyLdBackend } from './tinyld-backend';

export type BackendSet = Readonly<Record<BackendId, LanguageBackend>>;

const LOADERS: Readonly<Record<BackendId, () => Promise<LanguageBackend>>> = {
  fasttext: loadFastTextBackend,
  eld: loadEldBackend,
  tinyld: loadTinyLdBackend,
  cld3: loadCld3Backend,
  franc: loadFrancBackend,
};

/** Asked for a library that is not loaded yet: the caller loads it (loadBackendsFor) and asks again. */
export class BackendNotLoadedError extends Error {
  constructor(readonly backend: BackendId) {
    super(`The language library ${backend} is not loaded.`);
  }
}

const loaded: Partial<Record<BackendId, LanguageBackend>> = {};
const loading: Partial<Record<BackendId, Promise<LanguageBackend>>> = {};

/**
 * The process's one set of libraries. Each stands in with the languages it knows (listed in
 * backend-languages.json, so that candidates are weighed the same before it is loaded) until it is
 * loaded: most texts are settled by the cascade's first stage, and eld alone costs ~0.9 s and
 * ~380 MB to load, which a thread that only ever needs the first stage (the AI detector's spare)
 * should not pay.
 */
const BACKENDS: BackendSet = Object.fromEntries(
  BACKEND_IDS.map((id): [BackendId, LanguageBackend] => [
    id,
    {
      id,
      languages: new Set(BACKEND_LANGUAGES[id]),
      detect(text: string): Prediction[] {
        const backend = loaded[id];
        if (!backend) throw new BackendNotLoadedError(id);
        return backend.detect(text);
      },
    },
  ]),
) as unknown as BackendSet;

function loadBackend(id: BackendId): Promise<LanguageBackend> {
  loading[id] ??= LOADERS[id]().then(
    (backend) => (loaded[id] = backend),
    (error: unknown) => {
      // A failed load must not poison the process: the next request tries again.
      delete loading[id];
      throw error;
    },
  );
  return loading[id];
}

/** Loads these libraries once per process (concurrent first callers share each load) and gives the process's set. */
export async function loadBackendsFor(ids: readonly BackendId[]): Promise<BackendSet> {
  await Promise.all(ids.map(loadBackend));
  return BACKENDS;
}

/** Loads every library (the eval, the bench, and a thread warming up for all votes). */
export function loadBackends(): Promise<BackendSet> {
  return loadBackendsFor(BACKEND_IDS);
}

/**
 * Runs `identify` against the process's set, loading each library it asks for on first use and
 * then asking again: the libraries answer synchronously, and asking again costs the first
 * stage's libraries a few milliseconds on a text's 2,000-character sample.
 */
export async function withBackendsLoaded<T>(first: readonly BackendId[], identify: (backends: BackendSet) => T): Promise<T> {
  let backends = await loadBackendsFor(first);
  for (;;) {
    try {
      return identify(backends);
    } catch (error) {
      if (!(error instanceof BackendNotLoadedError)) throw error;
      backends = await loadBackendsFor([error.backend]);
    }
  }
}
