import { describe, expect, it } from 'vitest';
import { BACKEND_IDS } from './backend-types';
import BACKEND_LANGUAGES from './backend-languages.json';
import { BackendNotLoadedError, loadBackends, withBackendsLoaded } from './load-backends';

describe('loadBackends', () => {
  it('asks a library that is not loaded yet to be loaded, then answers', async () => {
    // Only fastText is asked to load; eld is loaded by the retry (unless another test file in this worker loaded it).
    const calls: string[] = [];
    const answer = await withBackendsLoaded(['fasttext'], (backends) => {
      calls.push('try');
      return backends.eld.detect('Das ist ein ganz gewöhnlicher deutscher Satz über das Wetter.')[0]?.code;
    });
    expect(answer).toBe('deu');
    expect(calls.length).toBeLessThanOrEqual(2);
  });

  it('lists the languages each library knows as backend-languages.json does (rerun eval/write-backend-languages.ts after an upgrade)', async () => {
    const backends = await loadBackends();
    for (const id of BACKEND_IDS) expect([...backends[id].languages].sort(), id).toEqual(BACKEND_LANGUAGES[id]);
  });

  it('passes on errors that are not a missing library', async () => {
    await expect(
      withBackendsLoaded([], () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(new BackendNotLoadedError('eld').backend).toBe('eld');
  });
});
