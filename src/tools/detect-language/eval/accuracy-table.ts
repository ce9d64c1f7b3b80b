import { type Answer, MEMBER_IDS, SYSTEM_IDS, type SystemId } from './collect-answers';
import { listStageBackends, STAGES } from '../engine/ensemble-model';
import { bucketByLength } from '../../../../datasets/language/read-dev-data';

interface Slice {
  label: string;
  answers: readonly Answer[];
}

const percent = (part: number, whole: number): string => (whole === 0 ? '—' : ((100 * part) / whole).toFixed(1));

function formatRow(cells: readonly string[], widths: readonly number[]): string {
  return cells.map((cell, index) => (index === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[index] ?? 0))).join('  ');
}

const SOURCES = ['lingua', 'udhr', 'tatoeba'] as const;
const LENGTHS = ['≤20', '21–60', '>60'] as const;

function sliceAnswers(answers: readonly Answer[]): Slice[] {
  const onlyFranc = (a: Answer): boolean => a.knownBy.length === 1 && a.knownBy[0] === 'franc';
  return [
    ...SOURCES.map((source) => ({ label: source, answers: answers.filter((a) => a.record.source === source) })),
    ...LENGTHS.map((length) => ({ label: `${length} chars`, answers: answers.filter((a) => bucketByLength(a.record.text) === length) })),
    ...SOURCES.flatMap((source) =>
      LENGTHS.map((length) => ({
        label: `  ${source} ${length}`,
        answers: answers.filter((a) => a.record.source === source && bucketByLength(a.record.text) === length),
      })),
    ),
    { label: 'only franc knows', answers: answers.filter(onlyFranc) },
    { label: 'others know too', answers: answers.filter((a) => a.knownBy.length > 0 && !onlyFranc(a)) },
    { label: 'all', answers },
  ];
}

const countRight = (slice: readonly Answer[], id: SystemId): number => slice.filter((a) => a.answers[id] === a.record.gold).length;

/**
 * Accuracy (% of records whose top answer is the gold language) per slice and system, then the best
 * single library on that slice and our cross-validated margin over it (✗ where the ensemble loses).
 */
export function formatAccuracyTable(answers: readonly Answer[]): string {
  const header = ['slice', 'n', ...SYSTEM_IDS, 'best member', 'margin'];
  const widths = [18, 6, ...SYSTEM_IDS.map((id) => Math.max(id.length, 6)), 16, 8];
  const lines = [formatRow(header, widths)];
  for (const { label, answers: slice } of sliceAnswers(answers)) {
    if (slice.length === 0) continue;
    const cells = SYSTEM_IDS.map((id) => percent(countRight(slice, id), slice.length));
    const [best] = [...MEMBER_IDS].sort((a, b) => countRight(slice, b) - countRight(slice, a));
    const bestRight = best ? countRight(slice, best) : 0;
    const margin = (100 * (countRight(slice, 'ours-cv') - bestRight)) / slice.length;
    const marginCell = `${margin >= 0 ? '+' : ''}${margin.toFixed(1)}${margin < 0 ? ' ✗' : ''}`;
    lines.push(formatRow([label, String(slice.length), ...cells, `${best} ${percent(bestRight, slice.length)}`, marginCell], widths));
  }
  return lines.join('\n');
}

function describeFlag(answers: readonly Answer[], flag: (a: Answer) => boolean, system: SystemId): string {
  const marked = answers.filter(flag);
  const right = marked.filter((a) => a.answers[system] === a.record.gold).length;
  return `marked reliable ${percent(marked.length, answers.length).padStart(5)}% of ${String(answers.length).padStart(5)}, right ${percent(right, marked.length).padStart(5)}% (${marked.length - right} wrong)`;
}

/** How far `reliable: true` can be trusted: out-of-fold (the promise) and with the shipped model. */
export function formatReliability(answers: readonly Answer[]): string {
  const lines = ['cross-validated (thresholds fitted without the record):'];
  for (const source of SOURCES) {
    lines.push(`  ${source.padEnd(9)} ${describeFlag(answers.filter((a) => a.record.source === source), (a) => a.reliableCv, 'ours-cv')}`);
  }
  lines.push(`  ${'all'.padEnd(9)} ${describeFlag(answers, (a) => a.reliableCv, 'ours-cv')}`);
  lines.push(`  covered   ${describeFlag(answers.filter((a) => a.covered), (a) => a.reliableCv, 'ours-cv')}  (languages some library knows)`);
  lines.push(`shipped model (fitted on all dev records, optimistic):`);
  lines.push(`  ${'all'.padEnd(9)} ${describeFlag(answers, (a) => a.reliable, 'ours')}`);
  return lines.join('\n');
}

/** Share of texts each stage of the cascade answered (out-of-fold). */
export function formatCascadeShare(answers: readonly Answer[]): string {
  const decided = answers.filter((a) => a.stageCv !== undefined);
  const shares = (slice: readonly Answer[]): string =>
    STAGES.map((stage) => `${stage} ${percent(slice.filter((a) => a.stageCv === stage).length, slice.length)}%`).join(', ');
  const lines = [`stage that answered: ${shares(decided)} of ${decided.length} ensemble decisions`];
  for (const length of LENGTHS) {
    const slice = decided.filter((a) => bucketByLength(a.record.text) === length);
    // ≤20 and 21–60 are buckets 0 and 1, >60 starts bucket 2: the layout of each such bucket.
    const stages = STAGES.map((stage) => `${stage} ${listStageBackends(stage, LENGTHS.indexOf(length)).join('+')}`).join(', ');
    lines.push(`  ${length.padEnd(6)} ${shares(slice)} of ${slice.length} (${stages})`);
  }
  return lines.join('\n');
}
