import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('readLooseAges: statements said the way people type them', () => {
  it('reads "in 5 yrs", "right now" and "as old as she will be then"', () => {
    expect(answer('in 5 yrs mom will be 2 times as old as her daughter will be then. right now mom is 35. how old is the daughter now')).toBe('15');
    expect(answer('An aunt is 24 years older than her nephew. In 4 years she will be 3 times as old as he will be. How old is the nephew now?')).toBe('8');
  });

  it('reads "she\'ll be" and "he\'ll be" as "will be", with a multiple that is not whole', () => {
    expect(answer("a dad is 3 times as old as his daughter. in 10 years he'll be twice as old as her. how old is the daughter now")).toBe('10');
    expect(answer("a mom is 3 times as old as her son. in 5 years she'll be 2.5 times as old as him. how old is the son now")).toBe('15');
  });

  it('takes "he" for the other person when the statement names the one he is compared with (session 43)', () => {
    expect(answer('Sam is 4 times as old as his son. In 20 years he will be twice as old as his son. How old is the son now?')).toBe('10');
  });

  it('reads the ratio of two ages now and in some years', () => {
    expect(answer("The ratio of Ben's age to his uncle's age is 1:3. In 10 years the ratio will be 1:2. How old is Ben now?")).toBe('10');
  });

  it('finds how many years ago one age was a multiple of another, and refuses a time before the younger was born', () => {
    expect(answer('grandma is 66 and her grandson is 18. how many years ago was grandma exactly 4 times as old as her grandson')).toBe('2');
    expect(answer('grandma is 66 and her grandson is 2. how many years ago was grandma exactly 4 times as old as her grandson')).toBeNull();
  });

  it('reads the teller as a person, a pronoun for the one whose sex is not said, and "their ages now"', () => {
    expect(answer("me and my brother's ages add up to 31 and i'm 5 years older than him. how old is my brother")).toBe('13');
    expect(answer('Noah is 4 times as old as his daughter. In 20 years he will be twice as old as she will be. How old is Noah now?')).toBe('40');
    expect(answer('Five years ago, Grace was half as old as her uncle. The sum of their ages now is 67. How old is Grace now?')).toBe('24');
  });

  it('refuses a pronoun that could be either person', () => {
    expect(answer('Noah is 4 times as old as Sam. In 20 years he will be twice as old as Sam will be. How old is Noah now?')).toBeNull();
    expect(answer("me and my sister's ages add up to 31 and i'm 5 years older than him. how old is my sister")).toBeNull();
  });
});

describe('readLooseAges, session 29', () => {
  it("reads a named person's kin, \"their ages will add up to\", and \"exactly\" in the years asked", () => {
    expect(answer("Noah's dad is 4 times as old as Noah. In 10 years he will be twice as old as Noah. How old is Noah now?")).toBe('5');
    expect(answer('tia is 5 years older than her cousin. in 2 years their ages will add up to 39. how old is tia now')).toBe('20');
    expect(answer('A mother is 40 years old and her son is 12. In how many years will the mother be exactly twice as old as her son?')).toBe('16');
  });

  it("refuses a kin whose pronoun does not fit", () => {
    expect(answer("Noah's dad is 4 times as old as Noah. In 10 years she will be twice as old as Noah. How old is Noah now?")).toBeNull();
  });

  it('reads "right now" after an age, a possessive typed without its apostrophe, and the owner of a kin as the other person', () => {
    expect(answer("Ben's uncle is 50 years old right now. In 6 years Ben will be half as old as his uncle. How old is Ben now?")).toBe('22');
    expect(answer('zoes dad is 30 years older than her. in 5 years he will be 4 times as old as she is. how old is zoe now')).toBe('5');
  });

  it('refuses a possessive without its apostrophe whose owner is never named alone, and a third person', () => {
    expect(answer('zoes dad is 30 years older than her. in 5 years he will be 4 times as old as she is. how old is the dad now')).toBeNull();
    expect(answer("Ben's uncle is 50. Ben's aunt is 48. In 6 years Ben will be half as old as his uncle. How old is Ben now?")).toBeNull();
  });
});
