import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('readLooseProblem: interest and growth', () => {
  it('reads simple and yearly compound interest', () => {
    expect(answer('Ravi puts $1,500 in an account paying 4% simple interest per year. How much interest will he earn in 5 years?')).toBe('300');
    expect(answer('Ravi puts $1,500 in an account paying 4% simple interest per year. How much will he have after 5 years?')).toBe('1800');
    expect(answer('$500 is invested at 10% interest compounded annually. How much is it worth after 3 years?')).toBe('665.5');
  });

  it('reads the amount asked by its pronoun: "how much is it after 2 years"', () => {
    expect(answer('$1000 invested at 5% interest compounded annually, how much is it after 2 years')).toBe('1102.5');
    expect(answer('$800 put in the bank at 10% compounded annually. how much is the investment after 2 years?')).toBe('968');
  });

  it('reads the deposit asked for an amount to reach (present value), not the amount it grows to', () => {
    // 8,000 / 1.04^5 = 6575.4169…: the deposit, not 8,000 · 1.04^5 = 9733.2232…
    expect(answer('How much should Nora put in the bank today at 4% interest compounded annually so she will have $8,000 in 5 years? Round to the nearest cent.')).toBe('6575.42');
    expect(answer('What amount must be invested at 3% compounded monthly to grow to $1,500 in 2 years? Round to the nearest cent.')).toBe('1412.75');
    expect(answer('How much money must be invested now at 5% simple interest to have $1,750 after 3 years?')).toBe('35000/23');
  });

  it('refuses an amount to reach when the question asks what it grows to', () => {
    expect(answer('Nora wants to have $8,000 in 5 years at 4% interest compounded annually. How much will she have?')).toBeNull();
  });

  it('reads a value that grows or shrinks by a percent each year', () => {
    expect(answer('A laptop bought for $1,200 loses 25% of its value each year. What is it worth after 2 years?')).toBe('675');
    expect(answer('A village of 2,000 people grows by 10% each year. What will the population be after 2 years?')).toBe('2420');
    expect(answer('A farm of 400 goats grows by 5% this year. How many goats will there be?')).toBe('420');
  });

  it('reads doubling, tripling and halving every period', () => {
    expect(answer('A colony of 300 cells doubles every 2 hours. How many cells will there be after 8 hours?')).toBe('4800');
    expect(answer('A rumour reaches 5 people and triples every day. How many people know it after 4 days?')).toBe('405');
  });

  it('reads interest compounded n times a year, a time in months, and the rate of simple interest', () => {
    expect(answer('$500 is invested at 6% interest compounded monthly. How much is it worth after 2 years? Round to the nearest cent.')).toBe('563.58');
    expect(answer('$2,000 is invested at 8% interest compounded quarterly for 1 year. What is the balance?')).toBe('2164.86432');
    expect(answer('$4000 earns 6% interest compounded twice a year. How much is in the account after 3 years? round to the nearest cent')).toBe('4776.21');
    expect(answer('How much interest does $600 earn at 4% simple interest in 9 months?')).toBe('18');
    expect(answer('A loan of $2,000 at simple interest was paid back with $2,300 after 3 years. What was the interest rate?')).toBe('5');
  });

  it('refuses daily or continuous compounding, two frequencies that disagree, a monthly rate and a rate with no growth said', () => {
    expect(answer('$500 is invested at 6% interest compounded daily. How much is it worth after 2 years?')).toBeNull();
    expect(answer('$500 is invested at 6% interest compounded continuously. How much is it worth after 2 years?')).toBeNull();
    expect(answer('$500 is invested at 6% interest compounded quarterly (monthly). How much is it worth after 2 years?')).toBeNull();
    expect(answer('$500 is invested at 1% simple interest a month. How much interest after 2 years?')).toBeNull();
    expect(answer('Ann has $2,000 and Ben has $2,300 at simple interest for 3 years. What is the interest rate?')).toBeNull();
  });

  it('refuses a missing time and a second rate', () => {
    expect(answer('A car bought for $9,000 loses 10% of its value each year. What is it worth?')).toBeNull();
    expect(answer('A town of 5,000 grows by 2% each year and loses 1% each year to moving. What is it after 3 years?')).toBeNull();
    expect(answer('A colony of 300 cells doubles every 2 hours. How many cells will there be after 5 hours?')).toBeNull();
  });
});
