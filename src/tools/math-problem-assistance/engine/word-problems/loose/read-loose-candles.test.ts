import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('readLooseCandles', () => {
  it("reads one candle's height after a time, and the time until it burns out or reaches a height", () => {
    expect(answer('A candle is 16 inches tall and burns 1.25 inches per hour. How tall is it after 6 hours?')).toBe('8.5');
    expect(answer('A candle is 30 cm tall when it is lit and burns down 1.8 cm per hour. How tall is it after 6 hours 20 minutes, in cm?')).toBe('18.6');
    expect(answer('a candle is 12 inches tall and burns 1.5 inches an hour. how many hours until it burns out')).toBe('8');
    expect(answer('A candle is 20 cm tall and burns 2.5 cm per hour. How many hours until it is 5 cm tall?')).toBe('6');
  });

  it('finds when two candles lit together are the same height', () => {
    expect(answer('A 20 cm candle burns 2 cm per hour. A 14 cm candle burns 0.5 cm per hour. Both are lit at the same time. After how many hours will they be the same height?')).toBe('4');
    expect(answer('one candle is 30 inches tall and burns down 3 inches an hour. another candle is 24 inches tall and burns 1 inch an hour. if they are lit together when will they be the same height (in hours)')).toBe('3');
  });

  it('refuses a candle burnt out before the time, two candles never the same height, mixed units and lighting at different times', () => {
    expect(answer('A candle is 10 inches tall and burns 2 inches per hour. How tall is it after 6 hours?')).toBeNull();
    expect(answer('A 20 cm candle burns 0.5 cm per hour. A 14 cm candle burns 2 cm per hour. Both are lit at the same time. After how many hours will they be the same height?')).toBeNull();
    expect(answer('A 20 cm candle burns 2 cm per hour. A 6 inch candle burns 0.5 inches per hour. Both are lit at the same time. After how many hours will they be the same height?')).toBeNull();
    expect(answer('A 20 cm candle burns 2 cm per hour. A 14 cm candle burns 0.5 cm per hour. The second is lit 1 hour later. After how many hours will they be the same height?')).toBeNull();
  });
});
