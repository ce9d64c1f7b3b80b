/**
 * A third English classifier against the HC3-era human tail (issue 34):
 * `npx tsx src/tools/ai-detector/eval/compare-english-hard-negatives.ts [--rows-cache=<file>]` (the cache of
 * compare-feature-sets.ts).
 *
 * English's 'likely AI' cut-off is set by the HC3-era human texts (TOEFL essays, PubMed answers, story
 * writing, CS224N abstracts) that the current-model classifier scores 0.990–0.999. Here a third classifier
 * over the same features is trained to separate the current-model texts from the HC3-era human texts
 * alone (the hard negatives; optionally with the corpus's human texts too), out of fold on English's folds
 * (each HC3-era domain held out whole, the corpus over documents), and 'likely AI' asks both: the shipped
 * maximum ≥ its cut-off AND the gate's probability ≥ a gate cut-off. For each gate cut-off (the gate's score
 * below which a given share of the current-model texts fall), the shipped rules of choose-thresholds.ts
 * choose the first cut-off on the gated scores; the gate cut-off that catches most current-model texts is
 * kept. Measured on all out-of-fold scores and nested (both cut-offs chosen on four fifths of the documents,
 * applied to the fifth). Dev figures.
 */
import { countWords } from '../../../domain/word-count';
import { calibrateLogit } from '../engine/calibrate-score';
import { MIN_WORDS } from '../engine/decide-verdict';
import { ENGLISH_FEATURES, FEATURE_NAMES } from '../engine/feature-names';
import { predictLogit } from '../engine/logistic-model';
import { chooseThresholds, findThresholdRules, type ThresholdEvidence } from '../../../../training/ai-detector/choose-thresholds';
import { fitCalibratedClassifier, L2_PENALTY } from '../../../../training/ai-detector/fit-classifier';
import { assignFold, findDomain, isCorpusSource } from '../../../../training/ai-detector/read-dataset';
import { fitLanguageClassifiers, foldLanguage } from '../../../../training/ai-detector/train-detector';
import { readCrossFittedRows } from './read-cross-fitted-rows';

const NESTED_FOLDS = 5;
const RULES = findThresholdRules('en');
/** Gate cut-offs: the gate's score below which this share of the current-model texts (of those chosen on) fall. */
const GATE_SHARES = [0, 0.01, 0.02, 0.03, 0.05, 0.08, 0.1, 0.15, 0.2, 0.3];

const { records, rowsByLanguage } = readCrossFittedRows();
const own = records.filter((record) => record.lang === 'en');
const features = [...(process.env.AI_DETECTOR_GATE_FEATURES?.split(',') ?? ENGLISH_FEATURES)] as Array<(typeof FEATURE_NAMES)[number]>;
const fitted = fitLanguageClassifiers(own, rowsByLanguage.en, 'en', ENGLISH_FEATURES);
const indexes = features.map((name) => FEATURE_NAMES.indexOf(name));
const rows = rowsByLanguage.en.map((item) => indexes.map((k) => item.row[k] ?? 0));
const folds = foldLanguage(own, 'en');
const inCorpus = own.map((record) => isCorpusSource(record.source));
const domains = own.map((record) => findDomain(record.source));
const judged = own.map((record) => countWords(record.text) >= MIN_WORDS);
const nestedFold = own.map((record) => assignFold(`t${record.group}`, NESTED_FOLDS));
const all = own.map((_, i) => i);

/** The gate's out-of-fold probability of every English text; texts it never trained on get its final fit's. */
function fitGate(withCorpusHuman: boolean, hardWeight: number, l2: number): number[] {
  const chosen = all.filter((i) => (inCorpus[i] ? own[i]?.label === 1 || withCorpusHuman : own[i]?.label === 0));
  const gate = fitCalibratedClassifier(
    chosen.map((i) => rows[i] ?? []),
    chosen.map((i) => own[i]?.label ?? 0),
    chosen.map((i) => folds[i] ?? 0),
    features,
    l2,
    chosen.map((i) => (!inCorpus[i] ? hardWeight : 1)),
  );
  const scores = rows.map((row) => calibrateLogit(gate.calibration, predictLogit(gate.classifier, row)));
  chosen.forEach((i, k) => {
    scores[i] = calibrateLogit(gate.calibration, gate.outOfFoldLogits[k] ?? 0);
  });
  return scores;
}

const evidenceOf = (subset: readonly number[], probability: (i: number) => number): ThresholdEvidence => ({
  probabilities: subset.map(probability),
  labels: subset.map((i) => own[i]?.label ?? 0),
  domains: subset.map((i) => domains[i] ?? ''),
  judged: subset.map((i) => judged[i] ?? false),
  groups: subset.map((i) => own[i]?.group ?? ''),
  eras: subset.map((i) => (inCorpus[i] ? 'corpus' : 'hc3')),
});

interface Choice {
  gate: number;
  cut: number;
}

