import { abstractTokens } from '../abstract-tokens';
import { extractFeatures, type LanguageScorers } from '../extract-features';
import { FEATURE_NAMES } from '../feature-names';
import { buildNgramModel, countNgrams, type NgramModelData, NgramScorer } from '../ngram-model';
import { splitSentences } from '../split-sentences';
import { type ModelLanguage, tokenizeText } from '../tokenize-text';
import { assignFold, findDomain, type LabelledText } from './read-dataset';

export const CROSS_FIT_FOLDS = 5;

export interface LanguageModels {
  words: NgramModelData;
  style: NgramModelData;
}

function tokenizeDocument(record: LabelledText, language: ModelLanguage, style: boolean): { sentences: string[][]; label: 0 | 1 } {
  const sentences = splitSentences(record.text).map((span) => tokenizeText(span.text, language));
  return { sentences: style ? sentences.map(abstractTokens) : sentences, label: record.label };
}

/** Word and style bigram models; the style alphabet is small, so it keeps every bigram seen. */
export function trainLanguageModels(records: readonly LabelledText[], language: ModelLanguage): LanguageModels {
  return {
    words: buildNgramModel(countNgrams(records.map((record) => tokenizeDocument(record, language, false)))),
    style: buildNgramModel(countNgrams(records.map((record) => tokenizeDocument(record, language, true))), 1, 1),
  };
}

export function createScorers(models: LanguageModels): LanguageScorers {
  return { words: new NgramScorer(models.words), style: new NgramScorer(models.style) };
}

export function computeRow(text: string, language: ModelLanguage, scorers: LanguageScorers | undefined): number[] {
  const { values } = extractFeatures(text, language, scorers);
  return FEATURE_NAMES.map((name) => values[name]);
}

/**
 * Feature rows for training texts with cross-fitting: a text's language-model features come from
 * models built without its whole domain. Models built without only its group would still know the
 * domain's topics and phrasing, and the classifier would learn to trust the n-gram features far
 * more than they deserve on text from a source never seen: the case that matters in use.
 */
export function computeCrossFittedRows(records: readonly LabelledText[], language: ModelLanguage): number[][] {
  const rows: number[][] = new Array<number[]>(records.length);
  const domains = [...new Set(records.map((record) => findDomain(record.source)))].sort();
  // A single domain cannot be left out of itself: fall back to folds over groups.
  const folds = records.map((record) =>
    domains.length > 1 ? domains.indexOf(findDomain(record.source)) : assignFold(record.group, CROSS_FIT_FOLDS),
  );
  const foldCount = domains.length > 1 ? domains.length : CROSS_FIT_FOLDS;
  for (let fold = 0; fold < foldCount; fold++) {
    const scorers = createScorers(trainLanguageModels(records.filter((_, i) => folds[i] !== fold), language));
    records.forEach((record, i) => {
      if (folds[i] === fold) rows[i] = computeRow(record.text, language, scorers);
    });
  }
  return rows;
}
