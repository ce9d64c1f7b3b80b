import { describe, expect, it } from 'vitest';
import { asksToSelectAll, isSelectAllInstruction, stripSelectAllInstruction } from './read-select-all';

describe('asksToSelectAll', () => {
  it('reads the ways a quiz asks for every option that holds', () => {
    for (const stem of ['Which are mammals? (Select all that apply)', 'Check all that apply: which are gases?', 'Mark all the correct answers.', 'Which are prime? More than one answer may be correct.', 'Choose every true statement.']) {
      expect(asksToSelectAll(stem), stem).toBe(true);
    }
  });

  it('leaves single-choice questions alone', () => {
    for (const stem of ['Which animal is a mammal?', 'Select the best answer.', 'Which of the following applies to all mammals?']) expect(asksToSelectAll(stem), stem).toBe(false);
  });
});

describe('stripSelectAllInstruction', () => {
  it('keeps what the question is about', () => {
    expect(stripSelectAllInstruction('Which of the following are mammals? (Select all that apply)')).toBe('Which of the following are mammals?');
    expect(stripSelectAllInstruction('Select all that apply: which are gas giants?')).toBe('which are gas giants?');
    expect(isSelectAllInstruction('Which of the following are mammals? Select all that apply.')).toBe(false);
  });
});
