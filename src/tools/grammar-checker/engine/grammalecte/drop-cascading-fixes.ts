import { CONFIDENT } from '../../contract';
import { splitSentences } from '../text/split-sentences';
import { type Issue } from '../types';

/** Checks sentences again (Grammalecte and our rules); offsets in each list are into its own sentence. */
export type RecheckSentences = (sentences: string[]) => Promise<Issue[][]>;

function isAppliedGrammarFix(issue: Issue): boolean {
  return issue.category === 'grammar' && issue.confidence >= CONFIDENT && issue.replacements[0] !== undefined;
}

const SUBJECT_PRONOUNS = new Set(['il', 'ils', 'elle', 'elles']);

function isPronounSwap(text: string, issue: Issue): boolean {
  const flagged = text.slice(issue.offset, issue.offset + issue.length).toLowerCase();
  return SUBJECT_PRONOUNS.has(flagged) && SUBJECT_PRONOUNS.has(issue.replacements[0]!.toLowerCase());
}

interface Work {
  /** The sentence as corrected so far. */
  text: string;
  /** Where the sentence starts in the original text. */
  start: number;
  /** The fixes applied so far: where each was, and how much longer it made the sentence. */
  applied: { offset: number; delta: number }[];
  waiting: Issue[];
}

/** Where an original offset is in the sentence as corrected so far. */
function placeIn(item: Work, offset: number): number {
  return offset - item.start + item.applied.reduce((sum, fix) => sum + (fix.offset < offset ? fix.delta : 0), 0);
}

/**
 * Two fixes for one mistake: "nous avons allés" gets "avons → sommes" and "allés → allé", "Elle sont arrivées"
 * gets "Elle → Elles", "sont → est" and "arrivées → arrivée" — each right on its own, wrong together, because
 * each checker reads the words around the mistake as given. So, in a sentence with several grammar fixes, the
 * first (see the order below) is applied and the sentence is checked again: a later fix that the corrected sentence no longer asks
 * for was only the echo of the first, and is dropped. Fixes that still stand (two real mistakes) are kept.
 * One recheck per round for all sentences at once; a sentence takes as many rounds as it has fixes, less one.
 */
export async function dropCascadingFixes(text: string, issues: Issue[], recheck: RecheckSentences): Promise<Issue[]> {
  const dropped = new Set<Issue>();
  let work: Work[] = [];
  for (const sentence of splitSentences(text)) {
    const fixes = issues.filter((issue) => isAppliedGrammarFix(issue) && issue.offset >= sentence.start && issue.offset + issue.length <= sentence.end);
    // Our rules' fixes first (they win where both flag one word, merge-issues.ts: "une bon idée" is "bonne", not
    // "un"), then left to right; a subject pronoun's number last: "Ils finit" is far more often a wrong verb than a wrong "Ils".
    const order = (issue: Issue) => (isPronounSwap(text, issue) ? 2 : issue.source === 'rule' ? 0 : 1);
    fixes.sort((a, b) => order(a) - order(b) || a.offset - b.offset);
    if (fixes.length >= 2) work.push({ text: sentence.text, start: sentence.start, applied: [], waiting: fixes });
  }
  while (work.length > 0) {
    for (const item of work) {
      const fix = item.waiting.shift()!;
      const at = placeIn(item, fix.offset);
      const replacement = fix.replacements[0]!;
      item.text = item.text.slice(0, at) + replacement + item.text.slice(at + fix.length);
      item.applied.push({ offset: fix.offset, delta: replacement.length - fix.length });
    }
    const found = await recheck(work.map((item) => item.text));
    work.forEach((item, index) => {
      const again = found[index] ?? [];
      item.waiting = item.waiting.filter((fix) => {
        const at = placeIn(item, fix.offset);
        const stands = again.some((issue) => issue.offset === at && issue.length === fix.length && issue.replacements.includes(fix.replacements[0]!));
        if (!stands) dropped.add(fix);
        return stands;
      });
    });
    work = work.filter((item) => item.waiting.length > 0);
  }
  return dropped.size === 0 ? issues : issues.filter((issue) => !dropped.has(issue));
}
