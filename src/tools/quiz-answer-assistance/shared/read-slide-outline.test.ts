import { describe, expect, it } from 'vitest';
import { readSlideOutline } from './read-slide-outline';
import { splitPastedQuiz } from './split-quiz';

// Quizzes of our own, not from any eval set.
describe('readSlideOutline', () => {
  it('reads "Slide N" lines as breaks and drops the speaker notes', () => {
    expect(readSlideOutline(['Slide 1', 'Which river turns the mill?', '• the Orrin', 'Slide 2', 'Notes: one minute', 'Where is the Vale?'])).toEqual(['', 'Which river turns the mill?', '• the Orrin', '', 'Where is the Vale?']);
  });

  it('leaves a single "Slide 1" line and its notes alone', () => {
    const lines = ['Slide 1', 'Notes: bring the map', 'Where is the Vale?'];
    expect(readSlideOutline(lines)).toEqual(lines);
  });

  it('splits a whole outline copy (s38: "Slide 3" and the notes were read as the end of an option)', () => {
    const text = ['Slide 1', 'Rivers: quick quiz', 'Slide 2', 'Question 1', 'Which river turns the mill?', '• the Orrin', '• the Vale', 'Slide 3', 'Question 2', 'The Vale floods in spring. True or false?', 'Notes: two minutes a slide'].join('\n');
    expect(splitPastedQuiz(text)).toEqual([
      { question: 'Which river turns the mill?', options: ['the Orrin', 'the Vale'] },
      { question: 'The Vale floods in spring.', options: ['True', 'False'] },
    ]);
  });
});
