import { describe, it } from 'vitest';
import { expectFixes } from './apply-rule.test-helper';
import { checkWeaknessAfterSuperlative } from './weakness-after-superlative';

describe('"weak" and "strong" used as nouns', () => {
  it('asks for "weakness" and "strength", and leaves the adjectives alone', () => {
    expectFixes(
      checkWeaknessAfterSuperlative,
      [
        ['Her greatest strong is patience.', 'Her greatest strength is patience.'],
        ['I think my main weak was time management.', 'I think my main weakness was time management.'],
      ],
      ['My biggest weakness is spelling.', 'My weakest subject is French.', 'His only strong point is his serve.'],
    );
  });
});
