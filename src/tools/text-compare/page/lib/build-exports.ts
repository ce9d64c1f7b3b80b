import type { CompareResult, TextChange } from '../api/compare-texts';
import { GRANULARITY_OPTIONS } from '../api/compare-texts';

/** Both texts as compared, rebuilt from the changes (equal runs carry the original's form when ignored). */
export function rebuildTexts(changes: TextChange[]): { original: string; revised: string } {
  const original: string[] = [];
  const revised: string[] = [];
  for (const change of changes) {
    if (change.type !== 'insert') original.push(change.type === 'equal' ? (change.originalText ?? change.text) : change.text);
    if (change.type !== 'delete') revised.push(change.text);
  }
  return { original: original.join(''), revised: revised.join('') };
}

export interface EditGroup {
  number: number;
  kind: 'replacement' | 'insertion' | 'deletion';
  deleted: string;
  inserted: string;
}

/** Edit groups in reading order: a deletion directly followed by an insertion is one replacement. */
export function listEditGroups(changes: TextChange[]): EditGroup[] {
  const groups: EditGroup[] = [];
  let current: EditGroup | null = null;
  for (const change of changes) {
    if (change.type === 'equal') {
      current = null;
      continue;
    }
    if (!current) {
      current = { number: groups.length + 1, kind: 'insertion', deleted: '', inserted: '' };
      groups.push(current);
    }
    if (change.type === 'delete') current.deleted += change.text;
    else current.inserted += change.text;
    current.kind = current.deleted && current.inserted ? 'replacement' : current.deleted ? 'deletion' : 'insertion';
  }
  return groups;
}

export function describeGranularity(result: CompareResult): string {
  return GRANULARITY_OPTIONS.find((option) => option.value === result.granularity)?.label.toLowerCase() ?? result.granularity;
}

function describeOptions(result: CompareResult): string {
  const ignored = [result.ignoreCase && 'letter case', result.ignoreWhitespace && 'whitespace'].filter(Boolean);
  return `Compared by ${describeGranularity(result)}${ignored.length ? `, ignoring ${ignored.join(' and ')}` : ''}.`;
}

const plural = (count: number, word: string) => `${count.toLocaleString('en-US')} ${word}${count === 1 ? '' : 's'}`;

export function buildSummaryText(result: CompareResult): string {
  const { stats } = result;
  return [
    `Similarity: ${result.similarity}%`,
    `Changes: ${stats.changeCount.toLocaleString('en-US')} (${plural(stats.replacements, 'replacement')}, ${plural(stats.insertionsOnly, 'insertion')}, ${plural(stats.deletionsOnly, 'deletion')})`,
    `Words inserted: ${stats.insertions.toLocaleString('en-US')}`,
    `Words deleted: ${stats.deletions.toLocaleString('en-US')}`,
    `Words unchanged: ${stats.unchanged.toLocaleString('en-US')}`,
    `Original: ${plural(stats.originalWords, 'word')}, ${plural(stats.originalCharacters, 'character')}`,
    `Revised: ${plural(stats.revisedWords, 'word')}, ${plural(stats.revisedCharacters, 'character')}`,
    describeOptions(result),
  ].join('\n');
}

export function buildJsonExport(result: CompareResult, generatedAt: Date): string {
  return JSON.stringify({ generatedAt: generatedAt.toISOString(), ...result }, null, 2);
}

/** The revised text with edits marked the way `git diff --word-diff` does: [-deleted-]{+inserted+}. */
export function buildTextDiff(result: CompareResult): string {
  const body = result.changes
    .map((change) => (change.type === 'equal' ? change.text : change.type === 'delete' ? `[-${change.text}-]` : `{+${change.text}+}`))
    .join('');
  return `${buildSummaryText(result)}\nMarks: [-deleted-] {+inserted+}\n\n${body}\n`;
}

// A cell starting with one of these is run as a formula by spreadsheet programs.
const FORMULA_START = /^[=+\-@\t\r]/;

function escapeCsvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One row per edit group, ready for a spreadsheet. */
export function buildCsv(changes: TextChange[]): string {
  const rows = [['change', 'kind', 'original', 'revised']];
  for (const group of listEditGroups(changes)) rows.push([String(group.number), group.kind, group.deleted, group.inserted]);
  // CRLF line ends and a byte-order mark: what Excel needs to read UTF-8 CSV correctly.
  return `\uFEFF${rows.map((row) => row.map(escapeCsvCell).join(',')).join('\r\n')}\r\n`;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const REPORT_STYLE = `
  body{font:15px/1.6 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1f2430;max-width:60rem;margin:2rem auto;padding:0 1rem}
  h1{font-size:1.5rem;margin:0 0 .25rem}
  .meta{color:#667085;margin:0 0 1.5rem}
  .stats{display:grid;grid-template-columns:repeat(auto-fit,minmax(9rem,1fr));gap:.75rem;margin:0 0 1.5rem;padding:0}
  .stats div{border:1px solid #e4e7ec;border-radius:.5rem;padding:.75rem}
  .stats dt{color:#667085;font-size:.8rem}.stats dd{margin:0;font-size:1.35rem;font-weight:600}
  .legend{color:#667085;font-size:.85rem}
  .diff{white-space:pre-wrap;unicode-bidi:plaintext;overflow-wrap:anywhere;border:1px solid #e4e7ec;border-radius:.5rem;padding:1rem}
  del{background:#fde5e1;color:#9f1d12;text-decoration:line-through}
  ins{background:#d9f5df;color:#14632d;text-decoration:underline}
  @media print{body{margin:0}.diff{border:0;padding:0}}
`;

export function buildHtmlReport(result: CompareResult, options: { brand: string; generatedAt: Date }): string {
  const { stats } = result;
  const figures: Array<[string, string]> = [
    ['Similarity', `${result.similarity}%`],
    ['Changes', stats.changeCount.toLocaleString('en-US')],
    ['Words inserted', stats.insertions.toLocaleString('en-US')],
    ['Words deleted', stats.deletions.toLocaleString('en-US')],
    ['Words unchanged', stats.unchanged.toLocaleString('en-US')],
    ['Original words', stats.originalWords.toLocaleString('en-US')],
    ['Revised words', stats.revisedWords.toLocaleString('en-US')],
  ];
  const body = result.changes
    .map((change) =>
      change.type === 'equal'
        ? escapeHtml(change.text)
        : change.type === 'delete'
          ? `<del>${escapeHtml(change.text)}</del>`
          : `<ins>${escapeHtml(change.text)}</ins>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Text comparison report</title>
<style>${REPORT_STYLE}</style>
</head>
<body>
<h1>Text comparison report</h1>
<p class="meta">${escapeHtml(options.brand)} · ${escapeHtml(options.generatedAt.toLocaleString('en-US'))} · ${escapeHtml(describeOptions(result))}</p>
<dl class="stats">${figures.map(([label, value]) => `<div><dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd></div>`).join('')}</dl>
<p class="legend"><del>Deleted text</del> · <ins>Inserted text</ins> · unchanged text is plain. Unchanged passages show the revised wording.</p>
<div class="diff">${body}</div>
</body>
</html>
`;
}

export function buildFileName(extension: string, generatedAt: Date): string {
  return `text-comparison-${generatedAt.toISOString().slice(0, 10)}.${extension}`;
}
