import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('readLooseProblem: proportions', () => {
  it('scales a pair of quantities to a third of one kind', () => {
    expect(answer('If 4 notebooks cost $6, how much do 7 notebooks cost?')).toBe('10.5');
    expect(answer('A baker uses 3 eggs for 2 cakes. How many eggs does she need for 8 cakes?')).toBe('12');
    expect(answer('On the map 2 cm stand for 15 km. A road is 9 cm long on the map. How long is it really, in km?')).toBe('67.5');
    expect(answer('A printer prints 45 pages in 3 minutes. How many pages does it print in 8 minutes?')).toBe('120');
    expect(answer('a car uses 6 gallons of gas to go 150 miles. how many gallons does it need for 425 miles')).toBe('17');
  });

  it('reads workers or speed against time as an inverse proportion', () => {
    expect(answer('4 painters can paint a school in 15 days. How many days would 6 painters take?')).toBe('10');
    expect(answer('At 60 km/h a trip takes 5 hours. How long does it take at 75 km/h?')).toBe('4');
  });

  it('splits an amount in a ratio', () => {
    expect(answer('Split $90 between Kim and Lee in the ratio 2:3. How much does Kim get?')).toBe('36');
    expect(answer('The ratio of boys to girls in a club is 3:5 and there are 40 members. How many girls are there?')).toBe('25');
    expect(answer('The ratio of cats to dogs at a shelter is 2:3. There are 18 dogs. How many cats are there?')).toBe('12');
  });

  it('refuses a pair split over sentences, a story that already has a rate, and an ask of another kind', () => {
    // The pair is the last two numbers here, and "in total" asks for more than a proportion.
    expect(answer('The club wants to raise $900. After 2 days it has raised $300. How many days will it take in total?')).toBeNull();
    expect(answer('Ana walks 3 miles a day for 6 days a week. If she walks 4 miles an hour, how many hours does she walk a week?')).toBeNull();
    expect(answer('Leo has 50 marbles. Mia has 12 fewer marbles than Leo. If Leo gives Mia 5 marbles, how many fewer marbles does Mia have?')).toBeNull();
    expect(answer('If 4 apples cost $2, how much do 10 oranges cost?')).toBeNull();
    expect(answer('A car goes 150 miles in 3 hours. How many minutes does it take to go 50 miles?')).toBeNull();
    // Measures whose product is fixed: a longer track means fewer laps, not more.
    expect(answer('Jo swims 20 lengths of a 25 meter pool. If she swims in a 50 meter pool, how many lengths does she need for the same distance?')).toBeNull();
    expect(answer('A wheel with a radius of 30 cm turns 40 times on a trip. How many times does a wheel of radius 20 cm turn on the same trip?')).toBeNull();
  });
});

describe('readLooseProblem: a pair linked by "to make" or "="', () => {
  it('scales a recipe and a map', () => {
    expect(answer('A recipe uses 2 cups of sugar to make 30 muffins. How many cups of sugar are needed for 45 muffins?')).toBe('3');
    expect(answer('A recipe uses 2 cups of sugar to make 30 muffins. How many muffins can 4 people make?')).toBeNull();
  });
});

describe('readLooseProblem: proportions said other ways', () => {
  it('reads "represents", a unit with its noun and no "of", and a fraction kept exact', () => {
    expect(answer('On a map 3 cm represents 20 km. Two lakes are 7.5 cm apart on the map. How far apart are they in km?')).toBe('50');
    expect(answer('A recipe needs 2/3 cup sugar for 12 cookies. How many cups of sugar for 30 cookies?')).toBe('5/3');
  });
});

