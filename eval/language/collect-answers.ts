import { BACKEND_IDS, type BackendId } from '../../src/tools/detect-language/backends/backend-types';
import type { BackendSet } from '../../src/tools/detect-language/backends/load-backends';
import { buildResult } from '../../src/tools/detect-language/build-result';
import { rankPreparedText } from '../../src/tools/detect-language/identify-text';
import { listSupportedLanguages } from '../../src/tools/detect-language/supported-languages';
import type { PreparedRecord } from './prepare-records';
import type { LabelledText } from '../../datasets/language/read-dev-data';

export type SystemId = 'ours' | 'ours-cv' | BackendId;
export const SYSTEM_IDS: readonly SystemId[] = ['ours', 'ours-cv', ...BACKEND_IDS];

export interface Answer {
  record: LabelledText;
  /** Each system's top answer (undefined: no answer). */
  answers: Record<SystemId, string | undefined>;
  /** Our `reliable` flag for our answer. */
  reliable: boolean;
  /** Whether any system could have been right: the gold language is one we support. */
  covered: boolean;
}

/**
 * Runs every system on the same records: our ensemble with the shipped weights, with
 * cross-validated weights, and each library alone on the raw text (the way it is normally used).
 */
export function collectAnswers(
  prepared: readonly PreparedRecord[],
  crossValidated: ReadonlyArray<number[][]>,
  backends: BackendSet,
): Answer[] {
  const supported = new Set(listSupportedLanguages(backends));
  return prepared.map((item, index) => {
    const { record } = item;
    const identification = rankPreparedText(item.prepared);
    const result = buildResult(record.text, identification, 0, false);
    const answers = {
      ours: result?.language.code,
      'ours-cv': rankPreparedText(item.prepared, crossValidated[index])?.ranked[0]?.code,
    } as Record<SystemId, string | undefined>;
    for (const id of BACKEND_IDS) answers[id] = backends[id].detect(record.text)[0]?.code;
    return { record, answers, reliable: result?.reliable ?? false, covered: supported.has(record.gold) };
  });
}
