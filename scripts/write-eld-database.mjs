// Writes eld's large language database beside the engine bundles as the typed arrays the eld backend
// answers from (src/tools/detect-language/backends/eld-compact-store.ts): the engines read that file
// without evaluating the package's object literal or parsing a JSON copy, each of which keeps 100+ MB
// more resident. Called by build-engine-workers.mjs; the data is eld's own (Apache-2.0).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';

export async function writeEldDatabase(outputDirectory) {
  // The encoder is the decoder's own module, so the format is written in one place.
  const { compactEldDatabase, encodeEldDatabase, ELD_LARGE_DATABASE_FILE } = await tsImport(
    '../src/tools/detect-language/backends/eld-compact-store.ts',
    import.meta.url,
  );
  const { ngramsData } = await import(new URL('../ngrams/large.js', import.meta.resolve('eld/large')).href);
  writeFileSync(join(outputDirectory, ELD_LARGE_DATABASE_FILE), encodeEldDatabase(compactEldDatabase(ngramsData)));
}
