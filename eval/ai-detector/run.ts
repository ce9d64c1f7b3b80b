/**
 * AI-detector evaluation: `npx tsx eval/ai-detector/run.ts`.
 *
 * 1. Leave one domain out: for each MIT-licensed domain of dev.jsonl, train the whole pipeline (n-gram
 *    models, classifier, calibration, verdict thresholds) on the other domains and score the held-out
 *    one. Human and AI subsets of one domain (CS224N, college essays) are held out together so each
 *    held-out fold has both classes where the data has them. Human-only domains (TOEFL, Hewlett) get
 *    an AUROC against every out-of-fold AI text.
 *    Each held-out domain also gives mixed texts (measure-mixed-texts.ts): whole human and AI texts,
 *    joined halves, and one sentence inserted into a text of the other kind; the sentence calibration
 *    (SENTENCE_CALIBRATION in score-text.ts) is chosen on them, leaving one domain out.
 * 2. The shipped model on hc3-plus (en, zh): sources it never saw and may never be trained on.
 * Verdict FPR is the share of human texts called 'likely AI' at the shipped thresholds.
 *
 * Options: `--mixed-only` runs only the mixed-text part (step 1's training and mixed texts, no tables);
 * `--mixed-cache=<file>` saves the mixed-text sentences there, or reads them if the file exists (no
 * training at all), to compare sentence calibrations in seconds. A cache is only valid for the model
 * code that wrote it.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { ENGLISH_FEATURES, FEATURE_NAMES, type FeatureName } from '../../src/tools/ai-detector/feature-names';
import { loadDetector, prepareDetector } from '../../src/tools/ai-detector/load-model';
import { findDomain, isTrainable, readDataset } from '../../training/ai-detector/read-dataset';
import { trainDetector } from '../../training/ai-detector/train-detector';
import { bootstrapAuroc } from './bootstrap-auroc';
import { collectMixedSentences, type MixedSentence } from './measure-mixed-texts';
import { measureSentences, type SentenceSummary } from './measure-sentences';
import { printMixedTexts } from './print-mixed-texts';
import { printTable } from './print-table';
import { type ScoredRecord, scoreRecords } from './score-records';
import { type ScoreSummary, summarizeScores } from './summarize-scores';

const started = performance.now();
const mixedOnly = process.argv.includes('--mixed-only');
const mixedCache = process.argv.find((arg) => arg.startsWith('--mixed-cache='))?.slice('--mixed-cache='.length);
if (mixedCache && existsSync(mixedCache)) {
  printMixedTexts(JSON.parse(readFileSync(mixedCache, 'utf8')) as MixedSentence[]);
  console.log(`Read ${mixedCache}; finished in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
  process.exit(0);
}
const records = readDataset();
const trainable = records.filter(isTrainable);
// Ablations: AI_DETECTOR_FEATURES=a,b,c trains the English classifier on those features only.
const features = (process.env.AI_DETECTOR_FEATURES?.split(',') ?? ENGLISH_FEATURES).filter((name): name is FeatureName =>
  (FEATURE_NAMES as readonly string[]).includes(name),
);
const domains = [...new Set(trainable.map((record) => findDomain(record.source)))].sort();

const heldOut = new Map<string, ScoredRecord[]>();
const mixed: MixedSentence[] = [];
const sentenceRows: Array<SentenceSummary & { domain: string }> = [];
for (const domain of domains) {
  const { model } = trainDetector(
    trainable.filter((record) => findDomain(record.source) !== domain),
    features,
  );
  const detector = prepareDetector(model);
  const inDomain = trainable.filter((record) => findDomain(record.source) === domain);
  if (!mixedOnly) {
    heldOut.set(domain, scoreRecords(detector, inDomain));
    sentenceRows.push({ domain, ...measureSentences(detector, inDomain) });
  }
  mixed.push(...collectMixedSentences(detector, domain, inDomain));
  process.stderr.write(`held out ${domain}\n`);
}
if (mixedCache) writeFileSync(mixedCache, JSON.stringify(mixed));
if (mixedOnly) {
  printMixedTexts(mixed);
  console.log(`Finished in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
  process.exit(0);
}
const allHeldOut = [...heldOut.values()].flat();
const outOfFoldAi = allHeldOut.filter((item) => item.record.label === 1);
const domainRows: ScoreSummary[] = domains.map((domain) => summarizeScores(domain, heldOut.get(domain) ?? [], outOfFoldAi));
domainRows.push(summarizeScores('all held-out (pooled)', allHeldOut));
printTable('Leave one domain out (MIT sources of dev.jsonl; human-only domains: AUROC vs all out-of-fold AI texts)', domainRows);
const interval = bootstrapAuroc(allHeldOut.map((item) => item.probability), allHeldOut.map((item) => item.record.label));
console.log(`Pooled held-out AUROC, 95% bootstrap interval over texts: ${interval.low.toFixed(3)}–${interval.high.toFixed(3)}`);

console.log(
  "\nSentence highlighting, held out: AUROC of sentence scores within a human text and an AI text of one domain joined, and the share of sentences shown at 60% or more in human texts judged 'likely human'",
);
console.log(
  `${'domain'.padEnd(36)}${'texts'.padStart(7)}${'sentences'.padStart(11)}${'AUROC'.padStart(8)}${'AI−human gap'.padStart(14)}${"≥60% in 'likely human'".padStart(24)}`,
);
for (const row of sentenceRows) {
  console.log(
    `${row.domain.padEnd(36)}${String(row.documents).padStart(7)}${String(row.sentences).padStart(11)}${(row.documents > 0 ? row.withinAuroc.toFixed(3) : '—').padStart(8)}${(row.documents > 0 ? row.meanGap.toFixed(3) : '—').padStart(14)}${`${(100 * row.humanSentencesHigh).toFixed(1)}%`.padStart(24)}`,
  );
}

printMixedTexts(mixed);

const shipped = loadDetector();
const unseen = records.filter((record) => !isTrainable(record));
const unseenSources = [...new Set(unseen.map((record) => record.source))].sort();
const unseenScored = scoreRecords(shipped, unseen);
const unseenRows = unseenSources.map((source) => summarizeScores(source, unseenScored.filter((item) => item.record.source === source)));
for (const lang of ['en', 'zh'] as const) {
  unseenRows.push(summarizeScores(`hc3-plus ${lang} (all)`, unseenScored.filter((item) => item.record.lang === lang)));
}
printTable('Shipped model on unseen sources (hc3-plus: no licence, never trained on; zh uses the language-independent model)', unseenRows);

const toefl = domainRows.find((row) => row.name.includes('TOEFL'));
const { thresholds, training } = shipped.model;
console.log(
  `\nShipped model: trained on ${training.texts} texts; 'likely AI' at p ≥ ${thresholds.likelyAi.toFixed(3)}, 'likely human' below ${thresholds.likelyHuman.toFixed(3)}.`,
);
console.log(`TOEFL false-positive rate, held out (goal ≤ 5%): ${toefl ? (100 * toefl.verdictFpr).toFixed(1) : '—'}%`);
console.log(`Finished in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
