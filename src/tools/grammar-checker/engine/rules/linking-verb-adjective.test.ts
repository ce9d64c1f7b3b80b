import { describe, expect, it } from 'vitest';
import { acceptAll } from './apply-rule.test-helper';
import { checkLinkingVerbAdjective } from './linking-verb-adjective';

describe('checkLinkingVerbAdjective', () => {
  const fix = (text: string) => acceptAll((t) => checkLinkingVerbAdjective(t), text);
  it('puts an adjective after taste, smell and sound', () => {
    expect(fix('The cake tastes deliciously with whipped cream.')).toBe('The cake tastes delicious with whipped cream.');
    expect(fix('This plan sounds terribly.')).toBe('This plan sounds terrible.');
  });
  it('leaves adverbs that modify an adjective or lead into "of"/"like"', () => {
    for (const text of ['Your plan sounds perfectly reasonable.', 'The kitchen smells strongly of garlic.', 'The bread tasted slightly sweet.', 'It sounds exactly like rain.', 'I smelled carefully.'])
      expect(fix(text)).toBe(text);
  });
});
