import { describe, it } from 'vitest';
import { expectFixes } from './apply-rule.test-helper';
import { checkArticleBeforeMassPlural } from './article-before-mass-plural';

describe('"a" before an uncountable plural', () => {
  it('drops the article before an adjective and an uncountable plural, and keeps it before a countable noun', () => {
    expectFixes(
      checkArticleBeforeMassPlural,
      [
        ['The gym bought a new equipments.', 'The gym bought new equipments.'],
        ['We ordered an extra furnitures for the hall.', 'We ordered extra furnitures for the hall.'],
      ],
      ['The gym bought a new treadmill.', 'I have a good knowledges of Excel.', 'We need a new piece of equipment.', 'She gave a useful piece of advice.'],
    );
  });
});
