import { describe, expect, it } from 'vitest';
import { readQuestion } from '../read/read-question';
import { answerFromMaterial } from './answer-from-material';
import { judgeSwappedValue } from './judge-swapped-value';

const SENTENCE = 'In October 1841 the town council opened the new bridge over the river.';

describe('judgeSwappedValue', () => {
  it('finds one date, weekday, person or place swapped under the same preposition', () => {
    expect(judgeSwappedValue('The town council opened the new bridge in May 1841.', SENTENCE)).toBe(true);
    expect(judgeSwappedValue('The town council opened the new bridge in 1842.', SENTENCE)).toBe(true);
    expect(judgeSwappedValue('The fire reached the cathedral on Thursday.', 'The fire reached the cathedral on Tuesday evening.')).toBe(true);
    expect(judgeSwappedValue('The lamp was designed by Edwin Moss.', 'The lamp was designed by Henry Clay.', ['Edwin Moss kept the light.'])).toBe(true);
    expect(judgeSwappedValue('Röntgen died in Würzburg in 1923.', 'Röntgen died in Munich in 1923.', ['He worked at the University of Würzburg.'])).toBe(true);
  });

  it('does not judge a name the material gives nowhere else: it may hold the sentence\'s ("in Germany" against "in Munich")', () => {
    expect(judgeSwappedValue('Röntgen died in Germany in 1923.', 'Röntgen died in Munich in 1923.', ['He worked at the University of Würzburg.'])).toBe(false);
  });

  it('does not call a narrower or wider value, or the same value, a swap', () => {
    expect(judgeSwappedValue('The town council opened the new bridge in 1841.', SENTENCE)).toBe(false);
    expect(judgeSwappedValue('The town council opened the new bridge in October.', SENTENCE)).toBe(false);
    expect(judgeSwappedValue('The lamp was designed by Moss.', 'The lamp was designed by Edwin Moss.')).toBe(false);
  });

  it('needs the same preposition, every other word, and agreeing negation', () => {
    expect(judgeSwappedValue('The town council opened the new bridge on 3 May 1841.', SENTENCE)).toBe(false);
    expect(judgeSwappedValue('The town council quickly opened the new bridge in May 1841.', SENTENCE)).toBe(false);
    expect(judgeSwappedValue('The town council did not open the new bridge in May 1841.', SENTENCE)).toBe(false);
  });

  it('leaves a value another sentence pairs with the statement, or one the sentence works from, alone', () => {
    expect(judgeSwappedValue('The town council opened the new bridge in May 1841.', SENTENCE, ['The town council opened the new bridge again in May 1841 after repairs.'])).toBe(false);
    expect(judgeSwappedValue('The railway arrived in October 1842.', 'The bridge opened in October 1841, and the railway arrived in May 1842.')).toBe(false);
  });
});

describe('true/false verdicts on a swapped value', () => {
  const material = 'The town was small. In October 1841 the town council opened the new bridge over the river. It cost 4,000 pounds.';
  const verdictOf = (statement: string) => {
    const answer = answerFromMaterial(readQuestion(statement, ['True', 'False']), material);
    return answer.confident ? answer.text : undefined;
  };

  it('judges a month swapped for "May" false, surely, not true because "May" was read as "may"', () => {
    expect(verdictOf('The town council opened the new bridge in May 1841.')).toBe('False');
    expect(verdictOf('The town council opened the new bridge in March 1841.')).toBe('False');
  });

  it('keeps a statement the sentence states true', () => {
    expect(verdictOf('The town council opened the new bridge in 1841.')).toBe('True');
    expect(verdictOf('The town council opened the new bridge in October 1841.')).not.toBe('False');
  });
});

describe('judgeSwappedValue: s40', () => {
  it('reads a report only where it governs the value ("…in the Pacific in 1820, and accounts of a whale that was said to…")', () => {
    const sentence = 'He drew on the sinking of the whaleship Essex, which was rammed by a whale in the Pacific in 1820, and accounts of a white whale that was said to have fought off many ships.';
    const others = ['The ship sailed across the Atlantic and Indian oceans.'];
    expect(judgeSwappedValue('The whaleship Essex was rammed by a whale in the Atlantic in 1820.', sentence, others)).toBe(true);
    expect(judgeSwappedValue('The whale fought off many ships in the Atlantic.', 'Sailors said the whale fought off many ships in the Pacific.', others)).toBe(false);
  });
  it('reads the preposition over a word of region, and a name the sentence gives under another preposition as taken from it', () => {
    const sentence = 'Mount Orr is a dormant volcano in north-eastern Tanzania, close to the border with Kenya.';
    expect(judgeSwappedValue('Mount Orr is in north-eastern Kenya.', sentence)).toBe(true);
    expect(judgeSwappedValue('Mount Orr is close to the border with Tanzania.', sentence)).toBe(true);
    expect(judgeSwappedValue('Mount Orr is in north-eastern Tanzania.', sentence)).toBe(false);
  });
  it('tells apart names that share a leading part but end differently, and holds what a sentence-opening "It" carries', () => {
    const sentence = 'It was carried into orbit by the Space Shuttle Discovery.';
    const others = ['Later the shuttle Endeavour brought astronauts to repair it.'];
    expect(judgeSwappedValue('Hubble was carried into orbit by the Space Shuttle Endeavour.', sentence, others, ['hubbl'])).toBe(true);
    expect(judgeSwappedValue('Hubble was carried into orbit by the Space Shuttle Endeavour.', sentence, others)).toBe(false);
    expect(judgeSwappedValue('The lamp was designed by Henry Moss.', 'The lamp was designed by Edwin Moss.', ['Henry Moss kept the light.'])).toBe(false);
    // One person under two names: the shared word does not lead both.
    expect(judgeSwappedValue('The Long March was led by Chairman Mao.', 'In 1934 the Red Army began the Long March, which was led by Mao Zedong.', ['After the civil war, Chairman Mao founded the republic.'])).toBe(false);
  });
});
