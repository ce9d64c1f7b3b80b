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
