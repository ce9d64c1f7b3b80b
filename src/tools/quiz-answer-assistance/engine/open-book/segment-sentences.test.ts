import { describe, expect, it } from 'vitest';
import { segmentSentences } from './segment-sentences';

describe('segmentSentences', () => {
  it('splits on sentence ends and line breaks, keeping offsets into the text as given', () => {
    const text = '  Dr. Smith met Mr. Jones in 1999. They talked.\n- Bullet one\n- Bullet two';
    const sentences = segmentSentences(text);
    expect(sentences.map((sentence) => sentence.text)).toEqual(['Dr. Smith met Mr. Jones in 1999.', 'They talked.', '- Bullet one', '- Bullet two']);
    for (const sentence of sentences) expect(text.slice(sentence.offset, sentence.offset + sentence.length)).toBe(sentence.text);
  });

  it('keeps decimals and initials inside a sentence', () => {
    expect(segmentSentences('Pi is about 3.14 in value. J. K. Rowling wrote it.').map((sentence) => sentence.text)).toEqual([
      'Pi is about 3.14 in value.',
      'J. K. Rowling wrote it.',
    ]);
  });

  it('keeps "v." of a court case and "c." before a year inside a sentence', () => {
    expect(segmentSentences('The ruling in Brown v. Board of Education came in 1954. The abbey dates from c. 1150 and still stands.').map((sentence) => sentence.text)).toEqual([
      'The ruling in Brown v. Board of Education came in 1954.',
      'The abbey dates from c. 1150 and still stands.',
    ]);
  });
});
