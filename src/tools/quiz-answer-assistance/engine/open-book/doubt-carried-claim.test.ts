import { describe, expect, it } from 'vitest';
import { readQuestion } from '../read/read-question';
import { answerFromMaterial } from './answer-from-material';

const MATERIAL = 'The bridge was designed by Anna Weller in Leeds in 1902. Her assistant Tomas Brandt painted it.';

describe('doubtsCarriedClaim', () => {
  it('gives no "True" to a statement whose words come through a pronoun from a sentence that says otherwise', () => {
    expect(verdictOf('The bridge was designed by Brandt.')).not.toBe('True');
    expect(verdictOf('The bridge was painted by Anna Weller.')).not.toBe('True');
  });

  it('still confirms what the sentences state', () => {
    expect(verdictOf('The bridge was designed by Anna Weller.')).toBe('True');
    expect(verdictOf('Tomas Brandt painted the bridge.')).toBe('True');
  });
});

function verdictOf(statement: string): string | undefined {
  const answer = answerFromMaterial(readQuestion(statement, ['True', 'False']), MATERIAL);
  return answer.confident ? answer.text : undefined;
}
