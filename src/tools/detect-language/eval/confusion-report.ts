import { BACKEND_IDS } from '../engine/backends/backend-types';
import type { Answer, SystemId } from './collect-answers';

const MIN_RECORDS_PER_LANGUAGE = 10;

function countConfusions(answers: readonly Answer[], system: SystemId): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { record, answers: byId } of answers) {
    const answer = byId[system] ?? 'none';
    if (answer === record.gold) continue;
    const key = `${record.gold} → ${answer}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

const top = (counts: Map<string, number>, n: number): Array<[string, number]> =>
  [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, n);

/** Our most frequent confusions, our weakest languages, and each library's top confusions. */
export function formatConfusionReport(answers: readonly Answer[]): string {
  const lines: string[] = ['Top confusions of ours (gold → answer × count):'];
  for (const [pair, count] of top(countConfusions(answers, 'ours'), 25)) lines.push(`  ${pair} ×${count}`);

  const byLanguage = new Map<string, Answer[]>();
  for (const answer of answers) byLanguage.set(answer.record.gold, [...(byLanguage.get(answer.record.gold) ?? []), answer]);
  const weakest = [...byLanguage]
    .filter(([, list]) => list.length >= MIN_RECORDS_PER_LANGUAGE)
    .map(([code, list]) => ({ code, list, accuracy: list.filter((a) => a.answers.ours === code).length / list.length }))
    .filter(({ accuracy }) => accuracy < 1)
    .sort((a, b) => a.accuracy - b.accuracy || (a.code < b.code ? -1 : 1))
    .slice(0, 25);
  lines.push('', `Weakest languages for ours (≥${MIN_RECORDS_PER_LANGUAGE} records): accuracy, then what they were taken for`);
  for (const { code, list, accuracy } of weakest) {
    const mistakes = top(countConfusions(list, 'ours'), 3).map(([pair, count]) => `${pair.split(' → ')[1]}×${count}`);
    lines.push(`  ${code.padEnd(4)} ${(100 * accuracy).toFixed(0).padStart(3)}% of ${String(list.length).padStart(3)}  ${mistakes.join(', ')}`);
  }

  lines.push('', 'Top confusions of each library alone:');
  for (const id of BACKEND_IDS) {
    lines.push(`  ${id.padEnd(9)} ${top(countConfusions(answers, id), 6).map(([pair, count]) => `${pair} ×${count}`).join('; ')}`);
  }
  return lines.join('\n');
}
