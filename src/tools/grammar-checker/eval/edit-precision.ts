import { diffArrays } from 'diff';

/**
 * Which source positions a rewrite changes: a source token it deletes or replaces counts as
 * "t<i>", an insertion before source token i as "g<i>". Alignment is jsdiff's token-level LCS.
 */
export function findChangedUnits(source: string[], rewrite: string[]): Set<string> {
  const changed = new Set<string>();
  let index = 0;
  for (const part of diffArrays(source, rewrite)) {
    const count = part.count ?? part.value.length;
    if (part.removed) {
      for (let k = 0; k < count; k++) changed.add(`t${index + k}`);
      index += count;
    } else if (part.added) {
      changed.add(`g${index}`);
    } else {
      index += count;
    }
  }
  return changed;
}

/**
 * Precision of our edits: the share of the units we change that at least one reference also
 * changes (not necessarily to the same words). Also returns the counts behind it.
 */
export function measureEditPrecision(source: string[], hypothesis: string[], references: string[][]): { ours: number; shared: number } {
  const ours = findChangedUnits(source, hypothesis);
  const theirs = new Set(references.flatMap((ref) => [...findChangedUnits(source, ref)]));
  let shared = 0;
  for (const unit of ours) {
    // An insertion counts as shared when a reference edits right there (inserting or changing the next token).
    const index = unit.slice(1);
    if (theirs.has(unit) || (unit.startsWith('g') && theirs.has(`t${index}`)) || (unit.startsWith('t') && theirs.has(`g${index}`))) shared++;
  }
  return { ours: ours.size, shared };
}

interface Hunk {
  start: number;
  end: number;
  inserted: string;
}

/** Edits as (source span → new tokens) hunks; adjacent removals and additions form one hunk. */
export function listHunks(source: string[], rewrite: string[]): Hunk[] {
  const hunks: Hunk[] = [];
  let index = 0;
  let open: Hunk | undefined;
  for (const part of diffArrays(source, rewrite)) {
    const count = part.count ?? part.value.length;
    if (!part.added && !part.removed) {
      if (open) hunks.push(open);
      open = undefined;
      index += count;
      continue;
    }
    open ??= { start: index, end: index, inserted: '' };
    if (part.removed) {
      index += count;
      open.end = index;
    } else {
      open.inserted = [open.inserted, ...part.value].filter(Boolean).join(' ').toLowerCase();
    }
  }
  if (open) hunks.push(open);
  return hunks;
}

/** Our edits that some reference makes identically (same source span, same new words). */
export function measureExactEdits(source: string[], hypothesis: string[], references: string[][]): { ours: number; matched: number } {
  const ours = listHunks(source, hypothesis);
  const theirs = new Set(references.flatMap((ref) => listHunks(source, ref).map((h) => `${h.start}:${h.end}:${h.inserted}`)));
  return { ours: ours.length, matched: ours.filter((h) => theirs.has(`${h.start}:${h.end}:${h.inserted}`)).length };
}
