import { BACKEND_IDS, type BackendId } from '../engine/backends/backend-types';
import type { BackendSet } from '../engine/backends/load-backends';
import { buildResult } from '../engine/build-result';
import type { EnsembleModel, Stage } from '../engine/ensemble-model';
import { ENSEMBLE_MODEL } from '../engine/ensemble-weights';
import { identifyPreparedText, type PreparedText, rankPreparedText } from '../engine/identify-text';
import { listSupportedLanguages } from '../engine/supported-languages';
import type { PreparedRecord } from './prepare-records';
import type { LabelledText } from '../../../../datasets/language/read-dev-data';

export type SystemId = 'ours' | 'ours-cv' | 'full-cv' | BackendId;
export const SYSTEM_IDS: readonly SystemId[] = ['ours', 'ours-cv', 'full-cv', ...BACKEND_IDS];
export const MEMBER_IDS: readonly SystemId[] = BACKEND_IDS;

export interface Answer {
  record: LabelledText;
  /** Each system's top answer (undefined: no answer). */
  answers: Record<SystemId, string | undefined>;
  /** Our `reliable` flag with the shipped model (fitted on all dev records, this one included). */
  reliable: boolean;
  /** Our `reliable` flag with a model fitted without this record: the figure to quote. */
  reliableCv: boolean;
  /** The cascade stage that answered out-of-fold (undefined: the script decided, or nothing did). */
  stageCv: Stage | undefined;
  /** Whether any system could have been right: the gold language is one we support. */
  covered: boolean;
  /** The libraries that know the gold language. */
  knownBy: BackendId[];
}

/**
 * Runs every system on the same records: our cascade with the shipped model and with a
 * cross-validated one, the full ensemble (no cascade) cross-validated, and each library alone on
 * the raw text (the way it is normally used).
 */
export function collectAnswers(
  prepared: readonly PreparedRecord[],
  crossValidated: readonly EnsembleModel[],
  backends: BackendSet,
  shippedModel: EnsembleModel = ENSEMBLE_MODEL,
): Answer[] {
  const supported = new Set(listSupportedLanguages(backends));
  return prepared.map((item, index) => {
    const { record } = item;
    const model = crossValidated[index] ?? ENSEMBLE_MODEL;
    const viewOf = (stage: Stage): PreparedText => item[stage];
    const shipped = buildResult(record.text, identifyPreparedText(viewOf, shippedModel), 0, false);
    const cvIdentification = identifyPreparedText(viewOf, model);
    const cv = buildResult(record.text, cvIdentification, 0, false);
    const answers = {
      ours: shipped?.language.code,
      'ours-cv': cv?.language.code,
      'full-cv': rankPreparedText(item.full, model).ranked[0]?.code,
    } as Record<SystemId, string | undefined>;
    for (const id of BACKEND_IDS) answers[id] = backends[id].detect(record.text)[0]?.code;
    return {
      record,
      answers,
      reliable: shipped?.reliable ?? false,
      reliableCv: cv?.reliable ?? false,
      stageCv: cvIdentification.decidedBy === 'ensemble' ? cvIdentification.stage : undefined,
      covered: supported.has(record.gold),
      knownBy: BACKEND_IDS.filter((id) => backends[id].languages.has(record.gold)),
    };
  });
}
