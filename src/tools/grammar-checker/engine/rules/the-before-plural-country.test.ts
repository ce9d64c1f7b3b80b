import { describe, it } from 'vitest';
import { expectFixes } from './apply-rule.test-helper';
import { checkTheBeforePluralCountry } from './the-before-plural-country';

describe('checkTheBeforePluralCountry', () => {
  it('a union, kingdom, republic or plural country name after a preposition takes "the"', () => {
    expectFixes((t) => checkTheBeforePluralCountry(t), [
      ['My cousin moved to United Kingdom last year.', 'My cousin moved to the United Kingdom last year.'],
      ['She has relatives in Netherlands.', 'She has relatives in the Netherlands.'],
      ['They flew from Philippines to Canada.', 'They flew from the Philippines to Canada.'],
    ], [
      'We spent two weeks in the United States.',
      'He studies United States history.',
      'She is an expert in United States law.',
      'He lives in France.',
      'The team from Netherlands Antilles won.',
      'They invested in Netherlands-based companies.',
    ]);
  });
});
