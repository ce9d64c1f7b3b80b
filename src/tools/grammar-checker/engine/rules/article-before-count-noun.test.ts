import { describe, it } from 'vitest';
import { expectFixes } from './apply-rule.test-helper';
import { checkArticleBeforeCountNoun } from './article-before-count-noun';

describe('checkArticleBeforeCountNoun', () => {
  it('gives a bare count-only noun after a verb of carrying or getting its article', () => {
    expectFixes(
      checkArticleBeforeCountNoun,
      [
        ['Can you lend me pencil for the test?', 'Can you lend me a pencil for the test?'],
        ["Don't forget to bring towel and sunscreen.", "Don't forget to bring a towel and sunscreen."],
        ['I need charger, my phone is dead.', 'I need a charger, my phone is dead.'],
        ['She bought umbrella at the station.', 'She bought an umbrella at the station.'],
        ["It's cheap umbrella, but it works.", "It's a cheap umbrella, but it works."],
        ['This is common mistake among beginners.', 'This is a common mistake among beginners.'],
        ['That was honest mistake.', 'That was an honest mistake.'],
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
        "The shop's new phone is cheap.",
        'What a great idea!',
        'The problem is bad phone reception.',
        'There was terrible accident traffic this morning.',
        'She made it by mistake.',
        'We have phone and internet in every room.',
        'The site has tent and caravan pitches.',
      ],
    );
  });
});

describe('article before "one" after an adjective (session 35)', () => {
  it('"buy new one" → "buy a new one"; "the last one", "another one", "old ones" stay', () => {
    expectFixes(
      checkArticleBeforeCountNoun,
      [
        ['The kettle broke, so we need new one.', 'The kettle broke, so we need a new one.'],
        ['Can you lend me spare one?', 'Can you lend me a spare one?'],
      ],
      ['She wants the last one.', 'Give me another one.', 'We found some old ones.', 'I need a bigger one.'],
    );
  });
});
