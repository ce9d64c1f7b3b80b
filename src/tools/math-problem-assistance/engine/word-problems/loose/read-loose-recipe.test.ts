import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('readLooseRecipe', () => {
  it('scales the ingredient asked by the new yield over the old', () => {
    expect(answer('A recipe for 12 cookies uses 2 cups of flour. How many cups of flour are needed for 30 cookies?')).toBe('5');
    expect(answer('a recipe needs 3/4 cup of sugar and makes 4 servings. how many cups of sugar do i need for 10 servings')).toBe('1.875');
    expect(answer('a recipe for 6 servings of chili uses 1.5lb of ground beef and 2 cans of beans. how many pounds of beef do i need for 15 servings')).toBe('3.75');
  });

  it('refuses an ingredient the question does not single out, a new yield of another noun, and a fact outside the recipe', () => {
    expect(answer('A recipe for 12 cookies uses 2 cups of flour and 1 cup of sugar. How many cups are needed for 30 cookies?')).toBeNull();
    expect(answer('A recipe for 12 cookies uses 2 cups of flour. How many cups of flour are needed for 30 muffins?')).toBeNull();
    expect(answer('A recipe for 12 cookies uses 2 cups of flour. I already have 1 cup of flour. How many cups of flour are needed for 30 cookies?')).toBeNull();
  });
});
