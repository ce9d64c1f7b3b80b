import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('readLooseProblem: work together, or one worker alone', () => {
  it('finds the time together, or one alone from the time together, never the one for the other', () => {
    expect(answer('Dana can clean the garage in 3 hours and Eli can clean it in 6 hours. How long will it take them together?')).toBe('2');
    expect(answer('Dana can paint the fence in 6 hours. Working together with Eli, it takes 4 hours. How many hours would Eli take alone?')).toBe('12');
    expect(answer('Dana can paint the fence in 6 hours. Together with Eli it takes 4 hours. How long do they take together?')).toBeNull();
  });
});

describe('readLooseProblem: ages with a multiple and an offset', () => {
  it('reads "N years older than twice her brother\'s age"', () => {
    expect(answer("Nora is 3 years older than twice her sister's age. The sum of their ages is 27. How old is Nora?")).toBe('19');
    expect(answer('Omar is 2 years younger than three times Lina. The sum of their ages is 30. How old is Lina?')).toBe('8');
  });
});

describe('readLooseProblem: one age against its own past, and years until a multiple', () => {
  it('solves for the age now or the years from now', () => {
    expect(answer('In 10 years Rosa will be three times as old as she was 6 years ago. How old is Rosa now?')).toBe('14');
    expect(answer('Ivan is 8 and his father is 38. In how many years will his father be twice as old as Ivan?')).toBe('22');
  });

  it('refuses a multiple that was reached in the past, or a person the story does not name', () => {
    expect(answer('Ivan is 20 and his father is 38. In how many years will his father be twice as old as Ivan?')).toBeNull();
    expect(answer('In 10 years Rosa will be three times as old as she was 6 years ago. How old is Tom now?')).toBeNull();
  });
});

describe('readLooseProblem: "one pipe … another pipe"', () => {
  it('reads the second worker named by "another", and a drain', () => {
    expect(answer('One pipe fills a tank in 3 hours and another pipe fills it in 6 hours. How many hours to fill it with both pipes open?')).toBe('2');
    // A drain takes its share away (read-loose-work-rates.ts): 1/3 − 1/6 of the tank an hour.
    expect(answer('One pipe fills a tank in 3 hours and another pipe drains it in 6 hours. How many hours to fill it with both pipes open?')).toBe('6');
    expect(answer('One pipe fills a tank in 3 hours and another pipe fills it in 6 hours, and another in 2 hours. How many hours with all open?')).toBeNull();
  });
});
