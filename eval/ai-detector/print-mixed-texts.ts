import { SENTENCE_CALIBRATION, type SentenceCalibration } from '../../src/tools/ai-detector/score-text';
import { chooseCalibration, type MixedSentence, summarizeMixed } from './measure-mixed-texts';

const FIRST_VERSION: SentenceCalibration = { documentWeight: 1, contrastWeight: 1 };
const percent = (value: number): string => `${(100 * value).toFixed(1)}%`;
const describe = ({ documentWeight, contrastWeight }: SentenceCalibration): string => `text ×${documentWeight}, contrast ×${contrastWeight}`;

/**
 * Per-sentence figures on mixed texts, held out: the first version (the text's log-odds plus the
 * contrast) against the calibration chosen on the other domains (leave one domain out), then the
 * calibration chosen on every held-out domain, which is what the engine should ship.
 */
export function printMixedTexts(mixed: readonly MixedSentence[]): void {
  const domains = [...new Set(mixed.map((sentence) => sentence.domain))].sort();
  const chosen = new Map(domains.map((domain) => [domain, chooseCalibration(mixed.filter((sentence) => sentence.domain !== domain))]));
  const before = summarizeMixed(mixed, () => FIRST_VERSION);
  const after = summarizeMixed(mixed, (sentence) => chosen.get(sentence.domain) ?? FIRST_VERSION);
  const shipped = summarizeMixed(mixed, () => SENTENCE_CALIBRATION);
  console.log(
    '\nMixed texts, held out (per sentence; insertions: the one inserted sentence): right side of 50%, mean shown probability, human sentences shown at ≥ 90% AI',
  );
  console.log('first version = text log-odds + contrast; CV = weights chosen on the other domains; shipped = SENTENCE_CALIBRATION');
  console.log(
    `${'text'.padEnd(28)}${'texts'.padStart(6)}${'right: first'.padStart(14)}${'CV'.padStart(8)}${'shipped'.padStart(9)}${'mean: first'.padStart(13)}${'CV'.padStart(8)}${'human ≥90%: first'.padStart(19)}${'CV'.padStart(8)}`,
  );
  before.forEach((row, i) => {
    const cv = after[i]!;
    console.log(
      `${row.kind.padEnd(28)}${String(row.texts).padStart(6)}${percent(row.accuracy).padStart(14)}${percent(cv.accuracy).padStart(8)}${percent(shipped[i]!.accuracy).padStart(9)}${row.meanShown.toFixed(3).padStart(13)}${cv.meanShown.toFixed(3).padStart(8)}${percent(row.humanShownAt90).padStart(19)}${percent(cv.humanShownAt90).padStart(8)}`,
    );
  });
  for (const domain of domains) console.log(`  chosen without ${domain}: ${describe(chosen.get(domain)!)}`);
  console.log(`Chosen on all held-out domains (ship this): ${describe(chooseCalibration(mixed))}; shipped: ${describe(SENTENCE_CALIBRATION)}`);
}
