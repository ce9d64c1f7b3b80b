import { describe, expect, it } from 'vitest';
import { acceptAll } from './apply-rule.test-helper';
import { checkFutureInTimeClause } from './future-in-time-clause';

describe('checkFutureInTimeClause', () => {
  const fix = (text: string) => acceptAll((t) => checkFutureInTimeClause(t), text);
  it('puts a future time clause in the present', () => {
    expect(fix('I will send you the file when I will finish it.')).toBe('I will send you the file when I finish it.');
    expect(fix('Please wait until it will cool down.')).toBe('Please wait until it cools down.');
    expect(fix('I will call when I will be ready.')).toBe('I will call when I am ready.');
    expect(fix('Call me as soon as you will get home.')).toBe('Call me as soon as you get home.');
  });
  it('turns "if … would have" + participle into "had"', () => {
    expect(fix('If I would have known, I would have called you earlier.')).toBe('If I had known, I would have called you earlier.');
  });
  it('leaves embedded questions, requests and questions alone', () => {
    for (const text of ["I don't know when I will finish it.", 'Tell me when you will arrive.', 'When will you finish?', 'I wonder if she would have liked it.',
      "If you would have a look at it, I'd be grateful.", 'If I had known, I would have called.'])
      expect(fix(text)).toBe(text);
  });
});
