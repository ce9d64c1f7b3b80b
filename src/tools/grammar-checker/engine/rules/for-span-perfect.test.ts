import { describe, it } from 'vitest';
import { expectFixes } from './apply-rule.test-helper';
import { checkForSpanPerfect } from './for-span-perfect';

describe('checkForSpanPerfect', () => {
  it('a lasting present state with "for" + a span up to now takes the present perfect', () => {
    expectFixes((t) => checkForSpanPerfect(t), [
      ['We know each other for ten years.', 'We have known each other for ten years.'],
      ['I know him for many years.', 'I have known him for many years.'],
      ['My parents are married for thirty years.', 'My parents have been married for thirty years.'],
      ['We are friends for five years now.', 'We have been friends for five years now.'],
      ['She teaches at this school for twenty years.', 'She has taught at this school for twenty years.'],
      ['Our neighbours own that dog for the last six years.', 'Our neighbours have owned that dog for the last six years.'],
      ['I play the guitar for three years now.', 'I have played the guitar for three years now.'],
      ["He doesn't call me for two years.", "He hasn't called me for two years."],
    ], [
      'In my twenties, for ten years I lived in Rome and worked as a guide.',
      'I have known him for many years.',
      'We stay there for two weeks every summer.',
      'We rent the flat for six months at a time.',
      'The offer is valid for ten days.',
      'The museum is closed for two weeks.',
      'I am going to Spain for two weeks.',
      'I study English for six months.',
      'I work there for two years, then I retire.',
      'We are married for two years before we move.',
      'They are together for two weeks in July.',
      'He plays tennis for an hour every day.',
      'Do you know him for ten years?',
      'I lived in Paris for three years.',
    ]);
  });
});
