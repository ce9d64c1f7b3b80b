import { describe, expect, it } from 'vitest';
import { detectScripts } from './detect-script';
import { judgeReliability } from './judge-reliability';

describe('judgeReliability', () => {
  it('trusts a confident answer on enough letters of one script', () => {
    expect(judgeReliability(detectScripts('This is plainly English text.'), 0.95)).toBe(true);
  });

  it('distrusts text too short to call', () => {
    expect(judgeReliability(detectScripts('Hi there'), 0.99)).toBe(false);
    // Three Chinese characters are three words: enough.
    expect(judgeReliability(detectScripts('我爱你'), 0.99)).toBe(true);
  });

  it('distrusts a close call', () => {
    expect(judgeReliability(detectScripts('This is plainly English text.'), 0.5)).toBe(false);
  });

  it('distrusts text mixed across scripts', () => {
    expect(judgeReliability(detectScripts('Hello world, привет мир!'), 0.99)).toBe(false);
  });
});
