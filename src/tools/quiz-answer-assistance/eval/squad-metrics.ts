// The official SQuAD v1.1 measures: lower-case, drop punctuation and articles, collapse spaces, then
// exact match and token F1, the best over the gold answers.

export function normalizeAnswer(text: string): string {
  return text
    .toLowerCase()
    .replace(/[!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]/g, '')
    .replace(/\b(?:a|an|the)\b/g, ' ')
    .split(/\s+/)
    .filter((word) => word !== '')
    .join(' ');
}

export function exactMatch(prediction: string, golds: string[]): number {
  const predicted = normalizeAnswer(prediction);
  return golds.some((gold) => normalizeAnswer(gold) === predicted) ? 1 : 0;
}

export function tokenF1(prediction: string, golds: string[]): number {
  return Math.max(0, ...golds.map((gold) => f1Against(prediction, gold)));
}

function f1Against(prediction: string, gold: string): number {
  const predicted = normalizeAnswer(prediction).split(' ').filter(Boolean);
  const expected = normalizeAnswer(gold).split(' ').filter(Boolean);
  const counts = new Map<string, number>();
  for (const word of expected) counts.set(word, (counts.get(word) ?? 0) + 1);
  let common = 0;
  for (const word of predicted) {
    const left = counts.get(word) ?? 0;
    if (left > 0) {
      common++;
      counts.set(word, left - 1);
    }
  }
  if (common === 0) return 0;
  const precision = common / predicted.length;
  const recall = common / expected.length;
  return (2 * precision * recall) / (precision + recall);
}
