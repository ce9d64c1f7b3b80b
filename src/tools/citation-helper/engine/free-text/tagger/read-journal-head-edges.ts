import type { Token } from './tokenize-reference';

/**
 * Session 36 (2026-12-02), from the nineteenth collected set (dev): the edge between a title and its journal put one segment
 * off, where the words themselves say where it is. Neither was flagged on the journal's side.
 */

const CONTAINER = new Set(['journal', 'container-title']);
/** A word a journal's name never ends on before its next word ("The Annals of | Regional Science"). */
const JOINING_WORD = /^(?:of|and|the|for|on|in|&)$/;
/** A journal's first full word: what the name of a periodical opens with. */
const PERIODICAL_HEAD = /^(?:Journal|Proceedings|Annals|Transactions|Bulletin|Review|Letters|Archives?)$/;

/**
 * "… (LOSH), The Annals of | Regional Science, 48": the title's last comma-closed segment, capitalised and ending on a joining
 * word, runs into the journal: it is the journal's head. "… 318.15 | K. Journal of Chemical Thermodynamics": a lone capital and
 * its full stop before a journal's full first word is the title's last word (a unit, an initial), not an abbreviated word.
 */
export function journalHeadAtTitleEdge(tokens: Token[], labels: string[]): void {
  const head = labels.findIndex((label) => CONTAINER.has(label));
  if (head < 1 || labels[head - 1] !== 'title') return;
  const label = labels[head] ?? 'journal';
  if (/^\p{Lu}\.$/u.test(tokens[head]?.text ?? '') && PERIODICAL_HEAD.test(tokens[head + 1]?.text ?? '') && CONTAINER.has(labels[head + 1] ?? '')) {
    labels[head] = 'title';
    return;
  }
  if (!JOINING_WORD.test(tokens[head - 1]?.text ?? '')) return;
  let start = head - 1;
  while (start - 1 >= 0 && labels[start - 1] === 'title' && !/[,.;:]$/.test(tokens[start - 1]?.text ?? '')) start--;
  // A segment after a comma inside the title, opening with a capital; the title keeps what came before the comma.
  if (start - 1 < 0 || labels[start - 1] !== 'title' || !/,$/.test(tokens[start - 1]?.text ?? '') || !/^\p{Lu}/u.test(tokens[start]?.text ?? '')) return;
  if (head - start > 5) return;
  for (let k = start; k < head; k++) labels[k] = label;
}

/** A supplement's cue ("Suppl.", "Supplement"): the kind, not a word of the journal's name. */
const SUPPLEMENT = /^(?:Suppl|Supplement|Supplementum)\.?[,:]?$/;

/**
 * "Acta Veterinaria Scandinavica. Suppl. 64: 1 - 48": a supplement's cue after the journal's closing full stop, read into the
 * journal. It is left out of the journal's name (the gold readings of the collected sets leave it out too).
 */
export function supplementCueAfterJournal(tokens: Token[], labels: string[]): void {
  const cue = labels.findIndex((label, k) => CONTAINER.has(label) && SUPPLEMENT.test(tokens[k]?.text ?? ''));
  if (cue < 1 || !CONTAINER.has(labels[cue - 1] ?? '') || !/\p{Ll}{2,}\.$/u.test(tokens[cue - 1]?.text ?? '') || CONTAINER.has(labels[cue + 1] ?? '')) return;
  labels[cue] = 'other';
}
