import { describe, expect, it } from 'vitest';
import { acceptAll } from './apply-rule.test-helper';
import { checkRelativeClauseMainVerb } from './relative-clause-main-verb';

describe('checkRelativeClauseMainVerb', () => {
  const fix = (text: string) => acceptAll((t) => checkRelativeClauseMainVerb(t), text);
  it('makes the main verb agree with the head before the relative clause', () => {
    expect(fix('The students who live on campus pays less.')).toBe('The students who live on campus pay less.');
    expect(fix('The man who lives next to us have three dogs.')).toBe('The man who lives next to us has three dogs.');
    expect(fix('The nurse who looks after my grandmother are very kind.')).toBe('The nurse who looks after my grandmother is very kind.');
  });
  it('leaves agreeing sentences and unclear heads', () => {
    for (const text of [
      'The students who live on campus pay less.', 'The man who lives next door is a pilot.',
      'The team who won the cup are celebrating.', 'People who eat vegetables live longer.', 'The girl who sings and the boys dance.', 'The woman who said the kids were noisy left.',
      'A hotel that wants to improve its offer.', 'The people who have computer electric bill is high.',
    ]) expect(fix(text)).toBe(text);
  });
  it('reads the head across its "of" phrase and a clause with its own subject (session 31)', () => {
    expect(fix('The photos of the wedding that my uncle took at the old-town hall looks great.')).toBe('The photos of the wedding that my uncle took at the old-town hall look great.');
    expect(fix('The price of the shoes that we ordered for the kids are too high.')).toBe('The price of the shoes that we ordered for the kids is too high.');
    for (const text of [
      'A number of the boxes that we packed for the move are damaged.', 'Most of the cakes that she baked for the fair were sold.',
      'The photos of the wedding that my uncle took look great.', 'The list of the books that we ordered is long.',
      'The team of the players that we chose are ready.',
    ]) expect(fix(text)).toBe(text);
  });
});
