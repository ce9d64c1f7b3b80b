import { countWords } from '../../../domain/word-count';
import { MIN_WORDS } from '../contract';
import type { LoadedDetector } from '../engine/load-model';
import { calibrateSentence, scoreText, type SentenceCalibration } from '../engine/score-text';
import { splitSentences } from '../engine/split-sentences';
import type { LabelledText } from '../../../../training/ai-detector/read-dataset';
import { fitWeightedLogistic } from './fit-sentence-calibration';

export const MIX_KINDS = ['human text', 'AI text', 'halves joined', 'human sentence in AI text', 'AI sentence in human text'] as const;
export type MixKind = (typeof MIX_KINDS)[number];

/** One sentence of a constructed text, with what the highlighting is built from and the truth. */
export interface MixedSentence {
  domain: string;
  kind: MixKind;
  text: number;
  documentLogit: number;
  contrast: number;
  /** The sentence's own score against its neighbours' (TextScore.sentenceOutliers). */
  outlier: number;
  /** Position in its text, the sentence classifier's raw log-odds and its word count: for trying other evidence. */
  index: number;
  ownLogit: number;
  words: number;
  /** 1: written by the AI text's author. */
  label: 0 | 1;
  /** The single sentence inserted into a text of the other kind. */
  inserted: boolean;
}

const PAIRS = 60;
/** An inserted sentence long enough to say something on its own (a heading or "Yes." would not). */
const INSERTED_MIN_WORDS = 10;

let textCounter = 0;

function scoreMixed(detector: LoadedDetector, domain: string, kind: MixKind, parts: Array<{ text: string; label: 0 | 1; inserted?: boolean }>): MixedSentence[] {
  const text = parts.map((part) => part.text).join(' ');
  const bounds: Array<{ end: number; label: 0 | 1; inserted: boolean }> = [];
  let end = 0;
  for (const part of parts) {
    end += part.text.length + 1;
    bounds.push({ end, label: part.label, inserted: part.inserted ?? false });
  }
  const score = scoreText(detector, text, 'en');
  const id = textCounter++;
  return score.sentences.map((sentence, i) => {
    const part = bounds.find((bound) => sentence.offset < bound.end) ?? bounds[bounds.length - 1]!;
    return {
      domain,
      kind,
      text: id,
      documentLogit: score.logit,
      contrast: score.sentenceContrasts[i] ?? 0,
      outlier: score.sentenceOutliers[i] ?? 0,
      index: i,
      ownLogit: score.sentenceLogits[i] ?? 0,
      words: countWords(text.slice(sentence.offset, sentence.offset + sentence.length)),
      label: part.label,
      inserted: part.inserted,
    };
  });
}

/** The longest sentence of a text, if it is long enough to stand alone. */
function pickSentence(text: string): string | undefined {
  const sentences = splitSentences(text).filter((span) => countWords(span.text) >= INSERTED_MIN_WORDS);
  return sentences.sort((a, b) => countWords(b.text) - countWords(a.text) || a.offset - b.offset)[0]?.text;
}

/** The host's sentences with `sentence` put in the middle (between two of the host's sentences). */
function insertInto(host: string, sentence: string): Array<{ text: string; inserted: boolean }> {
  const spans = splitSentences(host);
  const middle = Math.floor(spans.length / 2);
  const before = spans.slice(0, middle).map((span) => span.text).join(' ');
  const after = spans.slice(middle).map((span) => span.text).join(' ');
  return [
    { text: before, inserted: false },
    { text: sentence, inserted: true },
    { text: after, inserted: false },
  ].filter((part) => part.text);
}

/**
 * Texts a reader may paste, built from one domain's held-out texts: a human text, an AI text, a human
 * and an AI text joined (alternating which comes first), and a single sentence of one inserted in the
 * middle of the other. Only texts the engine judges (at least MIN_WORDS words) are used.
 */
export function collectMixedSentences(detector: LoadedDetector, domain: string, records: readonly LabelledText[]): MixedSentence[] {
  const long = records.filter((record) => countWords(record.text) >= MIN_WORDS && splitSentences(record.text).length >= 3);
  const human = long.filter((record) => record.label === 0);
  const ai = long.filter((record) => record.label === 1);
  const out: MixedSentence[] = [];
  for (let i = 0; i < Math.min(PAIRS, human.length, ai.length); i++) {
    const person = human[i]!;
    const machine = ai[(i * 7) % ai.length]!;
    out.push(...scoreMixed(detector, domain, 'human text', [{ text: person.text, label: 0 }]));
    out.push(...scoreMixed(detector, domain, 'AI text', [{ text: machine.text, label: 1 }]));
    const halves = i % 2 === 0 ? [{ text: person.text, label: 0 as const }, { text: machine.text, label: 1 as const }] : [{ text: machine.text, label: 1 as const }, { text: person.text, label: 0 as const }];
    out.push(...scoreMixed(detector, domain, 'halves joined', halves));
    const humanSentence = pickSentence(person.text);
    if (humanSentence) {
      const parts = insertInto(machine.text, humanSentence).map((part) => ({ ...part, label: part.inserted ? (0 as const) : (1 as const) }));
      out.push(...scoreMixed(detector, domain, 'human sentence in AI text', parts));
    }
    const aiSentence = pickSentence(machine.text);
    if (aiSentence) {
      const parts = insertInto(person.text, aiSentence).map((part) => ({ ...part, label: part.inserted ? (1 as const) : (0 as const) }));
      out.push(...scoreMixed(detector, domain, 'AI sentence in human text', parts));
    }
  }
  return out;
}

