import { describe, expect, it } from 'vitest';
import { aiDetectorInputSchema, describeNotProse } from './contract';
import { HUMAN_LIKE, MACHINE_LIKE } from './engine/test-texts';

const refusal = (text: string) => aiDetectorInputSchema.safeParse({ text }).error?.issues.map((issue) => issue.message);

describe('the ai-detector input schema', () => {
  it('refuses markup with no prose in it instead of judging it (was "likely human" for "<script>" 3,000 times)', () => {
    expect(refusal('<script>'.repeat(3000))).toEqual([
      'This looks like HTML or other markup, not prose: only 0 words are outside its tags, and the AI detector needs at least 50. Paste the text as it reads on the page (without tags or code) and check again.',
    ]);
    expect(refusal('<div class="row"><span>12</span></div>\n'.repeat(40))?.[0]).toMatch(/^This looks like HTML or other markup, not prose: only 40 words/u);
  });

  it('refuses a text that repeats a few words thousands of times', () => {
    expect(refusal('hello world '.repeat(1500))).toEqual([
      'This text repeats the same few words (2 different words): it is not prose the AI detector can judge. Paste a passage of running text (a paragraph or more) and check again.',
    ]);
  });

  it('still takes prose, also prose with a few tags or "<" in it, and says nothing about prose', () => {
    expect(aiDetectorInputSchema.safeParse({ text: HUMAN_LIKE }).success).toBe(true);
    expect(aiDetectorInputSchema.safeParse({ text: `<p>${MACHINE_LIKE}</p>\n<p>${HUMAN_LIKE}</p>` }).success).toBe(true);
    expect(describeNotProse(`If a < b and b > c, ${HUMAN_LIKE}`)).toBeUndefined();
  });

  it('keeps the short-text refusal as the only message for a short text', () => {
    expect(refusal('<b>bold</b> '.repeat(10))).toEqual([
      'The AI detector needs at least 50 words to judge a text; this one has 30. Add more of the text (a paragraph or more) and check again.',
    ]);
  });
});
