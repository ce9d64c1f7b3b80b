import { getLIDModel } from 'fasttext.wasm.js';
import type { FastTextPrediction } from './fasttext-scorer';

/**
 * The fastText package's own WebAssembly prediction, in the scorer's shape: what the check, the unit
 * test and the bench compare fasttext-scorer.ts with. The engines never load it (decision 34).
 */
export async function loadFastTextPackage(): Promise<(text: string, k: number) => FastTextPrediction[]> {
  const model = await (await getLIDModel()).load();
  return (text, k) => {
    const vector = model.predict(text, k, 0);
    try {
      return Array.from({ length: vector.size() }, (_, index) => {
        const [probability, label] = vector.get(index);
        return { label: label.replace('__label__', ''), probability };
      });
    } finally {
      // The vector lives in the WebAssembly heap; without delete() every call leaks.
      vector.delete();
    }
  };
}
