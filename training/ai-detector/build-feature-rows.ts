import { abstractTokens } from '../../src/tools/ai-detector/engine/abstract-tokens';
import { extractFeatures, type LanguageScorers } from '../../src/tools/ai-detector/engine/extract-features';
import { FEATURE_NAMES, LOCAL_FEATURES } from '../../src/tools/ai-detector/engine/feature-names';
import { buildNgramModel, countNgrams, type NgramModelData, NgramScorer } from '../../src/tools/ai-detector/engine/ngram-model';
import { buildSequenceModel, type SequenceModelData, SequenceScorer } from '../../src/tools/ai-detector/engine/sequence-model';
import { shapeTokens } from '../../src/tools/ai-detector/engine/shape-tokens';
import { splitModelSentences } from '../../src/tools/ai-detector/engine/mask-markup';
import { tagSentence } from '../../src/tools/ai-detector/engine/syntax-tokens';
import { type ModelLanguage, tokenizeText } from '../../src/tools/ai-detector/engine/tokenize-text';
import { assignFold, findDomain, type LabelledText } from './read-dataset';

export const CROSS_FIT_FOLDS = 5;
/** Order of the syntax model: four-token clause patterns ("it VERB NOUN ,"). Orders 2–5 were compared; 4 and 5 did best. */
export const SYNTAX_ORDER = 4;

export interface LanguageModels {
  words: NgramModelData;
  style: NgramModelData;
  syntax: SequenceModelData;
}

function tokenizeDocument(record: LabelledText, language: ModelLanguage, style: boolean): { sentences: string[][]; label: 0 | 1 } {
  const sentences = splitModelSentences(record.text, language).map((span) => tokenizeText(span.text, language));
  return { sentences: style ? sentences.map((tokens) => abstractTokens(tokens, language)) : sentences, label: record.label };
}

// Tagging is the slow part of training and each text is tagged once per cross-fitting fold: keep the result.
const syntaxCache = new Map<string, string[][]>();

function tagDocument(text: string): string[][] {
  let sentences = syntaxCache.get(text);
  if (!sentences) {
    sentences = splitModelSentences(text, 'en').map((span) => tagSentence(span.text).tokens);
    syntaxCache.set(text, sentences);
  }
  return sentences;
}

/** A text in the clause-shape alphabet of languages without a tagger (shape-tokens.ts). */
function shapeDocument(text: string, language: ModelLanguage): string[][] {
  return splitModelSentences(text, language).map((span) => shapeTokens(tokenizeText(span.text, language), language));
}

/**
 * Word and style bigram models (the style alphabet is small, so it keeps every bigram seen) and the
 * clause model: English over part-of-speech tags, other languages over word endings (shape-tokens.ts).
 */
export function trainLanguageModels(records: readonly LabelledText[], language: ModelLanguage): LanguageModels {
  return {
    words: buildNgramModel(countNgrams(records.map((record) => tokenizeDocument(record, language, false)))),
    style: buildNgramModel(countNgrams(records.map((record) => tokenizeDocument(record, language, true))), 1, 1),
    syntax: buildSequenceModel(
      records.map((record) => ({ sentences: language === 'en' ? tagDocument(record.text) : shapeDocument(record.text, language), label: record.label })),
      SYNTAX_ORDER,
    ),
  };
}

export function createScorers(models: LanguageModels): LanguageScorers {
  return { words: new NgramScorer(models.words), style: new NgramScorer(models.style), syntax: new SequenceScorer(models.syntax) };
}

/** A training text's features: the document row and one row of local features per sentence. */
export interface FeatureRows {
  row: number[];
  sentences: Array<{ words: number; local: number[] }>;
}

export function computeRow(text: string, language: ModelLanguage, scorers: LanguageScorers | undefined): FeatureRows {
  const { values, sentences } = extractFeatures(text, language, scorers);
  return {
    row: FEATURE_NAMES.map((name) => values[name]),
    sentences: sentences.map((sentence) => ({ words: sentence.words, local: LOCAL_FEATURES.map((name) => sentence.local[name]) })),
  };
}

/**
 * Feature rows for training texts with cross-fitting: a text's language-model features come from
 * models built without its whole domain. Models built without only its group would still know the
 * domain's topics and phrasing, and the classifier would learn to trust the n-gram features far
 * more than they deserve on text from a source never seen: the case that matters in use.
 */
export function computeCrossFittedRows(records: readonly LabelledText[], language: ModelLanguage, givenFolds?: readonly number[]): FeatureRows[] {
  const rows: FeatureRows[] = new Array<FeatureRows>(records.length);
  const domains = [...new Set(records.map((record) => findDomain(record.source)))].sort();
  // A single domain cannot be left out of itself: fall back to folds over groups.
  const folds =
    givenFolds ??
    records.map((record) => (domains.length > 1 ? domains.indexOf(findDomain(record.source)) : assignFold(record.group, CROSS_FIT_FOLDS)));
  const foldCount = Math.max(...folds) + 1;
  for (let fold = 0; fold < foldCount; fold++) {
    const scorers = createScorers(trainLanguageModels(records.filter((_, i) => folds[i] !== fold), language));
    records.forEach((record, i) => {
      if (folds[i] === fold) rows[i] = computeRow(record.text, language, scorers);
    });
  }
  return rows;
}
