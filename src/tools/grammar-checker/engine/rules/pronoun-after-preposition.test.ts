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

describe('pronoun case: "for X and I" before a conjunction opening a clause with its own subject (batch 67)', () => {
  it('asks for "me" after a preposition, not after "It was … and I"', () => {
    expectFixes(
      (text) => checkPronounAfterPreposition(text),
      [
        ['It was a lovely surprise for my wife and I when the swifts came back.', 'It was a lovely surprise for my wife and me when the swifts came back.'],
        ['It was hard for Tom and I because we were new.', 'It was hard for Tom and me because we were new.'],
      ],
      ['It was John and I when the bell rang.', 'My wife and I were surprised when the swifts came back.', 'It was a surprise for my wife and me when the swifts came back.'],
    );
  });
});
