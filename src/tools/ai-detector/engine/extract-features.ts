import { abstractTokens } from './abstract-tokens';
import { countPhrases } from './count-phrases';
import { FEATURE_NAMES, type FeatureValues, type LocalFeatureName } from './feature-names';
import { measureOpeningRepetition, measurePhraseRepetition } from './measure-repetition';
import { measureProseProfile } from './measure-prose-profile';
import { measureWritingHabits } from './measure-writing-habits';
import { countSlips } from './measure-sloppiness';
import type { NgramScorer } from './ngram-model';
import type { SequenceScorer } from './sequence-model';
import { shapeTokens } from './shape-tokens';
import { maskMarkupFor, splitModelSentences } from './mask-markup';
import type { SentenceSpan } from './split-sentences';
import { tagSentence } from './syntax-tokens';
import {
  CHINESE_AI_PHRASES,
  CHINESE_HUMAN_MARKERS,
  ENGLISH_AI_PHRASES,
  ENGLISH_FUNCTION_WORDS,
  ENGLISH_HUMAN_MARKERS,
  FRENCH_AI_PHRASES,
  FRENCH_FUNCTION_WORDS,
  FRENCH_HUMAN_MARKERS,
  GERMAN_AI_PHRASES,
  GERMAN_FUNCTION_WORDS,
  GERMAN_HUMAN_MARKERS,
  SPANISH_AI_PHRASES,
  SPANISH_FUNCTION_WORDS,
  SPANISH_HUMAN_MARKERS,
} from './style-lexicons';
import { isHanToken, isTrainedLanguage, isWordToken, type ModelLanguage, tokenizeText } from './tokenize-text';
import { findWordRank, RANKED_WORDS } from './word-ranks';

export interface SentenceFeatures extends SentenceSpan {
  /** Words in the sentence (Han characters count as a fraction of a word, see HAN_CHARS_PER_WORD). */
  words: number;
  local: Record<LocalFeatureName, number>;
}

/**
 * The language models of a language: over words, over the topic-free style alphabet, and (English)
 * over the syntax alphabet of kept words and part-of-speech tags.
 */
export interface LanguageScorers {
  words: NgramScorer;
  style: NgramScorer;
  syntax: SequenceScorer;
}

export interface TextFeatures {
  values: FeatureValues;
  sentences: SentenceFeatures[];
  words: number;
}

