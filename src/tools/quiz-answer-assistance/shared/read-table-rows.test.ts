import { describe, expect, it } from 'vitest';
import { readTableRows } from './read-table-rows';
import { splitPastedQuiz } from './split-quiz';

describe('readTableRows', () => {
  it('writes a numbered row as its question and lettered options, skipping empty cells', () => {
    expect(readTableRows(['1\tWhich town has the mill?\tKessel\t\tOrrin', '2.\tWho built it?\t\t'])).toEqual(['1. Which town has the mill?', 'A) Kessel', 'B) Orrin', '', '2. Who built it?']);
  });

  it('leaves tabbed text that is no numbered table alone', () => {
    const lines = ['Name\tScore', 'Ana\t12', '1\tWhich town has the mill?'];
    expect(readTableRows(lines)).toEqual(lines);
  });

  it('splits a whole table copy into its questions, without its title and heading row', () => {
    const table = [
      'Unit 3 – Mills and Bridges: Quick Check',
      '#\tQuestion\tOption 1\tOption 2\tOption 3',
      '1\tWhich town has the oldest mill?\tKessel\tOrrin\tLindau',
      '2\tThe Kessel bridge was built of oak.\tTrue\tFalse\t',
      '3\tWho paid for the first bridge?\t\t\t',
    ].join('\n');
    expect(splitPastedQuiz(table)).toEqual([
      { question: 'Which town has the oldest mill?', options: ['Kessel', 'Orrin', 'Lindau'] },
      { question: 'The Kessel bridge was built of oak.', options: ['True', 'False'] },
      { question: 'Who paid for the first bridge?', options: [] },
    ]);
  });
});