/** The gate cut-off and first cut-off, chosen on `subset`, that catch most current-model texts under the shipped rules. */
function choose(subset: readonly number[], gateScores: readonly number[]): Choice {
  const currentModel = subset.filter((i) => inCorpus[i] && own[i]?.label === 1 && judged[i]).map((i) => gateScores[i] ?? 0).sort((a, b) => a - b);
  let best: (Choice & { caught: number }) | undefined;
  for (const share of GATE_SHARES) {
    const gate = share === 0 ? 0 : (currentModel[Math.floor(share * currentModel.length)] ?? 0);
    const gated = (i: number) => ((gateScores[i] ?? 0) >= gate ? (fitted.outOfFold[i] ?? 0) : 0);
    const cut = chooseThresholds(evidenceOf(subset, gated), RULES).likelyAi;
    const caught = subset.filter((i) => inCorpus[i] && own[i]?.label === 1 && judged[i] && gated(i) >= cut).length;
    if (!best || caught > best.caught) best = { gate, cut, caught };
  }
  return best ?? { gate: 0, cut: 1 };
}

function describe(gateScores: readonly number[], choiceOf: (i: number) => Choice): string {
  const count = (test: (i: number) => boolean) => all.filter((i) => judged[i] && test(i) && (gateScores[i] ?? 0) >= choiceOf(i).gate && (fitted.outOfFold[i] ?? 0) >= choiceOf(i).cut).length;
  const total = (test: (i: number) => boolean) => all.filter((i) => judged[i] && test(i)).length;
  const part = (name: string, test: (i: number) => boolean) => `${name} ${count(test)}/${total(test)}`;
  const tp = count((i) => own[i]?.label === 1);
  const fp = count((i) => own[i]?.label === 0);
  return [
    part('corpus model', (i) => !!inCorpus[i] && own[i]?.label === 1),
    part('corpus human', (i) => !!inCorpus[i] && own[i]?.label === 0),
    part('HC3-era model', (i) => !inCorpus[i] && own[i]?.label === 1),
    part('HC3-era human', (i) => !inCorpus[i] && own[i]?.label === 0),
    part('TOEFL', (i) => domains[i] === 'detector-bias/TOEFL'),
    `precision ${(tp / Math.max(1, tp + fp)).toFixed(3)}`,
  ].join(', ');
}

const variants: Array<[string, boolean, number, number]> = [
  ['gate: current-model vs HC3-era human', false, 1, L2_PENALTY],
  ['gate: current-model vs HC3-era + corpus human', true, 1, L2_PENALTY],
  ['gate: current-model vs HC3-era (x3) + corpus human', true, 3, L2_PENALTY],
  ['gate: current-model vs HC3-era human, L2 60', false, 1, 60],
];
const shipped = (): Choice => ({ gate: 0, cut: fitted.thresholds.likelyAi });
console.log(`shipped (cut ${fitted.thresholds.likelyAi.toFixed(4)}): ${describe(all.map(() => 1), shipped)}`);
for (const [name, withCorpusHuman, hardWeight, l2] of variants) {
  const gateScores = fitGate(withCorpusHuman, hardWeight, l2);
  const whole = choose(all, gateScores);
  const nested = Array.from({ length: NESTED_FOLDS }, (_, k) => choose(all.filter((i) => nestedFold[i] !== k), gateScores));
  console.log(`\n${name}`);
  console.log(`  on all scores (gate ${whole.gate.toFixed(3)}, cut ${whole.cut.toFixed(4)}): ${describe(gateScores, () => whole)}`);
  console.log(`  nested (${nested.map((c) => `${c.gate.toFixed(3)}/${c.cut.toFixed(4)}`).join(', ')}): ${describe(gateScores, (i) => nested[nestedFold[i] ?? 0] ?? whole)}`);
}

// Why: the HC3-era human texts above the shipped cut-off's neighbourhood, with the first gate's score, against
// the gate's quantiles on the current-model texts.
if (process.argv.includes('--why')) {
  const gateScores = fitGate(false, 1, L2_PENALTY);
  const modelGate = all.filter((i) => inCorpus[i] && own[i]?.label === 1 && judged[i]).map((i) => gateScores[i] ?? 0).sort((a, b) => a - b);
  console.log(`\ngate on current-model texts: ${GATE_SHARES.map((share) => `${share}: ${(modelGate[Math.floor(share * modelGate.length)] ?? 0).toFixed(3)}`).join(', ')}`);
  const top = all.filter((i) => !inCorpus[i] && own[i]?.label === 0 && judged[i]).sort((a, b) => (fitted.outOfFold[b] ?? 0) - (fitted.outOfFold[a] ?? 0)).slice(0, 15);
  for (const i of top) console.log(`  ${domains[i]} max ${(fitted.outOfFold[i] ?? 0).toFixed(4)} gate ${(gateScores[i] ?? 0).toFixed(3)}`);
}
