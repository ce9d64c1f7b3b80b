// Writes eld's large language database as JSON beside the engine bundles: the engines read it with
// JSON.parse, which keeps ~260 MB less resident than evaluating the package's object literal
// (docs/decisions/0026). Called by build-engine-workers.mjs; the data is eld's own (Apache-2.0).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

export async function writeEldJson(outputDirectory) {
  const { ngramsData } = await import(new URL('../ngrams/large.js', import.meta.resolve('eld/large')).href);
  writeFileSync(join(outputDirectory, 'eld-large.json'), JSON.stringify(ngramsData));
}
