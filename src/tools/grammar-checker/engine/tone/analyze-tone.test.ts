import vader from 'vader-sentiment';
import { describe, expect, it } from 'vitest';
import { splitSentences } from '../text/split-sentences';
import { tokenizeWords } from '../text/tokenize';
import { analyzeTone } from './analyze-tone';
import { scoreSentiment } from './sentiment';

function tone(text: string, english = true) {
  return analyzeTone(text, splitSentences(text), tokenizeWords(text), english);
}

describe('tone', () => {
  it('scores each sentence and names the words that drive it', () => {
    const result = tone('I love this wonderful book. The ending was terrible and sad.');
    expect(result.sentences?.map((s) => s.sentimentLabel)).toEqual(['positive', 'negative']);
    const phrases = result.sentences?.flatMap((s) => s.phrases.filter((p) => p.effect === 'positive' || p.effect === 'negative').map((p) => p.text));
    expect(phrases).toEqual(expect.arrayContaining(['love', 'wonderful', 'terrible', 'sad']));
  });

  it('flips a word a negation reverses and shows the whole phrase', () => {
    const result = tone('This is not good.');
    expect(result.overall.phrases).toContainEqual(expect.objectContaining({ text: 'not good', effect: 'negative' }));
  });

  it('tells formal from informal writing', () => {
    const informal = tone("Hey guys, this stuff is gonna be awesome!! I can't wait :)");
    const formal = tone('Furthermore, the implementation of the regulation requires sufficient documentation; consequently, approval is delayed.');
    expect(informal.overall.formalityLabel).toBe('informal');
    expect(formal.overall.formalityLabel).toBe('formal');
    expect(informal.overall.phrases.map((p) => p.text)).toEqual(expect.arrayContaining(['gonna', "can't"]));
  });

  it('does not claim sentiment for languages VADER does not cover', () => {
    const result = tone('Das ist wunderbar.', false);
    expect(result.sentimentAvailable).toBe(false);
    expect(result.overall.sentiment).toBe(0);
  });
});

describe('sentiment shortcut', () => {
  it('scores exactly as VADER does, with and without words it knows', () => {
    for (const sentence of ['The table is in the kitchen.', 'This is not good!!', 'I love it :)', 'Results: see Table 2.', 'GREAT work, team.']) {
      expect(scoreSentiment(sentence)).toBe(vader.SentimentIntensityAnalyzer.polarity_scores(sentence).compound);
    }
  });
});
