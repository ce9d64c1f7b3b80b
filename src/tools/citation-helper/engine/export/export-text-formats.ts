import { Cite } from '@citation-js/core';
import '../format/citation-js';
import type { CslItem } from '../../contract';
import { addDateFields, finishBibtex, prepareForBibtex } from './bibtex-fidelity';
import { correctRisRecord, prepareForRis } from './ris-fidelity';

/** BibTeX through citation-js's bibtex plugin, one entry per item so each can be completed where BibTeX's own fields fall short. */
export function exportBibtex(items: CslItem[]): string {
  return items.map((item) => addDateFields(finishBibtex(new Cite([prepareForBibtex(item)], { generateGraph: false }).format('bibtex', { format: 'text' })), item)).join('');
}

/** RIS (Zotero, EndNote, Mendeley import it) through citation-js's ris plugin. */
export function exportRis(items: CslItem[]): string {
  return items.map((item) => correctRisRecord(unwrapRisLines(new Cite([prepareForRis(item)], { generateGraph: false }).format('ris', { format: 'text' })), item)).join('');
}

const RIS_WRAP = 70;
const RIS_TAG = /^[A-Z][A-Z0-9] {2}- /;

/**
 * citation-js breaks RIS values every 70 characters, and RIS readers (citation-js's own included) join
 * continuation lines with a space — a URL or DOI comes back broken. Rejoin exactly the lines it broke.
 */
export function unwrapRisLines(ris: string): string {
  const lines: string[] = [];
  let valueLength = 0;
  for (const line of ris.split('\n')) {
    const previous = lines.length - 1;
    if (previous >= 0 && !RIS_TAG.test(line) && line !== '' && valueLength === RIS_WRAP) {
      lines[previous] += line;
      valueLength = line.length;
      continue;
    }
    lines.push(line);
    valueLength = RIS_TAG.test(line) ? line.length - 6 : line.length;
  }
  return lines.join('\n');
}

export function exportCslJson(items: CslItem[]): string {
  return `${JSON.stringify(items, null, 2)}\n`;
}
