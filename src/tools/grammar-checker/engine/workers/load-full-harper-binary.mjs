// harper.js's `binary` instantiates two builds of the linter whenever its URL names
// harper_wasm_bg.wasm: the full build it lints with and, beside it, the "slim" build, whose compiled
// code and memory (~35 MB in this thread) nothing here uses. Given the same bytes under a blob: URL,
// harper.js loads the full build alone. The lints are the same: every text of src/tools/grammar-checker/eval's rules,
// JFLEG dev and 300 AI-detection dev texts, American and British, compared lint for lint.
import { Blob } from 'node:buffer';
import { readFile } from 'node:fs/promises';
import { URL } from 'node:url';
import { createBinaryModuleFromUrl } from 'harper.js';

/** The full harper build, and `release` to drop its bytes once the linter is set up (harper keeps the module). */
export async function loadFullHarperBinary() {
  const wasmUrl = new URL('harper_wasm_bg.wasm', import.meta.resolve('harper.js/binary'));
  const bytes = await readFile(wasmUrl);
  const blobUrl = URL.createObjectURL(new Blob([bytes], { type: 'application/wasm' }));
  return { binary: createBinaryModuleFromUrl(blobUrl, 'full'), release: () => URL.revokeObjectURL(blobUrl) };
}
