import { describe, expect, it } from 'vitest';
import { shieldSegment } from './shield-segment';

describe('shieldSegment: names after a title', () => {
  it('keeps "Dr. Smith", and reads a run of 200,000 blanks in one pass', () => {
    const blanks = ' '.repeat(200_000);
    for (const text of ['Dr. Smith is here.', `Hello${blanks}world. Dr. Smith is here.`]) {
      expect([...shieldSegment(text, 'en', 'es').restores.values()].join(' ')).toContain('Smith');
    }
  });
});
