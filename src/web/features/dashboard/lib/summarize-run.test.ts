import { describe, expect, it } from 'vitest';
import { summarizeRun } from './summarize-run';

describe('summarizeRun', () => {
  it('gives an AI detector run its verdict and probability, and no number when too short', () => {
    expect(summarizeRun('ai-detector', { verdict: 'likely AI', aiProbability: 0.973 })?.facts).toEqual([
      { label: 'Verdict', value: 'likely AI' },
      { label: 'AI probability', value: '97.3%' },
    ]);
    expect(summarizeRun('ai-detector', { verdict: 'too short to judge', aiProbability: null })?.facts).toEqual([
      { label: 'Verdict', value: 'too short to judge' },
    ]);
  });

  it('names the detected language, or counts a batch', () => {
    const single = summarizeRun('detect-language', {
      language: { name: 'French', code: 'fra', confidence: 0.99 },
      reliable: true,
    });
    expect(single?.facts[0]).toEqual({ label: 'Language', value: 'French (fra)' });
    expect(summarizeRun('detect-language', { results: [{}, {}, {}] })?.facts).toEqual([
      { label: 'Texts in the batch', value: '3' },
    ]);
  });

  it('shows a grammar check’s corrected text and a plagiarism check’s similarity', () => {
    const grammar = summarizeRun('grammar-checker', { issues: [{}, {}], corrected: 'This is fine.', readability: {} });
    expect(grammar?.text).toEqual({ label: 'Corrected text', value: 'This is fine.' });
    const plagiarism = summarizeRun('plagiarism', { similarity: 42, matches: [{}], sources: [{ title: 'A' }] });
    expect(plagiarism?.facts[0]).toEqual({ label: 'Similarity', value: '42.0%' });
  });

  it('returns null for a result it does not know, so the page falls back to JSON', () => {
    expect(summarizeRun('ai-detector', { something: 'else' })).toBeNull();
    expect(summarizeRun('translate', { text: 'x' })).toBeNull();
  });
});
