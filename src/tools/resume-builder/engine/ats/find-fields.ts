import type { ExpectedSection } from './expected-fields';

export interface FieldReport {
  total: number;
  missing: { path: string; value: string }[];
  outOfOrder: { path: string; value: string }[];
}

/**
 * Compares without spaces, case, dash or quote style: a PDF extractor may split "Acme Corp" over
 * two lines, turn "–" into "-" or "ﬁ" into "fi", and a template may print the name in capitals.
 */
export function compactText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u00ad\u200b]/g, '')
    .replace(/[‐-―−]/g, '-')
    .replace(/[‘’‚‛]/g, "'")
    .replace(/[“”„‟]/g, '"')
    .replace(/\s+/g, '');
}

/**
 * Finds every expected field in the text. Within a section, entry N must not start before entry N−1
 * (reading order); the order of sections is the template's to choose and is not judged here.
 */
export function findFields(sections: ExpectedSection[], pdfText: string): FieldReport {
  const text = compactText(pdfText);
  const report: FieldReport = { total: 0, missing: [], outOfOrder: [] };
  for (const section of sections) {
    let cursor = 0;
    for (const entry of section.entries) {
      let entryStart = Number.POSITIVE_INFINITY;
      for (const field of entry.fields) {
        report.total += 1;
        const needle = compactText(field.value);
        const at = text.indexOf(needle, cursor);
        if (at >= 0) entryStart = Math.min(entryStart, at);
        else if (text.includes(needle)) report.outOfOrder.push(field);
        else report.missing.push(field);
      }
      if (Number.isFinite(entryStart)) cursor = entryStart + 1;
    }
  }
  return report;
}
