import { describe, expect, it } from 'vitest';
import { extractFeatures } from './extract-features';
import { findBlockLineEnds, MARKUP_MASKED_LANGUAGES, maskMarkup, splitModelSentences, splitProseSentences } from './mask-markup';

const REPORT = `## Results

**Summary:** sales rose in the spring.

| Metric | Q2 | Q3 |
|---|:---:|---|
| Tickets | 10 | 12 |

Next steps:
- hire two agents
- review the *top* categories
1. Cut the water off.
2) Open the tap 🚰✨️`;

describe('maskMarkup', () => {
  it('replaces headings, emphasis, bullets, list numbers, tables and emoji by spaces of the same length', () => {
    const masked = maskMarkup(REPORT);
    expect(masked.length).toBe(REPORT.length);
    expect(masked).not.toMatch(/[#*|🚰✨]/u);
    expect(masked).not.toMatch(/---/u);
    expect(masked).toContain('  Summary:   sales rose');
    expect(masked).toContain('  hire two agents');
    expect(masked).toContain('   Cut the water off.');
    expect(masked).toContain('review the  top  categories');
  });

  it('keeps the marks of prose: hyphens, dialogue dashes, arithmetic, numbers in a sentence', () => {
    const prose = '– Bonjour, dit-il. 5 * 3 is 15, a well-known fact; in 2019. we left.';
    expect(maskMarkup(prose)).toBe(prose);
  });
});

describe('splitProseSentences', () => {
  it('ends headings, list items and table rows at their line; a list number is no sentence of its own', () => {
    const sentences = splitProseSentences(REPORT).map((span) => span.text.replace(/\s+/gu, ' ').trim());
    expect(sentences).toEqual([
      'Results',
      'Summary: sales rose in the spring.',
      'Metric Q2 Q3',
      'Tickets 10 12',
      'Next steps: hire two agents',
      'review the top categories',
      'Cut the water off.',
      'Open the tap',
    ]);
  });

  it('keeps the submitted text\'s offsets and leaves plain line breaks alone', () => {
    for (const span of splitProseSentences(REPORT)) expect(maskMarkup(REPORT.slice(span.offset, span.offset + span.length))).toBe(span.text);
    expect(findBlockLineEnds('A title\nwithout a full stop runs on')).toEqual([]);
    expect(splitProseSentences('A title\nwithout a full stop runs on').length).toBe(1);
  });
});

describe('extractFeatures on marked-up text', () => {
  it('measures a German bullet list like the same items written as prose lines', () => {
    const list = extractFeatures('Bitte mitbringen:\n- eine Karte\n- eine **Lampe**\n- warme Socken\n- etwas Wasser', 'de', undefined);
    const prose = extractFeatures('Bitte mitbringen:\neine Karte.\neine Lampe.\nwarme Socken.\netwas Wasser.', 'de', undefined);
    expect(list.values.dashRate).toBe(0);
    expect(list.sentences.map((sentence) => sentence.words)).toEqual(prose.sentences.map((sentence) => sentence.words));
  });

  it('reads English as submitted (MARKUP_MASKED_LANGUAGES says why)', () => {
    expect(MARKUP_MASKED_LANGUAGES).not.toContain('en');
    const list = extractFeatures('Bring these:\n- a map\n- a torch', 'en', undefined);
    expect(list.values.dashRate).toBeGreaterThan(0);
    expect(splitModelSentences('Bring these:\n- a map\n- a torch', 'en').length).toBe(1);
  });
});
