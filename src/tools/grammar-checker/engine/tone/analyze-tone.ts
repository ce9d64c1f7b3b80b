import { type SentenceTone, type Tone, type ToneScore } from '../../contract';
import { type Sentence } from '../text/split-sentences';
import { type Token } from '../text/tokenize';
import { labelFormality, scoreFormality } from './formality';
import { findSentimentPhrases, labelSentiment, scoreSentiment } from './sentiment';

function scoreSentence(text: string, sentence: Sentence, tokens: Token[], english: boolean): SentenceTone {
  const sentiment = english ? scoreSentiment(sentence.text) : 0;
  const { formality, phrases } = scoreFormality(text, tokens, sentence.start, sentence.end);
  const sentimentPhrases = english ? findSentimentPhrases(text, tokens) : [];
  return {
    offset: sentence.start,
    length: sentence.end - sentence.start,
    sentiment: Math.round(sentiment * 1000) / 1000,
    sentimentLabel: labelSentiment(sentiment),
    formality,
    formalityLabel: labelFormality(formality),
    phrases: [...sentimentPhrases, ...phrases].sort((a, b) => a.offset - b.offset),
  };
}

/** The strongest few phrases, so the summary shows what drives the tone rather than everything. */
function pickDrivers(sentences: SentenceTone[], limit: number): ToneScore['phrases'] {
  return sentences
    .flatMap((s) => s.phrases)
    .sort((a, b) => b.weight - a.weight || a.offset - b.offset)
    .slice(0, limit)
    .sort((a, b) => a.offset - b.offset);
}

/**
 * Overall tone is the word-weighted mean of the sentences (VADER is built for sentences, and a
 * long text scored whole saturates at ±1).
 */
export function analyzeTone(text: string, sentences: Sentence[], tokens: Token[], english: boolean): Tone {
  const perSentence: SentenceTone[] = [];
  let cursor = 0;
  for (const sentence of sentences) {
    while (cursor < tokens.length && (tokens[cursor]?.start ?? 0) < sentence.start) cursor++;
    const first = cursor;
    while (cursor < tokens.length && (tokens[cursor]?.end ?? 0) <= sentence.end) cursor++;
    perSentence.push(scoreSentence(text, sentence, tokens.slice(first, cursor), english));
  }
  const weights = perSentence.map((s) => Math.max(1, s.length));
  const total = weights.reduce((a, b) => a + b, 0) || 1;
  const sentiment = perSentence.reduce((sum, s, i) => sum + s.sentiment * (weights[i] ?? 0), 0) / total;
  const formality = perSentence.length ? perSentence.reduce((sum, s, i) => sum + s.formality * (weights[i] ?? 0), 0) / total : 50;
  const overall: ToneScore = {
    sentiment: Math.round(sentiment * 1000) / 1000,
    sentimentLabel: labelSentiment(sentiment),
    formality: Math.round(formality),
    formalityLabel: labelFormality(formality),
    phrases: pickDrivers(perSentence, 12),
  };
  const summary = [overall.formalityLabel, ...(english ? [overall.sentimentLabel] : [])];
  return { overall, summary, sentences: perSentence, sentimentAvailable: english };
}
