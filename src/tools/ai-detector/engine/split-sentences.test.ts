import { describe, expect, it } from 'vitest';
import { splitSentences } from './split-sentences';
import { CHINESE_TEXT, HUMAN_LIKE } from './test-texts';

/** Every non-space character of the text must sit in exactly one span, and spans must be in order. */
function expectSpansCover(text: string): void {
  const spans = splitSentences(text);
  const covered = new Array<number>(text.length).fill(0);
  let previousEnd = 0;
  for (const span of spans) {
    expect(span.offset).toBeGreaterThanOrEqual(previousEnd);
    expect(text.slice(span.offset, span.offset + span.length)).toBe(span.text);
    for (let i = span.offset; i < span.offset + span.length; i++) covered[i] = (covered[i] ?? 0) + 1;
    previousEnd = span.offset + span.length;
  }
  for (let i = 0; i < text.length; i++) {
    expect(covered[i]).toBeLessThanOrEqual(1);
    if (!/\s/u.test(text[i] ?? '')) expect(covered[i]).toBe(1);
  }
}

describe('splitSentences', () => {
  it('splits English at terminators, keeping closing quotes with their sentence', () => {
    const spans = splitSentences('He said "stop." Then he left! Did it work?  Yes');
    expect(spans.map((span) => span.text)).toEqual(['He said "stop."', 'Then he left!', 'Did it work?', 'Yes']);
  });

  it('splits Chinese at full-width terminators without spaces', () => {
    expect(splitSentences('今天很好。明天呢？').map((span) => span.text)).toEqual(['今天很好。', '明天呢？']);
  });

  it('covers every character of English, Chinese and emoji text exactly once', () => {
    expectSpansCover(HUMAN_LIKE);
    expectSpansCover(CHINESE_TEXT);
    expectSpansCover('  Emoji 😀 first. Then 𝒳 math…\n\nNew paragraph without an end');
  });
});
