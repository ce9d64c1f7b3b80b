/**
 * Fits the reference tagger on labelled real references and cross-validates it by document (block of
 * neighbouring references for anystyle, which keeps no document ids).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TaggerModel } from '../engine/free-text/tagger/decode-sequence';
import { TAGGER_LABELS } from '../engine/free-text/tagger/tagger-labels';
import { extractTokenFeatures } from '../engine/free-text/tagger/token-features';
import type { LabelledTokens } from './read-tagged-references';
import { trainTagger, type TrainingSequence } from './train-tagger';

/**
 * Passes over the data: fields right on anystyle fold 0 went 89.3% (8), 89.9% (12), 90.2% (16),
 * 90.8% (24), 90.9% (32). 24 was tried in full (2026-11-29): anystyle out-of-fold wrong fields 758 →
 * 735 and GROBID 76.4 → 76.5%, but the rendered report half fell 92.5 → 91.9%; 16 kept.
 */
export const EPOCHS = 16;

function toSequence(reference: LabelledTokens): TrainingSequence {
  return { features: extractTokenFeatures(reference.tokens), labels: reference.labels.map((label) => TAGGER_LABELS.indexOf(label as (typeof TAGGER_LABELS)[number])) };
}

const SOURCES_THAT_SHAPE_A_MODEL = ['../engine/free-text/tagger/token-features.ts', '../engine/free-text/tagger/tokenize-reference.ts', '../engine/free-text/tagger/tagger-labels.ts', './train-tagger.ts', '../engine/free-text/tagger/decode-sequence.ts'];

/**
 * With TAGGER_FIT_CACHE=<folder>, a fitted model is kept there under a hash of its training data, the
 * epochs and the feature, tokenizer and trainer sources, so the training script and the eval's
 * cross-validation fit each fold once (a fit takes minutes). Training is deterministic, so a cached
 * model is the model a new fit would give.
 */
function cached(references: LabelledTokens[], fit: () => TaggerModel): TaggerModel {
  const folder = process.env.TAGGER_FIT_CACHE;
  if (!folder) return fit();
  const hash = createHash('sha256');
  hash.update(String(EPOCHS));
  for (const source of SOURCES_THAT_SHAPE_A_MODEL) hash.update(readFileSync(new URL(source, import.meta.url)));
  for (const reference of references) hash.update(`${reference.text}\u0000${reference.labels.join(' ')}\u0001`);
  const path = join(folder, `tagger-${hash.digest('hex').slice(0, 24)}.json`);
  if (existsSync(path)) return JSON.parse(readFileSync(path, 'utf8')) as TaggerModel;
  const model = fit();
  mkdirSync(folder, { recursive: true });
  writeFileSync(path, JSON.stringify(model));
  return model;
}

export function fitReferenceTagger(references: LabelledTokens[]): TaggerModel {
  return cached(references, () => trainTagger(references.map(toSequence), { labels: TAGGER_LABELS, epochs: EPOCHS, minCount: 1 }));
}

/** Which fold a reference's document (or group: a collected reference's project) falls in, kept whole, so a fold never sees its own bibliography. */
export function foldOf(reference: LabelledTokens, folds: number): number {
  const doc = reference.reference.group ?? reference.reference.doc;
  let hash = 0;
  for (const char of doc) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 1000003;
  return hash % folds;
}

/** For every reference, the model trained on the folds it is not in (and on `extra`, which is never tested). */
export function crossValidateTagger(references: LabelledTokens[], folds: number, extra: LabelledTokens[] = []): { reference: LabelledTokens; model: TaggerModel }[] {
  const models = Array.from({ length: folds }, (_, fold) => fitReferenceTagger([...references.filter((reference) => foldOf(reference, folds) !== fold), ...extra]));
  return references.map((reference) => ({ reference, model: models[foldOf(reference, folds)] as TaggerModel }));
}
