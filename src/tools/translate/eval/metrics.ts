/**
 * chrF and BLEU with sacreBLEU's default definitions, so our figures compare with published ones:
 * chrF2 (character 6-grams, β = 2, blanks removed, corpus statistics summed, F of the order-averaged P and R)
 * and BLEU-4 (tokenizer 13a, corpus statistics, brevity penalty, "exp" smoothing for empty orders).
 */

function countNgrams(items: readonly string[], order: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (let start = 0; start + order <= items.length; start += 1) {
    const key = items.slice(start, start + order).join('\u0001');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

function countMatches(hypothesis: Map<string, number>, reference: Map<string, number>): number {
  let matches = 0;
  for (const [key, count] of hypothesis) matches += Math.min(count, reference.get(key) ?? 0);
  return matches;
}

function total(counts: Map<string, number>): number {
  let sum = 0;
  for (const count of counts.values()) sum += count;
  return sum;
}

const CHRF_ORDER = 6;
const CHRF_BETA = 2;

/** Corpus chrF2 on a 0–100 scale: one reference per hypothesis. */
export function computeChrf(hypotheses: readonly string[], references: readonly string[]): number {
  const hyp = new Array<number>(CHRF_ORDER).fill(0);
  const ref = new Array<number>(CHRF_ORDER).fill(0);
  const match = new Array<number>(CHRF_ORDER).fill(0);
  hypotheses.forEach((hypothesis, index) => {
    const h = [...hypothesis.replace(/\s+/gu, '')];
    const r = [...(references[index] ?? '').replace(/\s+/gu, '')];
    for (let order = 1; order <= CHRF_ORDER; order += 1) {
      const hc = countNgrams(h, order);
      const rc = countNgrams(r, order);
      hyp[order - 1] = (hyp[order - 1] ?? 0) + total(hc);
      ref[order - 1] = (ref[order - 1] ?? 0) + total(rc);
      match[order - 1] = (match[order - 1] ?? 0) + countMatches(hc, rc);
    }
  });
  // sacreBLEU 2: precision and recall averaged over the orders both sides have, then one F-beta of the averages.
  const eps = 1e-16;
  const factor = CHRF_BETA ** 2;
  let precisionSum = 0;
  let recallSum = 0;
  let effectiveOrder = 0;
  for (let index = 0; index < CHRF_ORDER; index += 1) {
    const nHyp = hyp[index] ?? 0;
    const nRef = ref[index] ?? 0;
    const nMatch = match[index] ?? 0;
    precisionSum += nHyp > 0 ? nMatch / nHyp : eps;
    recallSum += nRef > 0 ? nMatch / nRef : eps;
    if (nHyp > 0 && nRef > 0) effectiveOrder += 1;
  }
  if (effectiveOrder === 0) return 0;
  const precision = precisionSum / effectiveOrder;
  const recall = recallSum / effectiveOrder;
  if (precision + recall === 0) return 0;
  return (100 * (1 + factor) * precision * recall) / (factor * precision + recall);
}

/** sacreBLEU's default "13a" tokenizer (mteval-v13a): punctuation split off, except inside numbers. */
export function tokenize13a(line: string): string[] {
  let text = line.replace(/<skipped>/g, '').replace(/-\n/g, '').replace(/\n/g, ' ');
  if (text.includes('&')) text = text.replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
  text = ` ${text} `
    .replace(/([{-~[-` -&(-+:-@/])/g, ' $1 ')
    .replace(/([^0-9])([.,])/g, '$1 $2 ')
    .replace(/([.,])([^0-9])/g, ' $1 $2')
    .replace(/([0-9])(-)/g, '$1 $2 ');
  return text.split(/\s+/).filter((token) => token.length > 0);
}

const BLEU_ORDER = 4;

/** Corpus BLEU-4 on a 0–100 scale: one reference per hypothesis. */
export function computeBleu(hypotheses: readonly string[], references: readonly string[]): number {
  const correct = new Array<number>(BLEU_ORDER).fill(0);
  const counts = new Array<number>(BLEU_ORDER).fill(0);
  let hypLength = 0;
  let refLength = 0;
  hypotheses.forEach((hypothesis, index) => {
    const h = tokenize13a(hypothesis);
    const r = tokenize13a(references[index] ?? '');
    hypLength += h.length;
    refLength += r.length;
    for (let order = 1; order <= BLEU_ORDER; order += 1) {
      const hc = countNgrams(h, order);
      correct[order - 1] = (correct[order - 1] ?? 0) + countMatches(hc, countNgrams(r, order));
      counts[order - 1] = (counts[order - 1] ?? 0) + total(hc);
    }
  });
  if (hypLength === 0) return 0;
  let smooth = 1;
  let logSum = 0;
  for (let index = 0; index < BLEU_ORDER; index += 1) {
    const denominator = counts[index] ?? 0;
    if (denominator === 0) return 0;
    let precision = (100 * (correct[index] ?? 0)) / denominator;
    if ((correct[index] ?? 0) === 0) {
      smooth *= 2;
      precision = 100 / (smooth * denominator);
    }
    logSum += Math.log(precision);
  }
  const brevity = hypLength < refLength ? Math.exp(1 - refLength / hypLength) : 1;
  return brevity * Math.exp(logSum / BLEU_ORDER);
}
