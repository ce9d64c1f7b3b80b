import type { ScoreSummary } from './summarize-scores';

const COLUMNS: Array<[string, (row: ScoreSummary) => string]> = [
  ['human', (row) => String(row.human)],
  ['ai', (row) => String(row.ai)],
  ['AUROC', (row) => formatRatio(row.auroc)],
  ['AUROC≥min', (row) => formatRatio(row.aurocJudged)],
  ['TPR@1%', (row) => formatPercent(row.tprAt1)],
  ['TPR@5%', (row) => formatPercent(row.tprAt5)],
  ['FPR(verdict)', (row) => formatPercent(row.verdictFpr)],
  ['TPR(verdict)', (row) => formatPercent(row.verdictTpr)],
  ['too short', (row) => formatPercent(row.tooShort)],
];

function formatRatio(value: number): string {
  return Number.isNaN(value) ? '—' : value.toFixed(3);
}

function formatPercent(value: number): string {
  return Number.isNaN(value) ? '—' : `${(100 * value).toFixed(1)}%`;
}

/** Prints a fixed-width table: one row per source or fold. */
export function printTable(title: string, rows: readonly ScoreSummary[]): void {
  const nameWidth = Math.max(12, ...rows.map((row) => row.name.length));
  const widths = COLUMNS.map(([header]) => Math.max(header.length, 7));
  console.log(`\n${title}`);
  console.log([''.padEnd(nameWidth), ...COLUMNS.map(([header], k) => header.padStart(widths[k] ?? 7))].join('  '));
  for (const row of rows) {
    console.log([row.name.padEnd(nameWidth), ...COLUMNS.map(([, cell], k) => cell(row).padStart(widths[k] ?? 7))].join('  '));
  }
}
