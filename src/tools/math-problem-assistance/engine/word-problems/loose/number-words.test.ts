import { describe, expect, it } from 'vitest';
import { digitsForNumberWords } from './number-words';

describe('digitsForNumberWords', () => {
  it('writes compound numbers and number words before a unit in digits', () => {
    expect(digitsForNumberWords('the van averages fifty-five miles per hour')).toBe('the van averages 55 miles per hour');
    expect(digitsForNumberWords('three hundred and twelve tickets, or three hundred forty')).toBe('312 tickets, or 340');
    expect(digitsForNumberWords('eleven years ago she was 9')).toBe('11 years ago she was 9');
    expect(digitsForNumberWords('a hike of 4 and a half miles')).toBe('a hike of 4.5 miles');
  });

  it('leaves count words that name how many things a story is about', () => {
    expect(digitsForNumberWords('two numbers add to 40 and one is three more')).toBe('two numbers add to 40 and one is three more');
    expect(digitsForNumberWords('three pumps fill a tank; one hour later')).toBe('three pumps fill a tank; one hour later');
  });
});
