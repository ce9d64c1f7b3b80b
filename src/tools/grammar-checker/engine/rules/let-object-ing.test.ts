import { describe, it } from 'vitest';
import { expectFixes } from './apply-rule.test-helper';
import { checkLetObjectIng } from './let-object-ing';

describe('checkLetObjectIng', () => {
  it('"let" + its object + an -ing form takes the plain verb', () => {
    expectFixes((t) => checkLetObjectIng(t), [
      ['Take the bread out and let it cooling for an hour.', 'Take the bread out and let it cool for an hour.'],
      ['Please let me knowing when you arrive.', 'Please let me know when you arrive.'],
      ['My parents never let my little brother staying up late.', 'My parents never let my little brother stay up late.'],
      ['She lets the children playing in the garden.', 'She lets the children play in the garden.'],
    ], [
      'Let them cool on a rack.',
      'Keep them waiting outside.',
      'I saw them leaving the building.',
      'Let the sleeping dog lie.',
      'We let the meeting run long.',
    ]);
  });
});