export interface MixedSummary {
  kind: MixKind;
  texts: number;
  /** Share of sentences on the right side of 50% (for insertions: the inserted sentences only). */
  accuracy: number;
  /** Insertions: mean shown probability of the inserted sentence; otherwise of all sentences. */
  meanShown: number;
  /** Insertions of a human sentence: share shown at 90% AI or more (the "99% AI" complaint). */
  humanShownAt90: number;
  /** Insertions: share of the host's own sentences on the right side of 50% (0 for other kinds). */
  hostAccuracy: number;
}

const isInsertion = (kind: MixKind): boolean => kind.includes('sentence in');

function shareRight(sentences: readonly MixedSentence[], calibrationOf: (sentence: MixedSentence) => SentenceCalibration): number {
  const right = sentences.filter((sentence) => (calibrateSentence(sentence.documentLogit, sentence, calibrationOf(sentence)) >= 0.5) === (sentence.label === 1));
  return sentences.length ? right.length / sentences.length : 0;
}

/** `calibrationOf` gives each sentence the calibration it is shown with (per held-out domain, under cross-validation). */
export function summarizeMixed(sentences: readonly MixedSentence[], calibrationOf: (sentence: MixedSentence) => SentenceCalibration): MixedSummary[] {
  return MIX_KINDS.map((kind) => {
    const ofKind = sentences.filter((sentence) => sentence.kind === kind);
    const judged = isInsertion(kind) ? ofKind.filter((sentence) => sentence.inserted) : ofKind;
    const shown = judged.map((sentence) => calibrateSentence(sentence.documentLogit, sentence, calibrationOf(sentence)));
    const right = judged.filter((sentence, i) => (shown[i]! >= 0.5) === (sentence.label === 1)).length;
    const humans = judged.map((sentence, i) => ({ sentence, p: shown[i]! })).filter(({ sentence }) => sentence.label === 0);
    return {
      kind,
      texts: new Set(ofKind.map((sentence) => sentence.text)).size,
      accuracy: judged.length ? right / judged.length : 0,
      meanShown: shown.length ? shown.reduce((sum, p) => sum + p, 0) / shown.length : 0,
      humanShownAt90: humans.length ? humans.filter(({ p }) => p >= 0.9).length / humans.length : 0,
      hostAccuracy: isInsertion(kind) ? shareRight(ofKind.filter((sentence) => !sentence.inserted), calibrationOf) : 0,
    };
  });
}

/**
 * Log-loss of the sentence labels, each kind of text weighing the same; in insertions the inserted
 * sentence weighs as much as all the host's sentences, since it is what the highlighting must find.
 */
export function measureLoss(sentences: readonly MixedSentence[], calibration: SentenceCalibration): number {
  let total = 0;
  let kinds = 0;
  for (const kind of MIX_KINDS) {
    const ofKind = sentences.filter((sentence) => sentence.kind === kind);
    if (!ofKind.length) continue;
    const groups = isInsertion(kind) ? [ofKind.filter((s) => s.inserted), ofKind.filter((s) => !s.inserted)] : [ofKind];
    let kindLoss = 0;
    for (const group of groups) {
      const loss = group.reduce((sum, sentence) => {
        const p = Math.min(1 - 1e-6, Math.max(1e-6, calibrateSentence(sentence.documentLogit, sentence, calibration)));
        return sum - (sentence.label === 1 ? Math.log(p) : Math.log(1 - p));
      }, 0);
      kindLoss += loss / Math.max(group.length, 1) / groups.length;
    }
    total += kindLoss;
    kinds++;
  }
  return kinds ? total / kinds : 0;
}

/** Caps on the text's log-odds tried (Infinity: no cap); the three weights are fitted for each. */
const DOCUMENT_CAPS = [1, 1.5, 2, 2.5, 3, 4, 6, Infinity];
const round = (value: number): number => Math.round(value * 100) / 100;

/**
 * For each cap, the weights of the text's capped log-odds, the contrast and the outlier are fitted by
 * logistic regression with measureLoss's weights (each kind of text alike, an inserted sentence as much
 * as its host); the cap with the lowest loss wins (ties: the smaller cap). Weights are rounded to
 * hundredths, as they are written in score-text.ts.
 */
export function chooseCalibration(sentences: readonly MixedSentence[]): SentenceCalibration {
  const weights = new Map<MixedSentence, number>();
  for (const kind of MIX_KINDS) {
    const ofKind = sentences.filter((sentence) => sentence.kind === kind);
    const groups = isInsertion(kind) ? [ofKind.filter((s) => s.inserted), ofKind.filter((s) => !s.inserted)] : [ofKind];
    for (const group of groups) for (const sentence of group) weights.set(sentence, 1 / group.length / groups.length);
  }
  let best: SentenceCalibration = { documentWeight: 1, documentCap: Infinity, contrastWeight: 1, outlierWeight: 0 };
  let bestLoss = Infinity;
  for (const documentCap of DOCUMENT_CAPS) {
    const rows = sentences.map((sentence) => ({
      x: [Math.max(-documentCap, Math.min(documentCap, sentence.documentLogit)), sentence.contrast, sentence.outlier],
      y: sentence.label,
      weight: weights.get(sentence) ?? 0,
    }));
    const [documentWeight = 0, contrastWeight = 0, outlierWeight = 0] = fitWeightedLogistic(rows, 3).map(round);
    const calibration = { documentWeight, documentCap, contrastWeight, outlierWeight };
    const loss = measureLoss(sentences, calibration);
    if (loss < bestLoss - 1e-12) {
      bestLoss = loss;
      best = calibration;
    }
  }
  return best;
}
