/**
 * Accuracy of the language-detection engine against each library it combines, on the same records
 * of ../shared/data/language-identification/dev.jsonl. Run: npx tsx eval/language/run.ts
 *
 * The ensemble weights were fitted on this same dev data, so "ours" is optimistic; "ours-cv"
 * answers each record with weights fitted without it (2-fold), which is the figure to quote.
 */
import { BACKEND_IDS } from '../../src/tools/detect-language/backends/backend-types';
import { loadBackends } from '../../src/tools/detect-language/backends/load-backends';
import { listSupportedLanguages } from '../../src/tools/detect-language/supported-languages';
import { formatAccuracyTable, formatReliability } from './accuracy-table';
import { collectAnswers } from './collect-answers';
import { formatConfusionReport } from './confusion-report';
import { fitCrossValidated } from './fit-ensemble';
import { prepareRecords } from './prepare-records';
import { readDevData } from '../../datasets/language/read-dev-data';
import { formatVariantReport } from './variant-report';

const FOLDS = 2;

const records = readDevData();
const backends = await loadBackends();
console.log(`dev records: ${records.length}; languages we support: ${listSupportedLanguages(backends).length}`);
console.log(`library languages: ${BACKEND_IDS.map((id) => `${id} ${backends[id].languages.size}`).join(', ')}\n`);

const prepared = prepareRecords(records, backends);
const answers = collectAnswers(prepared, fitCrossValidated(prepared, FOLDS), backends);
const covered = answers.filter((answer) => answer.covered);

console.log(`Accuracy (%) on records whose language at least one system supports (${covered.length} of ${answers.length}):`);
console.log(formatAccuracyTable(covered));
console.log(`\nAccuracy (%) on all ${answers.length} records (languages nobody supports count as errors for all):`);
console.log(formatAccuracyTable(answers).split('\n').filter((line, index) => index === 0 || !line.startsWith('  ')).join('\n'));
console.log('\nOur reliable flag (covered records):');
console.log(formatReliability(covered));
console.log('\nVariants (UDHR declarations labelled with a script, language given):');
console.log(formatVariantReport(records));
console.log('');
console.log(formatConfusionReport(covered));
console.log('\nNote: the UDHR is franc\'s training text, so franc (and any ensemble using it) is inflated on udhr.');
