import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('readLooseShopping', () => {
  it('adds up items bought at a price each and gives the change or what is left', () => {
    expect(answer('Ola buys 3 apples at $0.45 each and a loaf of bread for $2.30. She pays with a $5 bill. How much change does she get?')).toBe('1.35');
    expect(answer('A sandwich costs $6.75. Tom gives the clerk a $10 bill and 3 quarters. How much change should he get?')).toBe('4');
    expect(answer('Nia has $30. She buys a dozen eggs at $0.25 each and 2 bags of rice for $4.50 each. How much money does she have left?')).toBe('18');
    expect(answer('Sam buys 5 stickers at $0.80 each and 2 markers at $1.25 each. What is the total cost?')).toBe('6.5');
  });

  it('shares a total between people, rounded as asked', () => {
    expect(answer('Three pizzas at $12.99 each and 2 salads at $6.50 each. We split the bill evenly between 3 people. How much does each person pay? Round to the nearest cent.')).toBe('17.32');
  });

  it('refuses a price for several at once, a percent, too little money and a number with no role', () => {
    expect(answer('Ola buys 3 apples for $2 and a loaf of bread for $2.30. She pays with a $5 bill. How much change does she get?')).toBeNull();
    expect(answer('Ola buys 3 apples at $0.45 each with 10% off. She pays with a $5 bill. How much change does she get?')).toBeNull();
    expect(answer('Ola buys 3 melons at $2.45 each. She pays with a $5 bill. How much change does she get?')).toBeNull();
    expect(answer('Ola buys 3 apples at $0.45 each for her 2 kids. She pays with a $5 bill. How much change does she get?')).toBeNull();
  });
});

describe('the payment said in the question (session 44)', () => {
  it('reads "how much change do you get from $20"', () => {
    expect(readLooseProblem('You buy 3 notebooks at $2.75 each and a pen for $1.40. How much change do you get from $20?')?.answer).toBe('10.35');
  });

  it('refuses a payment with a second amount it does not read', () => {
    expect(readLooseProblem('You buy 3 notebooks at $2.75 each and a pen for $1.40. How much change do you get from $20 and $5?')).toBeNull();
  });
});
