import { chooseThresholds, type ThresholdEvidence } from '../../../../training/ai-detector/choose-thresholds';
import { assignFold } from '../../../../training/ai-detector/read-dataset';

/** Nested cut-offs: chosen on four fifths of the documents, applied to the fifth (as eval/compare-threshold-rules.ts). */
export const NESTED_FOLDS = 5;

/**
 * English: HC3-era human texts flagged at the cut-off chosen on all scores, and the whole picture with the
 * cut-off chosen on four fifths of the documents and applied to the fifth (as eval/compare-threshold-rules.ts).
 */
export function describeNested(evidence: ThresholdEvidence, rules: Parameters<typeof chooseThresholds>[1], own: ReadonlyArray<{ group: string }>): string {
  const all = own.map((_, i) => i);
  const cut = chooseThresholds(pickEvidence(evidence, all), rules).likelyAi;
  const fold = own.map((record) => assignFold(`t${record.group}`, NESTED_FOLDS));
  const cuts = Array.from({ length: NESTED_FOLDS }, (_, k) => chooseThresholds(pickEvidence(evidence, all.filter((i) => fold[i] !== k)), rules).likelyAi);
  const count = (era: string, label: number, cutOf: (i: number) => number) =>
    all.filter((i) => evidence.judged[i] && evidence.eras?.[i] === era && evidence.labels[i] === label && (evidence.probabilities[i] ?? 0) >= cutOf(i)).length;
  const nestedCut = (i: number) => cuts[fold[i] ?? 0] ?? 1;
  return `  HC3-era human ${count('hc3', 0, () => cut)}  | nested: caught ${count('corpus', 1, nestedCut)}  human ${count('corpus', 0, nestedCut)}+${count('hc3', 0, nestedCut)}  TOEFL ${all.filter((i) => evidence.judged[i] && evidence.domains[i] === 'detector-bias/TOEFL' && (evidence.probabilities[i] ?? 0) >= nestedCut(i)).length}`;
}

export function pickEvidence(evidence: ThresholdEvidence, indexes: readonly number[]): ThresholdEvidence {
  return {
    probabilities: indexes.map((i) => evidence.probabilities[i] ?? 0),
    labels: indexes.map((i) => evidence.labels[i] ?? 0),
    domains: indexes.map((i) => evidence.domains[i] ?? ''),
    judged: indexes.map((i) => evidence.judged[i] ?? false),
    groups: indexes.map((i) => evidence.groups?.[i] ?? String(i)),
    eras: indexes.map((i) => evidence.eras?.[i] ?? 'hc3'),
  };
}

/**
 * English, the feature set chosen nested as well: for each fifth of the documents, the variant (shipped or one
 * with writing habits) whose cut-off, chosen on the other four fifths, catches most current-model texts there,
 * and that variant's cut-off applied to the fifth. So a variant that wins only by the luck of these folds does
 * not count.
 */
export function selectNested(candidates: ReadonlyArray<[string, ThresholdEvidence]>, rules: Parameters<typeof chooseThresholds>[1], own: ReadonlyArray<{ group: string }>): string {
  const all = own.map((_, i) => i);
  const fold = own.map((record) => assignFold(`t${record.group}`, NESTED_FOLDS));
  const isCurrentModel = (evidence: ThresholdEvidence, i: number): boolean => !!evidence.judged[i] && evidence.eras?.[i] === 'corpus' && evidence.labels[i] === 1;
  const chosen = Array.from({ length: NESTED_FOLDS }, (_, k) => {
    const inner = all.filter((i) => fold[i] !== k);
    let best: { name: string; evidence: ThresholdEvidence; cut: number; caught: number } | undefined;
    for (const [name, evidence] of candidates) {
      const cut = chooseThresholds(pickEvidence(evidence, inner), rules).likelyAi;
      const caught = inner.filter((i) => isCurrentModel(evidence, i) && (evidence.probabilities[i] ?? 0) >= cut).length;
      if (!best || caught > best.caught) best = { name, evidence, cut, caught };
    }
    return best;
  });
  const flagged = (test: (evidence: ThresholdEvidence, i: number) => boolean) =>
    all.filter((i) => {
      const choice = chosen[fold[i] ?? 0];
      return !!choice && test(choice.evidence, i) && (choice.evidence.probabilities[i] ?? 0) >= choice.cut;
    }).length;
  const human = (era: string) => flagged((evidence, i) => !!evidence.judged[i] && evidence.eras?.[i] === era && evidence.labels[i] === 0);
  return `  variant chosen nested (${chosen.map((choice) => choice?.name ?? '-').join('; ')}): caught ${flagged(isCurrentModel)}  human ${human('corpus')}+${human('hc3')}  TOEFL ${flagged((evidence, i) => !!evidence.judged[i] && evidence.domains[i] === 'detector-bias/TOEFL')}`;
}
