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

describe('readLooseMotion: a distance asked in another length unit than the speed', () => {
  it('converts the speed’s unit to the asked one by a whole factor, and reads "in one minute" as a time', () => {
    expect(answer('a cyclist rides at 18 km/h. how many meters does she ride in one minute')).toBe('300');
    expect(answer('a cyclist rides at 18 km/h. how many meters does she ride in 20 minutes')).toBe('6000');
    expect(answer('a car goes 30 miles per hour. how many feet does it go in 2 minutes')).toBe('5280');
    expect(answer('a car goes 60 mph. how far does it go in an hour')).toBe('60');
  });

  it('refuses a conversion with no whole factor rather than round it', () => {
    expect(answer('a train goes 90 km/h. how many miles does it go in 2 hours')).toBeNull();
  });
});
