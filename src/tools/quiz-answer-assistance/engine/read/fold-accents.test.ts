import { describe, expect, it } from 'vitest';
import { readQuestion } from './read-question';
import { answerFromMaterial } from '../open-book/answer-from-material';
import { termOf } from './content-words';
import { foldAccents } from './fold-accents';

describe('foldAccents', () => {
  it('drops the marks of accented letters and keeps other letters', () => {
    expect(foldAccents('Brontë')).toBe('Bronte');
    expect(foldAccents('Adèle')).toBe('Adele');
    expect(foldAccents('Straße')).toBe('Straße');
  });

  it('gives a name typed without its accents the same term', () => {
    expect(termOf('Bronte')).toBe(termOf('Brontë'));
    expect(termOf('Jose')).toBe(termOf('José'));
  });

  it('answers a question that spells the writer without the diaeresis', () => {
    const material = 'The novel was published in 1847 under the pen name "Currer Bell", which Brontë used because women writers were judged more harshly. It sold quickly.';
    const typed = answerFromMaterial(readQuestion('What pen name did Bronte use?'), material);
    const accented = answerFromMaterial(readQuestion('What pen name did Brontë use?'), material);
    expect(typed.confident ? typed.text : null).toBe(accented.confident ? accented.text : null);
  });

  it('finds the year of a name typed without its accents', () => {
    const material = 'José Martí was born in Havana in 1853. He wrote poems and essays. Cuba was then a Spanish colony.';
    const answer = answerFromMaterial(readQuestion('In what year was Jose Marti born?'), material);
    expect(answer.confident ? answer.text : null).toBe('1853');
  });
});
