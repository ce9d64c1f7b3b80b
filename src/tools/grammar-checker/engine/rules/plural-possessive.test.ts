import { describe, expect, it } from 'vitest';
import { acceptAll } from './apply-rule.test-helper';
import { checkPluralPossessive } from './plural-possessive';

describe('checkPluralPossessive', () => {
  const fix = (text: string) => acceptAll((t) => checkPluralPossessive(t), text);
  it("adds the apostrophe of a plural owner", () => {
    expect(fix('I visited my grandparents house last weekend.')).toBe("I visited my grandparents' house last weekend.");
    // One spouse has one owner: "my sisters husband" is "my sister's husband".
    expect(fix('My brothers wife teaches music.')).toBe("My brother's wife teaches music.");
    expect(fix('We borrowed our neighbours ladder.')).toBe("We borrowed our neighbours' ladder.");
    expect(fix("The childrens' toys are here.")).toBe("The children's toys are here.");
    expect(fix('She buys womens clothing.')).toBe("She buys women's clothing.");
  });
  it("drops a plural's apostrophe before its own verb (session 22)", () => {
    expect(fix("The two companies' are planning to merge.")).toBe('The two companies are planning to merge.');
    expect(fix("The students' were told to wait outside.")).toBe('The students were told to wait outside.');
    for (const text of ["Our results are better than the students' are.", "The so-called 'experts' are wrong.", "The students' books are new."]) expect(fix(text)).toBe(text);
  });
  it('leaves plural subjects and written possessives', () => {
    for (const text of ['My parents work in a bank.', "I visited my grandparents' house.", 'My friends live nearby.', 'My sisters love music.', 'It saves my parents money.', "The children's toys are here.", 'He proved mens rea.'])
      expect(fix(text)).toBe(text);
  });
});

describe('checkPluralPossessive: owners named one at a time (session 28)', () => {
  const fix = (text: string) => acceptAll((t) => checkPluralPossessive(t), text);
  it('offers the singular owner first for kin and friends, the plural for a household', () => {
    expect(fix('I used my cousins laptop for the exam.')).toBe("I used my cousin's laptop for the exam.");
    expect(fix('We borrowed our friends car.')).toBe("We borrowed our friend's car.");
    expect(fix('We borrowed my parents car.')).toBe("We borrowed my parents' car.");
    expect(checkPluralPossessive('I used my cousins laptop for the exam.')[0]?.replacements).toEqual(["cousin's", "cousins'"]);
    for (const text of ['My cousins live in Leeds.', "I used my cousin's laptop.", 'It saves my friends money.']) expect(fix(text)).toBe(text);
  });
});
