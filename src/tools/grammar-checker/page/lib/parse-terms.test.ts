import { describe, expect, it } from 'vitest';
import { parseTerms } from './parse-terms';

describe('parseTerms', () => {
  it('reads one preferred term per line and avoid lines with an optional replacement', () => {
    expect(parseTerms('e-mail\n\n  JavaScript ', 'utilize -> use\nleverage=>use\nvery\nsynergy → cooperation')).toEqual({
      prefer: ['e-mail', 'JavaScript'],
      avoid: [
        { term: 'utilize', replacement: 'use' },
        { term: 'leverage', replacement: 'use' },
        { term: 'very' },
        { term: 'synergy', replacement: 'cooperation' },
      ],
    });
  });

  it('sends nothing when both boxes are empty', () => {
    expect(parseTerms(' \n', '')).toBeUndefined();
    expect(parseTerms('', '-> use')).toBeUndefined();
  });
});
