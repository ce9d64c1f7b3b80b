import { describe, expect, it } from 'vitest';
import { buildSequenceModel, SequenceScorer } from './sequence-model';

const human = ['the NOUN VERB the NOUN .'.split(' '), 'i VERB it , and it VERB .'.split(' ')];
const ai = ['it VERB NOUN , VERB NOUN .'.split(' '), 'it VERB NOUN , VERB their NOUN .'.split(' ')];

describe('sequence model', () => {
  const data = buildSequenceModel(
    [
      { sentences: human, label: 0 },
      { sentences: ai, label: 1 },
    ],
    4,
  );
  const scorer = new SequenceScorer(data);

  it('gives each token a log-likelihood ratio that favours the class whose patterns it follows', () => {
    const machine = scorer.scoreTokens('it VERB NOUN , VERB NOUN .'.split(' '));
    const person = scorer.scoreTokens('the NOUN VERB the NOUN .'.split(' '));
    const mean = (values: number[]): number => values.reduce((sum, value) => sum + value, 0) / values.length;
    expect(machine.llr).toHaveLength(7);
    expect(mean(machine.llr)).toBeGreaterThan(0.5);
    expect(mean(person.llr)).toBeLessThan(-0.5);
  });

  it('scores unseen symbols with finite, positive surprisal', () => {
    const { llr, surprisal } = scorer.scoreTokens(['never-seen', 'INTJ', '!']);
    for (const value of [...llr, ...surprisal]) expect(Number.isFinite(value)).toBe(true);
    for (const value of surprisal) expect(value).toBeGreaterThan(0);
  });

  it('survives a JSON round trip and drops rare long n-grams', () => {
    const copy = new SequenceScorer(JSON.parse(JSON.stringify(data)) as typeof data);
    const tokens = 'it VERB NOUN , VERB their NOUN .'.split(' ');
    expect(copy.scoreTokens(tokens)).toEqual(scorer.scoreTokens(tokens));
    // Every four-gram above was seen once or twice in one class; only the repeated ones are kept.
    const fourGrams = (data.grams[3] ?? []).length / 6;
    expect(fourGrams).toBeGreaterThan(0);
    expect(fourGrams).toBeLessThan(10);
  });
});
