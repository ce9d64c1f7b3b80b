import { describe, expect, it } from 'vitest';
import { acceptAll } from './apply-rule.test-helper';
import { checkPrepositionUsage } from './preposition-usage';

const fix = (text: string) => acceptAll(checkPrepositionUsage, text);

describe('prepositions learners get wrong', () => {
  it('uses the preposition the verb or adjective takes', () => {
    expect(fix('It depends of the weather.')).toBe('It depends on the weather.');
    expect(fix('I am interested on art and afraid from dogs.')).toBe('I am interested in art and afraid of dogs.');
    expect(fix('I listen music. He explained me the rules of the game.')).toBe('I listen to music. He explained to me the rules of the game.');
    expect(fix('She explained us how the machine works.')).toBe('She explained to us how the machine works.');
    // A short object that ends the clause is left to explain-object-order.ts ("explained the rule to me").
    expect(fix('He explained me the rule.')).toBe('He explained me the rule.');
    expect(fix('She is responsible of the budget.')).toBe('She is responsible for the budget.');
    expect(fix('The test consists in three parts.')).toBe('The test consists of three parts.');
    expect(fix('She complains for the food.')).toBe('She complains about the food.');
  });
  it('leaves the right prepositions alone', () => {
    for (const text of ['It depends on you.', 'I listen to music.', 'He explained the rule to me.', 'She is interested in history.', 'Happiness consists in helping others.', 'He is responsible to the board.']) expect(fix(text)).toBe(text);
  });
});
