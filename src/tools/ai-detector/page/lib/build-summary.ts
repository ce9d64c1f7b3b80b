import type { AiDetection } from '../api/detect-ai-text';
import { formatProbability } from './format-probability';
import { VERDICT_STYLES } from './verdict-styles';

const MODE_NAMES: Record<AiDetection['mode'], string> = {
  embedded: 'embedded model',
  'embedded+binoculars': 'embedded model + Binoculars',
};

/** A plain-text summary to paste into a report or an e-mail: verdict, score, language, mode, signals. */
export function buildSummary(detection: AiDetection, brand: string): string {
  const verdict = VERDICT_STYLES[detection.verdict].title;
  const headline =
    detection.aiProbability === null
      ? `${verdict}: ${detection.words} words (at least ${detection.minWords} needed).`
      : `${verdict}: ${formatProbability(detection.aiProbability)} AI probability.`;
  const lines = [
    `${brand} AI detector — ${headline}`,
    `Language: ${detection.language.name}. Mode: ${MODE_NAMES[detection.mode]}. Words: ${detection.words}.`,
    ...detection.signals.map((signal) => `- ${signal.description}`),
    ...detection.notes.map((note) => `Note: ${note}`),
    'An AI detector gives evidence, not proof of authorship.',
  ];
  return lines.join('\n');
}
