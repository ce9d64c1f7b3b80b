import { describe, expect, it } from 'vitest';
import { describeSteps } from './read-loose-fraction-chain';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('readLooseFractionChain', () => {
  it('tells a fraction of the whole from one of what is left and one of the part before', () => {
    expect(describeSteps('ben ate 1/4 of the cake and then his sister ate 1/2 of what was left.')).toBe('1/4 whole, 1/2 rest');
    expect(describeSteps('she gave 2/3 of her stamps to a friend and 1/4 of them to her cousin.')).toBe('2/3 whole, 1/4 whole');
    expect(describeSteps('3/5 of the pupils walk to school and 1/2 of the walkers go with a parent.')).toBeNull();
    expect(describeSteps('3/5 of the pupils are in the choir and 1/3 of the choir pupils sing solo.')).toBe('3/5 whole, 1/3 part');
  });

  it('works out what is left, one step\'s part, or the whole from what is left', () => {
    expect(answer('A rope is 36 meters long. Kim cuts off 1/3 of it, then Lou cuts off 1/4 of the rest. How many meters are left?')).toBe('18');
    expect(answer('A box holds 48 crayons. Ann takes 1/4 of the crayons and then Bo takes 1/2 of the remaining crayons. How many crayons does Bo take?')).toBe('18');
    expect(answer('Raj spent 1/2 of his allowance on a book and 1/5 of it on snacks. He has $9 left. How much was his allowance at first?')).toBe('30');
    expect(answer('Dee used 2/5 of her paint on a fence and 1/3 of what was left on a door. She still has 8 liters left. How many liters did she have to start with?')).toBe('20');
    expect(answer('2/3 of the 60 members of a club are adults and 1/4 of the adult members are retired. How many members are retired?')).toBe('10');
  });

  it('refuses a fraction of no named base, a count that does not come out whole, and a base it cannot tell', () => {
    expect(answer('Raj spent 1/2 of his allowance on a book and 1/5 on snacks. He has $9 left. How much was his allowance at first?')).toBeNull();
    expect(answer('A box holds 10 crayons. Ann takes 1/4 of the crayons and then Bo takes 1/3 of the rest. How many crayons are left?')).toBeNull();
    expect(answer('Tim ate 1/4 of a cake and Sue ate 1/3 of the pie. The cake had 12 slices. How many slices are left?')).toBeNull();
    expect(answer('2/3 of the 60 members of a club are adults and 1/4 of the adult members are retired. How many members are left?')).toBeNull();
  });

  it('refuses when what is left is a group of its own that the ask may name (a wrong part was answered before)', () => {
    expect(answer('A bag has 40 marbles. 1/2 of the marbles are red, 3/5 of the remaining marbles are blue, and the rest are green. How many green marbles are there?')).toBeNull();
    expect(answer('Jo had 60 stickers; 1/3 of them were stars, 1/2 of the rest were hearts and the others were moons. How many stickers were moons?')).toBeNull();
  });
});

describe('readLooseFractionChain, session 29', () => {
  it('asks what is left even when a step says "what was left"', () => {
    expect(readLooseProblem('omar had $90. he spent 1/3 of it on a book and then 1/2 of what was left on lunch. how much does he have left')?.answer).toBe('30');
  });

  it('still refuses an ask that names no one amount', () => {
    expect(readLooseProblem('omar had $90. he spent 1/3 of it on a book and then 1/2 of what was left on lunch. how much did he spend on food')?.answer ?? null).toBeNull();
  });
});
