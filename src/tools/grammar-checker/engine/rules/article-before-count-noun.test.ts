import { describe, it } from 'vitest';
import { expectFixes } from './apply-rule.test-helper';
import { checkArticleBeforeCountNoun } from './article-before-count-noun';

describe('checkArticleBeforeCountNoun', () => {
  it('gives a bare count-only noun after a verb of carrying or getting its article', () => {
    expectFixes(
      checkArticleBeforeCountNoun,
      [
        ['Can you lend me pencil for the test?', 'Can you lend me a pencil for the test?'],
        ["Don't forget to bring towel and sun cream.", "Don't forget to bring a towel and sun cream."],
        ['I need charger, my phone is dead.', 'I need a charger, my phone is dead.'],
        ['She bought umbrella at the station.', 'She bought an umbrella at the station.'],
      ],
      [
        'Can you lend me a pencil for the test?',
        'Bring the towel back when you are done.',
        'We bought umbrella stands for the hall.',
        'I need my charger.',
        'Pack two torches and some batteries.',
        'She bought apple juice.',
        'He gave me paper to write on.',
        'We need time to think.',
        'Pass me the knife, please.',
      ],
    );
  });
});
