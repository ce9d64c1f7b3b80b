import { describe, expect, it } from 'vitest';
import { splitParagraphs } from './split-paragraphs';

describe('splitParagraphs', () => {
  it('splits on blank lines and points offsets at the trimmed paragraph', () => {
    const text = '  Hello there.\n\n\nBonjour.  \n';
    const spans = splitParagraphs(text);
    expect(spans.map((span) => span.text)).toEqual(['Hello there.', 'Bonjour.']);
    for (const span of spans) expect(text.slice(span.offset, span.offset + span.length)).toBe(span.text);
  });

  it('splits on single lines when there are no blank lines', () => {
    expect(splitParagraphs('one\r\ntwo\nthree').map((span) => span.text)).toEqual(['one', 'two', 'three']);
  });

  it('keeps lines of several sentences together when paragraphs are separated', () => {
    expect(splitParagraphs('a\nb\n\nc')).toHaveLength(2);
  });

  it('skips paragraphs without letters', () => {
    expect(splitParagraphs('Hello\n\n1234\n\n---')).toHaveLength(1);
  });
});
