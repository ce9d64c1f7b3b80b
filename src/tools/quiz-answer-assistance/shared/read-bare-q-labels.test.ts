import { describe, expect, it } from 'vitest';
import { readBareQLabels } from './read-bare-q-labels';
import { splitPastedQuiz } from './split-quiz';

// A quiz of our own, typed in a phone's notes app.
describe('readBareQLabels', () => {
  it('splits a note of bare "Q:" lines into its questions, with the options under the first', () => {
    const note = 'Q: which gas do plants take in?\n- oxygen\n- carbon dioxide\nQ: what do roots take up?\nQ: who wrote the report?';
    expect(splitPastedQuiz(note)).toEqual([
      { question: 'which gas do plants take in?', options: ['oxygen', 'carbon dioxide'] },
      { question: 'what do roots take up?', options: [] },
      { question: 'who wrote the report?', options: [] },
    ]);
  });

  it('leaves a single "Q:" line and lines that only start with the letter alone', () => {
    expect(readBareQLabels(['Q: one question?', 'Quick note'])).toEqual(['Q: one question?', 'Quick note']);
  });
});
