/**
 * The margin below which a field is flagged uncertain: the one that best separates wrong fields from
 * right ones out of fold (F1 of "flagged" against "wrong"), so the flag means "likely wrong".
 */
export interface MarginCase {
  field?: string;
  margin: number;
  wrong: boolean;
}

export function chooseUncertainMargin(cases: MarginCase[]): { margin: number; precision: number; recall: number } {
  const wrongTotal = cases.filter((entry) => entry.wrong).length;
  const candidates = [...new Set(cases.map((entry) => Math.round(entry.margin * 4) / 4))].sort((a, b) => a - b);
  let best = { margin: 0, precision: 0, recall: 0, f1: -1 };
  for (const candidate of candidates) {
    const flagged = cases.filter((entry) => entry.margin < candidate);
    const hits = flagged.filter((entry) => entry.wrong).length;
    const precision = flagged.length ? hits / flagged.length : 0;
    const recall = wrongTotal ? hits / wrongTotal : 0;
    const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
    if (f1 > best.f1) best = { margin: candidate, precision, recall, f1 };
  }
  return { margin: best.margin, precision: best.precision, recall: best.recall };
}
