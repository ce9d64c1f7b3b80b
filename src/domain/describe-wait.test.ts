import { describe, expect, it } from 'vitest';
import { describeWait } from './describe-wait';

describe('describeWait', () => {
  it('says a wait the way a person would, rounding up', () => {
    expect(describeWait(1)).toBe('1 second');
    expect(describeWait(45)).toBe('45 seconds');
    expect(describeWait(60)).toBe('1 minute');
    expect(describeWait(61)).toBe('2 minutes');
    expect(describeWait(3000)).toBe('50 minutes');
    expect(describeWait(3542)).toBe('1 hour');
    expect(describeWait(7200)).toBe('2 hours');
  });
});
