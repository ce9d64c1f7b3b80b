import { SENTENCE_CALIBRATION, type SentenceCalibration } from '../engine/score-text';
import { chooseCalibration, type MixedSentence, type MixedSummary, summarizeMixed } from './measure-mixed-texts';

const FIRST_VERSION: SentenceCalibration = { documentWeight: 1, documentCap: Infinity, contrastWeight: 1, outlierWeight: 0 };
/** Shipped before the outlier term and the cap (chosen on every held-out domain, so its figures are a little flattering). */
const TEXT_AND_CONTRAST: SentenceCalibration = { documentWeight: 0.6, documentCap: Infinity, contrastWeight: 0.75, outlierWeight: 0 };
const percent = (value: number): string => `${(100 * value).toFixed(1)}%`;
const describe = ({ documentWeight, documentCap, contrastWeight, outlierWeight }: SentenceCalibration): string =>
  `text ×${documentWeight} (capped at ±${documentCap}), contrast ×${contrastWeight}, outlier ×${outlierWeight}`;
const cells = (rows: MixedSummary[][], i: number, pick: (row: MixedSummary) => string, width: number): string =>
  rows.map((row) => pick(row[i]!).padStart(width)).join('');

/**
 * Per-sentence figures on mixed texts, held out: the first version (the text's log-odds plus the
 * contrast), the text-and-contrast weights shipped before, the calibration chosen on the other domains
 * (leave one domain out: the honest figure), and the shipped SENTENCE_CALIBRATION.
 */
export function printMixedTexts(mixed: readonly MixedSentence[]): MixedSummary[] {
  const domains = [...new Set(mixed.map((sentence) => sentence.domain))].sort();
  const chosen = new Map(domains.map((domain) => [domain, chooseCalibration(mixed.filter((sentence) => sentence.domain !== domain))]));
  const rows = [
    summarizeMixed(mixed, () => FIRST_VERSION),
    summarizeMixed(mixed, () => TEXT_AND_CONTRAST),
    summarizeMixed(mixed, (sentence) => chosen.get(sentence.domain) ?? FIRST_VERSION),
    summarizeMixed(mixed, () => SENTENCE_CALIBRATION),
  ];
  console.log(
    '\nMixed texts, held out (per sentence; insertions: the one inserted sentence): right side of 50%, mean shown probability, human sentences shown at ≥ 90% AI, and (insertions) the host\'s sentences on the right side',
  );
  console.log('columns: first = text log-odds + contrast; before = 0.6 × text + 0.75 × contrast; CV = chosen on the other domains; shipped = SENTENCE_CALIBRATION');
  const heads = (label: string, width: number): string => ['first', 'before', 'CV', 'shipped'].map((name, k) => (k === 0 ? `${label}: ${name}` : name).padStart(k === 0 ? width + 2 : width)).join('');
  console.log(`${'text'.padEnd(27)}${'texts'.padStart(6)}${heads('right', 8)}${heads('mean', 8)}${heads('human ≥90%', 8)}${heads('host right', 8)}`.replace(/(\S)(right|mean|human|host)/g, '$1  $2'));
  rows[0]!.forEach((row, i) => {
    console.log(
      `${row.kind.padEnd(27)}${String(row.texts).padStart(6)}  ${cells(rows, i, (r) => percent(r.accuracy), 8)}  ${cells(rows, i, (r) => r.meanShown.toFixed(3), 8)}  ${cells(rows, i, (r) => percent(r.humanShownAt90), 8)}  ${cells(rows, i, (r) => (r.kind.includes('sentence in') ? percent(r.hostAccuracy) : '—'), 8)}`,
    );
  });
  for (const domain of domains) console.log(`  chosen without ${domain}: ${describe(chosen.get(domain)!)}`);
  console.log(`Chosen on all held-out domains (ship this): ${describe(chooseCalibration(mixed))}`);
  console.log(`Shipped: ${describe(SENTENCE_CALIBRATION)}`);
  // The honest column: each domain's sentences with the calibration chosen on the other domains.
  return rows[2]!;
}
