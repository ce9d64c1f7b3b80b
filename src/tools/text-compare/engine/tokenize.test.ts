import { describe, expect, it } from 'vitest';
import { tokenizeClusters, tokenizeLines, tokenizeSentences, tokenizeWords, type Tokens } from './tokenize';

function pieces(text: string, tokens: Tokens): string[] {
  const result: string[] = [];
  for (let i = 0; i < tokens.bounds.length - 1; i++) result.push(text.slice(tokens.bounds[i], tokens.bounds[i + 1]));
  return result;
}

describe('tokenizers', () => {
  it('splits words, whitespace and punctuation, keeping contractions and emoji whole', () => {
    const text = "Don't stop—it's 3.5 km 👍🏽!";
    const tokens = tokenizeWords(text);
    expect(pieces(text, tokens)).toEqual(["Don't", ' ', 'stop', '—', "it's", ' ', '3', '.', '5', ' ', 'km', ' ', '👍🏽', '!']);
    expect(Array.from(tokens.isWord!)).toEqual([1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 0, 0]);
  });

  it('makes every CJK ideograph its own word', () => {
    const text = '我喜欢猫';
    expect(pieces(text, tokenizeWords(text))).toEqual(['我', '喜', '欢', '猫']);
  });

  it('keeps grapheme clusters together', () => {
    const text = 'e\u0301👨‍👩‍👧🇫🇷\r\nx';
    expect(pieces(text, tokenizeClusters(text))).toEqual(['e\u0301', '👨‍👩‍👧', '🇫🇷', '\r\n', 'x']);
  });

  it('splits lines with their line breaks', () => {
    const text = 'one\r\ntwo\n\nthree';
    expect(pieces(text, tokenizeLines(text))).toEqual(['one\r\n', 'two\n', '\n', 'three']);
  });

  it('splits sentences after terminators followed by space, at line breaks and after CJK full stops', () => {
    const text = 'Pi is 3.14, see example.com. "Really?" she asked.  Yes!\nHeading\n\n你好。我很好！';
    expect(pieces(text, tokenizeSentences(text))).toEqual([
      'Pi is 3.14, see example.com. ',
      '"Really?" ',
      'she asked.  ',
      'Yes!\n',
      'Heading\n\n',
      '你好。',
      '我很好！',
    ]);
  });

  it('covers empty text with no tokens', () => {
    for (const tokenize of [tokenizeWords, tokenizeClusters, tokenizeLines, tokenizeSentences]) {
      expect(Array.from(tokenize('').bounds)).toEqual([0]);
    }
  });
});
