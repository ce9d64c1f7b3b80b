import { describe, expect, it } from 'vitest';
import { readHtmlLines, readQuotedContacts } from './read-docx-lines';

describe('HTML comments a Markdown converter wrote into Word as text', () => {
  it('leaves the commented-out notes out, and a paragraph of nothing else out entirely', () => {
    const lines = readHtmlLines(
      '<p>&lt;!-- ---------- --&gt; &lt;!-- University of Tromsø: 2018-- --&gt;</p><p>2024 : Course leader at University of Tromsø &lt;!-- draft --&gt;(Tromsø, Norway).</p>',
    );
    expect(lines.map((line) => line.text)).toEqual(['2024 : Course leader at University of Tromsø (Tromsø, Norway).']);
  });
});

describe('readQuotedContacts', () => {
  it('reads a raw Markdown blockquote of contacts as header lines, without notes or bare link labels', () => {
    const lines = readHtmlLines('<p>&gt; &lt;jo@example.org&gt; • +47 400 00 000 • 30 years old&gt; [jo.example] • [github]&gt; Main Road 1, 9020 Town, Norway&gt; Last update: thedate</p>');
    expect(lines).toEqual([
      { text: 'jo@example.org • +47 400 00 000 • 30 years old', runningContact: true },
      { text: 'Main Road 1, 9020 Town, Norway', runningContact: true },
    ]);
  });

  it('leaves a quote that opens with no contact detail as text', () => {
    expect(readQuotedContacts('> Simplicity is prerequisite for reliability> Dijkstra')).toBeUndefined();
  });
});

// Session 43 (pandoc-resume-valcarce.docx of held-out-s35): the first item of a nested list was lost ("Physics:" over
// "Quantum Information, …").
describe('readHtmlLines, nested lists', () => {
  it('reads the first item of a nested list', () => {
    const lines = readHtmlLines('<ul><li>Physics:<ul><li>Quantum Information, Quantum Optics</li><li>Particle Physics</li></ul></li><li>Programming:<ul><li>Python : numerics</li><li>C++</li></ul></li></ul>');
    expect(lines.map((line) => line.text)).toEqual(['Physics:', 'Quantum Information, Quantum Optics', 'Particle Physics', 'Programming:', 'Python : numerics', 'C++']);
  });
});
