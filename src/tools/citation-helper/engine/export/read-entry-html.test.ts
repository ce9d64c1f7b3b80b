import { describe, expect, it } from 'vitest';
import { readEntryHtml } from './read-entry-html';

describe('readEntryHtml', () => {
  it('keeps italics, bold and small caps, and decodes citeproc’s entities', () => {
    const runs = readEntryHtml('Smith, A. (2001). <i>Reading &#38; writing</i>, <b>79</b>. <span style="font-variant:small-caps;">Oup</span>.');
    expect(runs.map((run) => [run.text, run.italics, run.bold, run.smallCaps])).toEqual([
      ['Smith, A. (2001). ', false, false, false],
      ['Reading & writing', true, false, false],
      [', ', false, false, false],
      ['79', false, true, false],
      ['. ', false, false, false],
      ['Oup', false, false, true],
      ['.', false, false, false],
    ]);
  });

  it('joins the number and the entry of a numbered style with a space', () => {
    const html = '\n    <div class="csl-left-margin">[1]</div><div class="csl-right-inline">H. K. Hall, <i>J. Am. Chem. Soc.</i></div>\n  ';
    expect(readEntryHtml(html).map((run) => run.text).join('')).toBe('[1] H. K. Hall, J. Am. Chem. Soc.');
  });
});
