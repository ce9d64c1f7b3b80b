import { describe, expect, it } from 'vitest';
import { type HarperLint } from '../workers/engine-workers';
import { isPredicateOutOfDate } from './predicative-out-of-date';

function outOfDate(text: string): HarperLint {
  const start = text.indexOf('out of date');
  return { rule: 'OutOfDate', kind: 'Style', start, end: start + 11, message: '', suggestions: [{ kind: 0, text: 'out-of-date' }] };
}

describe('"out of date" as a predicate', () => {
  it('keeps it open after a verb of being, with or without adverbs', () => {
    for (const text of [
      'The list of approved suppliers that the finance team sent last month is out of date.',
      'These figures seem badly out of date.',
      'The software has become hopelessly out of date.',
      'Our maps are already out of date.',
      'The timetable\'s out of date.',
    ]) expect(isPredicateOutOfDate(text, outOfDate(text)), text).toBe(true);
  });

  it('leaves harper\'s hyphens before a noun', () => {
    for (const text of ['We were given an out of date map.', 'Throw away any out of date medicine.']) expect(isPredicateOutOfDate(text, outOfDate(text)), text).toBe(false);
  });
});
