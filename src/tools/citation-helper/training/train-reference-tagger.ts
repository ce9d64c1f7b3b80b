/**
 * Trains the free-text reference tagger: `npx tsx src/tools/citation-helper/training/train-reference-tagger.ts`
 * (~10 min on an idle machine; TAGGER_FIT_CACHE=<folder> lets the eval reuse the fold models).
 * Trains on anystyle's core.xml (tagged-references/anystyle-core.jsonl, BSD-2-Clause), GROBID's citation
 * corpus (grobid-citations.jsonl, Apache-2.0) and the dev set's tune half rendered with field markers
 * (label-rendered-references.ts; the report half is never used): 5-fold cross-validation by source
 * document (anystyle blocks, GROBID bibliographies) chooses the uncertainty margins, then the model is
 * fitted on everything and written to engine/free-text/tagger/model/reference-tagger.json. GROBID's
 * evaluation files (grobid-evaluation.jsonl) and anystyle's gold.xml are never used here.
 * Deterministic: the same data gives the same file. `--calibration-only` keeps the shipped weights and
 * refits only the uncertainty calibration (for a change to the field reading or the calibration's
 * inputs, which leaves the tagger's features, tokens and training data as they were).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseTaggedReference } from '../engine/free-text/tagger/parse-tagged-reference';
import { TAGGER_MODEL_URL } from '../engine/free-text/tagger/load-tagger';
import { estimateWrongChance } from '../engine/free-text/tagger/field-uncertainty';
import { readGoldFields, scoreRealReference } from './score-tagged-fields';
import { fitUncertaintyCalibration, type CalibrationCase } from './fit-uncertainty-calibration';
import { crossValidateTagger, EPOCHS, fitReferenceTagger } from './fit-reference-tagger';
import { labelRenderedReferences } from './label-rendered-references';
import { labelTokens, readTaggedReferences } from './read-tagged-references';

const FOLDS = 5;
/** Scales of the tagger's scores tried for the marginals (perceptron scores have no natural scale). */
const TEMPERATURES = [2, 4, 8, 16, 32, 64];
const started = performance.now();
const anystyle = readTaggedReferences('anystyle-core.jsonl').map(labelTokens);
const grobid = readTaggedReferences('grobid-citations.jsonl').map(labelTokens);
const references = [...anystyle, ...grobid];
const rendered = labelRenderedReferences().map(labelTokens);
const outOfFold = crossValidateTagger(references, FOLDS, rendered);
const casesAt = (temperature: number): CalibrationCase[] =>
  outOfFold.flatMap(({ reference, model }) => {
    const parsed = parseTaggedReference({ ...model, uncertainty: { temperature, threshold: 1, fields: {}, shared: [] } }, reference.text, 0);
    return scoreRealReference(parsed.item, readGoldFields(reference.tokens, reference.labels)).flatMap((score) => {
      const evidence = parsed.evidence[score.field];
      return score.parsed && evidence ? [{ field: score.field, evidence, wrong: !score.correct }] : [];
    });
  });
const { calibration, logLosses } = fitUncertaintyCalibration(TEMPERATURES, casesAt);
const cases = casesAt(calibration.temperature);
const flagged = cases.filter((entry) => estimateWrongChance(calibration, entry.field, entry.evidence) >= calibration.threshold);
const hits = flagged.filter((entry) => entry.wrong).length;
console.log(`Out-of-fold: ${cases.length} parsed fields, ${cases.filter((entry) => entry.wrong).length} wrong; log-loss by temperature ${JSON.stringify(logLosses)}; at ${calibration.temperature}, chance ≥ ${calibration.threshold} flags with precision ${((100 * hits) / Math.max(1, flagged.length)).toFixed(1)}%, recall ${((100 * hits) / Math.max(1, cases.filter((entry) => entry.wrong).length)).toFixed(1)}%`);
const calibrationOnly = process.argv.includes('--calibration-only');
const model = calibrationOnly ? (JSON.parse(readFileSync(fileURLToPath(TAGGER_MODEL_URL), 'utf8')) as ReturnType<typeof fitReferenceTagger>) : fitReferenceTagger([...references, ...rendered]);
model.uncertainty = calibration;
model.training = {
  data: 'anystyle res/parser/core.xml (BSD-2-Clause, training/tagged-references/anystyle-core.jsonl) + GROBID citation corpus (Apache-2.0, grobid-citations.jsonl) + the dev set tune half rendered with field markers',
  references: references.length,
  anystyle: anystyle.length,
  grobid: grobid.length,
  rendered: rendered.length, epochs: EPOCHS, folds: FOLDS, trainer: 'averaged structured perceptron' };
writeFileSync(fileURLToPath(TAGGER_MODEL_URL), `${JSON.stringify(model)}\n`);
console.log(`Wrote ${Object.keys(model.weights).length} features in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