/** Chinese words average about 1.6 characters: rates per word then stay comparable across languages. */
const HAN_CHARS_PER_WORD = 1.6;
const TTR_WINDOW = 50;
const PRONOUN_START = /^(?:It|This|These|They)\b/u;
const ACRONYM = /\b\p{Lu}{2,}s?\b/gu;
const PUNCTUATION_GROUPS = {
  commaRate: /^[,，、]$/u,
  colonRate: /^[;:；：]$/u,
  exclaimQuestionRate: /^[!?！？]$/u,
  quoteRate: /^["“”‘’«»「」『』]$/u,
  parenRate: /^[()（）[\]【】]$/u,
  dashRate: /^[-–—]$/u,
} as const;

const mean = (values: readonly number[]): number =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;

function standardDeviation(values: readonly number[]): number {
  if (values.length < 2) return 0;
  const average = mean(values);
  return Math.sqrt(mean(values.map((value) => (value - average) ** 2)));
}

/** Median: the typical token, robust to a few rare words with extreme log-likelihood ratios. */
function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function countWordUnits(tokens: readonly string[]): number {
  let units = 0;
  for (const token of tokens) if (isWordToken(token)) units += isHanToken(token) ? 1 / HAN_CHARS_PER_WORD : 1;
  return units;
}

/** Moving-average type-token ratio: unlike plain TTR it does not fall just because a text is long. */
function measureTypeTokenRatio(words: readonly string[]): number {
  if (words.length === 0) return 0;
  if (words.length <= TTR_WINDOW) return new Set(words).size / words.length;
  const ratios: number[] = [];
  for (let start = 0; start + TTR_WINDOW <= words.length; start += TTR_WINDOW / 2) {
    ratios.push(new Set(words.slice(start, start + TTR_WINDOW)).size / TTR_WINDOW);
  }
  return mean(ratios);
}

function measureRanks(words: readonly string[]): { rankMean: number; rareShare: number } {
  const alphabetic = words.filter((word) => /^\p{L}[\p{L}']*$/u.test(word) && !isHanToken(word));
  if (alphabetic.length === 0) return { rankMean: 0, rareShare: 0 };
  const logs = alphabetic.map((word) => Math.log(findWordRank(word) ?? RANKED_WORDS * 2));
  const rare = alphabetic.filter((word) => findWordRank(word) === undefined).length;
  return { rankMean: mean(logs), rareShare: rare / alphabetic.length };
}

interface Lexicons {
  ai: readonly string[];
  human: readonly string[];
  functionWords: ReadonlySet<string>;
  join: ' ' | '';
}

const ENGLISH_LEXICONS: Lexicons = { ai: ENGLISH_AI_PHRASES, human: ENGLISH_HUMAN_MARKERS, functionWords: new Set(ENGLISH_FUNCTION_WORDS), join: ' ' };
const LEXICONS: Partial<Record<ModelLanguage, Lexicons>> = {
  en: ENGLISH_LEXICONS,
  de: { ai: GERMAN_AI_PHRASES, human: GERMAN_HUMAN_MARKERS, functionWords: new Set(GERMAN_FUNCTION_WORDS), join: ' ' },
  fr: { ai: FRENCH_AI_PHRASES, human: FRENCH_HUMAN_MARKERS, functionWords: new Set(FRENCH_FUNCTION_WORDS), join: ' ' },
  es: { ai: SPANISH_AI_PHRASES, human: SPANISH_HUMAN_MARKERS, functionWords: new Set(SPANISH_FUNCTION_WORDS), join: ' ' },
  zh: { ai: CHINESE_AI_PHRASES, human: CHINESE_HUMAN_MARKERS, functionWords: new Set(ENGLISH_FUNCTION_WORDS), join: '' },
};

/** Each language's own word lists; untrained languages fall back to the English ones, as before. */
function lexiconsFor(language: ModelLanguage): Lexicons {
  return LEXICONS[language] ?? ENGLISH_LEXICONS;
}

/** Length, in words, at which the evidence features equal the mean contrasts; shorter texts count as 20 words. */
const EVIDENCE_UNIT_WORDS = 150;
const EVIDENCE_MIN_WORDS = 20;

/** Computes every document feature and the per-sentence local features of a text. */
export function extractFeatures(text: string, language: ModelLanguage, scorers: LanguageScorers | undefined): TextFeatures {
  const lexicons = lexiconsFor(language);
  const sentences: SentenceFeatures[] = [];
  const allTokens: string[] = [];
  const llr: number[] = [];
  const surprisal: number[] = [];
  const styleSurprisal: number[] = [];
  const styleLlr: number[] = [];
  const sentenceSurprisal: number[] = [];
  const sentenceLengths: number[] = [];
  const sentenceTokens: string[][] = [];
  const syntaxLlr: number[] = [];
  const syntaxSurprisal: number[] = [];
  let pronouns = 0;
  let taggedWords = 0;
  let pronounStarts = 0;
  // Markdown and emoji are layout, not wording (mask-markup.ts): every measure reads the masked text.
  const plain = maskMarkupFor(text, language);
  const spans = splitModelSentences(text, language, plain);
  for (const span of spans) {
    const tokens = tokenizeText(span.text, language);
    const words = countWordUnits(tokens);
    const scores = scorers?.words.scoreTokens(tokens) ?? { llr: [], surprisal: [] };
    const style = scorers?.style.scoreTokens(abstractTokens(tokens, language)) ?? { llr: [], surprisal: [] };
    // The part-of-speech tagger is English-only; other languages leave the syntax features at 0.
    const tagged = language === 'en' ? tagSentence(span.text) : undefined;
    // German, French and Spanish have no tagger: their clause model runs over word endings instead.
    const clause = tagged?.tokens ?? (isTrainedLanguage(language) ? shapeTokens(tokens, language) : undefined);
    const syntax = (clause && scorers?.syntax.scoreTokens(clause)) ?? { llr: [], surprisal: [] };
    syntaxLlr.push(...syntax.llr);
    syntaxSurprisal.push(...syntax.surprisal);
    pronouns += tagged?.pronouns ?? 0;
    taggedWords += tagged?.words ?? 0;
    if (language === 'en' && PRONOUN_START.test(span.text)) pronounStarts++;
    llr.push(...scores.llr);
    surprisal.push(...scores.surprisal);
    styleSurprisal.push(...style.surprisal);
    styleLlr.push(...style.llr);
    if (tokens.length >= 3) sentenceSurprisal.push(mean(scores.surprisal));
    if (words > 0) sentenceLengths.push(words);
    allTokens.push(...tokens);
    sentenceTokens.push(tokens);
    const per100 = words > 0 ? 100 / words : 0;
    const shareOfWords = (test: (token: string) => boolean): number => (words > 0 ? tokens.filter(test).length / words : 0);
    sentences.push({
      ...span,
      words,
      local: {
        lmLlr: mean(scores.llr),
        lmSurprisal: mean(scores.surprisal),
        syntaxLlr: mean(syntax.llr),
        styleLlr: mean(style.llr),
        sentenceLength: words,
        commaRate: shareOfWords((token) => PUNCTUATION_GROUPS.commaRate.test(token)),
        contractionRate: shareOfWords((token) => isWordToken(token) && token.includes("'")),
        aiPhraseRate: countPhrases(tokens, lexicons.ai, lexicons.join) * per100,
        humanMarkerRate: countPhrases(tokens, lexicons.human, lexicons.join) * per100,
        sloppiness: countSlips(span.text, language),
      },
    });
  }
  const words = countWordUnits(allTokens);
  const wordTokens = allTokens.filter(isWordToken);
  const perWord = (count: number): number => (words > 0 ? count / words : 0);
  const countMatching = (pattern: RegExp): number => allTokens.filter((token) => pattern.test(token)).length;
  const averageLength = mean(sentenceLengths);
  const values = Object.fromEntries(FEATURE_NAMES.map((name) => [name, 0])) as FeatureValues;
  Object.assign(values, {
    lmLlr: mean(llr),
    lmSurprisal: mean(surprisal),
    lmBurstiness: standardDeviation(sentenceSurprisal),
    lmLlrMedian: median(llr),
    styleSurprisal: mean(styleSurprisal),
    styleLlr: mean(styleLlr),
    styleLlrMedian: median(styleLlr),
    ...(language === 'en' ? measureRanks(wordTokens) : {}),
    sentenceLength: averageLength,
    sentenceLengthCv: averageLength > 0 ? standardDeviation(sentenceLengths) / averageLength : 0,
    digitRate: perWord(allTokens.filter((token) => token === '<num>').length),
    capitalRate: language === 'en' ? measureCapitals(sentences) : 0,
    contractionRate: perWord(wordTokens.filter((token) => token.includes("'")).length),
    aiPhraseRate: countPhrases(allTokens, lexicons.ai, lexicons.join) * perWord(100),
    humanMarkerRate: countPhrases(allTokens, lexicons.human, lexicons.join) * perWord(100),
    functionWordRate: perWord(wordTokens.filter((token) => lexicons.functionWords.has(token)).length),
    typeTokenRatio: measureTypeTokenRatio(wordTokens),
    // Word length means something within one language: each trained language's model has its own weight.
    wordLength: isTrainedLanguage(language) ? mean(wordTokens.map((token) => token.length)) : 0,
    sloppiness: perWord(100 * countSlips(plain, language)),
    syntaxLlr: mean(syntaxLlr),
    syntaxLlrMedian: median(syntaxLlr),
    syntaxSurprisal: mean(syntaxSurprisal),
    pronounRate: taggedWords > 0 ? pronouns / taggedWords : 0,
    pronounStartRate: spans.length > 0 ? pronounStarts / spans.length : 0,
    phraseRepetition: measurePhraseRepetition(wordTokens),
    openingRepetition: measureOpeningRepetition(wordTokens),
    acronymRate: language === 'en' ? perWord(plain.match(ACRONYM)?.length ?? 0) : 0,
    ...measureProseProfile(sentenceTokens, language),
    ...measureWritingHabits(sentenceTokens, plain, language),
  });
  for (const [name, pattern] of Object.entries(PUNCTUATION_GROUPS)) values[name as keyof typeof PUNCTUATION_GROUPS] = perWord(countMatching(pattern));
  Object.assign(values, scaleEvidence(values, words));
  return { values, sentences, words };
}

/** The model contrasts weighed by length (feature-names.ts, EVIDENCE_FEATURES): a longer text's mean says more. */
function scaleEvidence(values: FeatureValues, words: number): Pick<FeatureValues, 'lmLlrEvidence' | 'syntaxLlrEvidence' | 'styleLlrEvidence'> {
  const weight = Math.sqrt(Math.max(words, EVIDENCE_MIN_WORDS) / EVIDENCE_UNIT_WORDS);
  return { lmLlrEvidence: values.lmLlr * weight, syntaxLlrEvidence: values.syntaxLlr * weight, styleLlrEvidence: values.styleLlr * weight };
}

/** Share of words inside sentences that start with a capital: names, acronyms, title case. */
function measureCapitals(sentences: readonly SentenceSpan[]): number {
  let capitals = 0;
  let total = 0;
  for (const { text } of sentences) {
    const words = text.match(/\p{L}+/gu) ?? [];
    for (const word of words.slice(1)) {
      total++;
      if (/^\p{Lu}/u.test(word)) capitals++;
    }
  }
  return total > 0 ? capitals / total : 0;
}
