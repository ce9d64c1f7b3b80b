/**
 * Multilingual evaluation (issue 34): `npx tsx src/tools/ai-detector/eval/run-languages.ts`.
 *
 * 1. After: trains the whole detector as `npm run train:ai-detector` does and reads each corpus text's
 *    out-of-fold probability (corpus texts: five folds over documents; English's dev.jsonl texts: one
 *    domain left out at a time). English's probability is the higher of its two classifiers' (HC3-era
 *    and current-model, train-detector.ts), each held out where it trained on the text. Verdicts use each language's
 *    thresholds, which were chosen on those same out-of-fold scores: the verdict rates are therefore
 *    the ones the thresholds were fitted to, not an independent check. TOEFL essays: out of fold too.
 * 2. Before: the scores of the previously shipped model (commit 078845b) on the same corpus texts,
 *    stored in shipped-before-scores.json (it never trained on them, so they are held out for it).
 * 3. The lightly human-edited texts, scored by the trained model (never trained on; their unedited
 *    originals were).
 * 4. The trained model on hc3-plus English (no licence: never trained on), to check the HC3-era figure.
 *
 * AI_DETECTOR_CORPUS_FOLDS=genre holds out one genre of model-written text per fold instead (harder:
 * genres never seen). `--no-figures` leaves figures.json alone.
 */
import { readFileSync } from 'node:fs';
import { prepareDetector } from '../engine/load-model';
import { findThresholds } from '../engine/load-model';
import { decideVerdict, MIN_WORDS } from '../engine/decide-verdict';
import { scoreText } from '../engine/score-text';
import { countWords } from '../../../domain/word-count';
import { type CorpusText, isTrainingText, readCorpus } from '../../../../training/ai-detector/read-corpus';
import { findDomain, isTrainable, readDataset } from '../../../../training/ai-detector/read-dataset';
import { computeAuroc } from '../../../../training/ai-detector/measure-ranking';
import { trainDetector } from '../../../../training/ai-detector/train-detector';
import { type MeasuredFigure, shareFigure, writeFigures } from '../../../../eval/lib/write-figures';
import { type LanguageScore, type LanguageSummary, printLanguageSummaries, summarizeLanguages } from './summarize-languages';

const started = performance.now();
const LANGUAGE_NAMES: Record<string, string> = { en: 'English', de: 'German', fr: 'French', es: 'Spanish' };
const genreFolds = process.env.AI_DETECTOR_CORPUS_FOLDS === 'genre';

const corpus = readCorpus();
const edited = corpus.filter((text) => text.edited);
const dev = readDataset();
const records = [...dev.filter((record) => isTrainable(record) && record.lang === 'en'), ...corpus.filter(isTrainingText)];
const { model, outOfFoldByLanguage } = trainDetector(records);
const detector = prepareDetector(model);

const after: LanguageScore[] = [];
let toefl = { flagged: 0, judged: 0 };
for (const language of ['en', 'de', 'fr', 'es'] as const) {
  const own = records.filter((record) => record.lang === language);
  const outOfFold = outOfFoldByLanguage[language] ?? [];
  const thresholds = findThresholds(model, language);
  own.forEach((record, i) => {
    const probability = outOfFold[i] ?? 0;
    const verdict = countWords(record.text) < MIN_WORDS ? 'too short to judge' : decideVerdict(probability, thresholds);
    if (findDomain(record.source) === 'detector-bias/TOEFL' && verdict !== 'too short to judge') {
      toefl = { flagged: toefl.flagged + (verdict === 'likely AI' ? 1 : 0), judged: toefl.judged + 1 };
    }
    // Only the corpus texts enter the per-language table: dev.jsonl's HC3-era figures are run.ts's.
    if (!('genre' in record)) return;
    const text = record as CorpusText;
    after.push({ lang: language, genre: text.genre, label: text.label, edited: false, probability, verdict });
  });
}
const before = JSON.parse(readFileSync(new URL('./shipped-before-scores.json', import.meta.url), 'utf8')) as LanguageScore[];
const beforeSummaries = summarizeLanguages(before);
const afterSummaries = summarizeLanguages(after);
printLanguageSummaries('Before: the previously shipped model (078845b) on the corpus', beforeSummaries);
printLanguageSummaries(`After: out of fold (${genreFolds ? 'one genre of model text held out per fold' : 'five folds over documents'}; English: the same for the corpus, dev.jsonl one domain at a time)`, afterSummaries);
for (const language of ['en', 'de', 'fr', 'es']) {
  const thresholds = findThresholds(model, language);
  const ai = after.filter((score) => score.lang === language && score.label === 1).map((score) => score.probability).sort((a, b) => a - b);
  const quartiles = [0.25, 0.5, 0.75].map((q) => (ai[Math.floor(q * ai.length)] ?? 0).toFixed(2)).join(' / ');
  console.log(`${language}: 'likely AI' at ≥ ${thresholds.likelyAi.toFixed(3)}; model-written texts' out-of-fold quartiles ${quartiles}`);
}
console.log(`\nTOEFL essays (non-native English) called 'likely AI', out of fold: ${toefl.flagged} of ${toefl.judged}`);

