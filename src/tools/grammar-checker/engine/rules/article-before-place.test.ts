import { describe, expect, it } from 'vitest';
import { tokenizeWords } from '../text/tokenize';
import { expectFixes } from './apply-rule.test-helper';
import { checkArticleBeforePlace } from './article-before-place';

describe('"the" before a place one goes to', () => {
  it('asks for "the" before the gym, the cinema, the bank, and leaves school, work and compounds alone', () => {
    expectFixes(
      checkArticleBeforePlace,
      [
        ['On Saturdays my dad goes to supermarket early.', 'On Saturdays my dad goes to the supermarket early.'],
        ['We walked to beach after lunch.', 'We walked to the beach after lunch.'],
        ['I went to pharmacy.', 'I went to the pharmacy.'],
      ],
      ['I go to school by bus.', 'She went to hospital for an operation.', 'They go to gym class on Tuesdays.', 'I went to the cinema with my cousin.', 'We go to bed at ten.', 'I went to Museum Street.', 'After the scan she went to theatre.', 'We went to park near the station.'],
    );
  });
});

describe('a place that opens a list of bare plurals', () => {
  it('flags it without a sure fix (the plural first), and keeps the sure fix outside lists', () => {
    expectFixes(
      checkArticleBeforePlace,
      [['I went to library yesterday.', 'I went to the library yesterday.'], ['I went to library and bought a book.', 'I went to the library and bought a book.']],
      ['We go to library, parks and museums.', 'On Sundays we go to museum or galleries.'],
    );
    const text = 'We go to library, parks and museums.';
    const [issue] = checkArticleBeforePlace(text, tokenizeWords(text));
    expect(issue?.replacements[0]).toBe('libraries');
    expect(issue?.confidence).toBeLessThan(0.75);
  });
});
