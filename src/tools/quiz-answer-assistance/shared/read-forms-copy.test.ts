import { describe, expect, it } from 'vitest';
import { readFormsCopy } from './read-forms-copy';
import { splitPastedQuiz } from './split-quiz';

describe('readFormsCopy', () => {
  it('joins a number alone on its line to the question, rewrites "(1 Point)" and drops the answer placeholder', () => {
    expect(readFormsCopy(['1.', 'Which gas do leaves give off? *', '(1 Point)', 'Enter your answer'])).toEqual(['1. Which gas do leaves give off? *', '1 Point']);
  });

  it('leaves a number that heads nothing, and ordinary lines, alone', () => {
    expect(readFormsCopy(['Count to 3.', '2.', ''])).toEqual(['Count to 3.', '2.', '']);
  });

  it('splits a whole Forms copy into its questions', () => {
    const copy = [
      'Reading Check – Unit 4',
      'Hi, Sam. When you submit this form, the owner will see your name and email address.',
      '* Required',
      '1.',
      'Which river flows through the old mill town? *',
      '(1 Point)',
      'the Orrin',
      'the Vale',
      'the Tarn',
      '2.',
      'The mill town was founded in 1702. *',
      '(1 Point)',
      'True',
      'False',
      '3.',
      'Who built the first bridge? *',
      '(2 Points)',
      'Enter your answer',
    ].join('\n');
    expect(splitPastedQuiz(copy)).toEqual([
      { question: 'Which river flows through the old mill town?', options: ['the Orrin', 'the Vale', 'the Tarn'] },
      { question: 'The mill town was founded in 1702.', options: ['True', 'False'] },
      { question: 'Who built the first bridge?', options: [] },
    ]);
  });
});
