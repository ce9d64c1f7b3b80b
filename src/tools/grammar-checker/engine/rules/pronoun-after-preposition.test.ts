import { describe, it } from 'vitest';
import { expectFixes } from './apply-rule.test-helper';
import { checkPronounAfterPreposition } from './pronoun-after-preposition';

describe('pronoun case: "X and I" followed by "and" + a second verb of the sentence (session 35)', () => {
  it('takes "I" for an object when the verb after "and" has no subject of its own', () => {
    expectFixes(
      checkPronounAfterPreposition,
      [
        ['The waiter brought the menus to Paula and I and took our coats.', 'The waiter brought the menus to Paula and me and took our coats.'],
        ['Grandma baked a cake for my cousin and I and wrapped it in foil.', 'Grandma baked a cake for my cousin and me and wrapped it in foil.'],
      ],
      ['He waved to Paula and I waved back.', 'The waiter brought the menus to Paula and me and took our coats.', 'Paula and I and Sam walked home.'],
    );
  });
});
