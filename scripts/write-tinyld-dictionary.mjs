// Writes tinyld's "heavy" profiles beside the engine bundles in the compact form the tinyld backend
// scores from (src/tools/detect-language/backends/tinyld-dictionary.ts): the engines read that file
// instead of evaluating the package's bundle, whose decoded profiles keep ~85 MB resident. Called by
// build-engine-workers.mjs; the data is tinyld's own (MIT).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';

export async function writeTinyLdDictionary(outputDirectory) {
  // The encoder is the decoder's own module, so the format is written in one place.
  const { encodeTinyLdDictionary, readPackageDictionary, TINYLD_DICTIONARY_FILE } = await tsImport(
    '../src/tools/detect-language/backends/tinyld-dictionary.ts',
    import.meta.url,
  );
  writeFileSync(join(outputDirectory, TINYLD_DICTIONARY_FILE), encodeTinyLdDictionary(await readPackageDictionary()));
}
