/**
 * RFC 4180 CSV reading: quoted fields may hold commas, line breaks and doubled quotes. The delimiter is
 * guessed from the first line (comma, semicolon, tab) because spreadsheets in many locales save with ';'.
 */
export type CsvRows = string[][];

const DELIMITERS = [',', ';', '\t'] as const;

/** The delimiter that occurs most often outside quotes on the first line; a comma when there is none. */
export function guessDelimiter(text: string): string {
  let inQuotes = false;
  const counts = new Map<string, number>();
  for (const char of text) {
    if (char === '"') inQuotes = !inQuotes;
    else if (!inQuotes && (char === '\n' || char === '\r')) break;
    else if (!inQuotes && (DELIMITERS as readonly string[]).includes(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best = ',';
  let bestCount = 0;
  for (const delimiter of DELIMITERS) {
    const count = counts.get(delimiter) ?? 0;
    if (count > bestCount) [best, bestCount] = [delimiter, count];
  }
  return best;
}

export function parseCsv(input: string, delimiter = guessDelimiter(input)): CsvRows {
  // A byte-order mark (Excel's UTF-8 export) would otherwise stick to the first header.
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const rows: CsvRows = [];
  let row: string[] = [];
  let field = '';
  let inQuotes = false;
  let index = 0;

  const endField = () => {
    row.push(field);
    field = '';
  };
  const endRow = () => {
    endField();
    // Blank lines carry no record.
    if (!(row.length === 1 && row[0] === '')) rows.push(row);
    row = [];
  };

  while (index < text.length) {
    const char = text[index]!;
    if (inQuotes) {
      if (char === '"') {
        if (text[index + 1] === '"') {
          field += '"';
          index += 1;
        } else {
          inQuotes = false;
        }
      } else {
        field += char;
      }
    } else if (char === '"' && field === '') {
      inQuotes = true;
    } else if (char === delimiter) {
      endField();
    } else if (char === '\r' || char === '\n') {
      endRow();
      if (char === '\r' && text[index + 1] === '\n') index += 1;
    } else {
      field += char;
    }
    index += 1;
  }
  if (field !== '' || row.length > 0) endRow();
  return rows;
}

export interface CsvTable {
  /** Column names for pickers: the first row's cells, blank ones named by position. */
  headers: string[];
  /** The first row as written, for files whose first row is data rather than names. */
  headerRow: string[];
  rows: CsvRows;
}

/** First row as headers (blank ones named by position); every row padded to the header width. */
export function toTable(rows: CsvRows): CsvTable {
  const [first = [], ...rest] = rows;
  const width = Math.max(first.length, ...rest.map((row) => row.length));
  const headers = Array.from({ length: width }, (_, column) => first[column]?.trim() || `Column ${column + 1}`);
  const pad = (row: string[]) => Array.from({ length: width }, (_, column) => row[column] ?? '');
  return { headers, headerRow: pad(first), rows: rest.map(pad) };
}

/** The column most likely to hold prose: the one with the longest cells on average. */
export function guessTextColumn(table: CsvTable): number {
  let best = 0;
  let bestLength = -1;
  table.headers.forEach((_, column) => {
    const total = table.rows.reduce((sum, row) => sum + (row[column]?.length ?? 0), 0);
    if (total > bestLength) [best, bestLength] = [column, total];
  });
  return best;
}
