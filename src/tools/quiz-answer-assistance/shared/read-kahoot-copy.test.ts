import { describe, expect, it } from 'vitest';
import { readKahootCopy } from './read-kahoot-copy';
import { splitPastedQuiz } from './split-quiz';

describe('readKahootCopy', () => {
  it('joins "N - Quiz" to the question under it, drops time limits and writes shape marks as bullets', () => {
    expect(readKahootCopy(['1 - Quiz', 'Which river turns the mill?', '30 sec', '▲ the Orrin', '◆ the Vale'])).toEqual(['1. Which river turns the mill?', '- the Orrin', '- the Vale']);
  });

  it('leaves a copy without a type heading alone, "20 sec" and shapes included', () => {
    const lines = ['Time each runner: 20 sec', '▲ up', '2 - 1 = 1'];
    expect(readKahootCopy(lines)).toEqual(lines);
  });

  it('splits a whole creator-view copy into its questions', () => {
    const copy = [
      'Kahoot! · Mills and Bridges',
      '3 questions',
      '1 - Quiz',
      'Which river turns the old mill at Kessel?',
      '20 sec',
      '▲ the Orrin',
      '◆ the Vale',
      '● the Tarn',
      '■ the Brook',
      '2 - True or false',
      'The Kessel bridge was built of oak.',
      '10 sec',
      '▲ True',
      '◆ False',
      '3 - Type answer',
      'Who paid for the first bridge?',
      '60 sec',
    ].join('\n');
    expect(splitPastedQuiz(copy)).toEqual([
      { question: 'Which river turns the old mill at Kessel?', options: ['the Orrin', 'the Vale', 'the Tarn', 'the Brook'] },
      { question: 'The Kessel bridge was built of oak.', options: ['True', 'False'] },
      { question: 'Who paid for the first bridge?', options: [] },
    ]);
  });
});
