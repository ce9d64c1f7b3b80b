import { isBatchItemError, type BatchItem } from '../api/detect-language';

// A cell starting with one of these is run as a formula by spreadsheet programs.
const FORMULA_START = /^[=+\-@\t\r]/;

function escapeCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const BATCH_CSV_HEADER = ['row', 'text', 'language', 'code', 'bcp47', 'confidence', 'reliable', 'variant', 'error'];

/** One row per submitted text, in order; a text the engine refused keeps its row with the reason. */
export function buildBatchCsv(texts: readonly string[], results: readonly BatchItem[]): string {
  const rows = [BATCH_CSV_HEADER];
  results.forEach((item, index) => {
    const text = texts[index] ?? '';
    if (isBatchItemError(item)) {
      rows.push([String(index + 1), text, '', '', '', '', '', '', item.error.message]);
      return;
    }
    rows.push([
      String(index + 1),
      text,
      item.language.name,
      item.language.code,
      item.language.bcp47,
      item.language.confidence.toFixed(4),
      String(item.reliable),
      item.variant?.name ?? '',
      '',
    ]);
  });
  // CRLF line ends and a byte-order mark: what Excel needs to read UTF-8 CSV correctly.
  return `\uFEFF${rows.map((row) => row.map(escapeCell).join(',')).join('\r\n')}\r\n`;
}

export function batchCsvFileName(now: Date): string {
  return `language-detection-${now.toISOString().slice(0, 10)}.csv`;
}
