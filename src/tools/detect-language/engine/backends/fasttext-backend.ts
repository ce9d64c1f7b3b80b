import { getLIDModel } from 'fasttext.wasm.js';
import { collapseWhitespace } from '../collapse-whitespace';
import type { LanguageBackend } from './backend-types';
import { collectLanguages, mergePredictions } from './merge-predictions';

/** "sh" is Wikipedia's Serbo-Croatian: its mass is shared by the three standard languages. */
const SERBO_CROATIAN = ['hrv', 'srp', 'bos'];

/** Labels asked of fastText per text. */
const TOP_K = 10;

function expandLabel(label: string, probability: number): Array<readonly [string, number]> {
  const code = label.replace('__label__', '');
  if (code === 'sh') return SERBO_CROATIAN.map((member) => [member, probability / SERBO_CROATIAN.length] as const);
  return [[code, probability]];
}

/** An embind vector's items. It lives in the WebAssembly heap: without delete() every call leaks. */
function drain<T>(vector: { size(): number; get(index: number): T; delete(): void }): T[] {
  try {
    return Array.from({ length: vector.size() }, (_, index) => vector.get(index));
  } finally {
    vector.delete();
  }
}

/** fastText's lid.176 model (176 Wikipedia codes), run by the fasttext.wasm.js package's WebAssembly. */
export async function loadFastTextBackend(): Promise<LanguageBackend> {
  const model = await (await getLIDModel()).load();
  const [labels, frequencies] = model.getLabels();
  frequencies.delete();
  return {
    id: 'fasttext',
    languages: collectLanguages(drain(labels).flatMap((label) => expandLabel(label, 1).map(([code]) => code))),
    // fastText reads one line: a newline would end the input early.
    detect: (text) =>
      mergePredictions(drain(model.predict(collapseWhitespace(text), TOP_K, 0)).flatMap(([probability, label]) => expandLabel(label, probability))),
  };
}
