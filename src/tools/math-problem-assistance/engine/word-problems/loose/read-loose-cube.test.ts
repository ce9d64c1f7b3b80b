import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('readLooseCube', () => {
  it('finds the edge from one measure, then the measure asked', () => {
    expect(answer('A cube has a total surface area of 96 square centimeters. What is its volume in cubic centimeters?')).toBe('64');
    expect(answer('a cube shaped tank holds 216 cubic feet of water. what is the surface area of the tank')).toBe('216');
    expect(answer('Each edge of a cube is 3 m long. What is the volume of the cube?')).toBe('27');
  });

  it('refuses an edge that is a rounded root, a box that is not a cube, and two numbers', () => {
    expect(answer('A cube has a surface area of 100 square inches. What is its volume?')).toBeNull();
    expect(answer('A rectangular box has a surface area of 96 square inches. What is its volume?')).toBeNull();
    expect(answer('Two cubes each have a surface area of 96 square inches and 5 stickers. What is the volume of one?')).toBeNull();
  });
});
