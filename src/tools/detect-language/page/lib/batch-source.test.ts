import { describe, expect, it } from 'vitest';
import { entriesFromCsv, entriesFromFiles, entriesFromLines } from './batch-source';
import { parseCsv, toTable } from './parse-csv';

describe('batch sources', () => {
  it('takes every non-blank line, numbered as in the text box', () => {
    expect(entriesFromLines('Bonjour\n\n  Hello  \r\nHola')).toEqual([
      { text: 'Bonjour', source: 'Line 1' },
      { text: 'Hello', source: 'Line 3' },
      { text: 'Hola', source: 'Line 4' },
    ]);
  });

  it('skips files without text', () => {
    expect(entriesFromFiles([{ name: 'a.txt', text: 'Hallo' }, { name: 'b.txt', text: ' \n' }])).toEqual([
      { text: 'Hallo', source: 'a.txt' },
    ]);
  });

  it('reads one column, with or without a header row, numbering rows as a spreadsheet does', () => {
    const table = toTable(parseCsv('id,text\n1,"Bonjour, ça va ?"\n2,\n3,Hello'));
    const csv = { fileName: 'x.csv', table, column: 1 };
    expect(entriesFromCsv(csv, true)).toEqual([
      { text: 'Bonjour, ça va ?', source: 'Row 2' },
      { text: 'Hello', source: 'Row 4' },
    ]);
    expect(entriesFromCsv(csv, false)[0]).toEqual({ text: 'text', source: 'Row 1' });
  });
});
