import { mergeTextRuns, type TextRun } from './text-runs';

/**
 * Slides pure insertions and deletions to the most natural spot. When an added passage repeats the
 * text next to it, many positions are equally minimal: "stays[.\nA new line]." and "stays.[\nA new
 * line.]" describe the same edit, but a reader expects the second. Each such edit is moved, within
 * the equal text around it, to where its two ends fall on the strongest boundaries: line breaks,
 * then sentence ends, then spaces, then punctuation, never inside a word or a character.
 */

// How far an edit may travel: repeats longer than this are rare and not worth the scan.
const MAX_SLIDE = 256;

const WORD_CHAR = /[\p{L}\p{N}]/u;
// Code points that continue the character before them (variation selectors are marks, \p{M}).
const CLUSTER_CONTINUATION = /^(?:\p{M}|\p{Emoji_Modifier}|\u200d|[\u{E0020}-\u{E007F}])$/u;

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/** How good a place `position` is to start or end an edit in `text`; -1 if it would split a character. */
export function scoreBoundary(text: string, position: number): number {
  if (position <= 0 || position >= text.length) return 6;
  const before = text[position - 1]!;
  const after = text[position]!;
  if (isLowSurrogate(text.charCodeAt(position))) return -1;
  // Test the whole code point after the boundary (it may be astral, e.g. a tag character).
  const next = String.fromCodePoint(text.codePointAt(position)!);
  if (CLUSTER_CONTINUATION.test(next) || before === '\u200d') return -1;
  if (before === '\n' || after === '\n') return 5;
  if (/[.!?。！？]/.test(before) && /\s/.test(after)) return 4;
  if (/\s/.test(before) || /\s/.test(after)) return 3;
  if (!WORD_CHAR.test(before) || !WORD_CHAR.test(after)) return 2;
  return 0;
}

interface Placement {
  start: number;
  end: number;
  other: number;
}

/**
 * `text` holds the edit [start, end); `otherText` has nothing there, at `other`. A one-character slide is
 * allowed when the character leaving one end of the edit equals the one joining the other end, and the
 * equal text crossed is literally the same on both sides (not merely equal ignoring case or spacing).
 */
function findBestPlacement(
  text: string,
  otherText: string,
  edit: Placement,
  limits: { left: number; right: number; otherLeft: number; otherRight: number },
): Placement {
  let { start, end, other } = edit;
  let steps = 0;
  // Both sides must stay inside the equal runs around the edit: with ignored differences their lengths can differ.
  while (
    start > limits.left &&
    other > limits.otherLeft &&
    steps < MAX_SLIDE &&
    text[start - 1] === text[end - 1] &&
    otherText[other - 1] === text[start - 1]
  ) {
    start--;
    end--;
    other--;
    steps++;
  }
  const score = (placement: Placement) => {
    const head = scoreBoundary(text, placement.start);
    const tail = scoreBoundary(text, placement.end);
    return head < 0 || tail < 0 ? -1 : head + tail;
  };
  let best = edit;
  let bestScore = score(edit);
  for (steps = 0; steps <= 2 * MAX_SLIDE; steps++) {
    const candidate = { start, end, other };
    const candidateScore = score(candidate);
    if (candidateScore > bestScore) {
      best = candidate;
      bestScore = candidateScore;
    }
    const canSlide =
      end < limits.right && other < limits.otherRight && text[start] === text[end] && otherText[other] === text[end];
    if (!canSlide) break;
    start++;
    end++;
    other++;
  }
  return best;
}

export function alignEdits(original: string, revised: string, runs: TextRun[]): TextRun[] {
  const aligned = runs.map((run) => ({ ...run }));
  for (let i = 1; i + 1 < aligned.length; i++) {
    const before = aligned[i - 1]!;
    const edit = aligned[i]!;
    const after = aligned[i + 1]!;
    if (!before.equal || edit.equal || !after.equal) continue;
    const shift =
      edit.a0 === edit.a1
        ? findBestPlacement(
            revised,
            original,
            { start: edit.b0, end: edit.b1, other: edit.a0 },
            { left: before.b0, right: after.b1, otherLeft: before.a0, otherRight: after.a1 },
          ).start - edit.b0
        : edit.b0 === edit.b1
          ? findBestPlacement(
              original,
              revised,
              { start: edit.a0, end: edit.a1, other: edit.b0 },
              { left: before.a0, right: after.a1, otherLeft: before.b0, otherRight: after.b1 },
            ).start - edit.a0
          : 0;
    if (shift !== 0) slideEdit(before, edit, after, shift);
  }
  return mergeTextRuns(aligned);
}

/** Moves a lone insertion or deletion by `shift` on both sides, and the equal runs around it with it. */
function slideEdit(before: TextRun, edit: TextRun, after: TextRun, shift: number): void {
  before.a1 += shift;
  before.b1 += shift;
  edit.a0 += shift;
  edit.a1 += shift;
  edit.b0 += shift;
  edit.b1 += shift;
  after.a0 += shift;
  after.b0 += shift;
}
