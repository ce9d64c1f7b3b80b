import { countWords } from '../../src/domain/word-count';
import { MIN_WORDS } from '../../src/tools/ai-detector/contract';
import type { LoadedDetector } from '../../src/tools/ai-detector/load-model';
import { calibrateSentence, scoreText, type SentenceCalibration } from '../../src/tools/ai-detector/score-text';
import { splitSentences } from '../../src/tools/ai-detector/split-sentences';
import type { LabelledText } from '../../training/ai-detector/read-dataset';

export const MIX_KINDS = ['human text', 'AI text', 'halves joined', 'human sentence in AI text', 'AI sentence in human text'] as const;
export type MixKind = (typeof MIX_KINDS)[number];

/** One sentence of a constructed text, with what the highlighting is built from and the truth. */
export interface MixedSentence {
  domain: string;
  kind: MixKind;
  text: number;
  documentLogit: number;
  contrast: number;
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
    return { domain, kind, text: id, documentLogit: score.logit, contrast: score.sentenceContrasts[i] ?? 0, label: part.label, inserted: part.inserted };
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
}

const isInsertion = (kind: MixKind): boolean => kind.includes('sentence in');

/** `calibrationOf` gives each sentence the calibration it is shown with (per held-out domain, under cross-validation). */
export function summarizeMixed(sentences: readonly MixedSentence[], calibrationOf: (sentence: MixedSentence) => SentenceCalibration): MixedSummary[] {
  return MIX_KINDS.map((kind) => {
    const ofKind = sentences.filter((sentence) => sentence.kind === kind);
    const judged = isInsertion(kind) ? ofKind.filter((sentence) => sentence.inserted) : ofKind;
    const shown = judged.map((sentence) => calibrateSentence(sentence.documentLogit, sentence.contrast, calibrationOf(sentence)));
    const right = judged.filter((sentence, i) => (shown[i]! >= 0.5) === (sentence.label === 1)).length;
    const humans = judged.map((sentence, i) => ({ sentence, p: shown[i]! })).filter(({ sentence }) => sentence.label === 0);
    return {
      kind,
      texts: new Set(ofKind.map((sentence) => sentence.text)).size,
      accuracy: judged.length ? right / judged.length : 0,
      meanShown: shown.length ? shown.reduce((sum, p) => sum + p, 0) / shown.length : 0,
      humanShownAt90: humans.length ? humans.filter(({ p }) => p >= 0.9).length / humans.length : 0,
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
        const p = Math.min(1 - 1e-6, Math.max(1e-6, calibrateSentence(sentence.documentLogit, sentence.contrast, calibration)));
        return sum - (sentence.label === 1 ? Math.log(p) : Math.log(1 - p));
      }, 0);
      kindLoss += loss / Math.max(group.length, 1) / groups.length;
    }
    total += kindLoss;
    kinds++;
  }
  return kinds ? total / kinds : 0;
}

const DOCUMENT_WEIGHTS = [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1];
const CONTRAST_WEIGHTS = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 2, 2.5, 3];

/** The grid point with the lowest loss (ties: the first, i.e. the smaller weights). */
export function chooseCalibration(sentences: readonly MixedSentence[]): SentenceCalibration {
  let best: SentenceCalibration = { documentWeight: 1, contrastWeight: 1 };
  let bestLoss = Infinity;
  for (const documentWeight of DOCUMENT_WEIGHTS) {
    for (const contrastWeight of CONTRAST_WEIGHTS) {
      const loss = measureLoss(sentences, { documentWeight, contrastWeight });
      if (loss < bestLoss - 1e-12) {
        bestLoss = loss;
        best = { documentWeight, contrastWeight };
      }
    }
  }
  return best;
}
