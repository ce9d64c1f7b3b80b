import type { Figure } from '../../../../domain/figures';
import figuresJson from '../../eval/figures.json';
import { readFigureFiles } from '../../../../web/lib/figures';

const { figureOf, figuresOf } = readFigureFiles([figuresJson]);

/**
 * The figures the page quotes, as `npx tsx src/tools/ai-detector/eval/run.ts` last wrote them to
 * src/tools/ai-detector/eval/figures.json: leave one source out of the development set (each source scored by a
 * model trained without it). Re-run the evaluation after every retraining; nothing here is typed by hand.
 */
export const AI_FIGURES = {
  auroc: figureOf('auroc-pooled'),
  /** Per source with both human and AI texts, held out of training. */
  aurocBySource: figuresOf('auroc-held-out/'),
  tprAt1Fpr: figureOf('tpr-at-1-percent-fpr'),
  tprAt5Fpr: figureOf('tpr-at-5-percent-fpr'),
  verdictFpr: figureOf('verdict-false-positives'),
  verdictTpr: figureOf('verdict-true-positives'),
  toefl: figureOf('toefl-flagged'),
  /** Within-text AUROC of sentence scores on a held-out human text and AI text joined, per source. */
  highlighting: figuresOf('highlighting-auroc/'),
  unseenHc3English: figureOf('unseen-hc3-english-auroc'),
  unseenHc3EnglishTooShort: figureOf('unseen-hc3-english-too-short'),
  trainingTexts: figureOf('training-texts'),
};

/**
 * Per trained language, from `npx tsx src/tools/ai-detector/eval/run-languages.ts`: current-model texts
 * against pre-2019 human texts of the corpus (training/ai-detector/corpus), out of fold, and the
 * previous model's AUROC on the same texts.
 */
export const LANGUAGE_FIGURES = (['en', 'de', 'fr', 'es'] as const).map((lang) => ({
  lang,
  auroc: figureOf(`corpus/${lang}/auroc`),
  aurocBefore: figureOf(`corpus/${lang}/auroc-before`),
  caught: figureOf(`corpus/${lang}/likely-ai-caught`),
  humanFlagged: figureOf(`corpus/${lang}/human-flagged`),
}));

/** How the page names a source, by the last part of its figure id. */
const SOURCE_NAMES: Record<string, string> = {
  cs224n: 'CS224N abstracts',
  collegeessay: 'college essays',
  pubmed: 'PubMed answers',
  writing: 'story writing',
  xsum: 'news summaries (XSum)',
};

export function sourceName(figure: Figure): string {
  const key = figure.id.split('/').pop() ?? figure.id;
  return SOURCE_NAMES[key] ?? key;
}

/** The lowest and the highest of a set of per-source figures. */
export function range(figures: readonly Figure[]): { low: Figure; high: Figure } {
  const sorted = [...figures].sort((a, b) => a.value - b.value);
  const low = sorted[0];
  const high = sorted[sorted.length - 1];
  if (!low || !high) throw new Error('No per-source figures in src/tools/ai-detector/eval/figures.json');
  return { low, high };
}
