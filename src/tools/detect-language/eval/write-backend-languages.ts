import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BACKEND_IDS } from '../engine/backends/backend-types';
import { loadBackends } from '../engine/backends/load-backends';

/**
 * `npx tsx src/tools/detect-language/eval/write-backend-languages.ts`: writes the languages each
 * library can answer to engine/backends/backend-languages.json, so that a text's candidates can be
 * weighed before the slower libraries are loaded (load-backends.ts). Run it after upgrading a library;
 * load-backends.test.ts fails until then.
 */
const backends = await loadBackends();
const languages = Object.fromEntries(BACKEND_IDS.map((id) => [id, [...backends[id].languages].sort()]));
const path = fileURLToPath(new URL('../engine/backends/backend-languages.json', import.meta.url));
writeFileSync(path, `${JSON.stringify(languages, null, 1)}\n`);
console.log(`wrote ${path}: ${BACKEND_IDS.map((id) => `${id} ${languages[id]?.length ?? 0}`).join(', ')}`);
