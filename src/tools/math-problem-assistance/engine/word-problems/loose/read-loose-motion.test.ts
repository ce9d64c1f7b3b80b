import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('readLooseMotion: a speed asked in km/h from metres and seconds', () => {
  it('turns metres into km and seconds into hours', () => {
    expect(answer('a runner covers 400 m in 80 s. what is his average speed in km/h')).toBe('18');
    expect(answer('A swimmer swims 50 metres in 25 seconds. What is her speed in km/h?')).toBe('7.2');
  });

  it('still gives metres per second when that is asked, and refuses km/h from metres in minutes', () => {
    expect(answer('a runner covers 400 m in 80 s. what is his average speed in m/s')).toBe('5');
    expect(answer('a cyclist rides 600 m in 2 minutes. what is her speed in km/h')).toBeNull();
  });
});
