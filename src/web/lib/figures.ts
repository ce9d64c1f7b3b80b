import aiDetector from '../../tools/ai-detector/eval/figures.json';
import citation from '../../tools/citation-helper/eval/figures.json';
import citationParse from '../../tools/citation-helper/eval/parse/figures.json';
import grammar from '../../tools/grammar-checker/eval/figures.json';
import grammarIntl from '../../tools/grammar-checker/eval/intl/figures.json';
import language from '../../tools/detect-language/eval/figures.json';
import math from '../../tools/math-problem-assistance/eval/figures.json';
import plagiarism from '../../tools/plagiarism/eval/figures.json';
import quiz from '../../tools/quiz-answer-assistance/eval/figures.json';
import resume from '../../tools/resume-builder/eval/figures.json';
import translate from '../../tools/translate/eval/figures.json';
import { type Figure, type FiguresFile, formatFigureValue } from '../../domain/figures';
import type { ToolId } from '../../domain/tools';

/**
 * The measured figures the pages and the home cards quote, as the accuracy harnesses wrote them
 * (src/tools/<id>/eval/figures.json, issue 32): no number on a page is typed by hand. The files are checked
 * against src/domain/figures.ts by figures.test.ts rather than here, so the schema library stays out
 * of the home page's bundle.
 */
export const FIGURE_FILES = [aiDetector, citation, citationParse, grammar, grammarIntl, language, math, plagiarism, quiz, resume, translate] as unknown as readonly FiguresFile[];

/** One figure of a tool; throws when no figures.json holds it (a page must not quote what was not measured). */
export function figureOf(tool: ToolId, id: string): Figure {
  for (const file of FIGURE_FILES) {
    if (file.tool !== tool) continue;
    const figure = file.figures.find((candidate) => candidate.id === id);
    if (figure) return figure;
  }
  throw new Error(`No measured figure ${tool}:${id} in src/tools/*/eval/figures.json`);
}

/** Every figure of a tool whose id starts with `prefix` (`auroc-held-out/`), in file order. */
export function figuresOf(tool: ToolId, prefix = ''): Figure[] {
  return FIGURE_FILES.filter((file) => file.tool === tool).flatMap((file) => file.figures.filter((figure) => figure.id.startsWith(prefix)));
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const monthOf = (date: string) => `${MONTHS[Number(date.slice(5, 7)) - 1] ?? ''} ${date.slice(0, 4)}`;

/** When a set of figures was measured, in words: "November 2026", or "November 2026 – January 2027". */
export function describeWhen(figures: readonly Pick<Figure, 'date'>[]): string {
  const dates = figures.map((figure) => figure.date).sort();
  const first = dates[0];
  const last = dates[dates.length - 1];
  if (!first || !last) return '';
  return monthOf(first) === monthOf(last) ? monthOf(first) : `${monthOf(first)} – ${monthOf(last)}`;
}

/** The split a set of figures shares (every figure on a page is a dev figure today), or null when they differ. */
export function sharedSplit(figures: readonly Pick<Figure, 'split'>[]): Figure['split'] | null {
  const splits = new Set(figures.map((figure) => figure.split));
  return splits.size === 1 ? ([...splits][0] ?? null) : null;
}

const PLACEHOLDER = /\{(value|n|count):([a-z-]+):([a-z0-9/-]+)\}/g;

/**
 * Card and heading copy with measured figures in it: `{value:<tool>:<id>}` is the figure as measured
 * ("98.5%"), `{n:<tool>:<id>}` how many records it is over ("194"), `{count:<tool>:<id>}` how many of them
 * ("2"). src/domain/tools.ts writes highlights this way, so the figure there is always the measured one.
 */
export function renderFigureText(text: string): string {
  return text.replace(PLACEHOLDER, (_whole, part: string, tool: string, id: string) => {
    const figure = figureOf(tool as ToolId, id);
    if (part === 'value') return formatFigureValue(figure);
    const number = part === 'n' ? figure.n : figure.count;
    if (number === undefined) throw new Error(`Figure ${tool}:${id} has no count`);
    return number.toLocaleString('en-US');
  });
}
