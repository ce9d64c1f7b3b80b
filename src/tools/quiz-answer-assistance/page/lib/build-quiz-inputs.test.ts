import { describe, expect, it } from 'vitest';
import { buildQuizInputs, readOptionLines, readSeveralQuestions, splitPastedQuestion } from './build-quiz-inputs';

const QUIZ = '1. Which gas do plants take in?\na) Oxygen\nb) Carbon dioxide\n\n2. What do plants release?\na) Oxygen\nb) Methane';

describe('reading the quiz form', () => {
  it('reads one option per line, without blank lines or the letters a student typed', () => {
    expect(readOptionLines('A) Oxygen\n\n  b. Carbon dioxide \nNitrogen\n')).toEqual(['Oxygen', 'Carbon dioxide', 'Nitrogen']);
  });

  it('splits a pasted question with its options into the two boxes, and leaves a bare question alone', () => {
    expect(splitPastedQuestion('Which gas do plants take in?\nA) Oxygen\nB) Carbon dioxide')).toEqual({
      question: 'Which gas do plants take in?',
      options: ['Oxygen', 'Carbon dioxide'],
    });
    expect(splitPastedQuestion('Where do plants make their food?')).toBeNull();
    expect(splitPastedQuestion(QUIZ)).toBeNull();
  });

  it('lists the questions of a pasted quiz, and nothing for a single question', () => {
    expect(readSeveralQuestions(QUIZ).map((question) => question.question)).toEqual(['Which gas do plants take in?', 'What do plants release?']);
    expect(readSeveralQuestions('Where do plants make their food?')).toEqual([]);
  });

  it('makes one request per question, each with the material exactly as typed', () => {
    const material = '  Plants take in carbon dioxide.\n';
    expect(buildQuizInputs({ question: QUIZ, options: 'ignored', material })).toEqual([
      { question: 'Which gas do plants take in?', options: ['Oxygen', 'Carbon dioxide'], material },
      { question: 'What do plants release?', options: ['Oxygen', 'Methane'], material },
    ]);
    expect(buildQuizInputs({ question: ' What is 15% of 80? ', options: '', material: '   ' })).toEqual([{ question: 'What is 15% of 80?' }]);
    expect(buildQuizInputs({ question: 'Pick one', options: 'x\ny', material: '' })).toEqual([{ question: 'Pick one', options: ['x', 'y'] }]);
    expect(buildQuizInputs({ question: '  ', options: 'x', material: 'notes' })).toEqual([]);
  });
});
