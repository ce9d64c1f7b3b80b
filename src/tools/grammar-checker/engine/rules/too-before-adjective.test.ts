import { describe, expect, it } from 'vitest';
import { acceptAll } from './apply-rule.test-helper';
import { checkTooBeforeAdjective } from './too-before-adjective';

describe('checkTooBeforeAdjective', () => {
  const fix = (text: string) => acceptAll((t) => checkTooBeforeAdjective(t), text);
  it('"to" between a linking verb and an adjective is "too"', () => {
    expect(fix('The room was to crowded to move.')).toBe('The room was too crowded to move.');
    expect(fix("I'm to tired for this.")).toBe("I'm too tired for this.");
    expect(fix('The soup is to salty.')).toBe('The soup is too salty.');
  });
  it('reads a verb-adjective as the adjective when "to" + a bare verb follows it (session 23)', () => {
    expect(fix('The knife was to blunt to slice the bread.')).toBe('The knife was too blunt to slice the bread.');
    expect(fix('The paint is still to wet to touch.')).toBe('The paint is still too wet to touch.');
    for (const text of ['The museum was to open to the public in May.', 'The plan is to clean the garage.', 'Our aim was to dry the boots by the fire.']) expect(fix(text)).toBe(text);
  });
  it('reads a negation between the verb and "to", and "or"/"so" after the adjective (session 33)', () => {
    expect(fix("These boots aren't to loose, so I kept them.")).toBe("These boots aren't too loose, so I kept them.");
    expect(fix('The rope was not to tight or it would snap.')).toBe('The rope was not too tight or it would snap.');
    for (const text of ["The aim isn't to lose weight.", 'The goal was not to win or lose but to play.', "The plan isn't to open a shop."]) expect(fix(text)).toBe(text);
  });
  it('leaves infinitives after "be"', () => {
    for (const text of ['The goal is to relax.', 'The plan was to open a shop.', 'He is to blame.', 'The aim is to clean the data.', 'She was to become a doctor.']) expect(fix(text)).toBe(text);
  });
});
