import { type Answer, SYSTEM_IDS } from './collect-answers';
import { bucketByLength } from '../../datasets/language/read-dev-data';

interface Slice {
  label: string;
  answers: readonly Answer[];
}

const percent = (part: number, whole: number): string => (whole === 0 ? '—' : ((100 * part) / whole).toFixed(1));

function formatRow(cells: readonly string[], widths: readonly number[]): string {
  return cells.map((cell, index) => (index === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[index] ?? 0))).join('  ');
}

function sliceAnswers(answers: readonly Answer[]): Slice[] {
  const sources = ['lingua', 'udhr', 'tatoeba'] as const;
  const lengths = ['≤20', '21–60', '>60'] as const;
  return [
    ...sources.map((source) => ({ label: source, answers: answers.filter((a) => a.record.source === source) })),
    ...lengths.map((length) => ({ label: `${length} chars`, answers: answers.filter((a) => bucketByLength(a.record.text) === length) })),
    ...sources.flatMap((source) =>
      lengths.map((length) => ({
        label: `  ${source} ${length}`,
        answers: answers.filter((a) => a.record.source === source && bucketByLength(a.record.text) === length),
      })),
    ),
    { label: 'all', answers },
  ];
}

/** Accuracy (% of records whose top answer is the gold language) per slice and system. */
export function formatAccuracyTable(answers: readonly Answer[]): string {
  const header = ['slice', 'n', ...SYSTEM_IDS];
  const widths = [18, 6, ...SYSTEM_IDS.map((id) => Math.max(id.length, 6))];
  const lines = [formatRow(header, widths)];
  for (const { label, answers: slice } of sliceAnswers(answers)) {
    if (slice.length === 0) continue;
    const cells = SYSTEM_IDS.map((id) => percent(slice.filter((a) => a.answers[id] === a.record.gold).length, slice.length));
    lines.push(formatRow([label, String(slice.length), ...cells], widths));
  }
  return lines.join('\n');
}

/** How far `reliable: true` can be trusted, and how often it is given. */
export function formatReliability(answers: readonly Answer[]): string {
  const reliable = answers.filter((a) => a.reliable);
  const unreliable = answers.filter((a) => !a.reliable);
  const right = (list: readonly Answer[]): number => list.filter((a) => a.answers.ours === a.record.gold).length;
  return [
    `reliable: true  on ${percent(reliable.length, answers.length)}% of records, accuracy ${percent(right(reliable), reliable.length)}%`,
    `reliable: false on ${percent(unreliable.length, answers.length)}% of records, accuracy ${percent(right(unreliable), unreliable.length)}%`,
  ].join('\n');
}
