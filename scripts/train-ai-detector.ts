/**
 * Trains the AI detector: `npm run train:ai-detector`.
 * Reads ../shared/data/ai-text-detection/dev.jsonl (or AI_DETECTION_DATA), keeps only the MIT-licensed
 * sources (fast-detect-gpt/*, detector-bias/*), and writes src/tools/ai-detector/engine/model/ai-detector-model.json.
 * Deterministic: no randomness anywhere, so the same data gives a byte-identical model.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MODEL_URL } from '../src/tools/ai-detector/engine/load-model';
import { findDomain, isTrainable, readDataset } from '../training/ai-detector/read-dataset';
import { trainDetector } from '../training/ai-detector/train-detector';

const started = performance.now();
// Every MIT-licensed text is English; the filter keeps indexes aligned with trainDetector's out-of-fold scores.
const records = readDataset().filter((record) => isTrainable(record) && record.lang === 'en');
const { model, outOfFold } = trainDetector(records);
const path = fileURLToPath(MODEL_URL);
mkdirSync(dirname(path), { recursive: true });
const json = JSON.stringify(model);
writeFileSync(path, json);
const { classifier, calibration } = model.languages.en;
console.log(`Trained on ${model.training.texts} texts (${model.training.humanTexts} human, ${model.training.aiTexts} AI).`);
console.log(`Weights per standard deviation: ${classifier.features.map((name, k) => `${name} ${classifier.weights[k]?.toFixed(2)}`).join(', ')}`);
console.log(`Calibration: slope ${calibration.slope.toFixed(3)}, intercept ${calibration.intercept.toFixed(3)}`);
console.log(`Thresholds: likely AI ≥ ${model.thresholds.likelyAi.toFixed(3)}, likely human < ${model.thresholds.likelyHuman.toFixed(3)}`);
// Which human domains bind the 'likely AI' threshold: their out-of-fold false-positive rates at it.
const humanDomains = [...new Set(records.filter((record) => record.label === 0).map((record) => findDomain(record.source)))].sort();
for (const domain of humanDomains) {
  const scores = outOfFold.filter((_, i) => records[i]?.label === 0 && findDomain(records[i]?.source ?? '') === domain);
  const flagged = scores.filter((score) => score >= model.thresholds.likelyAi).length;
  console.log(`  ${domain}: ${flagged}/${scores.length} human texts over the threshold out of fold`);
}
console.log(`Wrote ${path} (${(json.length / 1024).toFixed(0)} KiB) in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
