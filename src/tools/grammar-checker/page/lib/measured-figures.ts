import type { Figure } from '../../../../domain/figures';
import figuresJson from '../../eval/figures.json';
import intlFiguresJson from '../../eval/intl/figures.json';
import { readFigureFiles } from '../../../../web/lib/figures';

const { figureOf, figuresOf } = readFigureFiles([figuresJson, intlFiguresJson]);

/** The English batch written last and measured once: the best estimate of how the checker does on new sentences. */
function latestEnglishBatch(): string {
  const batches = figuresOf('english-recall/batch-').map((figure) => Number(figure.id.slice('english-recall/batch-'.length)));
  return `batch-${Math.max(...batches)}`;
}

const batch = latestEnglishBatch();

/**
 * The figures the page quotes, as `npx tsx src/tools/grammar-checker/eval/english-rules.ts --batch N`,
 * `…/eval/run.ts` (JFLEG) and `…/eval/intl/run.ts` last wrote them: nothing here is typed by hand.
 */
export const GRAMMAR_FIGURES = {
  englishRecall: figureOf(`english-recall/${batch}`),
  englishPrecision: figureOf(`english-precision/${batch}`),
  englishFalseAlarms: figureOf(`english-false-alarms/${batch}`),
  gleu: figureOf('jfleg-gleu'),
  gleuUnchanged: figureOf('jfleg-gleu-unchanged'),
};

/** A language's learner batch written last and measured once (else its held-out sentences as a whole). */
function latestLearnerBatch(lang: string): string {
  const prefix = `learner-recall/${lang}/batch-`;
  const batches = figuresOf(prefix).map((figure) => Number(figure.id.slice(prefix.length)));
  return batches.length > 0 ? `batch-${Math.max(...batches)}` : 'holdout';
}

/** German, French and Spanish: the learner sentences written last, and flags on text by native writers. */
export const OTHER_LANGUAGE_FIGURES = (['de', 'fr', 'es'] as const).map((lang) => ({
  lang,
  recall: figureOf(`learner-recall/${lang}/${latestLearnerBatch(lang)}`),
  falseAlarms: figureOf(`learner-false-alarms/${lang}/${latestLearnerBatch(lang)}`),
  nativeFlags: figureOf(`false-alarms/${lang}`),
}));

export const ALL_GRAMMAR_FIGURES: Figure[] = [...Object.values(GRAMMAR_FIGURES), ...OTHER_LANGUAGE_FIGURES.flatMap((row) => [row.recall, row.falseAlarms, row.nativeFlags])];
