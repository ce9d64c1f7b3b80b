import { describe, expect, it } from 'vitest';
import { readQuestion } from '../read/read-question';
import { answerFromMaterial } from './answer-from-material';

const MATERIAL =
  'The observatory on Mount Kell was founded in 1872 by the astronomer Clara Voss. Her nephew Jonas Voss ground its first mirror. ' +
  'In 1880 the dome was covered in copper, and in 1921 it was fitted with an electric motor. ' +
  'A fire damaged the library in 1933, and it was reopened the following year by the university.';

function verdictOf(statement: string): string | undefined {
  const answer = answerFromMaterial(readQuestion(statement, ['True', 'False']), MATERIAL);
  return answer.confident ? answer.text : undefined;
}

describe('true/false verdicts that join parts of the material', () => {
  it('gives no "True" when a pronoun would have to carry more than the one thing it stands for', () => {
    expect(verdictOf('The observatory was founded by Jonas Voss.')).not.toBe('True');
    expect(verdictOf('The observatory was founded by Clara Voss.')).toBe('True');
  });

  it('gives no "True" to a year taken from another part of a sentence that gives two', () => {
    expect(verdictOf('The dome was fitted with an electric motor in 1880.')).not.toBe('True');
    expect(verdictOf('The dome was fitted with an electric motor in 1921.')).toBe('True');
  });

  it('gives no "False" to a year the material works out from another ("the following year")', () => {
    expect(verdictOf('The library was reopened in 1934.')).not.toBe('False');
  });
});
