import { CONFIDENT } from '../../contract';
import { type Issue, type IssueSource } from '../types';

/**
 * Who wins when two fixes compete for the same text. The writer's own term list first (they said
 * so explicitly); then our targeted rules, which exist precisely where harper is measured to be
 * wrong or silent (and where Grammalecte lists the wrong one of its choices first: "sont arrivé" after two
 * women's names is "arrivées", not its "arrivés"); then Grammalecte; then an optional LanguageTool server; then harper; then dictionaries and the built-in term lists.
 */
const PRIORITY: Record<IssueSource, number> = { 'user-terms': 5, rule: 4, grammalecte: 3.8, languagetool: 3.5, harper: 3, spelling: 2, terminology: 1, style: 0 };
const AGREEMENT_BONUS = 0.05;

function overlaps(a: Issue, b: Issue): boolean {
  const aEnd = a.offset + a.length;
  const bEnd = b.offset + b.length;
  if (a.length === 0 || b.length === 0) return a.offset >= b.offset && a.offset <= bEnd && b.offset >= a.offset && b.offset <= aEnd;
  return a.offset < bEnd && b.offset < aEnd;
}

function isSameFix(a: Issue, b: Issue): boolean {
  return a.offset === b.offset && a.length === b.length && a.replacements[0] === b.replacements[0];
}

/** Fix-bearing issues compete for their span; style hints are advice and may sit on top of them. */
function competes(issue: Issue): boolean {
  return issue.category !== 'style' && !(issue.source === 'style' && issue.replacements.length === 0);
}

function rank(a: Issue, b: Issue): number {
  // An issue that offers a fix beats one that only complains ("We is": harper has no suggestion).
  const fixA = a.replacements.length > 0 ? 1 : 0;
  const fixB = b.replacements.length > 0 ? 1 : 0;
  // Against LanguageTool, a fix sure enough to apply beats one we only show, whoever proposes it.
  const sure = (issue: Issue) => (issue.confidence >= CONFIDENT ? 1 : 0);
  const surer = a.source === 'languagetool' || b.source === 'languagetool' ? sure(b) - sure(a) : 0;
  return fixB - fixA || surer || PRIORITY[b.source] - PRIORITY[a.source] || b.confidence - a.confidence || a.offset - b.offset;
}

/** Does the message name its fix ("use 'is'")? Then it tells the writer more than a general one. */
function namesFix(issue: Issue): boolean {
  const fix = issue.replacements[0];
  return fix !== undefined && fix.length > 0 && issue.message.includes(fix);
}

/**
 * LanguageTool and one of our checks flag the same words: one card. The kept issue's fix stays
 * first, the other's fixes follow as alternatives, and the better message is shown: the one that
 * names the fix, else the longer explanation.
 */
function mergeSameSpan(kept: Issue, other: Issue): void {
  kept.replacements = [...new Set([...kept.replacements, ...other.replacements])];
  const sameFix = kept.replacements[0] === other.replacements[0];
  const otherBetter = sameFix && (namesFix(other) && !namesFix(kept) || (namesFix(other) === namesFix(kept) && other.message.length > kept.message.length));
  if (otherBetter) {
    kept.message = other.message;
    if (other.ruleName) kept.ruleName = other.ruleName;
  }
}

/**
 * Accepted issues never overlap, so kept sorted by offset only the neighbours of a new issue can
 * clash with it: a binary search instead of a scan keeps 25,000 issues ("a a a …") fast.
 */
class SpanIndex {
  readonly items: Issue[] = [];

  findClash(issue: Issue): Issue | undefined {
    const at = this.locate(issue.offset);
    for (let i = Math.max(0, at - 2); i < Math.min(this.items.length, at + 2); i++) {
      const kept = this.items[i];
      if (kept && overlaps(kept, issue)) return kept;
    }
    return undefined;
  }

  add(issue: Issue): void {
    this.items.splice(this.locate(issue.offset), 0, issue);
  }

  private locate(offset: number): number {
    let low = 0;
    let high = this.items.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((this.items[mid]?.offset ?? 0) < offset) low = mid + 1;
      else high = mid;
    }
    return low;
  }
}

/**
 * One issue per stretch of text among competing fixes. Two sources proposing the same fix merge
 * into one, slightly more confident issue (independent agreement). Nothing may flag inside a term
 * the writer listed as preferred.
 */
export function mergeIssues(issues: Issue[], protectedRanges: { start: number; end: number }[]): Issue[] {
  const isProtected = (issue: Issue) =>
    issue.source !== 'user-terms' && protectedRanges.some((r) => issue.offset < r.end && r.start < issue.offset + issue.length);
  const candidates = protectedRanges.length ? issues.filter((issue) => !isProtected(issue)) : issues;
  const index = new SpanIndex();
  for (const issue of candidates.filter(competes).sort(rank)) {
    const clash = index.findClash(issue);
    if (!clash) {
      index.add({ ...issue });
    } else {
      if (isSameFix(clash, issue)) clash.confidence = Math.min(0.95, Math.max(clash.confidence, issue.confidence) + AGREEMENT_BONUS);
      if (clash.offset === issue.offset && clash.length === issue.length && (clash.source === 'languagetool' || issue.source === 'languagetool')) {
        mergeSameSpan(clash, issue);
      }
    }
  }
  const fixSpans = new Set(index.items.map((kept) => `${kept.offset}:${kept.length}`));
  const seenStyle = new Set<string>();
  const accepted = [...index.items];
  for (const issue of candidates.filter((i) => !competes(i))) {
    const key = `${issue.offset}:${issue.length}:${issue.rule}`;
    if (seenStyle.has(key) || fixSpans.has(`${issue.offset}:${issue.length}`)) continue;
    seenStyle.add(key);
    accepted.push(issue);
  }
  return accepted.sort((a, b) => a.offset - b.offset || b.length - a.length);
}
