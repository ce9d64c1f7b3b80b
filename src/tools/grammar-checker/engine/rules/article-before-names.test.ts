import { describe, it } from 'vitest';
import { expectFixes } from './apply-rule.test-helper';
import { checkArticleBeforeNames } from './article-before-names';

describe('checkArticleBeforeNames', () => {
  it('drops "the" before a Mount/Lake name and a one-word country', () => {
    expectFixes(
      checkArticleBeforeNames,
      [
        ['The Mount Kilimanjaro is higher than I thought.', 'Mount Kilimanjaro is higher than I thought.'],
        ['We camped beside the Lake Como for a week.', 'We camped beside Lake Como for a week.'],
        ['My cousin moved to the Canada last year.', 'My cousin moved to Canada last year.'],
      ],
      [
        'We walked in the Lake District for a week.',
        'They visited the Mount of Olives.',
        'The France team won the match.',
        'The Japan of the 1980s was very different.',
        'The Spain I know is warm and friendly.',
        'My cousin moved to the Netherlands last year.',
        'Mount Kilimanjaro is higher than I thought.',
        'The Asia-Europe Meeting will go ahead.',
        'I was reading about the Iran - Contra affair.',
      ],
    );
  });

  it('drops "the" before a language spoken, learnt or studied', () => {
    expectFixes(
      checkArticleBeforeNames,
      [
        ['My cousin speaks the Spanish very well.', 'My cousin speaks Spanish very well.'],
        ['I started to learn the Japanese last year.', 'I started to learn Japanese last year.'],
      ],
      ['She studies the English of the eighteenth century.', 'He speaks the English he learnt at school.', 'We learnt the French words for colours.', 'I understand the French better now.', 'They speak the Spanish spoken in Mexico.'],
    );
  });
});
