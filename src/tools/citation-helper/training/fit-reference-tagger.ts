/**
 * Fits the reference tagger on labelled real references and cross-validates it by document (block of
 * neighbouring references for anystyle, which keeps no document ids).
 */
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

export function fitReferenceTagger(references: LabelledTokens[]): TaggerModel {
  return trainTagger(references.map(toSequence), { labels: TAGGER_LABELS, epochs: EPOCHS, minCount: 1 });
}

/** Which fold a reference's document falls in: documents whole, so a fold never sees its own bibliography. */
export function foldOf(reference: LabelledTokens, folds: number): number {
  const doc = reference.reference.doc;
  let hash = 0;
  for (const char of doc) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 1000003;
  return hash % folds;
}

/** For every reference, the model trained on the folds it is not in (and on `extra`, which is never tested). */
export function crossValidateTagger(references: LabelledTokens[], folds: number, extra: LabelledTokens[] = []): { reference: LabelledTokens; model: TaggerModel }[] {
  const models = Array.from({ length: folds }, (_, fold) => fitReferenceTagger([...references.filter((reference) => foldOf(reference, folds) !== fold), ...extra]));
  return references.map((reference) => ({ reference, model: models[foldOf(reference, folds)] as TaggerModel }));
}
