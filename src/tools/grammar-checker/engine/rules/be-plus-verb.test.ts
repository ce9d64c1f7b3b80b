import { describe, expect, it } from 'vitest';
import { acceptAll } from './apply-rule.test-helper';
import { checkBePlusVerb } from './be-plus-verb';

describe('checkBePlusVerb: an arrangement after a noun and "be" (session 23)', () => {
  const fix = (text: string) => acceptAll((t) => checkBePlusVerb(t), text);
  it('gives the participle of a verb of arranging', () => {
    expect(fix('Tell me if the concert is postpone until next week.')).toBe('Tell me if the concert is postponed until next week.');
    expect(fix('The staff meeting was move to Thursday afternoon.')).toBe('The staff meeting was moved to Thursday afternoon.');
    expect(fix('All the parcels were deliver on time.')).toBe('All the parcels were delivered on time.');
  });
  it('leaves a plan told by its verb, an object after the verb, and a pronoun subject to the other family', () => {
    for (const text of ['The plan is move fast and finish early.', 'The next step is book the tickets.', 'The match was postponed because of the storm.', 'Our goal is deliver on time.'])
      expect(fix(text)).toBe(text);
  });
});
