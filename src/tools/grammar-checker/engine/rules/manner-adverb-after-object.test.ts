import { describe, it } from 'vitest';
import { expectFixes } from './apply-rule.test-helper';
import { checkMannerAdverbAfterObject } from './manner-adverb-after-object';

describe('checkMannerAdverbAfterObject', () => {
  it('gives the adverb to a manner adjective that ends the clause after an action verb and its object', () => {
    expectFixes(
      checkMannerAdverbAfterObject,
      [
        ["He answered the examiner's questions honest and passed.", "He answered the examiner's questions honestly and passed."],
        ['Pour the milk slow and whisk the eggs.', 'Pour the milk slowly and whisk the eggs.'],
        ['She learned to arrange the flowers very quick after a few tries.', 'She learned to arrange the flowers very quickly after a few tries.'],
        ['He read the contract careful before he signed it.', 'He read the contract carefully before he signed it.'],
        ['Please measure the samples accurate.', 'Please measure the samples accurately.'],
        ['They checked the tickets very thorough at the gate.', 'They checked the tickets very thoroughly at the gate.'],
      ],
      [
        'They found the room quiet.',
        'Keep the baby quiet while I am on the phone.',
        'She painted the door white.',
        'He likes his coffee strong.',
        'I want the report perfect by Monday.',
        'They consider him honest.',
        'The teacher made the test easy.',
        'She cut the meeting short.',
        'He ate the soup hot.',
        'The jury found him guilty.',
        'We got the answer correct.',
        'They took the news calm as ever.',
        'He worked for hours to create something beautiful, and it showed.',
        'She bought a quick lunch.',
        'The questions were answered honest and fast.',
        'He answered the questions honest people ask.',
      ],
    );
  });
});

describe('checkMannerAdverbAfterObject after "her" + noun (session 28)', () => {
  it('reads "her" before a noun as the possessive of the object', () => {
    expectFixes(
      checkMannerAdverbAfterObject,
      [['He presented her proposal confident, even under pressure.', 'He presented her proposal confidently, even under pressure.']],
      ['He presented her proposal confidently, even under pressure.', 'He found her answer correct.', 'I saw her slow, then fast.'],
    );
  });
});
