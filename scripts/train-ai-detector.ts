/**
 * Trains the AI detector: `npm run train:ai-detector`.
 * Reads ../shared/data/ai-text-detection/dev.jsonl (or AI_DETECTION_DATA), keeps only the MIT-licensed
 * sources (fast-detect-gpt/*, detector-bias/*), adds the multilingual corpus of training/ai-detector/corpus
 * (model-written texts in English, German, French and Spanish; human UD treebank texts; the human-edited
 * texts are left out), and writes src/tools/ai-detector/engine/model/ai-detector-model.json.
 * Deterministic: no randomness anywhere, so the same data gives a byte-identical model. With
 * AI_DETECTOR_HELD_BACK=1 the corpus's held-back texts are trained on too (read-corpus.ts, docs/decisions/0074).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MODEL_URL } from '../src/tools/ai-detector/engine/load-model';
import { isTrainingText, readCorpus } from '../training/ai-detector/read-corpus';
import { findDomain, isTrainable, readDataset } from '../training/ai-detector/read-dataset';
import { trainDetector } from '../training/ai-detector/train-detector';

const started = performance.now();
const corpus = readCorpus().filter(isTrainingText);
const records = [...readDataset().filter((record) => isTrainable(record) && record.lang === 'en'), ...corpus];
const { model, outOfFoldByLanguage, cutDemandsByLanguage } = trainDetector(records);
const path = fileURLToPath(MODEL_URL);
mkdirSync(dirname(path), { recursive: true });
const json = JSON.stringify(model);
writeFileSync(path, json);
for (const [language, set] of Object.entries(model.languages)) {
  const { classifier, calibration, thresholds = model.thresholds, training } = set;
  const own = records.filter((record) => record.lang === language);
  const outOfFold = outOfFoldByLanguage[language as keyof typeof outOfFoldByLanguage] ?? [];
  console.log(`\n[${language}] trained on ${training?.texts ?? 0} texts (${training?.humanTexts ?? 0} human, ${training?.aiTexts ?? 0} AI).`);
  console.log(`Weights per standard deviation: ${classifier.features.map((name, k) => `${name} ${classifier.weights[k]?.toFixed(2)}`).join(', ')}`);
  console.log(`Calibration: slope ${calibration.slope.toFixed(3)}, intercept ${calibration.intercept.toFixed(3)}`);
  console.log(`Thresholds: likely AI ≥ ${thresholds.likelyAi.toFixed(3)}, likely human < ${thresholds.likelyHuman.toFixed(3)}`);
  // The rules that ask most of the cut-off (choose-thresholds.ts): the first one sets it.
  const demands = cutDemandsByLanguage[language as keyof typeof cutDemandsByLanguage] ?? [];
  console.log(`Set by: ${demands.slice(0, 3).map((demand) => `${demand.rule} (${demand.cut.toFixed(4)})`).join('; then ')}`);
  // Which domains bind the 'likely AI' threshold: their out-of-fold rates over it.
  for (const domain of [...new Set(own.map((record) => findDomain(record.source)))].sort()) {
    const inDomain = own.map((record, i) => ({ record, score: outOfFold[i] ?? 0 })).filter((item) => findDomain(item.record.source) === domain);
    const flagged = inDomain.filter((item) => item.score >= thresholds.likelyAi).length;
    const kind = inDomain.every((item) => item.record.label === 0) ? 'human' : inDomain.every((item) => item.record.label === 1) ? 'AI' : 'mixed-class';
    console.log(`  ${domain}: ${flagged}/${inDomain.length} ${kind} texts over the threshold out of fold`);
  }
}
console.log(`Wrote ${path} (${(json.length / 1024).toFixed(0)} KiB) in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
