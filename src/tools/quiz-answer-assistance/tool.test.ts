import { describe, expect, it } from 'vitest';
import { findPlan } from '../../domain/plans';
import { MAX_MATERIAL_CHARS, quizContract } from './contract';
import { tool } from './tool';

describe('the quiz-answer-assistance registration', () => {
  it("says which optional upgrade the host's ports give it (served in /api/config)", () => {
    expect(tool.describeSetup?.({})).toEqual({ closedBookModel: false });
    expect(tool.describeSetup?.({ openai: { baseUrl: 'http://127.0.0.1:9' } })).toEqual({ closedBookModel: true });
  });
});

describe('what a quiz question counts toward words per scan', () => {
  const material = Array.from({ length: 1_863 }, (_, i) => `word${i}`).join(' ');

  it('counts the question and options, not the pasted material (the pricing page says so)', () => {
    expect(quizContract.countInputWords({ question: 'In what year did Edison open the station?', options: ['1882', '1893'], material })).toBe(10);
  });

  it('keeps a 1,863-word textbook section under the Free plan\'s words per scan, and refuses material past its cap', () => {
    const input = quizContract.input.parse({ question: 'In what year did Edison open the station?', material });
    expect(quizContract.countInputWords(input)).toBeLessThanOrEqual(findPlan('Free').wordCount);
    expect(quizContract.input.safeParse({ question: 'Why?', material: 'a '.repeat(MAX_MATERIAL_CHARS) }).success).toBe(false);
  });
});
