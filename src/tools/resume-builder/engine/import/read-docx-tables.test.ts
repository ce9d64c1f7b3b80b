import { describe, expect, it } from 'vitest';
import { readHtmlLines } from './read-docx-lines';
import { splitTables } from './read-docx-tables';

// mammoth's HTML of a résumé laid out as one Word table: captions in the first column, dates in a cell of their own.
const TABLE = [
  '<p>Jane Roe</p>',
  '<table>',
  '<tr><td rowspan="2"><p><strong>WORK<br />EXPERIENCE</strong></p></td><td colspan="2"><p>Acme Corp, Springfield, IL</p></td><td><p>Jun 2018 – Present</p></td></tr>',
  '<tr><td colspan="3"><p>Senior Engineer, Springfield, IL, Jan 2022 – Present</p><ul><li>Led the billing team</li></ul><p>Engineer, Chicago, IL, Jun 2018 – Dec 2021</p><ul><li>Built the API</li></ul></td></tr>',
  '<tr><td rowspan="2"><p><strong>SKILLS</strong></p></td><td><p>Software:</p></td><td colspan="2"><p>Git, Python, SQL</p></td></tr>',
  '<tr><td><p>Interests:</p></td><td colspan="2"><p>Chess, hiking</p></td></tr>',
  '</table>',
].join('');

describe('a résumé set as one Word table', () => {
  it('reads each caption as a heading, a title beside its dates as one line, and every paragraph of a cell', () => {
    const lines = readHtmlLines(TABLE);
    expect(lines.map((line) => line.text)).toEqual([
      'Jane Roe',
      'WORK EXPERIENCE',
      'Acme Corp, Springfield, IL\tJun 2018 – Present',
      'Senior Engineer, Springfield, IL, Jan 2022 – Present',
      'Led the billing team',
      'Engineer, Chicago, IL, Jun 2018 – Dec 2021',
      'Built the API',
      'SKILLS',
      'Software:\tGit, Python, SQL',
      'Interests:\tChess, hiking',
    ]);
    expect(lines.filter((line) => line.heading).map((line) => line.text)).toEqual(['WORK EXPERIENCE', 'SKILLS']);
    expect(lines.filter((line) => line.bullet)).toHaveLength(2);
  });

  it('leaves a table of two text cells per row as lines in cell order', () => {
    const lines = readHtmlLines('<table><tr><td><p><strong>Engineer</strong> (2016-2018)</p></td><td><p>ACME, Irvine, CA</p></td></tr></table>');
    expect(lines.map((line) => line.text)).toEqual(['Engineer (2016-2018)', 'ACME, Irvine, CA']);
    expect(lines.some((line) => line.heading)).toBe(false);
  });

  it('parts three spaces or more typed between contacts as a wide gap', () => {
    expect(readHtmlLines('<p>Springfield, IL     jane@example.com     555-0100</p>')[0]!.text).toBe('Springfield, IL\tjane@example.com\t555-0100');
  });

  it('finds the outermost tables, nested ones inside them', () => {
    const parts = splitTables('<p>a</p><table><tr><td><table><tr><td>x</td></tr></table></td></tr></table><p>b</p>');
    expect(parts.map((part) => part.table)).toEqual([false, true, false]);
  });
});
