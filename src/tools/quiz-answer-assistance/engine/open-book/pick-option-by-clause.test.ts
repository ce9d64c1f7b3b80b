import { describe, expect, it } from 'vitest';
import { readQuestion } from '../read/read-question';
import { answerFromMaterial } from './answer-from-material';

// Passages of our own, not from any eval set.
const ISLANDS = 'The group has three main islands. They are Vela, the largest and wettest; Corra, at 40 square kilometres; and Tobin, the driest, which has no river.';
const MINE = 'The old mine lies in the hills above the town. Mining began in 1820 under a Welsh company, and in 1870 a flood closed the lower tunnels.';
const BIRDS = 'Two birds nest on the cliffs: the puffin and the razorbill. Both the puffin and the razorbill eat small fish.';

const choose = (question: string, options: string[], material: string) => {
  const answer = answerFromMaterial(readQuestion(question, options), material);
  return answer.confident ? answer.text : null;
};

describe('pickOptionByClause: options that tie in one sentence, told apart part by part', () => {
  it('picks the option whose part of the sentence holds the question\'s words ("Vela, the largest and wettest; …")', () => {
    expect(choose('Which of the three islands is the wettest?', ['Corra', 'Tobin', 'Vela'], ISLANDS)).toBe('Vela');
  });
  it('picks the year of the part that says the act ("Mining began in 1820 …, and in 1870 a flood …")', () => {
    expect(choose('When did mining start at the old mine?', ['1820', '1870', '1900'], MINE)).toBe('1820');
  });
  it('decides nothing when the question\'s words stand with both options in one part', () => {
    expect(choose('Which bird eats small fish?', ['the puffin', 'the razorbill'], BIRDS)).toBeNull();
  });
});
