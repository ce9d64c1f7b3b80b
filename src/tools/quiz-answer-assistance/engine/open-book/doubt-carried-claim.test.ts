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

describe('doubtsCarriedClaim, a sentence opening on "One of them"', () => {
  const crew = 'The crews who dug the tunnel were led by the engineer Ruth Ames. One of them, Piet Kroon, found a mortar that sets under water.';

  it('gives no "True" to the group\'s leader for what the one named in the sentence did', () => {
    expect(verdictOf('Ruth Ames found a mortar that sets under water.', crew)).not.toBe('True');
  });

  it('still confirms what the sentence says of the group itself, and never calls the named one false', () => {
    expect(verdictOf('The crews who dug the tunnel were led by the engineer Ruth Ames.', crew)).toBe('True');
    expect(verdictOf('Piet Kroon found a mortar that sets under water.', crew)).not.toBe('False');
  });
});

function verdictOf(statement: string, material = MATERIAL): string | undefined {
  const answer = answerFromMaterial(readQuestion(statement, ['True', 'False']), material);
  return answer.confident ? answer.text : undefined;
}
