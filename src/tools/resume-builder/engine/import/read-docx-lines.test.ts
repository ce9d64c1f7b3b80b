import { describe, expect, it } from 'vitest';
import { readHtmlLines } from './read-docx-lines';

describe('HTML comments a Markdown converter wrote into Word as text', () => {
  it('leaves the commented-out notes out, and a paragraph of nothing else out entirely', () => {
    const lines = readHtmlLines(
      '<p>&lt;!-- ---------- --&gt; &lt;!-- University of Tromsø: 2018-- --&gt;</p><p>2024 : Course leader at University of Tromsø &lt;!-- draft --&gt;(Tromsø, Norway).</p>',
    );
    expect(lines.map((line) => line.text)).toEqual(['2024 : Course leader at University of Tromsø (Tromsø, Norway).']);
  });
});
