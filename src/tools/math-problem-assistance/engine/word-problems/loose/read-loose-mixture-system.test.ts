import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('readLooseMixtureSystem', () => {
  it('balances amounts and strengths: pure stuff added, two parts to a mix of known size', () => {
    expect(answer('How many ml of pure alcohol must be added to 60 ml of a 10% alcohol solution to get a 40% solution?')).toBe('30');
    expect(answer('A chemist needs 50 liters of a 32% acid solution. She has a 20% solution and a 40% solution. How many liters of the 40% solution should she use?')).toBe('30');
    expect(answer('A shop mixes tea that costs $6 per pound with tea that costs $11 per pound to make 40 pounds of a blend worth $8 per pound. How many pounds of the $11 tea does it use?')).toBe('16');
    expect(answer('Raisins that cost $2 per lb are mixed with almonds that cost $7 per lb to make 10 lb of a mix that sells for $4 per lb. How many pounds of almonds are used?')).toBe('4');
  });

  it('refuses a mix strength outside the parts, a number with no role, and an ask naming no part', () => {
    expect(answer('A chemist needs 50 liters of a 45% acid solution. She has a 20% solution and a 40% solution. How many liters of the 40% solution should she use?')).toBeNull();
    expect(answer('A chemist needs 50 liters of a 32% acid solution in 2 bottles. She has a 20% solution and a 40% solution. How many liters of the 40% solution should she use?')).toBeNull();
    expect(answer('A chemist needs 50 liters of a 32% acid solution. She has a 20% solution and a 40% solution. How many liters of water should she use?')).toBeNull();
  });
});

describe('readLooseMixtureSystem, session 29', () => {
  it('names a part by its price when both parts share a noun ("the $6 nuts")', () => {
    expect(answer('a shop mixes nuts that cost $6 a pound with nuts that cost $10 a pound to make 40 pounds of a mix worth $7 a pound. how many pounds of the $6 nuts do they use')).toBe('30');
  });

  it('refuses an ask that names only the shared noun', () => {
    expect(answer('a shop mixes nuts that cost $6 a pound with nuts that cost $10 a pound to make 40 pounds of a mix worth $7 a pound. how many pounds of nuts do they use')).toBeNull();
  });
});

describe('readLooseMixtureSystem: "how many liters of each"', () => {
  it('answers both amounts, each with its strength, from the one checked system', () => {
    const reading = readLooseProblem('a chemist mixes a 20% solution with a 50% solution to get 30 liters of a 40% solution. how many liters of each are used');
    expect(reading?.answer).toBe('10');
    expect(reading?.others).toEqual([{ unknown: 'y', answer: '20', meaning: 'the amount at 50%, in liters' }]);
    const nuts = readLooseProblem('a grocer mixes peanuts that cost $3 per lb with cashews that cost $8 per lb to get 50 lb of a mix that costs $5 per lb. how many pounds of each does he use');
    expect([nuts?.answer, nuts?.others?.[0]?.answer]).toEqual(['30', '20']);
  });

  it('still answers the one part a question names', () => {
    const reading = readLooseProblem('a chemist mixes a 20% solution with a 50% solution to get 30 liters of a 40% solution. how many liters of the 20% solution are used');
    expect(reading?.answer).toBe('10');
    expect(reading?.others).toBeUndefined();
  });
});

describe('readLooseMixtureSystem: the question asked first', () => {
  it('answers both amounts when each is asked in turn ("how many liters of A and how many liters of B")', () => {
    const reading = readLooseProblem('how many liters of a 10% solution and how many liters of a 30% solution must be mixed to make 20 liters of a 25% solution');
    expect(reading?.answer).toBe('5');
    expect(reading?.others?.map((other) => other.answer)).toEqual(['15']);
  });

  it('reads "what amount of …" as the amount asked', () => {
    expect(answer('what amount of 5% saline must be mixed with 30 ml of 20% saline to make a 10% saline solution')).toBe('60');
  });

  it('still refuses when both amounts are given', () => {
    expect(answer('how many liters of a 10% solution and how many liters of a 30% solution are in 5 liters of a 10% solution and 15 liters of a 30% solution mixed to make 20 liters of a 25% solution')).toBeNull();
  });
});

describe('mixtures by price said the ways homework says them (session 44)', () => {
  it('reads "30 pounds worth $7", "almonds cost $8.25/lb", and a part named "coffee a" with its amount said apart', () => {
    expect(answer('Nuts worth $6 per pound are mixed with nuts worth $9 per pound to make 30 pounds worth $7 per pound. how many pounds of the $6 nuts are used')).toBe('20');
    expect(answer('trail mix: almonds cost $8.25/lb and raisins cost $3.25/lb. how many pounds of almonds go into 24 lb of a mix that sells for $5.75 a pound')).toBe('12');
    expect(answer('Coffee A costs $10 a pound and coffee B costs $14 a pound. How many pounds of coffee B should be mixed with 12 pounds of coffee A to get a blend that costs $11 a pound?')).toBe('4');
  });

  it('refuses the part whose amount is given, and a blend price outside the two prices', () => {
    expect(answer('Coffee A costs $10 a pound and coffee B costs $14 a pound. How many pounds of coffee A should be mixed with 12 pounds of coffee A to get a blend that costs $11 a pound?')).toBeNull();
    expect(answer('Coffee A costs $10 a pound and coffee B costs $14 a pound. How many pounds of coffee B should be mixed with 12 pounds of coffee A to get a blend that costs $15 a pound?')).toBeNull();
  });
});