console.log('\nLightly human-edited model texts (never trained on), scored by the trained model:');
for (const text of edited) {
  const score = scoreText(detector, text.text, text.lang);
  console.log(`  ${text.group.padEnd(12)} ${text.lang}  ${score.aiProbability.toFixed(3)}  ${decideVerdict(score.aiProbability, findThresholds(model, text.lang))}`);
}

const hc3 = dev.filter((record) => record.source.startsWith('hc3-plus/en') && countWords(record.text) >= MIN_WORDS);
const hc3Scores = hc3.map((record) => scoreText(detector, record.text, 'en').aiProbability);
const hc3Auroc = computeAuroc(hc3Scores, hc3.map((record) => record.label));
console.log(`\nhc3-plus English (never trained on), texts of ${MIN_WORDS}+ words: AUROC ${hc3Auroc.toFixed(3)} (n = ${hc3.length})`);

if (process.argv.includes('--no-figures') || genreFolds) console.log('figures.json not written.');
else writeFigures({ harness: 'src/tools/ai-detector/eval', tool: 'ai-detector', command: 'npx tsx src/tools/ai-detector/eval/run-languages.ts', figures: collectFigures() });
console.log(`Finished in ${((performance.now() - started) / 1000).toFixed(0)} s.`);

/** Per-language figures for figures.json: AUROC before and after, 'likely AI' caught and human texts flagged. */
function collectFigures(): MeasuredFigure[] {
  const data = { dataset: 'ai-detector corpus (training/ai-detector/corpus)', split: 'dev' } as const;
  const oof = { ...data, method: 'out of fold (five folds over documents; English dev.jsonl: one domain at a time)' } as const;
  const shipped = { ...data, method: 'previously shipped model (078845b), never trained on the corpus' } as const;
  const figures: MeasuredFigure[] = [];
  const byLanguage = (summaries: readonly LanguageSummary[], lang: string) => summaries.find((s) => s.lang === lang);
  for (const lang of ['en', 'de', 'fr', 'es']) {
    const name = LANGUAGE_NAMES[lang] ?? lang;
    const now = byLanguage(afterSummaries, lang);
    const then = byLanguage(beforeSummaries, lang);
    if (then) figures.push({ id: `corpus/${lang}/auroc-before`, label: `AUROC, ${name}, current-model vs pre-2019 human texts, before this model`, value: then.auroc, unit: 'auroc', decimals: 3, n: then.texts, ...shipped });
    if (!now) continue;
    figures.push(
      { id: `corpus/${lang}/auroc`, label: `AUROC, ${name}, current-model vs pre-2019 human texts`, value: now.auroc, unit: 'auroc', decimals: 3, n: now.texts, ...oof },
      shareFigure({ id: `corpus/${lang}/likely-ai-caught`, label: `${name} model-written texts called 'likely AI'`, ...oof }, now.aiCaught, now.aiTexts),
      shareFigure({ id: `corpus/${lang}/human-flagged`, label: `${name} human texts called 'likely AI'`, ...oof }, now.humanFlagged, now.humanTexts),
    );
  }
  figures.push(
    shareFigure({ id: 'corpus/toefl-flagged', label: "Non-native English essays (TOEFL) called 'likely AI', with the current-model texts in training", dataset: 'ai-text-detection/dev.jsonl (MIT sources)', split: 'dev', method: 'leave one source out' }, toefl.flagged, toefl.judged),
    { id: 'corpus/hc3-english-auroc', label: 'AUROC on hc3-plus English answers of 50+ words (never trained on), multilingual model', value: hc3Auroc, unit: 'auroc', decimals: 3, n: hc3.length, dataset: 'ai-text-detection/dev.jsonl (hc3-plus: no licence, never trained on)', split: 'dev', method: 'trained model' },
  );
  return figures;
}
