import { describe, expect, it } from 'vitest';
import { computeBleu, computeChrf, tokenize13a } from './metrics';

// Expected values from sacreBLEU 2.6.0 (corpus_chrf / corpus_bleu, default settings) on the same sentences.
const hypotheses = ['The cat sat on the mat.', 'Hola, ¿cómo estás? Tengo 3,5 kg.'];
const references = ['The cat is sitting on the mat.', 'Hola, ¿qué tal estás? Tengo 3,5 kilos.'];

describe('translation metrics', () => {
  it('matches sacreBLEU chrF2 and BLEU on a small corpus', () => {
    expect(computeChrf(hypotheses, references)).toBeCloseTo(53.79531252976538, 6);
    expect(computeBleu(hypotheses, references)).toBeCloseTo(37.01576294768258, 6);
  });

  it('gives 100 for a perfect translation and 0 for nothing in common', () => {
    expect(computeChrf(references, references)).toBeCloseTo(100, 6);
    expect(computeBleu(references, references)).toBeCloseTo(100, 6);
    expect(computeChrf(['xyz'], ['abc'])).toBeCloseTo(0, 6);
  });

  it('splits punctuation off words but keeps numbers whole, like 13a', () => {
    expect(tokenize13a('Hola, ¿cómo estás? Tengo 3,5 kg.')).toEqual(['Hola', ',', '¿cómo', 'estás', '?', 'Tengo', '3,5', 'kg', '.']);
  });
});
