/**
 * Accuracy of the language-detection engine against each library it combines, on the same records
 * of ../shared/data/language-identification/dev.jsonl (dev figures). Run: npx tsx src/tools/detect-language/eval/run.ts
 *
 * The model (weights, cascade gate, reliability thresholds) is fitted on this same dev data, so
 * "ours" is optimistic; "ours-cv" answers each record with a model fitted without it (folds dealt
 * within each source), which is the figure to quote. "full-cv" is the full ensemble without the
 * cascade, to show that asking fewer libraries first (the three-step cascade) costs no accuracy.
 */
import { BACKEND_IDS } from '../engine/backends/backend-types';
import { loadBackends } from '../engine/backends/load-backends';
import { listSupportedLanguages } from '../engine/supported-languages';
import { formatAccuracyTable, formatCascadeShare, formatReliability } from './accuracy-table';
import { cacheBackends } from './cache-backends';
import { collectAnswers } from './collect-answers';
import { formatConfusionReport } from './confusion-report';
import { fitCrossValidated, fitModel } from './fit-ensemble';
import { prepareRecords } from './prepare-records';
import { readDevData } from '../../../../datasets/language/read-dev-data';
import { formatVariantReport } from './variant-report';
import { type Answer, MEMBER_IDS, type SystemId } from './collect-answers';
import { type MeasuredFigure, writeFigures } from '../../../../eval/lib/write-figures';

const FOLDS = 3;

const records = readDevData();
const { backends, save } = cacheBackends(await loadBackends());
console.log(`dev records: ${records.length}; languages we support: ${listSupportedLanguages(backends).length}`);
console.log(`library languages: ${BACKEND_IDS.map((id) => `${id} ${backends[id].languages.size}`).join(', ')}\n`);

const prepared = prepareRecords(records, backends);
// "ours" is the model tune-ensemble.ts writes (fitted on every dev record), refitted here so that
// this report never depends on whether the shipped file was regenerated after a change.
const answers = collectAnswers(prepared, fitCrossValidated(prepared, FOLDS), backends, fitModel(prepared));
save();
const covered = answers.filter((answer) => answer.covered);

console.log(`Dev accuracy (%) on records whose language at least one system supports (${covered.length} of ${answers.length}):`);
console.log(formatAccuracyTable(covered));
console.log(`\nDev accuracy (%) on all ${answers.length} records (languages nobody supports count as errors for all):`);
console.log(formatAccuracyTable(answers));
console.log('\nOur reliable flag (all dev records; a language nobody supports is a wrong answer):');
console.log(formatReliability(answers));
console.log(`\n${formatCascadeShare(answers)}`);
console.log('\nVariants (UDHR declarations labelled with a script, language given):');
console.log(formatVariantReport(records));
console.log('');
console.log(formatConfusionReport(covered));
console.log('\nNote: the UDHR is franc\'s training text, so franc (and any ensemble using it) is inflated on udhr.');

const DATASET = 'language-identification/dev.jsonl (records whose language at least one library supports)';
const countRight = (slice: readonly Answer[], id: SystemId): number => slice.filter((answer) => answer.answers[id] === answer.record.gold).length;
const share = (id: string, label: string, count: number, n: number, method?: string): MeasuredFigure => ({
  id,
  label,
  value: (100 * count) / n,
  unit: 'percent',
  decimals: 1,
  count,
  n,
  dataset: DATASET,
  split: 'dev',
  ...(method ? { method } : {}),
});
const reliable = covered.filter((answer) => answer.reliableCv);
writeFigures({
  harness: 'src/tools/detect-language/eval',
  tool: 'detect-language',
  command: 'npx tsx src/tools/detect-language/eval/run.ts',
  figures: [
    share('accuracy-cv', 'Texts whose language is named right (the engine, each text answered by a model fitted without it)', countRight(covered, 'ours-cv'), covered.length, `${FOLDS}-fold cross-validation within each source`),
    ...MEMBER_IDS.map((id) => share(`accuracy/${id}`, `Texts whose language is named right by ${id} alone, through its package`, countRight(covered, id), covered.length)),
    share('reliable-right-cv', 'Answers marked reliable that are right', countRight(reliable, 'ours-cv'), reliable.length, `${FOLDS}-fold cross-validation within each source`),
    share('reliable-share-cv', 'Texts whose answer is marked reliable', reliable.length, covered.length, `${FOLDS}-fold cross-validation within each source`),
  ],
});
