import { decideVerdict, MIN_WORDS, MIN_WORDS_HAN } from '../engine/decide-verdict';
import type { LoadedDetector } from '../engine/load-model';
import { scoreText } from '../engine/score-text';
import type { LabelledText } from '../../../../training/ai-detector/read-dataset';
import { countWords } from '../../../domain/word-count';

export interface ScoredRecord {
  record: LabelledText;
  /** Calibrated probability, computed even for texts the engine would call too short (for AUROC). */
  probability: number;
  flagged: boolean;
  tooShort: boolean;
}

/**
 * Scores records the way the engine does, with the dataset's language label instead of language
 * detection (the evaluation measures the detector, not the language identifier).
 */
export function scoreRecords(detector: LoadedDetector, records: readonly LabelledText[]): ScoredRecord[] {
  return records.map((record) => {
    const language = record.lang === 'zh' ? 'zh' : 'en';
    const { aiProbability } = scoreText(detector, record.text, language);
    const tooShort = countWords(record.text) < (language === 'zh' ? MIN_WORDS_HAN : MIN_WORDS);
    const flagged = !tooShort && decideVerdict(aiProbability, detector.model.thresholds) === 'likely AI';
    return { record, probability: aiProbability, flagged, tooShort };
  });
}
