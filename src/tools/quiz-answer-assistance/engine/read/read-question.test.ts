import { describe, expect, it } from 'vitest';
import { readQuestion } from './read-question';

describe('readQuestion', () => {
  it('reads options pasted under the question', () => {
    const reading = readQuestion('Which organelle makes energy?\nA) nucleus\nB) mitochondrion');
    expect(reading).toMatchObject({ kind: 'multiple_choice', stem: 'Which organelle makes energy?', options: ['nucleus', 'mitochondrion'] });
  });

  it('prefers the options given separately', () => {
    expect(readQuestion('Which is a metal?', ['iron', 'wood']).options).toEqual(['iron', 'wood']);
  });

  it('recognises true/false questions and keeps the "not" of the claim out of negation', () => {
    expect(readQuestion('True or false: plants do not need light.')).toMatchObject({ kind: 'true_false', options: ['True', 'False'], negated: false });
    expect(readQuestion('The Sun is a star.', ['True', 'False']).kind).toBe('true_false');
  });

  it('recognises calculations and says what the math engine gets', () => {
    expect(readQuestion('What is 15% of 80?')).toMatchObject({ kind: 'calculation', mathProblem: '15% of 80' });
    expect(readQuestion('solve 2x+3=7').kind).toBe('calculation');
    expect(readQuestion('A car travels 100 m in 20 s. What is the speed of the car?').kind).toBe('calculation');
  });

  it('does not take years for a calculation', () => {
    expect(readQuestion('What happened to network programs in the 2007-2008 season?').kind).toBe('short_answer');
  });

  it('reads the kind of answer asked for from the question word', () => {
    expect(readQuestion('Who wrote Hamlet?').answerType).toBe('person');
    expect(readQuestion('In what year did the war end?').answerType).toBe('date');
    expect(readQuestion('Where is the Eiffel Tower?').answerType).toBe('place');
    expect(readQuestion('How many moons does Mars have?').answerType).toBe('number');
    expect(readQuestion('Why does Doctor Who travel in a police box?').answerType).toBe('reason');
  });

  it('sees negated questions but not a "not" inside the facts', () => {
    expect(readQuestion('Which is NOT a form of precipitation?', ['rain', 'wind']).negated).toBe(true);
    expect(readQuestion('All of the following are mammals except', ['whale', 'shark']).negated).toBe(true);
    expect(readQuestion('Which of these is least likely to conduct electricity?', ['copper', 'plastic']).negated).toBe(true);
    expect(readQuestion('Which biomolecule does not have a carbon-nitrogen bond?', ['protein', 'sugar']).negated).toBe(true);
    expect(readQuestion('Salts that do not dissolve affect what property?', ['ph', 'mass']).negated).toBe(false);
  });

  it('tries a word problem with two numbers on the math engine without calling it a calculation yet', () => {
    const reading = readQuestion('A car travels 120 km in 2 hours. What is its average speed in km/h?');
    expect(reading).toMatchObject({ kind: 'short_answer', mathProblem: 'A car travels 120 km in 2 hours. What is its average speed in km/h?' });
    expect(readQuestion('How many students does the school have?').mathProblem).toBeUndefined();
  });

  it('keeps prepositions and adverbs out of the focus words', () => {
    const focus = readQuestion('True or false: plants usually release oxygen during photosynthesis.').focusWords;
    expect(focus).toEqual(expect.arrayContaining(['photosynthesis', 'release', 'oxygen', 'plants']));
    expect(focus).not.toContain('during');
    expect(focus).not.toContain('usually');
  });

  it('lists the focus words without question words', () => {
    const focus = readQuestion('Which gas do plants absorb during photosynthesis?').focusWords;
    expect(focus[0]).toBe('photosynthesis');
    expect(focus).not.toContain('which');
  });
});
