import { decideVerdict, MIN_WORDS } from '../engine/decide-verdict';
import type { LoadedDetector } from '../engine/load-model';
import { countWords } from '../../../domain/word-count';
import { scoreText } from '../engine/score-text';
import { computeAuroc } from '../../../../training/ai-detector/measure-ranking';
import type { LabelledText } from '../../../../training/ai-detector/read-dataset';

export interface SentenceSummary {
  documents: number;
  sentences: number;
  /** Mean over spliced documents of the AUROC of its sentence scores (AI part vs human part). */
  withinAuroc: number;
  /** Mean absolute gap between the AI part's and the human part's mean sentence probability. */
  meanGap: number;
  /** In the domain's human texts judged 'likely human': share of sentences shown at 60% or more. */
  humanSentencesHigh: number;
}

const PAIRS = 60;

/**
 * How well the sentence highlighting finds the machine-written half of a spliced text: a human text and
 * an AI text of the same domain (different items) joined, in alternating order. Only the ranking of
 * sentences inside each document matters for highlighting, so the AUROC is taken per document.
 */
export function measureSentences(detector: LoadedDetector, records: readonly LabelledText[]): SentenceSummary {
  const human = records.filter((record) => record.label === 0);
  const ai = records.filter((record) => record.label === 1);
  const aurocs: number[] = [];
  const gaps: number[] = [];
  let sentences = 0;
  for (let i = 0; i < Math.min(PAIRS, human.length, ai.length); i++) {
    const person = human[i];
    const machine = ai.find((candidate, k) => k >= (i * 7) % ai.length && candidate.group !== person?.group);
    if (!person || !machine) continue;
    const aiFirst = i % 2 === 1;
    const [first, second] = aiFirst ? [machine.text, person.text] : [person.text, machine.text];
    const text = `${first} ${second}`;
    const boundary = first.length + 1;
    const scored = scoreText(detector, text, 'en').sentences;
    const labels = scored.map((sentence) => ((sentence.offset >= boundary) !== aiFirst ? 1 : 0));
    const scores = scored.map((sentence) => sentence.aiProbability);
    if (new Set(labels).size < 2) continue;
    aurocs.push(computeAuroc(scores, labels));
    const meanOf = (label: number): number => {
      const picked = scores.filter((_, k) => labels[k] === label);
      return picked.reduce((sum, value) => sum + value, 0) / picked.length;
    };
    gaps.push(meanOf(1) - meanOf(0));
    sentences += scored.length;
  }
  const average = (values: number[]): number => values.reduce((sum, value) => sum + value, 0) / Math.max(values.length, 1);
  let shown = 0;
  let high = 0;
  for (const record of human) {
    if (countWords(record.text) < MIN_WORDS) continue;
    const score = scoreText(detector, record.text, 'en');
    if (decideVerdict(score.aiProbability, detector.model.thresholds) !== 'likely human') continue;
    shown += score.sentences.length;
    high += score.sentences.filter((sentence) => sentence.aiProbability >= 0.6).length;
  }
  return { documents: aurocs.length, sentences, withinAuroc: average(aurocs), meanGap: average(gaps), humanSentencesHigh: shown > 0 ? high / shown : 0 };
}
