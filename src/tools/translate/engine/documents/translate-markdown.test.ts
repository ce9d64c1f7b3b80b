import { describe, expect, it } from 'vitest';
import { translateMarkdown } from './translate-markdown';

const shout = async (texts: string[]) => texts.map((text) => text.toUpperCase());

describe('translateMarkdown', () => {
  it('keeps headings, list and quote markers and translates their words', async () => {
    const source = '# A title\n\n- first item\n- [ ] a task\n1. numbered\n\n> quoted line\n';
    expect(await translateMarkdown(source, shout)).toBe('# A TITLE\n\n- FIRST ITEM\n- [ ] A TASK\n1. NUMBERED\n\n> QUOTED LINE\n');
  });

  it('leaves fenced and indented code, front matter and link definitions alone', async () => {
    const source = [
      '---',
      'title: keep me',
      '---',
      'Some text.',
      '',
      '```js',
      'const words = "keep";',
      '```',
      '',
      '    indented code',
      '',
      '[docs]: https://example.com/docs',
    ].join('\n');
    const out = await translateMarkdown(source, shout);
    expect(out.split('\n')).toEqual([
      '---',
      'title: keep me',
      '---',
      'SOME TEXT.',
      '',
      '```js',
      'const words = "keep";',
      '```',
      '',
      '    indented code',
      '',
      '[docs]: https://example.com/docs',
    ]);
  });

  it('translates table cells one by one and keeps the divider', async () => {
    const source = '| Word | Meaning |\n|---|:---:|\n| cat | an animal |';
    const sent: string[] = [];
    const out = await translateMarkdown(source, async (texts) => {
      sent.push(...texts);
      return texts.map((text) => text.toUpperCase());
    });
    expect(out).toBe('| WORD | MEANING |\n|---|:---:|\n| CAT | AN ANIMAL |');
    expect(sent).toEqual(['Word', 'Meaning', 'cat', 'an animal']);
  });

  it('sends inline markup with the words so formatting stays on the right words', async () => {
    const sent: string[] = [];
    await translateMarkdown('Read **the guide** at [our site](https://example.com).', async (texts) => {
      sent.push(...texts);
      return texts;
    });
    expect(sent).toEqual(['Read **the guide** at [our site](https://example.com).']);
  });
});
