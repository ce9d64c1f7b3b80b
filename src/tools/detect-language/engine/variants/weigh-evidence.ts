import { MAX_EVIDENCE } from './variant-types';

/** A spelling or usage that points to one regional variant. */
export interface EvidenceRule {
  pattern: RegExp;
  variant: string;
  /** How strongly one match counts; 1 unless the usage also occurs in the other variant. */
  weight?: number;
}

export interface WeighedEvidence {
  variant: string;
  evidence: string[];
}

/**
 * Matches every rule against the text and picks the variant with the larger total weight.
 * Returns undefined when nothing matched or the two sides balance: no evidence, no claim.
 */
export function weighEvidence(text: string, rules: readonly EvidenceRule[]): WeighedEvidence | undefined {
  const totals = new Map<string, number>();
  const found = new Map<string, Set<string>>();
  for (const { pattern, variant, weight = 1 } of rules) {
    for (const match of text.matchAll(pattern)) {
      totals.set(variant, (totals.get(variant) ?? 0) + weight);
      const words = found.get(variant) ?? new Set<string>();
      words.add(match[0].toLowerCase());
      found.set(variant, words);
    }
  }
  const ranked = [...totals].sort((a, b) => b[1] - a[1]);
  const [first, second] = ranked;
  if (!first || (second && second[1] === first[1])) return undefined;
  return { variant: first[0], evidence: [...(found.get(first[0]) ?? [])].slice(0, MAX_EVIDENCE) };
}
