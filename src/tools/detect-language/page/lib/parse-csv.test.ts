import { describe, expect, it } from 'vitest';
import { guessDelimiter, guessTextColumn, parseCsv, toTable } from './parse-csv';

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    const csv = 'id,text\r\n1,"Hello, world"\r\n2,"She said ""bonjour""\nthen left"\n3,plain\n';
    expect(parseCsv(csv)).toEqual([
      ['id', 'text'],
      ['1', 'Hello, world'],
      ['2', 'She said "bonjour"\nthen left'],
      ['3', 'plain'],
    ]);
  });

  it('drops a byte-order mark and blank lines, and keeps a last line without a line end', () => {
    expect(parseCsv('\uFEFFa,b\n\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('keeps empty fields', () => {
    expect(parseCsv('a,,c\n,,\n')).toEqual([
      ['a', '', 'c'],
      ['', '', ''],
    ]);
  });

  it('guesses semicolons and tabs from the first line, ignoring quoted ones', () => {
    expect(guessDelimiter('"a,b";c;d\n1;2;3')).toBe(';');
    expect(guessDelimiter('a\tb\n')).toBe('\t');
    expect(guessDelimiter('single column')).toBe(',');
    expect(parseCsv('lang;text\nfr;"Salut; toi"')).toEqual([
      ['lang', 'text'],
      ['fr', 'Salut; toi'],
    ]);
  });
});

describe('toTable and guessTextColumn', () => {
  it('names blank headers, pads short rows and picks the column with the longest text', () => {
    const table = toTable(parseCsv('id,,text\n1\n2,x,A much longer sentence here'));
    expect(table.headers).toEqual(['id', 'Column 2', 'text']);
    expect(table.headerRow).toEqual(['id', '', 'text']);
    expect(table.rows).toEqual([
      ['1', '', ''],
      ['2', 'x', 'A much longer sentence here'],
    ]);
    expect(guessTextColumn(table)).toBe(2);
  });
});
