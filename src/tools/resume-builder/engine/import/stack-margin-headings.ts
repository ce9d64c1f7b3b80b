import { findSectionKey } from './find-sections';

type MarginRun = { text: string; x: number; y: number; width: number; size: number; heading?: boolean };

/** Short, in capitals, no digits: how a margin heading is set ("RESEARCH", "AWARDS &", "& ACTIVITIES"). */
const CAPITAL_WORDS = /^(?=.*\p{Lu})[\p{Lu}&/,-]+(?: [\p{Lu}&/,-]+){0,2}$/u;

function isHeadingPiece(run: MarginRun): boolean {
  const text = run.text.trim();
  return text.length <= 30 && (CAPITAL_WORDS.test(text) || findSectionKey({ text }) !== undefined);
}

/** Within a line and a half below `run`: the next piece of a heading broken over lines. */
function pieceBelow<T extends MarginRun>(run: T, pieces: T[]): T | undefined {
  return pieces.find((other) => other !== run && run.y - other.y > 0 && run.y - other.y <= Math.max(run.size, other.size) * 1.6);
}

/** "Professional" over "Experience" (mcirlanaru's resume): a word that is no heading alone but one with the piece below it. */
function opensKnownHeading<T extends MarginRun>(run: T, pieces: T[]): boolean {
  const below = pieceBelow(run, pieces);
  return below !== undefined && run.text.trim().length <= 30 && findSectionKey({ text: `${run.text.trim()} ${below.text.trim()}` }) !== undefined;
}

/**
 * "Piotr Yordanov" over "Contact", "Professional" / "Experience", "Education" … (mcirlanaru's resume): the name set at
 * the margin's edge above every heading is the page's header, not a heading's piece; the pieces start at the first
 * one that is. Only runs above the first heading piece are dropped, so a body line between headings still counts.
 */
function dropHeaderAbove<T extends MarginRun>(pieces: T[]): T[] {
  const top = [...pieces].sort((a, b) => b.y - a.y);
  const first = top.findIndex((run) => isHeadingPiece(run) || opensKnownHeading(run, pieces));
  return first <= 0 ? pieces : pieces.filter((run) => !top.slice(0, first).includes(run));
}

/**
 * Academic CVs (simple-resume-cv, res.cls and many LaTeX classes) set each section heading in a left
 * margin beside the section's first lines, a long one broken over two or three lines ("RESEARCH" /
 * "EXPERIENCE", "PROFESSIONAL" / "AFFILIATIONS" / "& ACTIVITIES"). Read piece by piece, no piece names a
 * section and the margin looked like a column of its own, so the page was read as two columns: every
 * heading first, then the body with none. Where the page's left edge holds nothing but such pieces
 * (three or more, capitals or known headings, each beside body text or under another piece), the
 * pieces stacked on successive lines are one heading, placed on the first piece's baseline and marked
 * as a heading so that one the heading list does not know still opens a section.
 */
/**
 * The margin's pieces: the runs at the page's left edge, or (captions set right against the body, as
 * Word's table cells and many templates do: "WORK" over "EXPERIENCE", each ending where the leftmost
 * caption ends) the runs sharing that edge's right end; none when any of them is not a heading's piece
 * or the body does not stand right of them.
 */
function findMarginPieces<T extends MarginRun>(runs: T[]): T[] | undefined {
  const lettered = runs.filter((run) => /\p{L}/u.test(run.text));
  if (lettered.length === 0) return undefined;
  const leftmost = lettered.reduce((best, run) => (run.x < best.x ? run : best));
  const byLeft = lettered.filter((run) => Math.abs(run.x - leftmost.x) <= 2);
  const rightEnd = leftmost.x + leftmost.width;
  const byRight = lettered.filter((run) => Math.abs(run.x + run.width - rightEnd) <= 2 && run.x < rightEnd);
  for (const [found, gap] of [[byLeft, 1], [byRight, 0.5]] as const) {
    const pieces = dropHeaderAbove(found);
    if (pieces.length < 3 || !pieces.every((run) => isHeadingPiece(run) || opensKnownHeading(run, pieces))) continue;
    const widest = Math.max(...pieces.map((run) => run.x + run.width));
    // The body stands right of the margin, beside the pieces: a page that starts every line at its left edge has no margin.
    const body = runs.filter((run) => run.x > widest + run.size * gap);
    if (body.length >= pieces.length) return pieces;
  }
  return undefined;
}

export function stackMarginHeadings<T extends MarginRun>(runs: T[]): T[] {
  if (runs.length === 0) return runs;
  const margin = findMarginPieces(runs);
  if (!margin) return runs;
  const atEdge = margin;
  const pieces = [...atEdge].sort((a, b) => b.y - a.y);
  const stacks: T[][] = [];
  for (const piece of pieces) {
    const stack = stacks.at(-1);
    const above = stack?.at(-1);
    // The next line down, with no body line of another section between: gaps of one line's leading.
    // A complete heading above a complete one is two sections ("SKILLS" over a one-line list, then "LANGUAGES").
    const complete = (parts: T[]) => findSectionKey({ text: parts.map((run) => run.text.trim()).join(' ') }) !== undefined;
    const nextLine = stack && above && above.y - piece.y <= Math.max(above.size, piece.size) * 1.6;
    // Unless together they are one known heading too ("RESEARCH" over "EXPERIENCE").
    if (stack && nextLine && (!(complete(stack) && complete([piece])) || complete([...stack, piece]))) stack.push(piece);
    else stacks.push([piece]);
  }
  const merged = stacks.map((stack): T => {
    const [first] = stack as [T, ...T[]];
    const text = stack.map((run) => run.text.trim()).join(' ');
    return { ...first, text, width: Math.max(...stack.map((run) => run.x + run.width)) - first.x, heading: true };
  });
  return [...runs.filter((run) => !atEdge.includes(run)), ...merged];
}
