import { describe, expect, it } from 'vitest';
import { translatePlainText } from './translate-plain-text';

const shout = async (texts: string[]) => texts.map((text) => text.toUpperCase());

describe('translatePlainText', () => {
  it('translates each line and keeps blank lines, indentation and line endings', async () => {
    const text = 'Title\r\n\r\n  First line.\nsecond line  \n\n- 42\n';
    expect(await translatePlainText(text, shout)).toBe('TITLE\r\n\r\n  FIRST LINE.\nSECOND LINE  \n\n- 42\n');
  });

  it('sends only lines with words, in order', async () => {
    const sent: string[][] = [];
    await translatePlainText('One\n\n123\n   \nTwo', async (texts) => {
      sent.push(texts);
      return texts;
    });
    expect(sent).toEqual([['One', 'Two']]);
  });

  it('keeps a text with no final newline as it is', async () => {
    expect(await translatePlainText('hello', shout)).toBe('HELLO');
    expect(await translatePlainText('', shout)).toBe('');
  });
});
