export type RunStyle = 'regular' | 'bold' | 'italic';

export interface StyledRun {
  text: string;
  style: RunStyle;
}

/** Width of `text` in the given style at the size being laid out. */
export type MeasureText = (text: string, style: RunStyle) => number;

function appendToLine(line: StyledRun[], text: string, style: RunStyle): void {
  const last = line.at(-1);
  if (last && last.style === style) last.text += text;
  else line.push({ text, style });
}

/** Splits a word wider than the line into pieces that fit (a long URL, say), at least one character each. */
function splitLongWord(word: string, maxWidth: number, measure: (text: string) => number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const character of word) {
    if (piece && measure(piece + character) > maxWidth) {
      pieces.push(piece);
      piece = '';
    }
    piece += character;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

function splitToFit(word: string, maxWidth: number, measure: (text: string) => number): string[] {
  return measure(word) > maxWidth ? splitLongWord(word, maxWidth, measure) : [word];
}

/**
 * Greedy word wrap of styled runs (a bold lead then regular text, say) into lines no wider than
 * `maxWidth`. A gap between words is kept at the start of the following word's run so that text
 * extracted from the PDF reads "Skills: HTML" and not "Skills:HTML". `breakAt` matches the gaps a line
 * may break at: spaces by default; " | " keeps each part of a contact line whole.
 */
export function wrapRuns(runs: StyledRun[], maxWidth: number, measure: MeasureText, breakAt: RegExp = /(\s+)/): StyledRun[][] {
  const lines: StyledRun[][] = [];
  let line: StyledRun[] = [];
  let lineWidth = 0;
  let pendingGap = '';
  const startLine = (word: string, style: RunStyle): void => {
    // A part too wide for a line when breaking at separators wraps at its own spaces instead.
    const pieces = /\s/.test(word) && measure(word, style) > maxWidth
      ? wrapRuns([{ text: word, style }], maxWidth, measure).map((wrapped) => wrapped.map((run) => run.text).join(''))
      : splitToFit(word, maxWidth, (text) => measure(text, style));
    for (const piece of pieces.slice(0, -1)) lines.push([{ text: piece, style }]);
    const lastPiece = pieces.at(-1) ?? '';
    line = [{ text: lastPiece, style }];
    lineWidth = measure(lastPiece, style);
  };
  for (const run of runs) {
    run.text.split(breakAt).forEach((token, index) => {
      // split() with one capturing group puts the gaps at odd indexes.
      if (index % 2 === 1) {
        if (line.length) pendingGap = /^\s+$/.test(token) ? ' ' : token;
        return;
      }
      if (!token) return;
      const spaced = pendingGap + token;
      const spacedWidth = measure(spaced, run.style);
      if (line.length === 0) startLine(token, run.style);
      else if (lineWidth + spacedWidth <= maxWidth) {
        appendToLine(line, spaced, run.style);
        lineWidth += spacedWidth;
      } else {
        lines.push(line);
        startLine(token, run.style);
      }
      pendingGap = '';
    });
  }
  if (line.length) lines.push(line);
  return lines;
}
