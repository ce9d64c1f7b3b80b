/**
 * Trains the free-text reference tagger: `npx tsx src/tools/citation-helper/training/train-reference-tagger.ts`
 * (~10 min on an idle machine; TAGGER_FIT_CACHE=<folder> lets the eval reuse the fold models).
 * Trains on anystyle's core.xml (tagged-references/anystyle-core.jsonl, BSD-2-Clause), GROBID's citation
 * corpus (grobid-citations.jsonl, Apache-2.0) and the dev set's tune half rendered with field markers
 * (label-rendered-references.ts; the report half is never used): 5-fold cross-validation by source
 * document (anystyle blocks, GROBID bibliographies) chooses the uncertainty margins, then the model is
 * fitted on everything and written to engine/free-text/tagger/model/reference-tagger.json. GROBID's
 * evaluation files (grobid-evaluation.jsonl) and anystyle's gold.xml are never used here.
 * Deterministic: the same data gives the same file.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseTaggedReference } from '../engine/free-text/tagger/parse-tagged-reference';
import { TAGGER_MODEL_URL } from '../engine/free-text/tagger/load-tagger';
import { readGoldFields, scoreRealReference } from './score-tagged-fields';
import { chooseUncertainMargin, type MarginCase } from './choose-uncertain-margin';
import { crossValidateTagger, EPOCHS, fitReferenceTagger } from './fit-reference-tagger';
import { labelRenderedReferences } from './label-rendered-references';
import { labelTokens, readTaggedReferences } from './read-tagged-references';

const FOLDS = 5;
const started = performance.now();
const anystyle = readTaggedReferences('anystyle-core.jsonl').map(labelTokens);
const grobid = readTaggedReferences('grobid-citations.jsonl').map(labelTokens);
const references = [...anystyle, ...grobid];
const rendered = labelRenderedReferences().map(labelTokens);
const cases: MarginCase[] = [];
for (const { reference, model } of crossValidateTagger(references, FOLDS, rendered)) {
  const parsed = parseTaggedReference(model, reference.text, 0);
  for (const score of scoreRealReference(parsed.item, readGoldFields(reference.tokens, reference.labels))) {
    const margin = parsed.margins[score.field];
    if (score.parsed && margin !== undefined) cases.push({ field: score.field, margin, wrong: !score.correct });
  }
}
const chosen = chooseUncertainMargin(cases);
console.log(`Out-of-fold: ${cases.length} parsed fields, ${cases.filter((entry) => entry.wrong).length} wrong; margin ${chosen.margin} flags with precision ${(100 * chosen.precision).toFixed(1)}%, recall ${(100 * chosen.recall).toFixed(1)}%`);
// Per field where there are enough wrong readings to place a threshold; the overall one elsewhere.
const fieldMargins: Record<string, number> = {};
for (const field of [...new Set(cases.flatMap((entry) => (entry.field ? [entry.field] : [])))]) {
  const own = cases.filter((entry) => entry.field === field);
  if (own.filter((entry) => entry.wrong).length < 20) continue;
  const choice = chooseUncertainMargin(own);
  fieldMargins[field] = choice.margin;
  console.log(`  ${field}: margin ${choice.margin}, precision ${(100 * choice.precision).toFixed(1)}%, recall ${(100 * choice.recall).toFixed(1)}% (${own.length} parsed)`);
}
const model = fitReferenceTagger([...references, ...rendered]);
model.uncertainMargin = chosen.margin;
model.fieldMargins = fieldMargins;
model.training = {
  data: 'anystyle res/parser/core.xml (BSD-2-Clause, training/tagged-references/anystyle-core.jsonl) + GROBID citation corpus (Apache-2.0, grobid-citations.jsonl) + the dev set tune half rendered with field markers',
  references: references.length,
  anystyle: anystyle.length,
  grobid: grobid.length,
  rendered: rendered.length, epochs: EPOCHS, folds: FOLDS, trainer: 'averaged structured perceptron' };
writeFileSync(fileURLToPath(TAGGER_MODEL_URL), `${JSON.stringify(model)}\n`);
console.log(`Wrote ${Object.keys(model.weights).length} features in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
