import { getLIDModel } from 'fasttext.wasm.js';
import type { LanguageBackend } from './backend-types';
import { collectLanguages, mergePredictions } from './merge-predictions';

/** Labels the model can emit (lid.176): 176 Wikipedia codes. */
const FASTTEXT_LABELS =
  'af als am an ar arz as ast av az azb ba bar bcl be bg bh bn bo bpy br bs bxr ca cbk ce ceb ckb co cs cv cy da de diq dsb dty dv el eml en eo es et eu fa fi fr frr fy ga gd gl gn gom gu gv he hi hif hr hsb ht hu hy ia id ie ilo io is it ja jbo jv ka kk km kn ko krc ku kv kw ky la lb lez li lmo lo lrc lt lv mai mg mhr min mk ml mn mr mrj ms mt mwl my myv mzn nah nap nds ne new nl nn no oc or os pa pam pfl pl pms pnb ps pt qu rm ro ru rue sa sah sc scn sco sd sh si sk sl so sq sr su sv sw ta te tg th tk tl tr tt tyv ug uk ur uz vec vep vi vls vo wa war wuu xal xmf yi yo yue zh'.split(
    ' ',
  );

/** "sh" is Wikipedia's Serbo-Croatian: its mass is shared by the three standard languages. */
const SERBO_CROATIAN = ['hrv', 'srp', 'bos'];

const TOP_K = 10;

function expandLabel(label: string, probability: number): Array<readonly [string, number]> {
  if (label === 'sh') return SERBO_CROATIAN.map((code) => [code, probability / SERBO_CROATIAN.length] as const);
  return [[label, probability]];
}

export async function loadFastTextBackend(): Promise<LanguageBackend> {
  const model = await (await getLIDModel()).load();
  const languages = collectLanguages(FASTTEXT_LABELS.flatMap((label) => expandLabel(label, 1).map(([code]) => code)));
  return {
    id: 'fasttext',
    languages,
    detect(text) {
      // fastText reads one line: a newline would end the input early.
      const vector = model.predict(text.replace(/\s+/g, ' '), TOP_K, 0);
      const raw: Array<readonly [string, number]> = [];
      try {
        for (let i = 0; i < vector.size(); i++) {
          const [probability, label] = vector.get(i);
          raw.push(...expandLabel(label.replace('__label__', ''), probability));
        }
      } finally {
        // The vector lives in the WebAssembly heap; without delete() every call leaks.
        vector.delete();
      }
      return mergePredictions(raw);
    },
  };
}
