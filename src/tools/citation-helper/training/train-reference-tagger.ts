/**
 * Trains the free-text reference tagger: `npx tsx src/tools/citation-helper/training/train-reference-tagger.ts`
 * (~10 min on an idle machine; TAGGER_FIT_CACHE=<folder> lets the eval reuse the fold models).
 * Trains on anystyle's core.xml (tagged-references/anystyle-core.jsonl, BSD-2-Clause), GROBID's citation
 * corpus (grobid-citations.jsonl, Apache-2.0) and the dev set's tune half rendered with field markers
 * (label-rendered-references.ts; the report half is never used): 5-fold cross-validation by source
 * document (anystyle blocks, GROBID bibliographies) gives the out-of-fold readings the uncertainty
 * calibration is fitted on (with the collected dev and tune sets, CALIBRATION_SETS), then the model is
 * fitted on everything and written to engine/free-text/tagger/model/reference-tagger.json. GROBID's
 * evaluation files (grobid-evaluation.jsonl), the held-out collected sets and anystyle's gold.xml are
 * never used here.
 * Deterministic: the same data gives the same file. `--calibration-only` keeps the shipped weights and
 * refits only the uncertainty calibration (for a change to the field reading or the calibration's
 * inputs, which leaves the tagger's features, tokens and training data as they were).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TaggerModel } from '../engine/free-text/tagger/decode-sequence';
import { parseTaggedReference } from '../engine/free-text/tagger/parse-tagged-reference';
import { TAGGER_MODEL_URL } from '../engine/free-text/tagger/load-tagger';
import { estimateWrongChance } from '../engine/free-text/tagger/field-uncertainty';
import { splitReferences } from '../engine/free-text/split-references';
import { readGoldFields, scoreRealReference } from './score-tagged-fields';
import { fitUncertaintyCalibration, type CalibrationCase } from './fit-uncertainty-calibration';
import { crossValidateTagger, EPOCHS, fitReferenceTagger, foldOf } from './fit-reference-tagger';
import { labelRenderedReferences } from './label-rendered-references';
import { CALIBRATION_SETS, labelTokens, readTaggedReferences, type LabelledTokens } from './read-tagged-references';

const FOLDS = 5;
/** Scales of the tagger's scores tried for the marginals (perceptron scores have no natural scale). */
const TEMPERATURES = [2, 4, 8, 16, 32, 64];
/**
 * How much a collected reference counts in the calibration's fit against one of anystyle's or GROBID's: references
 * from real documents' reference lists, as the tool is pasted them, make a quarter of the fit instead of a fourteenth.
 * Chosen out of fold (2026-12-01, session 27): at the threshold where half the flags are wrong, weights 1, 2, 4, 8
 * caught 34.4, 32.4, 36.9, 36.8% of the wrong fields (leave-one-set-out for the collected sets, one fold out for the rest).
 */
const COLLECTED_WEIGHT = 4;
const started = performance.now();
const anystyle = readTaggedReferences('anystyle-core.jsonl').map(labelTokens);
const grobid = readTaggedReferences('grobid-citations.jsonl').map(labelTokens);
const references = [...anystyle, ...grobid];
const rendered = labelRenderedReferences().map(labelTokens);
const calibrationOnly = process.argv.includes('--calibration-only');
// The model that ships reads the collected references (it was never trained on them): the shipped weights with
// --calibration-only, else the model fitted on everything.
const model = calibrationOnly ? (JSON.parse(readFileSync(fileURLToPath(TAGGER_MODEL_URL), 'utf8')) as ReturnType<typeof fitReferenceTagger>) : fitReferenceTagger([...references, ...rendered]);
const outOfFold = crossValidateTagger(references, FOLDS, rendered);
const collected = CALIBRATION_SETS.flatMap((name) => readTaggedReferences(name).map((reference) => ({ set: name, reference: labelTokens(reference) })));

/**
 * Every gold field of a reference as a case: the calibration's evidence where it speaks for the field, `forced` where
 * a rule flags it anyway (a misshapen value, a missing author, title or year). Read as the tool reads a paste.
 */
function casesOf(reader: TaggerModel, reference: LabelledTokens, temperature: number, extra: Omit<CalibrationCase, 'field' | 'wrong'>): CalibrationCase[] {
  const text = splitReferences(reference.text)[0] ?? reference.text;
  // With no weights every chance is one half: a threshold of 1 flags only what rules flag, 0 everything the calibration may speak for.
  const at = (threshold: number) => parseTaggedReference({ ...reader, uncertainty: { temperature, threshold, fields: {}, shared: [] } }, text, 0);
  const [ruled, open] = [at(1), at(0)];
  return scoreRealReference(ruled.item, readGoldFields(reference.tokens, reference.labels)).map((score) => {
    const forced = ruled.uncertainFields.includes(score.field);
    const evidence = !forced && open.uncertainFields.includes(score.field) ? ruled.evidence[score.field] : undefined;
    return { ...extra, field: score.field, wrong: !score.correct, forced, ...(evidence ? { evidence } : {}) };
  });
}
const memo = new Map<number, CalibrationCase[]>();
const casesAt = (temperature: number): CalibrationCase[] => {
  const known = memo.get(temperature);
  if (known) return known;
  const cases = [
    ...outOfFold.flatMap(({ reference, model: foldModel }) => casesOf(foldModel, reference, temperature, { group: `fold ${foldOf(reference, FOLDS)}`, measured: reference.reference.source.startsWith('grobid') ? Boolean(reference.reference.sample) : true })),
    ...collected.flatMap(({ set, reference }) => casesOf(model, reference, temperature, { group: set, weight: COLLECTED_WEIGHT })),
  ];
  memo.set(temperature, cases);
  return cases;
};
const { calibration, logLosses } = fitUncertaintyCalibration(TEMPERATURES, casesAt);
const cases = casesAt(calibration.temperature).filter((entry) => entry.measured !== false);
const flagged = cases.filter((entry) => entry.forced || (entry.evidence && estimateWrongChance(calibration, entry.field, entry.evidence) >= calibration.threshold));
const hits = flagged.filter((entry) => entry.wrong).length;
const wrong = cases.filter((entry) => entry.wrong).length;
console.log(`Out-of-fold: ${cases.length} measured fields, ${wrong} wrong; log-loss by temperature ${JSON.stringify(logLosses)}; at ${calibration.temperature}, chance ≥ ${calibration.threshold} (chosen out of group) flags, with the rules' flags, at precision ${((100 * hits) / Math.max(1, flagged.length)).toFixed(1)}%, recall ${((100 * hits) / Math.max(1, wrong)).toFixed(1)}% (in sample)`);
model.uncertainty = calibration;
model.training = {
  data: 'anystyle res/parser/core.xml (BSD-2-Clause, training/tagged-references/anystyle-core.jsonl) + GROBID citation corpus (Apache-2.0, grobid-citations.jsonl) + the dev set tune half rendered with field markers',
  references: references.length,
  anystyle: anystyle.length,
  grobid: grobid.length,
  rendered: rendered.length, epochs: EPOCHS, folds: FOLDS, trainer: 'averaged structured perceptron',
  calibration: `out-of-fold readings of anystyle and GROBID, and the collected dev and tune sets read by this model (${collected.length}, each counting ${COLLECTED_WEIGHT}×)` };
writeFileSync(fileURLToPath(TAGGER_MODEL_URL), `${JSON.stringify(model)}\n`);
console.log(`Wrote ${Object.keys(model.weights).length} features in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
