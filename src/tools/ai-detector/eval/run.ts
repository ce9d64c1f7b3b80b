/**
 * AI-detector evaluation: `npx tsx src/tools/ai-detector/eval/run.ts`.
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
import { ENGLISH_FEATURES, FEATURE_NAMES, type FeatureName } from '../engine/feature-names';
import { loadDetector, prepareDetector } from '../engine/load-model';
import { findDomain, isTrainable, readDataset } from '../../../../training/ai-detector/read-dataset';
import { trainDetector } from '../../../../training/ai-detector/train-detector';
import { bootstrapAuroc } from './bootstrap-auroc';
import { collectMixedSentences, type MixedSentence } from './measure-mixed-texts';
import { measureSentences, type SentenceSummary } from './measure-sentences';
import { printMixedTexts } from './print-mixed-texts';
import { printTable } from './print-table';
import { type MeasuredFigure, shareFigure, writeFigures } from '../../../../eval/lib/write-figures';
import { type ScoredRecord, scoreRecords } from './score-records';
import { type ScoreSummary, summarizeScores } from './summarize-scores';

/** How the page and the READMEs name each source (findDomain's keys). */
const DOMAIN_NAMES: Record<string, string> = {
  'detector-bias/CS224N': 'CS224N abstracts',
  'detector-bias/CollegeEssay': 'college essays',
  'detector-bias/HewlettStudentEssay': 'Hewlett student essays',
  'detector-bias/TOEFL': 'TOEFL essays',
  'fast-detect-gpt/pubmed': 'PubMed answers',
  'fast-detect-gpt/writing': 'story writing',
  'fast-detect-gpt/xsum': 'news summaries (XSum)',
};
const slug = (domain: string) => (domain.split('/').pop() ?? domain).toLowerCase();
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

const mixedHeldOut = printMixedTexts(mixed);

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
if (process.env.AI_DETECTOR_FEATURES) console.log('figures.json not written: AI_DETECTOR_FEATURES is an ablation.');
else writeMeasuredFigures();
console.log(`Finished in ${((performance.now() - started) / 1000).toFixed(0)} s.`);

/** The headline figures of this run, for figures.json (what the page, the card and the READMEs quote). */
function writeMeasuredFigures(): void {
  const dev = { dataset: 'ai-text-detection/dev.jsonl (MIT sources)', split: 'dev', method: 'leave one source out' } as const;
  const unseenData = { dataset: 'ai-text-detection/dev.jsonl (hc3-plus: no licence, never trained on)', split: 'dev', method: 'shipped model' } as const;
  const pooled = domainRows[domainRows.length - 1]!;
  const aiTexts = allHeldOut.filter((item) => item.record.label === 1).length;
  const judged = (label: 0 | 1) => allHeldOut.filter((item) => item.record.label === label && !item.tooShort).length;
  const auroc = (id: string, label: string, value: number, n: number, extra: Partial<MeasuredFigure> = {}): MeasuredFigure => ({ id, label, value, unit: 'auroc', decimals: 3, n, ...dev, ...extra });
  const perDomain = domains.map((domain, k) => {
    const row = domainRows[k]!;
    const name = DOMAIN_NAMES[domain] ?? domain;
    return row.ai > 0
      ? auroc(`auroc-held-out/${slug(domain)}`, `AUROC, ${name} held out of training`, row.auroc, row.human + row.ai)
      : auroc(`auroc-vs-out-of-fold-ai/${slug(domain)}`, `AUROC, ${name} (human only) held out, against every out-of-fold AI text`, row.auroc, row.human + aiTexts);
  });
  const highlighting = sentenceRows
    .filter((row) => row.documents > 0)
    .map((row) =>
      auroc(`highlighting-auroc/${slug(row.domain)}`, `Highlighting, ${DOMAIN_NAMES[row.domain] ?? row.domain}: AUROC of sentence scores within a human and an AI text joined`, row.withinAuroc, row.documents),
    );
  const toeflDomain = domains.find((domain) => domain.includes('TOEFL'));
  const toeflJudged = (toeflDomain ? (heldOut.get(toeflDomain) ?? []) : []).filter((item) => item.record.label === 0 && !item.tooShort);
  const inserted = mixedHeldOut.find((row) => row.kind === 'human sentence in AI text');
  const mixedMethod = 'leave one source out (sentence calibration chosen on the other sources)';
  const hc3 = unseenRows.find((row) => row.name === 'hc3-plus en (all)');
  const figures: MeasuredFigure[] = [
    auroc('auroc-pooled', 'AUROC, every source scored by a model trained without it (pooled)', pooled.auroc, allHeldOut.length, {
      interval: { low: interval.low, high: interval.high, level: 0.95 },
    }),
    ...perDomain,
    { id: 'tpr-at-1-percent-fpr', label: 'AI texts caught when 1 in 100 human texts is flagged', value: 100 * pooled.tprAt1, unit: 'percent', decimals: 1, n: aiTexts, ...dev },
    { id: 'tpr-at-5-percent-fpr', label: 'AI texts caught when 5 in 100 human texts are flagged', value: 100 * pooled.tprAt5, unit: 'percent', decimals: 1, n: aiTexts, ...dev },
    shareFigure({ id: 'verdict-false-positives', label: "Human texts called 'likely AI'", ...dev }, Math.round(pooled.verdictFpr * judged(0)), judged(0)),
    shareFigure({ id: 'verdict-true-positives', label: "AI texts called 'likely AI' (most land in 'mixed')", ...dev }, Math.round(pooled.verdictTpr * judged(1)), judged(1)),
    ...(toeflJudged.length
      ? [shareFigure({ id: 'toefl-flagged', label: "Non-native English essays (TOEFL) called 'likely AI'", ...dev }, toeflJudged.filter((item) => item.flagged).length, toeflJudged.length)]
      : []),
    ...highlighting,
    ...(inserted
      ? [
          shareFigure({ id: 'mixed/human-sentence-shown-at-90', label: 'One human sentence inside an AI text: shown at 90% AI or more', ...dev, method: mixedMethod }, Math.round(inserted.humanShownAt90 * inserted.texts), inserted.texts),
          shareFigure({ id: 'mixed/human-sentence-right-side', label: 'One human sentence inside an AI text: shown on the human side of 50%', ...dev, method: mixedMethod }, Math.round(inserted.accuracy * inserted.texts), inserted.texts),
        ]
      : []),
    ...(hc3
      ? [
          { id: 'unseen-hc3-english-auroc', label: 'AUROC on a source never trained on (hc3-plus English answers)', value: hc3.auroc, unit: 'auroc', decimals: 3, n: hc3.human + hc3.ai, ...unseenData } as const,
          shareFigure({ id: 'unseen-hc3-english-too-short', label: 'hc3-plus English answers too short to judge', ...unseenData, decimals: 0 }, Math.round(hc3.tooShort * (hc3.human + hc3.ai)), hc3.human + hc3.ai),
        ]
      : []),
    { id: 'training-texts', label: 'Texts the shipped model is trained on', value: training.texts, unit: 'count', decimals: 0, n: training.texts, dataset: 'ai-text-detection/dev.jsonl (MIT sources)', split: 'dev' },
  ];
  writeFigures({ harness: 'src/tools/ai-detector/eval', tool: 'ai-detector', command: 'npx tsx src/tools/ai-detector/eval/run.ts', figures });
}
